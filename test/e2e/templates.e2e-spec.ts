import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { TemplatesService } from '../../src/modules/templates/templates.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { ensureBuilt, runCli } from '../support/processes';
import { RUNTIME } from '../support/runtime';
import type { OutboxTransport } from '../support/transports';

const PROVIDER_EVENT = 'ProviderTemplateStatusReported';

interface StatusChangedEvent {
  accountId: string;
  payload: { templateId: string; previousStatus: string; status: string; reason: string | null };
  processed: boolean;
}

/** Templates (docs/templates.md), and the operator's `templates:review`. */
describe('Templates', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: OutboxTransport;
  let acme: TestAccount;
  let other: TestAccount;
  let nameSeq = 0;
  const nextName = () => `welcome_${nameSeq++}`;

  const create = async (
    account: TestAccount,
    fields: Partial<{ name: string; channel: string; language: string; body: string }> = {},
  ) => {
    const res = await t.api
      .as(account.apiKey)
      .post('/v1/templates', {
        name: nextName(),
        channel: 'whatsapp',
        language: 'en_US',
        body: 'Hi {{firstName}}!',
        ...fields,
      })
      .expect(201);
    return res.body;
  };
  const statusEvents = async (templateId: string): Promise<StatusChangedEvent[]> => {
    const rows: {
      account_id: string;
      payload: StatusChangedEvent['payload'];
      processed: boolean;
    }[] = await db.query(
      `SELECT account_id, payload, processed_at IS NOT NULL AS processed FROM outbox_events
        WHERE type = 'TemplateStatusChanged' AND payload->>'templateId' = $1
        ORDER BY created_at`,
      [templateId],
    );
    return rows.map((row) => ({
      accountId: row.account_id,
      payload: row.payload,
      processed: row.processed,
    }));
  };
  /** Appends a provider report as the channels module does (one transaction), then relays it. */
  const report = async (
    accountId: string,
    payload: { templateName: string; language: string; status: string; reason: string | null },
  ): Promise<string> => {
    const id = await db.transaction((manager) =>
      outbox.append(manager, accountId, PROVIDER_EVENT, payload),
    );
    await outbox.drain();
    return id;
  };
  const isProcessed = async (eventId: string): Promise<boolean> =>
    (
      await db.query(
        `SELECT processed_at IS NOT NULL AS processed FROM outbox_events WHERE id = $1`,
        [eventId],
      )
    )[0].processed;

  beforeAll(async () => {
    // APP_ROLE=api: no relay timer; the tests drain the outbox themselves.
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    outbox = t.app.get(OutboxService) as unknown as OutboxTransport;
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
    // A WhatsApp connection without a WhatsApp Business Account id: WhatsApp templates wait in
    // `pending` for the provider's webhook or `templates:review` (the sandbox would approve them
    // at once: see channels-screen.e2e-spec.ts).
    for (const account of [acme, other]) {
      await t.api
        .as(account.apiKey)
        .post('/v1/channels/whatsapp', {
          phoneNumberId: '106540352242922',
          accessToken: 'EAAJB0ExampleAccessToken',
          appSecret: 'app-secret',
          verifyToken: 'verify-token',
        })
        .expect(201);
    }
  });
  afterAll(() => t.close());

  describe('POST /v1/templates', () => {
    it('creates a WhatsApp template: 201, pending, with its variables in order', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/templates', {
          name: ' welcome_lead ',
          channel: 'whatsapp',
          language: 'en-us',
          body: 'Hi {{ firstName }} {{lastName}}! {{firstName}}, reply to talk to us.',
          extra: 'ignored',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'welcome_lead',
        channel: 'whatsapp',
        language: 'en_US',
        body: 'Hi {{ firstName }} {{lastName}}! {{firstName}}, reply to talk to us.',
        variables: ['firstName', 'lastName', 'firstName'],
        status: 'pending',
        statusReason: null,
        category: 'marketing',
        review: 'operator',
        createdAt: expect.any(String),
        updatedAt: res.body.createdAt,
      });
      const got = await t.api.as(acme.apiKey).get(`/v1/templates/${res.body.id}`).expect(200);
      expect(got.body).toEqual(res.body);
    });

    it('creates an SMS template approved at once', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/templates', {
          name: 'sms_welcome',
          channel: 'sms',
          language: 'en',
          body: 'Welcome! Reply STOP to opt out.',
        })
        .expect(201);
      expect(res.body).toMatchObject({ channel: 'sms', status: 'approved', variables: [] });
    });

    it('takes 1024 characters on WhatsApp and 1600 on SMS', async () => {
      await create(acme, { body: 'w'.repeat(1024) });
      await create(acme, { channel: 'sms', body: 's'.repeat(1600) });
    });

    it.each<[string, object, string, string]>([
      ['a missing name', { name: undefined }, 'name', ''],
      ['an uppercase name', { name: 'Welcome' }, 'name', 'lowercase letters'],
      ['a name with a hyphen', { name: 'welcome-lead' }, 'name', 'lowercase letters'],
      ['a 513-character name', { name: 'n'.repeat(513) }, 'name', '1-512'],
      ['another channel', { channel: 'telegram' }, 'channel', ''],
      ['a missing language', { language: undefined }, 'language', ''],
      ['a bad language', { language: 'english' }, 'language', 'language code'],
      ['an empty body', { body: '' }, 'body', 'must not be empty'],
      ['a blank body', { body: ' \n ' }, 'body', 'must not be empty'],
      ['a numeric body', { body: 42 }, 'body', ''],
      ['a 1025-character WhatsApp body', { body: 'w'.repeat(1025) }, 'body', '1024'],
      ['a 1601-character SMS body', { channel: 'sms', body: 's'.repeat(1601) }, 'body', '1600'],
      ['a body with NUL', { body: 'Hi\u0000there' }, 'body', 'control characters'],
      ['an unknown variable', { body: 'Hi {{email}}!' }, 'body', '{{email}}'],
      ['a positional variable', { body: 'Hi {{1}}!' }, 'body', '{{1}}'],
      ['a variable in the wrong case', { body: 'Hi {{FirstName}}!' }, 'body', '{{FirstName}}'],
      ['an unclosed variable', { body: 'Hi {{firstName}!' }, 'body', 'unmatched'],
    ])(
      'refuses %s with 400 VALIDATION_FAILED naming the field',
      async (_title, fields, field, message) => {
        const before = (await db.query(`SELECT count(*)::int AS n FROM templates`))[0].n;
        const body = {
          name: nextName(),
          channel: 'whatsapp',
          language: 'en_US',
          body: 'Hi {{firstName}}!',
          ...fields,
        };
        const res = await t.api.as(acme.apiKey).post('/v1/templates', body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details).toEqual([
          { field, message: expect.stringContaining(message) },
        ]);
        expect((await db.query(`SELECT count(*)::int AS n FROM templates`))[0].n).toBe(before);
      },
    );

    it('answers 409 CONFLICT for the same channel, name and language; other combinations are new', async () => {
      const name = nextName();
      await create(acme, { name, language: 'pt_BR' });
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/templates', { name, channel: 'whatsapp', language: 'pt-BR', body: 'Oi!' })
        .expect(409);
      expect(res.body.error.code).toBe('CONFLICT');
      await create(acme, { name, language: 'pt_PT' });
      await create(acme, { name, language: 'pt_BR', channel: 'sms' });
      await create(other, { name, language: 'pt_BR' });
    });

    it('creates one template under concurrent duplicates', async () => {
      const name = nextName();
      const body = { name, channel: 'whatsapp', language: 'en', body: 'Hello' };
      const results = await Promise.all(
        Array.from({ length: 6 }, () => t.api.as(acme.apiKey).post('/v1/templates', body)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await db.query(`SELECT id FROM templates WHERE account_id = $1 AND name = $2`, [
        acme.id,
        name,
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('GET /v1/templates/{id} and GET /v1/templates', () => {
    it("answers 404 TEMPLATE_NOT_FOUND for another account's id, an unknown id and a non-UUID", async () => {
      const theirs = await create(other);
      for (const id of [theirs.id, randomUUID(), 'nope']) {
        const res = await t.api.as(acme.apiKey).get(`/v1/templates/${id}`).expect(404);
        expect(res.body.error.code).toBe('TEMPLATE_NOT_FOUND');
      }
    });

    it('walks every template of the account exactly once, with status and channel filters', async () => {
      const account = await createAccount(t.app);
      // (a WhatsApp connection without wabaId: its WhatsApp templates stay pending)
      await t.api
        .as(account.apiKey)
        .post('/v1/channels/whatsapp', {
          phoneNumberId: '106540352242922',
          accessToken: 'EAAJB0ExampleAccessToken',
          appSecret: 'app-secret',
          verifyToken: 'verify-token',
        })
        .expect(201);
      const whatsapp: string[] = [];
      const sms: string[] = [];
      for (let i = 0; i < 5; i++) whatsapp.push((await create(account)).id);
      for (let i = 0; i < 3; i++) sms.push((await create(account, { channel: 'sms' })).id);
      await create(other);
      const walk = async (query: string): Promise<{ ids: string[]; pages: number }> => {
        const ids: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const path: string = `/v1/templates?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await t.api.as(account.apiKey).get(path).expect(200);
          ids.push(...res.body.data.map((row: { id: string }) => row.id));
          cursor = res.body.nextCursor;
          pages += 1;
        } while (cursor && pages < 10);
        return { ids, pages };
      };
      const all = await walk('');
      expect(all.pages).toBe(3);
      expect(all.ids).toEqual([...whatsapp, ...sms]);
      expect((await walk('&status=pending')).ids).toEqual(whatsapp);
      expect((await walk('&status=approved')).ids).toEqual(sms);
      expect((await walk('&channel=sms')).ids).toEqual(sms);
      expect((await walk('&channel=sms&status=pending')).ids).toEqual([]);
      const first = await t.api.as(account.apiKey).get('/v1/templates').expect(200);
      expect(first.body.data).toHaveLength(8);
      expect(first.body.nextCursor).toBeNull();
      expect(first.body.data[0]).toEqual(
        expect.objectContaining({ variables: ['firstName'], statusReason: null }),
      );
    });

    it.each(['?status=flagged', '?channel=telegram', '?limit=0', '?limit=201', '?cursor=nope'])(
      'answers 400 VALIDATION_FAILED for %s',
      async (query) => {
        const res = await t.api.as(acme.apiKey).get(`/v1/templates${query}`).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      },
    );
  });

  describe('WhatsApp provider status reports (ProviderTemplateStatusReported)', () => {
    it('approves the matching template once, appending one TemplateStatusChanged; a repeat changes nothing', async () => {
      const template = await create(acme, { language: 'en_US' });
      const twin = await create(other, { name: template.name, language: 'en_US' });
      const payload = {
        templateName: template.name,
        language: 'en-US',
        status: 'approved',
        reason: null,
      };
      const eventId = await report(acme.id, payload);
      expect(await isProcessed(eventId)).toBe(true);
      const after = await t.api.as(acme.apiKey).get(`/v1/templates/${template.id}`).expect(200);
      expect(after.body).toMatchObject({ status: 'approved', statusReason: null });
      expect(Date.parse(after.body.updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(template.updatedAt),
      );
      expect(await statusEvents(template.id)).toEqual([
        {
          accountId: acme.id,
          payload: {
            templateId: template.id,
            previousStatus: 'pending',
            status: 'approved',
            reason: null,
          },
          processed: true,
        },
      ]);
      // the other account's template of the same name is untouched
      const theirs = await t.api.as(other.apiKey).get(`/v1/templates/${twin.id}`).expect(200);
      expect(theirs.body.status).toBe('pending');

      const repeat = await report(acme.id, payload);
      expect(await isProcessed(repeat)).toBe(true);
      expect(await statusEvents(template.id)).toHaveLength(1);
      const again = await t.api.as(acme.apiKey).get(`/v1/templates/${template.id}`).expect(200);
      expect(again.body).toEqual(after.body);
    });

    it('records rejections, pauses and disables with their reasons', async () => {
      const rejected = await create(acme);
      await report(acme.id, {
        templateName: rejected.name,
        language: 'en_US',
        status: 'rejected',
        reason: 'INVALID_FORMAT',
      });
      const got = await t.api.as(acme.apiKey).get(`/v1/templates/${rejected.id}`).expect(200);
      expect(got.body).toMatchObject({ status: 'rejected', statusReason: 'INVALID_FORMAT' });

      const paused = await create(acme);
      for (const [status, reason] of [
        ['approved', null] as const,
        ['paused', 'FIRST_PAUSE'],
        ['disabled', 'DISABLED'],
      ]) {
        await report(acme.id, { templateName: paused.name, language: 'en_US', status, reason });
      }
      const events = await statusEvents(paused.id);
      expect(events.map((e) => [e.payload.previousStatus, e.payload.status])).toEqual([
        ['pending', 'approved'],
        ['approved', 'paused'],
        ['paused', 'disabled'],
      ]);
      expect(events[2].payload.reason).toBe('DISABLED');
    });

    it('ignores unknown templates, SMS templates, refused changes and malformed payloads (each event is still processed)', async () => {
      const sms = await create(acme, { channel: 'sms', language: 'en' });
      const approved = await create(acme);
      await report(acme.id, {
        templateName: approved.name,
        language: 'en_US',
        status: 'approved',
        reason: null,
      });
      const eventIds = [
        await report(acme.id, {
          templateName: 'never_created',
          language: 'en_US',
          status: 'approved',
          reason: null,
        }),
        await report(acme.id, {
          templateName: sms.name,
          language: 'en',
          status: 'rejected',
          reason: 'SCAM',
        }),
        // approved → rejected is refused by the rules
        await report(acme.id, {
          templateName: approved.name,
          language: 'en_US',
          status: 'rejected',
          reason: 'SCAM',
        }),
        await report(acme.id, {
          templateName: approved.name,
          language: 'en_US',
          status: 'flagged',
          reason: null,
        }),
        // the wrong language
        await report(acme.id, {
          templateName: approved.name,
          language: 'en_GB',
          status: 'paused',
          reason: null,
        }),
      ];
      for (const id of eventIds) expect(await isProcessed(id)).toBe(true);
      expect((await t.api.as(acme.apiKey).get(`/v1/templates/${sms.id}`)).body.status).toBe(
        'approved',
      );
      expect((await t.api.as(acme.apiKey).get(`/v1/templates/${approved.id}`)).body.status).toBe(
        'approved',
      );
      expect(await statusEvents(sms.id)).toEqual([]);
      expect(await statusEvents(approved.id)).toHaveLength(1);
    });

    it('ignores a report older than the last status change (delivered late)', async () => {
      const template = await create(acme);
      const late = await db.transaction((manager) =>
        outbox.append(manager, acme.id, PROVIDER_EVENT, {
          templateName: template.name,
          language: 'en_US',
          status: 'approved',
          reason: null,
        }),
      );
      // the operator rejects it after the report arrived but before it is relayed
      await t.app.get(TemplatesService).review(template.id, 'rejected', 'not our wording');
      await outbox.drain();
      expect(await isProcessed(late)).toBe(true);
      const got = await t.api.as(acme.apiKey).get(`/v1/templates/${template.id}`).expect(200);
      expect(got.body).toMatchObject({ status: 'rejected', statusReason: 'not our wording' });
      expect((await statusEvents(template.id)).map((e) => e.payload.status)).toEqual(['rejected']);
    });
  });

  describe('templates:review (operator CLI)', () => {
    /** The CLI's environment: this app's database (its embedded server's socket, or the PostgreSQL database). */
    let env: Record<string, string>;

    beforeAll(() => {
      ensureBuilt();
      env = {
        DATA_DIR: t.config.DATA_DIR,
        LOG_LEVEL: 'info',
        ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
      };
    });

    it('approves a pending template while the service runs, prints it, and leaves the event to the service', async () => {
      const template = await create(acme);
      const result = await runCli(
        ['templates:review', '--template', template.id, '--status', 'approved', '--reason', 'ok'],
        env,
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const printed = JSON.parse(result.stdout);
      expect(printed).toEqual({
        ...template,
        status: 'approved',
        statusReason: 'ok',
        updatedAt: expect.any(String),
      });
      const got = await t.api.as(acme.apiKey).get(`/v1/templates/${template.id}`).expect(200);
      expect(got.body).toEqual(printed);
      // appended by the CLI, not relayed by it: the service's relay delivers it
      const events = await statusEvents(template.id);
      expect(events).toEqual([
        {
          accountId: acme.id,
          payload: {
            templateId: template.id,
            previousStatus: 'pending',
            status: 'approved',
            reason: 'ok',
          },
          processed: false,
        },
      ]);
      await outbox.drain();
      expect((await statusEvents(template.id))[0].processed).toBe(true);

      // the same status again: no change, no event, exit 0
      const again = await runCli(
        ['templates:review', '--template', template.id, '--status', 'approved'],
        env,
      );
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toEqual(printed);
      expect(await statusEvents(template.id)).toHaveLength(1);
    });

    it('reports errors as JSON on stderr with exit code 1', async () => {
      const template = await create(acme, { channel: 'sms' });
      const cases: [string[], string][] = [
        [['--template', randomUUID(), '--status', 'approved'], 'TEMPLATE_NOT_FOUND'],
        [['--template', 'nope', '--status', 'approved'], 'TEMPLATE_NOT_FOUND'],
        [['--template', template.id, '--status', 'paused'], 'VALIDATION_FAILED'],
        // an approved template cannot be rejected
        [['--template', template.id, '--status', 'rejected'], 'CONFLICT'],
      ];
      for (const [args, code] of cases) {
        const result = await runCli(['templates:review', ...args], env);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(JSON.parse(result.stderr).error.code).toBe(code);
      }
      const got = await t.api.as(acme.apiKey).get(`/v1/templates/${template.id}`).expect(200);
      expect(got.body.status).toBe('approved');
    });

    if (RUNTIME === 'embedded') {
      it('works with no service running (its own embedded database)', async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'parley-templates-cli-'));
        try {
          const result = await runCli(
            ['templates:review', '--template', randomUUID(), '--status', 'approved'],
            { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
          );
          expect(result.code).toBe(1);
          expect(JSON.parse(result.stderr).error.code).toBe('TEMPLATE_NOT_FOUND');
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }
  });
});
