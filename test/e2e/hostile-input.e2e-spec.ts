import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { tableSnapshot } from '../support/db-snapshot';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Hostile input found by an attack run on the API: each answers 4xx in the envelope and changes no
 * row (docs/api.md#hostile-input). The generic fuzz suite (fuzz.e2e-spec.ts) keeps the whole class
 * out; these are the exact reproductions.
 */
describe('Hostile input never reaches a 500', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let agency: TestAccount;
  let receiver: WebhookReceiver;
  let campaignId: string;
  let subEmail: string;
  const NUL = '\u0000';
  const LONE = '\ud800';

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    receiver = await WebhookReceiver.start();
    acme = await createAccount(t.app);
    agency = await createAccount(t.app, { type: 'agency' });
    await t.api
      .as(acme.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    campaignId = (await t.api.as(acme.apiKey).post('/v1/campaigns', { name: 'C' }).expect(201)).body
      .id;
    subEmail = `hostile.${Date.now()}@agency.test`;
    await t.api
      .as(agency.apiKey)
      .post('/v1/subaccounts', { name: 'Client', email: subEmail })
      .expect(201);
  }, 180_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  /** Sends `body` and expects `status`/`code` in the envelope, `fields` named, and no row changed. */
  async function refused(
    key: string,
    method: 'post' | 'patch',
    path: string,
    body: string | object,
    status: number,
    code: string,
    fields?: string[],
  ) {
    const before = await tableSnapshot(db);
    const req = t.api.as(key)[method](path, undefined as unknown as object);
    const res = await req
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
    expect(res.body.error.requestId).toEqual(expect.any(String));
    if (fields) {
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(fields),
      );
    }
    expect(await tableSnapshot(db)).toEqual(before);
    return res;
  }

  describe('defect 2: deeply nested JSON is 400 INVALID_JSON before any transformation', () => {
    it('2,000 deep inside an unknown field of POST /v1/lists', async () => {
      const body = `{"name":"x","e":${'['.repeat(2000)}${']'.repeat(2000)}}`;
      await refused(acme.apiKey, 'post', '/v1/lists', body, 400, 'INVALID_JSON');
    });

    it('33 deep is refused, 32 deep is accepted', async () => {
      const deep = (n: number) => `{"name":"x","e":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
      await refused(acme.apiKey, 'post', '/v1/lists', deep(33), 400, 'INVALID_JSON');
      await t.api
        .as(acme.apiKey)
        .post('/v1/lists')
        .set('Content-Type', 'application/json')
        .send(deep(32))
        .expect(201);
    });

    it('brackets inside strings do not count', async () => {
      await t.api
        .as(acme.apiKey)
        .post('/v1/lists', { name: `[{${'['.repeat(100)}\\"` })
        .expect(201);
    });

    it('a 1 MiB nested body is refused at once and the process stays responsive', async () => {
      const half = (1024 * 1024 - 20) / 2;
      const body = `{"e":${'['.repeat(half)}${']'.repeat(half)}}`;
      const started = Date.now();
      const [res, health] = await Promise.all([
        t.api
          .as(acme.apiKey)
          .post('/v1/campaigns')
          .set('Content-Type', 'application/json')
          .send(body),
        new Promise((resolve) => setTimeout(resolve, 5)).then(() => t.api.raw('get', '/health')),
      ]);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_JSON');
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe('defects 3 and 4: NUL and lone surrogates are 400 VALIDATION_FAILED naming the field', () => {
    const cases: [string, string, string, (bad: string) => object, string][] = [
      [
        'POST',
        '/v1/campaigns',
        'bot.instructions',
        (b) => ({ name: 'x', bot: { instructions: `a${b}` } }),
        'acme',
      ],
      [
        'POST',
        '/v1/campaigns',
        'bot.faq.0.question',
        (b) => ({ name: 'x', bot: { faq: [{ question: b, answer: 'a' }] } }),
        'acme',
      ],
      [
        'POST',
        '/v1/send_custom_channel_message',
        'customData.body',
        (b) => ({ customData: { fromId: 'v1', customChannel: 'livechat', body: `hi${b}` } }),
        'acme',
      ],
      [
        'POST',
        '/v1/send_custom_channel_message',
        'customData.customChannel',
        (b) => ({ customData: { fromId: 'v1', customChannel: `live${b}`, body: 'hi' } }),
        'acme',
      ],
      [
        'POST',
        '/v1/send_custom_channel_message',
        'customData.fromId',
        (b) => ({ customData: { fromId: `v${b}`, customChannel: 'livechat', body: 'hi' } }),
        'acme',
      ],
      [
        'POST',
        '/v1/incoming_custom_channel_message',
        'customData.body',
        (b) => ({
          customData: { messageSid: 'm1', fromId: 'v1', toId: 'livechat', body: `x${b}` },
        }),
        'acme',
      ],
      [
        'POST',
        '/v1/incoming_custom_channel_message',
        'customData.toId',
        (b) => ({ customData: { messageSid: 'm1', fromId: 'v1', toId: `l${b}`, body: 'x' } }),
        'acme',
      ],
      [
        'POST',
        '/v1/incoming_custom_channel_message',
        'customData.channel',
        (b) => ({
          customData: { messageSid: 'm1', fromId: 'v1', toId: 'livechat', body: 'x', channel: b },
        }),
        'acme',
      ],
      [
        'POST',
        '/v1/incoming_custom_channel_message',
        'customData.status',
        (b) => ({
          customData: { messageSid: 'm1', fromId: 'v1', toId: 'livechat', body: 'x', status: b },
        }),
        'acme',
      ],
      [
        'POST',
        '/v1/incoming_custom_channel_message',
        'customData.reactsTo',
        (b) => ({
          customData: { messageSid: 'm1', fromId: 'v1', toId: 'livechat', body: 'x', reactsTo: b },
        }),
        'acme',
      ],
      [
        'POST',
        '/v1/webhooks',
        'url',
        (b) => ({ url: `${receiver.url}/${b}`, events: ['message.status_changed'] }),
        'acme',
      ],
      [
        'POST',
        '/v1/webhooks',
        'description',
        (b) => ({ url: receiver.url, events: ['message.status_changed'], description: b }),
        'acme',
      ],
      [
        'POST',
        '/v1/custom_channels',
        'deliveryUrl',
        (b) => ({ name: 'other', deliveryUrl: `${receiver.url}/${b}` }),
        'acme',
      ],
      [
        'POST',
        '/v1/subaccounts',
        'name',
        (b) => ({ name: `n${b}`, email: 'n@agency.test' }),
        'agency',
      ],
      [
        'POST',
        '/v1/subaccounts',
        'email',
        (b) => ({ name: 'n', email: `n${b}@agency.test` }),
        'agency',
      ],
      [
        'POST',
        '/v1/subaccounts/credits',
        'description',
        (b) => ({ email: subEmail, amount: 1, description: b }),
        'agency',
      ],
      [
        'POST',
        '/v1/subaccounts/credits',
        'idempotency_key',
        (b) => ({ email: subEmail, amount: 1, idempotency_key: `k${b}` }),
        'agency',
      ],
      [
        'POST',
        '/v1/subaccounts/credits',
        'email',
        (b) => ({ email: `x${b}@agency.test`, amount: 1 }),
        'agency',
      ],
      [
        'POST',
        '/v1/contacts',
        'customFields.plan',
        (b) => ({ phone: '+14155550123', customFields: { plan: b } }),
        'acme',
      ],
    ];
    for (const [bad, what] of [
      [NUL, 'NUL'],
      [LONE, 'a lone surrogate'],
    ]) {
      it.each(cases)(`${what} in %s %s %s`, async (_method, path, field, make, who) => {
        const key = who === 'agency' ? agency.apiKey : acme.apiKey;
        await refused(key, 'post', path, make(bad), 400, 'VALIDATION_FAILED', [field]);
      });
    }

    it('PATCH a campaign with NUL in bot.instructions, and a NUL in a query value', async () => {
      await refused(
        acme.apiKey,
        'patch',
        `/v1/campaigns/${campaignId}`,
        { bot: { instructions: NUL } },
        400,
        'VALIDATION_FAILED',
        ['bot.instructions'],
      );
      const res = await t.api.as(acme.apiKey).get('/v1/contacts?email=a%00b%40x.test').expect(400);
      expect(res.body.error.details).toEqual([{ field: 'email', message: expect.any(String) }]);
    });

    it('a key with NUL is named with the character escaped', async () => {
      const res = await refused(
        acme.apiKey,
        'post',
        '/v1/lists',
        { name: 'x', [`a${NUL}b`]: 1 },
        400,
        'VALIDATION_FAILED',
      );
      expect(res.body.error.details[0].field).toBe('a\\u0000b');
    });

    it('paired surrogates (4-byte emoji), RTL marks and other control characters still pass', async () => {
      await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'x', bot: { instructions: 'Hi 😀 \u202eabc\u200f \u0007' } })
        .expect(201);
    });
  });

  describe('defect 5: campaign fields that cannot be null answer 400', () => {
    it.each([
      ['type', { type: null }],
      ['throttlePerMinute', { throttlePerMinute: null }],
      ['openingDelaySeconds', { openingDelaySeconds: null }],
      ['triggerOnNewContacts', { triggerOnNewContacts: null }],
      ['followUps', { followUps: null }],
      ['bot', { bot: null }],
      ['channel', { channel: null }],
      ['followUps', { followUps: [[]] }],
      ['followUps', { followUps: [null] }],
      ['bot.faq', { bot: { faq: [[]] } }],
      ['bot.enabled', { bot: { enabled: null } }],
      ['bot.faq', { bot: { faq: null } }],
    ])('POST /v1/campaigns with %s', async (field, fields) => {
      await refused(
        acme.apiKey,
        'post',
        '/v1/campaigns',
        { name: 'x', ...fields },
        400,
        'VALIDATION_FAILED',
        [field],
      );
    });

    it.each([
      ['name', { name: null }],
      ['type', { type: null }],
      ['bot', { bot: null }],
      ['followUps', { followUps: [[]] }],
    ])('PATCH /v1/campaigns/{id} with %s', async (field, fields) => {
      await refused(
        acme.apiKey,
        'patch',
        `/v1/campaigns/${campaignId}`,
        fields,
        400,
        'VALIDATION_FAILED',
        [field],
      );
    });

    it('the nullable fields still take null', async () => {
      await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${campaignId}`, {
          listId: null,
          openingTemplateId: null,
          bot: { instructions: null },
        })
        .expect(200);
    });
  });

  describe('defect 5 everywhere: one rule, a null is refused unless the OpenAPI document says nullable', () => {
    it.each([
      [
        'description',
        'post',
        '/v1/webhooks',
        { url: 'https://example.com/h', events: ['message.status_changed'], description: null },
      ],
      [
        'customData.firstName',
        'post',
        '/v1/send_custom_channel_message',
        { customData: { fromId: 'v-1', customChannel: 'livechat', body: 'Hi', firstName: null } },
      ],
      [
        'customData.reactsTo',
        'post',
        '/v1/incoming_custom_channel_message',
        {
          customData: {
            fromId: 'v-2',
            customChannel: 'livechat',
            body: 'Hi',
            messageSid: 'sid-null-1',
            reactsTo: null,
          },
        },
      ],
      ['name', 'post', '/v1/lists', { name: null }],
      ['body', 'post', '/v1/templates', { name: 'n', channel: 'sms', language: 'en', body: null }],
    ] as const)('%s: %s %s', async (field, method, path, body) => {
      const res = await refused(acme.apiKey, method, path, body, 400, 'VALIDATION_FAILED', [field]);
      expect(res.body.error.details).toContainEqual({
        field,
        message: expect.stringMatching(/null/),
      });
    });

    it('in the agency and opt-out bodies too', async () => {
      await refused(
        agency.apiKey,
        'post',
        '/v1/subaccounts/credits',
        { email: subEmail, amount: 1, description: null },
        400,
        'VALIDATION_FAILED',
        ['description'],
      );
      const contact = (
        await t.api.as(acme.apiKey).post('/v1/contacts', { phone: '+14155550190' }).expect(201)
      ).body.id;
      await refused(
        acme.apiKey,
        'post',
        `/v1/contacts/${contact}/opt-out`,
        { reason: null },
        400,
        'VALIDATION_FAILED',
        ['reason'],
      );
    });

    it('fields documented nullable still take null (contact fields that clear a value)', async () => {
      const created = await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', {
          phone: '+14155550191',
          firstName: null,
          email: null,
          customFields: null,
        })
        .expect(201);
      const patched = await t.api
        .as(acme.apiKey)
        .patch(`/v1/contacts/${created.body.id}`, { lastName: null, customFields: { a: null } })
        .expect(200);
      expect(patched.body).toMatchObject({
        firstName: null,
        lastName: null,
        phone: '+14155550191',
      });
    });
  });

  describe('defect 7: custom-field keys that are Object.prototype names, the same on JSON and CSV', () => {
    const keys = {
      toString: 'b',
      hasOwnProperty: 'c',
      valueOf: 1,
      isPrototypeOf: true,
    };

    it('POST /v1/contacts keeps them (both spellings)', async () => {
      const a = await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', { phone: '+14155550161', customFields: keys })
        .expect(201);
      expect(a.body.customFields).toEqual(keys);
      const b = await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', { phone_number: '+14155550162', custom_fields: keys })
        .expect(201);
      expect(b.body.customFields).toEqual(keys);
      const stored = await t.api.as(acme.apiKey).get(`/v1/contacts/${a.body.id}`).expect(200);
      expect(stored.body.customFields).toEqual(keys);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('a CSV import keeps the same keys', async () => {
      const list = (await t.api.as(acme.apiKey).post('/v1/lists', { name: 'csv' }).expect(201)).body
        .id;
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${list}/imports`)
        .set('Content-Type', 'text/csv')
        .send('phone,toString,hasOwnProperty,valueOf\n+14155550163,b,c,1\n')
        .expect(202);
      await t.app.get(OutboxService).drain();
      const res = await t.api.as(acme.apiKey).get('/v1/contacts?phone=%2B14155550163').expect(200);
      expect(res.body.customFields).toEqual({ toString: 'b', hasOwnProperty: 'c', valueOf: '1' });
    });

    it('every Object.prototype member name (and prototype) is stored or refused, never dropped, on POST, PATCH and CSV', async () => {
      const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
      const refusedNames = ['__proto__', 'constructor', 'prototype'];
      const list = (await t.api.as(acme.apiKey).post('/v1/lists', { name: 'every' }).expect(201))
        .body.id;
      let phone = 14155550700;
      for (const name of names) {
        const fields = `{${JSON.stringify(name)}:"v"}`;
        const created = await t.api
          .as(acme.apiKey)
          .post('/v1/contacts', undefined as unknown as object)
          .set('Content-Type', 'application/json')
          .send(`{"phone":"+${phone++}","customFields":${fields}}`);
        const base = await t.api
          .as(acme.apiKey)
          .post('/v1/contacts', { phone: `+${phone++}` })
          .expect(201);
        const patched = await t.api
          .as(acme.apiKey)
          .patch(`/v1/contacts/${base.body.id}`, undefined as unknown as object)
          .set('Content-Type', 'application/json')
          .send(`{"customFields":${fields}}`);
        const csvPhone = `+${phone++}`;
        const imported = await t.api
          .as(acme.apiKey)
          .post(`/v1/lists/${list}/imports`)
          .set('Content-Type', 'text/csv')
          .send(`phone,${name}\n${csvPhone},v\n`);
        await t.app.get(OutboxService).drain();
        if (refusedNames.includes(name)) {
          for (const res of [created, patched]) {
            expect({ name, status: res.status }).toEqual({ name, status: 400 });
            expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(
              `customFields.${name}`,
            );
          }
          expect({ name, status: imported.status }).toEqual({ name, status: 400 });
          const stored = await t.api.as(acme.apiKey).get(`/v1/contacts/${base.body.id}`);
          expect(stored.body.customFields).toEqual({});
          continue;
        }
        expect({ name, created: created.status, patched: patched.status }).toEqual({
          name,
          created: 201,
          patched: 200,
        });
        expect(imported.status).toBe(202);
        for (const id of [created.body.id, base.body.id]) {
          const stored = await t.api.as(acme.apiKey).get(`/v1/contacts/${id}`).expect(200);
          expect({ name, customFields: stored.body.customFields }).toEqual({
            name,
            customFields: JSON.parse(fields),
          });
        }
        const fromCsv = await t.api
          .as(acme.apiKey)
          .get(`/v1/contacts?phone=${encodeURIComponent(csvPhone)}`)
          .expect(200);
        expect({ name, customFields: fromCsv.body.customFields }).toEqual({
          name,
          customFields: JSON.parse(fields),
        });
      }
      expect(({} as Record<string, unknown>).v).toBeUndefined();
    });

    it.each(['__proto__', 'constructor', 'prototype'])(
      '%s is refused with 400 on both paths and nothing is stored',
      async (name) => {
        await refused(
          acme.apiKey,
          'post',
          '/v1/contacts',
          `{"phone":"+14155550164","customFields":{"${name}":{"polluted":true}}}`,
          400,
          'VALIDATION_FAILED',
          [`customFields.${name}`],
        );
        // List names are unique per account: one per case.
        const list = (
          await t.api
            .as(acme.apiKey)
            .post('/v1/lists', { name: `csv2 ${name}` })
            .expect(201)
        ).body.id;
        const res = await t.api
          .as(acme.apiKey)
          .post(`/v1/lists/${list}/imports`)
          .set('Content-Type', 'text/csv')
          .send(`phone,${name}\n+14155550165,x\n`)
          .expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );
  });
});
