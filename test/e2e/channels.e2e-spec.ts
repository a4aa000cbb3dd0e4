import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../../src/redis/redis.module';
import {
  type ChannelSender,
  ProviderRejectedError,
  ProviderRetryableError,
} from '../../src/modules/channels/channel-adapter';
import { type PhoneChannelAdapter } from '../../src/modules/channels/adapters/phone-channel.adapter';
import { ChannelAdapters } from '../../src/modules/channels/channel-adapters';
import { SenderRateLimiter } from '../../src/modules/channels/sender-rate-limiter';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeTwilio, signTwilio, TWILIO_FAILURES } from '../support/fake-twilio';
import { FakeWhatsApp, WHATSAPP_FAILURES } from '../support/fake-whatsapp';

const PUBLIC_BASE_URL = 'https://parley.example.test/base';
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
const SECRETS = [WHATSAPP.accessToken, WHATSAPP.appSecret, WHATSAPP.verifyToken, TWILIO.authToken];

/** Runs `send`, returning its error (the test fails if it does not throw). */
async function failure(send: Promise<unknown>): Promise<Error> {
  try {
    await send;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the send to fail');
}

describe('Channel connections and provider adapters (docs/channels.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let senderFor: (accountId: string, channel: 'whatsapp' | 'sms') => Promise<ChannelSender>;
  let acme: TestAccount;
  let other: TestAccount;
  let whatsapp: FakeWhatsApp;
  let twilio: FakeTwilio;
  let phoneSeq = 0;
  const nextPhone = () => `+1415555${String(2000 + phoneSeq++).padStart(4, '0')}`;

  beforeAll(async () => {
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
    twilio = await FakeTwilio.start([TWILIO]);
    t = await startTestApp({
      env: {
        APP_ROLE: 'api',
        RATE_LIMIT_PER_MINUTE: '100000',
        PUBLIC_BASE_URL,
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
        TWILIO_API_BASE_URL: twilio.baseUrl,
        WHATSAPP_MESSAGES_PER_SECOND: '10',
        SMS_MESSAGES_PER_SECOND: '5',
        PROVIDER_TIMEOUT_MS: '500',
      },
    });
    db = t.app.get(DataSource);
    senderFor = (accountId, channel) =>
      (t.app.get(ChannelAdapters).for(channel) as PhoneChannelAdapter).senderFor(accountId);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterEach(() => {
    // every request the adapters made kept to the providers' documented contracts
    expect(whatsapp.violations).toEqual([]);
    expect(twilio.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await twilio.close();
  });

  describe('connections', () => {
    it('lists the sandbox for both channels before anything is connected', async () => {
      const res = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(res.body).toEqual({
        data: [
          {
            id: null,
            channel: 'whatsapp',
            provider: 'sandbox',
            webhookUrls: {},
            createdAt: null,
            updatedAt: null,
          },
          {
            id: null,
            channel: 'sms',
            provider: 'sandbox',
            webhookUrls: {},
            createdAt: null,
            updatedAt: null,
          },
        ],
        nextCursor: null,
      });
    });

    it.each([
      ['whatsapp', 'nothing', {}, ['phoneNumberId', 'accessToken', 'appSecret', 'verifyToken']],
      [
        'whatsapp',
        'phoneNumberId not digits',
        { ...WHATSAPP, phoneNumberId: '+1 650' },
        ['phoneNumberId'],
      ],
      [
        'whatsapp',
        'accessToken with a space',
        { ...WHATSAPP, accessToken: 'two words' },
        ['accessToken'],
      ],
      ['whatsapp', 'empty appSecret', { ...WHATSAPP, appSecret: '' }, ['appSecret']],
      ['whatsapp', 'verifyToken not a string', { ...WHATSAPP, verifyToken: 42 }, ['verifyToken']],
      ['sms', 'nothing', {}, ['accountSid', 'authToken', 'from']],
      ['sms', 'short accountSid', { ...TWILIO, accountSid: 'AC123' }, ['accountSid']],
      ['sms', 'from without country code', { ...TWILIO, from: '415 555 0100' }, ['from']],
      ['sms', 'short Messaging Service SID', { ...TWILIO, from: 'MG123' }, ['from']],
      ['sms', 'authToken with a line break', { ...TWILIO, authToken: 'a\nb' }, ['authToken']],
    ])(
      'POST /v1/channels/%s with %s → 400 VALIDATION_FAILED naming the fields, nothing stored',
      async (channel, _label, body, fields) => {
        const res = await t.api.as(acme.apiKey).post(`/v1/channels/${channel}`, body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
          [...fields].sort(),
        );
        expect(JSON.stringify(res.body)).not.toContain('two words');
        const rows = await db.query(`SELECT 1 FROM channel_connections WHERE account_id = $1`, [
          acme.id,
        ]);
        expect(rows).toHaveLength(0);
      },
    );

    it('connects WhatsApp (201): settings and webhook URL, never a secret', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/channels/whatsapp', { ...WHATSAPP, extra: true })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        channel: 'whatsapp',
        provider: 'whatsapp',
        phoneNumberId: WHATSAPP.phoneNumberId,
        webhookUrls: { callback: `${PUBLIC_BASE_URL}/v1/webhooks/whatsapp/${res.body.id}` },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      for (const secret of SECRETS) expect(JSON.stringify(res.body)).not.toContain(secret);
    });

    it('connects SMS through Twilio (201) with inbound and status webhook URLs', async () => {
      // with an Idempotency-Key, so the stored-response path is covered by the secrets scan below
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/channels/sms', TWILIO)
        .set('Idempotency-Key', 'connect-sms-1')
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        channel: 'sms',
        provider: 'twilio',
        accountSid: TWILIO.accountSid,
        from: TWILIO.from,
        webhookUrls: {
          inbound: `${PUBLIC_BASE_URL}/v1/webhooks/twilio/${res.body.id}/inbound`,
          status: `${PUBLIC_BASE_URL}/v1/webhooks/twilio/${res.body.id}/status`,
        },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(
        list.body.data.map((c: { channel: string; provider: string }) => [c.channel, c.provider]),
      ).toEqual([
        ['whatsapp', 'whatsapp'],
        ['sms', 'twilio'],
      ]);
      expect(list.body.data[1]).toEqual(res.body);
    });

    it('stores the secrets encrypted: no token in any table, nor in the logs', async () => {
      const tables: { table_name: string }[] = await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((row) => row.table_name)).toContain('channel_connections');
      for (const { table_name } of tables) {
        const rows: { row: string }[] = await db.query(
          `SELECT row_to_json(t)::text AS row FROM "${table_name}" t`,
        );
        for (const { row } of rows) for (const secret of SECRETS) expect(row).not.toContain(secret);
      }
      const [row] = await db.query(
        `SELECT secrets FROM channel_connections WHERE account_id = $1 AND channel = 'sms'`,
        [acme.id],
      );
      expect(row.secrets).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
      for (const secret of SECRETS) expect(t.rawLogs()).not.toContain(secret);
    });

    it('a second POST replaces the connection (same id, one row)', async () => {
      const before = (await t.api.as(acme.apiKey).get('/v1/channels').expect(200)).body.data[0];
      const replaced = await t.api
        .as(acme.apiKey)
        .post('/v1/channels/whatsapp', { ...WHATSAPP, phoneNumberId: '200000000000001' })
        .expect(201);
      expect(replaced.body).toMatchObject({
        id: before.id,
        phoneNumberId: '200000000000001',
        createdAt: before.createdAt,
      });
      expect(Date.parse(replaced.body.updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(before.updatedAt),
      );
      const rows = await db.query(
        `SELECT phone_number_id FROM channel_connections WHERE account_id = $1 AND channel = 'whatsapp'`,
        [acme.id],
      );
      expect(rows).toEqual([{ phone_number_id: '200000000000001' }]);
      await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201);
    });

    it("another account sees only its sandbox and cannot disconnect this account's channels", async () => {
      const res = await t.api.as(other.apiKey).get('/v1/channels').expect(200);
      expect(res.body.data.map((c: { provider: string }) => c.provider)).toEqual([
        'sandbox',
        'sandbox',
      ]);
      await t.api.as(other.apiKey).delete('/v1/channels/whatsapp').expect(204);
      expect(
        (await t.api.as(acme.apiKey).get('/v1/channels').expect(200)).body.data[0].provider,
      ).toBe('whatsapp');
      expect((await senderFor(other.id, 'whatsapp')).provider).toBe('sandbox');
    });

    it('DELETE returns the channel to the sandbox (204, also when already there); unknown channel 404', async () => {
      const scratch = await createAccount(t.app);
      await t.api.as(scratch.apiKey).post('/v1/channels/sms', TWILIO).expect(201);
      await t.api.as(scratch.apiKey).delete('/v1/channels/sms').expect(204);
      const res = await t.api.as(scratch.apiKey).get('/v1/channels').expect(200);
      expect(res.body.data[1]).toMatchObject({ channel: 'sms', provider: 'sandbox', id: null });
      expect((await senderFor(scratch.id, 'sms')).provider).toBe('sandbox');
      await t.api.as(scratch.apiKey).delete('/v1/channels/sms').expect(204);
      const unknown = await t.api.as(scratch.apiKey).delete('/v1/channels/telegram').expect(404);
      expect(unknown.body.error.code).toBe('CHANNEL_NOT_FOUND');
    });

    it('accepts a Messaging Service SID as the SMS sender', async () => {
      const scratch = await createAccount(t.app);
      const service = `MG${randomBytes(16).toString('hex')}`;
      const res = await t.api
        .as(scratch.apiKey)
        .post('/v1/channels/sms', { ...TWILIO, from: service })
        .expect(201);
      expect(res.body.from).toBe(service);
    });

    it('needs the API key', async () => {
      const res = await t.api.raw('get', '/v1/channels').expect(401);
      expect(res.body.error.code).toBe('API_KEY_MISSING');
    });
  });

  describe('sandbox sender', () => {
    it('sends nothing anywhere and answers sandbox_<uuid>', async () => {
      const sender = await senderFor(other.id, 'sms');
      const before = twilio.requests + whatsapp.requests;
      const receipt = await sender.send({ messageId: 'm', to: nextPhone(), body: 'hello' });
      expect(receipt).toEqual({
        provider: 'sandbox',
        externalId: expect.stringMatching(/^sandbox_[0-9a-f-]{36}$/),
      });
      expect(twilio.requests + whatsapp.requests).toBe(before);
    });
  });

  describe('WhatsApp Cloud API adapter', () => {
    let sender: ChannelSender;
    beforeAll(async () => {
      sender = await senderFor(acme.id, 'whatsapp');
    });

    it('sends a template message in the documented shape with the Bearer token', async () => {
      const to = nextPhone();
      const receipt = await sender.send({
        messageId: 'msg-1',
        to,
        body: 'Hi Ana, see you at the Webinar',
        template: { name: 'welcome', language: 'en_US', parameters: ['Ana', 'Webinar'] },
      });
      const sent = whatsapp.messages.at(-1);
      expect(receipt).toEqual({ provider: 'whatsapp', externalId: sent?.id });
      expect(sent?.id).toMatch(/^wamid\./);
      expect(sent?.phoneNumberId).toBe(WHATSAPP.phoneNumberId);
      expect(sent?.authorization).toBe(`Bearer ${WHATSAPP.accessToken}`);
      expect(sent?.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.slice(1),
        type: 'template',
        template: {
          name: 'welcome',
          language: { code: 'en_US' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ana' },
                { type: 'text', text: 'Webinar' },
              ],
            },
          ],
        },
      });
    });

    it('sends a template without parameters with no components, and plain text without a template', async () => {
      await sender.send({
        messageId: 'm2',
        to: nextPhone(),
        body: 'x',
        template: { name: 'hello_world', language: 'en_US', parameters: [] },
      });
      expect(whatsapp.messages.at(-1)?.body.template).toEqual({
        name: 'hello_world',
        language: { code: 'en_US' },
      });
      await sender.send({ messageId: 'm3', to: nextPhone(), body: 'Thanks, Ana!' });
      expect(whatsapp.messages.at(-1)?.body).toMatchObject({
        type: 'text',
        text: { body: 'Thanks, Ana!' },
      });
    });

    it('130429 (throughput) is retryable', async () => {
      whatsapp.failNext(1, WHATSAPP_FAILURES.throughput);
      const error = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(error).toBeInstanceOf(ProviderRetryableError);
      expect(error).toMatchObject({ code: '130429', retryAfterMs: 1000 });
    });

    it('HTTP 429 is retryable after its Retry-After', async () => {
      whatsapp.failNext(1, WHATSAPP_FAILURES.tooManyRequests);
      const error = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(error).toBeInstanceOf(ProviderRetryableError);
      expect(error).toMatchObject({ code: '80007', retryAfterMs: 2000 });
    });

    it('HTTP 500 is retryable; a timeout is retryable', async () => {
      whatsapp.failNext(1, WHATSAPP_FAILURES.serverError);
      expect(
        await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' })),
      ).toBeInstanceOf(ProviderRetryableError);
      whatsapp.failNext(1, WHATSAPP_FAILURES.hang);
      const started = performance.now();
      const error = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(error).toBeInstanceOf(ProviderRetryableError);
      expect(error).toMatchObject({ code: 'TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it('131026 is rejected by its name (docs/channels.md#whatsapp-failure-codes)', async () => {
      whatsapp.failNext(1, WHATSAPP_FAILURES.undeliverable);
      const error = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error).toMatchObject({ code: 'UNDELIVERABLE' });
    });

    it('paces sends at WHATSAPP_MESSAGES_PER_SECOND (10/s) without dropping any', async () => {
      const from = whatsapp.messages.length;
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          sender.send({ messageId: `r${i}`, to: nextPhone(), body: 'x' }),
        ),
      );
      const arrivals = whatsapp.messages.slice(from).map((m) => m.at);
      expect(arrivals).toHaveLength(8);
      // Arrival times carry the HTTP path's jitter (a late first arrival makes the next gap look
      // short), so pacing is checked from the first arrival: send i never lands before i × 100 ms.
      for (let i = 1; i < arrivals.length; i++)
        expect(arrivals[i] - arrivals[0]).toBeGreaterThanOrEqual(i * 100 - 50);
      expect(arrivals[7] - arrivals[0]).toBeGreaterThanOrEqual(650);
    });

    it('over the rate, a send is refused as retryable with the wait, and succeeds when retried', async () => {
      const from = whatsapp.messages.length;
      const recipients = Array.from({ length: 16 }, () => nextPhone());
      let pending = recipients;
      let refusals = 0;
      for (let round = 0; round < 10 && pending.length > 0; round++) {
        const results = await Promise.allSettled(
          pending.map((to) => sender.send({ messageId: to, to, body: 'x' })),
        );
        const retry: string[] = [];
        let wait = 0;
        results.forEach((result, i) => {
          if (result.status === 'fulfilled') return;
          expect(result.reason).toBeInstanceOf(ProviderRetryableError);
          expect(result.reason.code).toBe('SENDER_RATE_LIMITED');
          expect(result.reason.retryAfterMs).toBeGreaterThan(0);
          wait = Math.max(wait, result.reason.retryAfterMs);
          retry.push(pending[i]);
        });
        refusals += retry.length;
        pending = retry;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      expect(refusals).toBeGreaterThan(0);
      expect(pending).toEqual([]);
      const delivered = whatsapp.messages.slice(from).map((m) => `+${m.body.to}`);
      expect(delivered.sort()).toEqual([...recipients].sort());
    });

    it('holds the rate across processes when Redis is configured', async () => {
      const redis = t.app.get(RedisConnection);
      if (!redis.client) return; // embedded runtime: one process, counters in memory
      const second = new SenderRateLimiter(redis, t.config); // another process's limiter
      const first = t.app.get(SenderRateLimiter);
      const granted: number[] = [];
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? first : second)
            .acquire('cross-process-test', 10)
            .then(() => granted.push(performance.now())),
        ),
      );
      granted.sort((a, b) => a - b);
      expect(granted[5] - granted[0]).toBeGreaterThanOrEqual(450);
    });
  });

  describe('Twilio adapter', () => {
    let sender: ChannelSender;
    let connectionId: string;
    beforeAll(async () => {
      sender = await senderFor(acme.id, 'sms');
      connectionId = (
        await db.query(
          `SELECT id FROM channel_connections WHERE account_id = $1 AND channel = 'sms'`,
          [acme.id],
        )
      )[0].id;
    });

    it('posts the documented form with Basic auth and our status callback', async () => {
      const to = nextPhone();
      const receipt = await sender.send({ messageId: 'sms-1', to, body: 'Hi Ana & co: 50% off' });
      const sent = twilio.messages.at(-1);
      expect(receipt).toEqual({ provider: 'twilio', externalId: sent?.sid });
      expect(sent?.sid).toMatch(/^SM[0-9a-f]{32}$/);
      expect(sent?.authorization).toBe(
        `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`,
      );
      expect(sent?.params).toEqual({
        To: to,
        From: TWILIO.from,
        Body: 'Hi Ana & co: 50% off',
        StatusCallback: `${PUBLIC_BASE_URL}/v1/webhooks/twilio/${connectionId}/status`,
      });
    });

    it('sends through a Messaging Service with MessagingServiceSid', async () => {
      const scratch = await createAccount(t.app);
      const service = `MG${randomBytes(16).toString('hex')}`;
      await t.api
        .as(scratch.apiKey)
        .post('/v1/channels/sms', { ...TWILIO, from: service })
        .expect(201);
      await (
        await senderFor(scratch.id, 'sms')
      ).send({ messageId: 'm', to: nextPhone(), body: 'x' });
      expect(twilio.messages.at(-1)?.params).toMatchObject({ MessagingServiceSid: service });
      expect(twilio.messages.at(-1)?.params.From).toBeUndefined();
    });

    it('429 (20429) is retryable after its Retry-After; 500 and timeouts are retryable', async () => {
      twilio.failNext(1, TWILIO_FAILURES.tooManyRequests);
      const limited = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(limited).toBeInstanceOf(ProviderRetryableError);
      expect(limited).toMatchObject({ code: '20429', retryAfterMs: 3000 });
      twilio.failNext(1, TWILIO_FAILURES.serverError);
      expect(
        await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' })),
      ).toBeInstanceOf(ProviderRetryableError);
      twilio.failNext(1, TWILIO_FAILURES.hang);
      expect(
        await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' })),
      ).toMatchObject({ code: 'TIMEOUT' });
    });

    it('21211 is rejected with Twilio code', async () => {
      twilio.failNext(1, TWILIO_FAILURES.invalidTo);
      const error = await failure(sender.send({ messageId: 'm', to: nextPhone(), body: 'x' }));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error).toMatchObject({
        code: '21211',
        message: "The 'To' number is not a valid phone number.",
      });
    });

    it('paces sends at SMS_MESSAGES_PER_SECOND (5/s)', async () => {
      const from = twilio.messages.length;
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          sender.send({ messageId: `s${i}`, to: nextPhone(), body: 'x' }),
        ),
      );
      const arrivals = twilio.messages.slice(from).map((m) => m.at);
      expect(arrivals).toHaveLength(4);
      for (let i = 1; i < arrivals.length; i++)
        expect(arrivals[i] - arrivals[i - 1]).toBeGreaterThanOrEqual(170);
    });

    it('verifies status callbacks against PUBLIC_BASE_URL (the URL Twilio was given), not the local address', async () => {
      const params = {
        MessageSid: twilio.messages.at(-1)?.sid as string,
        MessageStatus: 'delivered',
        AccountSid: TWILIO.accountSid,
      };
      const path = `/v1/webhooks/twilio/${connectionId}/status`;
      const post = (signature: string) =>
        t.api
          .raw('post', path)
          .type('form')
          .set('X-Twilio-Signature', signature)
          .send(new URLSearchParams(params).toString());
      const local = await post(signTwilio(t.baseUrl + path, params, TWILIO.authToken)).expect(401);
      expect(local.body.error.code).toBe('INVALID_SIGNATURE');
      await post(signTwilio(PUBLIC_BASE_URL + path, params, TWILIO.authToken)).expect(204);
      const [event] = await db.query(
        `SELECT payload FROM outbox_events
          WHERE type = 'ChannelEventReceived' AND payload->'event'->'externalIds' ? $1`,
        [params.MessageSid],
      );
      expect(event.payload.event).toMatchObject({
        kind: 'status',
        status: 'delivered',
        provider: 'twilio',
        channel: 'sms',
      });
    });
  });
});
