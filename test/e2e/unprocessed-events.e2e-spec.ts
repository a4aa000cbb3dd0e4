import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { signMeta } from '../support/fake-graph';
import { signTwilio } from '../support/fake-twilio';
import { signWhatsApp } from '../support/fake-whatsapp';
import { ensureBuilt, runCli } from '../support/processes';

const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};
const TWILIO = {
  accountSid: `AC${randomBytes(16).toString('hex')}`,
  authToken: randomBytes(16).toString('hex'),
  from: '+14155550100',
};
const PAGE_ID = '1234567890123456';

/** A WhatsApp notification with one `messages` change (Meta's envelope). */
const whatsAppChange = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '15550783881',
              phone_number_id: WHATSAPP.phoneNumberId,
            },
            ...value,
          },
        },
      ],
    },
  ],
});
const ts = () => String(Math.floor(Date.now() / 1000));
const wamid = () => `wamid.${randomBytes(12).toString('hex')}`;

/**
 * Nothing signed is acknowledged and dropped (docs/channels.md#unprocessed-events): every
 * correctly signed provider event the parser cannot use is kept with its raw payload and reason,
 * counted in /metrics, logged at warn, listed for owners, retried by the CLI, erased and purged.
 */
describe('Unprocessed provider events (docs/channels.md#unprocessed-events)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let dataDir: string;
  let whatsAppId: string;
  let twilioId: string;
  let messengerId: string;
  let metaSecret: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-unprocessed-'));
    t = await startTestApp({
      env: {
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '100000',
        PUBLIC_BASE_URL: 'https://parley.test',
      },
    });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    const api = t.api.as(acme.apiKey);
    whatsAppId = (await api.post('/v1/channels/whatsapp', WHATSAPP).expect(201)).body.id;
    twilioId = (await api.post('/v1/channels/sms', TWILIO).expect(201)).body.id;
    metaSecret = randomBytes(16).toString('hex');
    messengerId = (
      await api
        .post('/v1/channels/messenger', {
          pageId: PAGE_ID,
          pageAccessToken: `EAAP${randomBytes(24).toString('hex')}`,
          appSecret: metaSecret,
          verifyToken: `verify-${randomBytes(8).toString('hex')}`,
        })
        .expect(201)
    ).body.id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const postWhatsApp = (body: unknown) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.api
      .raw('post', `/v1/webhooks/whatsapp/${whatsAppId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, WHATSAPP.appSecret))
      .send(raw)
      .expect(200);
  };
  const postTwilio = (params: Record<string, string>) => {
    const path = `/v1/webhooks/twilio/${twilioId}/inbound`;
    return t.api
      .raw('post', path)
      .type('form')
      .set('X-Twilio-Signature', signTwilio(`https://parley.test${path}`, params, TWILIO.authToken))
      .send(new URLSearchParams(params).toString())
      .expect(200);
  };
  const postMessenger = (messaging: unknown[]) => {
    const raw = JSON.stringify({
      object: 'page',
      entry: [{ id: PAGE_ID, time: Date.now(), messaging }],
    });
    return t.api
      .raw('post', `/v1/webhooks/messenger/${messengerId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signMeta(raw, metaSecret))
      .send(raw)
      .expect(200);
  };
  const unprocessed = async () =>
    (
      await t.api
        .as(acme.apiKey)
        .get('/v1/channels/events?status=unprocessed&limit=200')
        .expect(200)
    ).body.data as { id: string; provider: string; reason: string; payload: unknown }[];
  const metric = async (provider: string): Promise<number> => {
    const text = (await t.api.raw('get', '/metrics').expect(200)).text;
    const line = text
      .split('\n')
      .find((l) =>
        l.startsWith(`parley_provider_events_unprocessed_total{provider="${provider}"}`),
      );
    return line ? Number(line.split(' ').pop()) : NaN;
  };

  it.each([
    [
      'whatsapp',
      'a WhatsApp message without `from` or `from_user_id`',
      () =>
        postWhatsApp(
          whatsAppChange({
            messages: [{ id: wamid(), timestamp: ts(), type: 'text', text: { body: 'lost?' } }],
          }),
        ),
      'neither a phone (`from`) nor a BSUID',
    ],
    [
      'whatsapp',
      'a WhatsApp message without `id`',
      () =>
        postWhatsApp(
          whatsAppChange({
            messages: [{ from: '16505551234', timestamp: ts(), type: 'text', text: { body: 'x' } }],
          }),
        ),
      'without an `id`',
    ],
    [
      'whatsapp',
      'a non-phone `from` outside the BSUID rules',
      () =>
        postWhatsApp(
          whatsAppChange({
            messages: [
              {
                from: 'not-a-phone',
                id: wamid(),
                timestamp: ts(),
                type: 'text',
                text: { body: 'x' },
              },
            ],
          }),
        ),
      'neither a phone (`from`) nor a BSUID',
    ],
    [
      'twilio',
      'a Twilio message without `From`',
      () => postTwilio({ MessageSid: `SM${randomBytes(16).toString('hex')}`, Body: 'hi' }),
      'without `From`',
    ],
    [
      'twilio',
      'a Twilio message without `MessageSid`',
      () => postTwilio({ From: '+14155550199', Body: 'hi' }),
      'without `MessageSid`',
    ],
    [
      'messenger',
      'a Messenger item without `sender`',
      () =>
        postMessenger([
          { recipient: { id: PAGE_ID }, timestamp: Date.now(), message: { mid: 'm.1', text: 'x' } },
        ]),
      'without `sender`',
    ],
    [
      'messenger',
      'a Messenger message without `mid`',
      () =>
        postMessenger([
          {
            sender: { id: '2468013579246801' },
            recipient: { id: PAGE_ID },
            timestamp: Date.now(),
            message: { text: 'x' },
          },
        ]),
      'without `mid`',
    ],
    [
      'messenger',
      'an unknown Messenger event',
      () =>
        postMessenger([
          {
            sender: { id: '2468013579246801' },
            recipient: { id: PAGE_ID },
            timestamp: Date.now(),
            optin: { ref: 'x' },
          },
        ]),
      'unknown Meta messaging event (optin)',
    ],
  ])(
    '%s: %s is kept, counted, logged at warn and listed',
    async (provider, _name, post, reason) => {
      const before = (await unprocessed()).length;
      const counted = await metric(provider);
      await post();
      const listed = await unprocessed();
      expect(listed).toHaveLength(before + 1);
      const kept = listed[listed.length - 1];
      expect(kept).toMatchObject({ provider, status: 'unprocessed', attempts: 0 });
      expect(kept.reason).toContain(reason);
      expect(kept.payload).not.toBeNull();
      expect(await metric(provider)).toBe(counted + 1);
      // pino's warn level is 40
      await t.waitForLog(
        (line) =>
          line.level === 40 &&
          line.provider === provider &&
          JSON.stringify(line).includes('provider webhook items kept unprocessed'),
      );
    },
  );

  it('a numeric WhatsApp text body is stored as its text', async () => {
    const id = wamid();
    await postWhatsApp(
      whatsAppChange({
        contacts: [{ profile: { name: 'Ana' }, wa_id: '16505550111' }],
        messages: [
          { from: '16505550111', id, timestamp: ts(), type: 'text', text: { body: 12345 } },
        ],
      }),
    );
    await t.app.get(OutboxService).drain();
    const [row] = await db.query(`SELECT body FROM messages WHERE external_id = $1`, [id]);
    expect(row.body).toBe('12345');
  });

  it('channels:retry-unprocessed reads them again with the current parser: what reads now is recorded and processed', async () => {
    // an event an older parser could not read, but today's can (a BSUID-only message)
    const id = wamid();
    const bsuid = `US.${Date.now()}${process.pid}`;
    const body = whatsAppChange({
      contacts: [{ profile: { name: 'Kept' }, user_id: bsuid }],
      messages: [
        { from_user_id: bsuid, id, timestamp: ts(), type: 'text', text: { body: 'again' } },
      ],
    });
    const [stored] = await db.query(
      `INSERT INTO unprocessed_provider_events (account_id, connection_id, provider, reason, payload)
       VALUES ($1, $2, 'whatsapp', 'A WhatsApp message whose from is not a phone.', $3::jsonb)
       RETURNING id`,
      [acme.id, whatsAppId, JSON.stringify(body)],
    );
    const stillBad = (await unprocessed()).length - 1;
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
    };
    const result = await runCli(['channels:retry-unprocessed'], env);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.processed).toBeGreaterThanOrEqual(1);
    expect(report.unprocessed).toBeGreaterThanOrEqual(stillBad);
    const [row] = await db.query(
      `SELECT status, attempts, processed_at FROM unprocessed_provider_events WHERE id = $1`,
      [stored.id],
    );
    expect(row).toMatchObject({ status: 'processed', attempts: 1 });
    // the running service's relay records what the CLI appended
    await t.app.get(OutboxService).drain();
    const [message] = await db.query(`SELECT body FROM messages WHERE external_id = $1`, [id]);
    expect(message.body).toBe('again');
    const processed = (
      await t.api.as(acme.apiKey).get('/v1/channels/events?status=processed').expect(200)
    ).body.data;
    expect(processed.map((e: { id: string }) => e.id)).toContain(stored.id);
    // the ones still unreadable stay unprocessed, with one more attempt
    const left = await unprocessed();
    expect(left.length).toBe(stillBad);
  }, 120_000);

  it('erasing a contact deletes the unprocessed events that name its phone', async () => {
    const phone = nextPhone();
    const contact = (await t.api.as(acme.apiKey).post('/v1/contacts', { phone }).expect(201)).body;
    await postTwilio({ From: phone, Body: 'no sid' }); // kept: no MessageSid
    await postWhatsApp(
      whatsAppChange({
        messages: [
          { from: phone.slice(1), timestamp: ts(), type: 'text', text: { body: 'no id' } },
        ],
      }),
    );
    const naming = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM unprocessed_provider_events
            WHERE account_id = $1 AND payload::text LIKE $2`,
          [acme.id, `%${phone.slice(1)}%`],
        )
      )[0].n;
    expect(await naming()).toBe(2);
    await t.api.as(acme.apiKey).delete(`/v1/contacts/${contact.id}`).expect(204);
    expect(await naming()).toBe(0);
  });
});
