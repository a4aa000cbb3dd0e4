import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { signTwilio } from '../support/fake-twilio';
import { signWhatsApp } from '../support/fake-whatsapp';

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

interface EventRow {
  account_id: string;
  type: string;
  payload: Record<string, unknown>;
}

/** A WhatsApp notification with one `messages` change (Meta's webhook shape). */
const messagesNotification = (
  value: Record<string, unknown>,
  phoneNumberId = WHATSAPP.phoneNumberId,
) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

describe('Provider webhooks (docs/channels.md#provider-webhooks)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let whatsAppId: string;
  let twilioId: string;

  const eventCount = async (): Promise<number> =>
    (await db.query(`SELECT count(*)::int AS n FROM outbox_events`))[0].n;
  const eventsSince = async (count: number): Promise<EventRow[]> =>
    db.query(
      `SELECT account_id, type, payload FROM outbox_events ORDER BY created_at, id OFFSET $1`,
      [count],
    );

  const postWhatsApp = (raw: string, signature?: string, connectionId = whatsAppId) => {
    const req = t.api
      .raw('post', `/v1/webhooks/whatsapp/${connectionId}`)
      .set('Content-Type', 'application/json');
    if (signature !== undefined) req.set('X-Hub-Signature-256', signature);
    return req.send(raw);
  };
  const postTwilio = (
    kind: 'inbound' | 'status',
    params: Record<string, string>,
    signature?: string,
    connectionId = twilioId,
  ) => {
    const path = `/v1/webhooks/twilio/${connectionId}/${kind}`;
    const req = t.api.raw('post', path).type('form');
    req.set(
      'X-Twilio-Signature',
      signature ?? signTwilio(t.baseUrl + path, params, TWILIO.authToken),
    );
    return req.send(new URLSearchParams(params).toString());
  };

  beforeAll(async () => {
    // APP_ROLE=api: the relay does not run, so the appended events stay to be read
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    whatsAppId = (await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201))
      .body.id;
    twilioId = (await t.api.as(acme.apiKey).post('/v1/channels/sms', TWILIO).expect(201)).body.id;
  });
  afterAll(() => t.close());

  describe('WhatsApp verification (GET)', () => {
    const verify = (query: Record<string, string>, connectionId = whatsAppId) =>
      t.api.raw('get', `/v1/webhooks/whatsapp/${connectionId}?${new URLSearchParams(query)}`);

    it('answers hub.challenge as text/plain for the verify token, without an API key', async () => {
      const res = await verify({
        'hub.mode': 'subscribe',
        'hub.verify_token': WHATSAPP.verifyToken,
        'hub.challenge': '1158201444',
      }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('1158201444');
    });

    it.each([
      [
        'a wrong verify token',
        { 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' },
      ],
      [
        'another mode',
        {
          'hub.mode': 'unsubscribe',
          'hub.verify_token': WHATSAPP.verifyToken,
          'hub.challenge': '1',
        },
      ],
      ['no token', { 'hub.mode': 'subscribe', 'hub.challenge': '1' }],
    ])('refuses %s with 403', async (_name, query) => {
      const res = await verify(query).expect(403);
      expect(res.body.error.code).toBe('WEBHOOK_VERIFICATION_FAILED');
    });

    it('refuses an unknown or malformed connection id with 403', async () => {
      const query = {
        'hub.mode': 'subscribe',
        'hub.verify_token': WHATSAPP.verifyToken,
        'hub.challenge': '1',
      };
      await verify(query, '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90').expect(403);
      await verify(query, 'not-a-uuid').expect(403);
      await verify(query, twilioId).expect(403);
    });
  });

  describe('WhatsApp notifications (POST)', () => {
    const inbound = messagesNotification({
      contacts: [{ profile: { name: 'Zoë Nelson' }, wa_id: '16505551234' }],
      messages: [
        {
          from: '16505551234',
          id: 'wamid.IN1',
          timestamp: '1749416383',
          type: 'text',
          text: { body: 'Does it come in blue? ✓' },
        },
      ],
    });

    it.each([
      ['no signature', undefined],
      ['an empty signature', ''],
      [
        'a signature made with another secret',
        signWhatsApp(JSON.stringify(inbound), 'wrong-secret'),
      ],
      ['a signature of another body', signWhatsApp('{}', WHATSAPP.appSecret)],
      ['a malformed signature', 'sha256=xyz'],
    ])('refuses %s with 401 INVALID_SIGNATURE and records nothing', async (_name, signature) => {
      const before = await eventCount();
      const res = await postWhatsApp(JSON.stringify(inbound), signature).expect(401);
      expect(res.body.error.code).toBe('INVALID_SIGNATURE');
      expect(await eventCount()).toBe(before);
    });

    it('records an inbound message (signature over the raw bytes, as Meta sends them)', async () => {
      // Meta escapes non-ASCII and has its own spacing: a re-serialised body would not match
      const raw = JSON.stringify(inbound, null, 1).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      expect(raw).toContain('\\u00eb');
      const before = await eventCount();
      const res = await postWhatsApp(raw, signWhatsApp(raw, WHATSAPP.appSecret)).expect(200);
      expect(res.body).toEqual({ received: 1 });
      expect(await eventsSince(before)).toEqual([
        {
          account_id: acme.id,
          type: 'ChannelEventReceived',
          payload: {
            event: {
              kind: 'message',
              channel: 'whatsapp',
              provider: 'whatsapp',
              person: {
                scope: null,
                userId: null,
                phone: '+16505551234',
                profileName: 'Zoë Nelson',
                username: null,
                parentUserId: null,
              },
              externalId: 'wamid.IN1',
              body: 'Does it come in blue? ✓',
              messageType: 'text',
              providerType: 'text',
              reactsTo: null,
              receivedAt: '2025-06-08T20:59:43.000Z',
              metadata: null,
              automation: true,
              entryPoint: null,
            },
          },
        },
      ]);
    });

    it('records statuses (failed with its error) and template reviews in one call', async () => {
      const body = messagesNotification({
        statuses: [
          {
            id: 'wamid.OUT1',
            status: 'delivered',
            timestamp: '1749416400',
            recipient_id: '16505551234',
          },
          {
            id: 'wamid.OUT2',
            status: 'failed',
            timestamp: '1749416401',
            recipient_id: '16505551234',
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
        ],
        messages: [
          {
            from: '16505551234',
            id: 'wamid.IN2',
            timestamp: '1749416402',
            type: 'image',
            image: { id: '1' },
          },
        ],
      });
      body.entry.push({
        id: '102290129340398',
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event: 'REJECTED',
              message_template_id: 1,
              message_template_name: 'promo',
              message_template_language: 'en_US',
              reason: 'INVALID_FORMAT',
            },
          } as never,
          {
            field: 'message_template_status_update',
            value: {
              event: 'FLAGGED',
              message_template_id: 2,
              message_template_name: 'other',
              message_template_language: 'en_US',
              reason: 'NONE',
            },
          } as never,
        ],
      });
      const raw = JSON.stringify(body);
      const before = await eventCount();
      await postWhatsApp(raw, signWhatsApp(raw, WHATSAPP.appSecret)).expect(200, { received: 4 });
      // one transaction: the events share created_at, so compare them in a fixed order
      const key = (e: { type: string; payload: Record<string, unknown> }) => {
        const event = e.payload.event as {
          kind?: string;
          externalId?: string;
          externalIds?: string[];
        };
        return `${e.type}${event?.kind ?? ''}${event?.externalId ?? event?.externalIds?.[0] ?? ''}`;
      };
      const events = (await eventsSince(before)).sort((a, b) => key(a).localeCompare(key(b)));
      expect(events.map((e) => [e.type, e.payload])).toEqual([
        [
          'ChannelEventReceived',
          {
            event: expect.objectContaining({
              kind: 'message',
              externalId: 'wamid.IN2',
              body: '[image]',
              providerType: 'image',
              person: expect.objectContaining({ profileName: null }),
            }),
          },
        ],
        [
          'ChannelEventReceived',
          {
            event: {
              kind: 'status',
              channel: 'whatsapp',
              provider: 'whatsapp',
              status: 'delivered',
              externalIds: ['wamid.OUT1'],
              person: null,
              upTo: null,
              upToExternalId: null,
              error: null,
              occurredAt: '2025-06-08T21:00:00.000Z',
            },
          },
        ],
        [
          'ChannelEventReceived',
          {
            event: {
              kind: 'status',
              channel: 'whatsapp',
              provider: 'whatsapp',
              status: 'failed',
              externalIds: ['wamid.OUT2'],
              person: null,
              upTo: null,
              upToExternalId: null,
              // a named failure (docs/channels.md#whatsapp-failure-codes), the Graph code kept in words
              error: {
                code: 'UNDELIVERABLE',
                message: expect.stringContaining('(WhatsApp 131026: Message undeliverable)'),
              },
              occurredAt: '2025-06-08T21:00:01.000Z',
            },
          },
        ],
        [
          'ProviderTemplateStatusReported',
          {
            templateName: 'promo',
            language: 'en_US',
            status: 'rejected',
            reason: 'INVALID_FORMAT',
          },
        ],
      ]);
      expect(events.every((e) => e.account_id === acme.id)).toBe(true);
    });

    it('answers 200 and records nothing for another phone number or an unreadable payload', async () => {
      const before = await eventCount();
      const elsewhere = JSON.stringify(
        messagesNotification(
          { messages: [{ from: '16505551234', id: 'wamid.X', type: 'text', text: { body: 'x' } }] },
          '999',
        ),
      );
      await postWhatsApp(elsewhere, signWhatsApp(elsewhere, WHATSAPP.appSecret)).expect(200, {
        received: 0,
      });
      await postWhatsApp('{"entry": 5}', signWhatsApp('{"entry": 5}', WHATSAPP.appSecret)).expect(
        200,
        { received: 0 },
      );
      expect(await eventCount()).toBe(before);
    });

    it('404 CHANNEL_NOT_FOUND for an unknown connection or a Twilio one', async () => {
      const raw = JSON.stringify(inbound);
      const unknown = await postWhatsApp(
        raw,
        signWhatsApp(raw, WHATSAPP.appSecret),
        '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90',
      ).expect(404);
      expect(unknown.body.error.code).toBe('CHANNEL_NOT_FOUND');
      await postWhatsApp(raw, signWhatsApp(raw, WHATSAPP.appSecret), twilioId).expect(404);
    });

    it('a replaced connection verifies with its new app secret', async () => {
      const newSecret = randomBytes(16).toString('hex');
      await t.api
        .as(acme.apiKey)
        .post('/v1/channels/whatsapp', { ...WHATSAPP, appSecret: newSecret })
        .expect(201);
      const raw = JSON.stringify(inbound);
      await postWhatsApp(raw, signWhatsApp(raw, WHATSAPP.appSecret)).expect(401);
      await postWhatsApp(raw, signWhatsApp(raw, newSecret)).expect(200);
      await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201);
    });
  });

  describe('Twilio webhooks', () => {
    const sms = {
      MessageSid: 'SM0123456789abcdef0123456789abcdef',
      AccountSid: TWILIO.accountSid,
      From: '+14155552671',
      To: TWILIO.from,
      Body: 'Yes, tell me more!',
      NumMedia: '0',
    };

    it('records an inbound SMS and answers empty TwiML', async () => {
      const before = await eventCount();
      const res = await postTwilio('inbound', sms).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      const events = await eventsSince(before);
      expect(events).toEqual([
        {
          account_id: acme.id,
          type: 'ChannelEventReceived',
          payload: {
            event: {
              kind: 'message',
              channel: 'sms',
              provider: 'twilio',
              person: { scope: null, userId: null, phone: '+14155552671', profileName: null },
              externalId: sms.MessageSid,
              body: 'Yes, tell me more!',
              messageType: 'text',
              providerType: 'text',
              reactsTo: null,
              receivedAt: expect.any(String),
              metadata: null,
              automation: true,
              entryPoint: null,
            },
          },
        },
      ]);
      const { receivedAt } = events[0].payload.event as { receivedAt: string };
      expect(Math.abs(Date.parse(receivedAt) - Date.now())).toBeLessThan(60_000);
    });

    it.each([
      ['no signature', ''],
      ['a signature with another token', signTwilio('https://x.test/', { a: '1' }, 'other')],
    ])('refuses %s with 401 INVALID_SIGNATURE and records nothing', async (_name, signature) => {
      const before = await eventCount();
      const res = await postTwilio('inbound', sms, signature).expect(401);
      expect(res.body.error.code).toBe('INVALID_SIGNATURE');
      expect(await eventCount()).toBe(before);
    });

    it('refuses a signature for other parameters or for the other webhook URL', async () => {
      const before = await eventCount();
      const inboundPath = `/v1/webhooks/twilio/${twilioId}/inbound`;
      const tampered = signTwilio(
        t.baseUrl + inboundPath,
        { ...sms, Body: 'something else' },
        TWILIO.authToken,
      );
      await postTwilio('inbound', sms, tampered).expect(401);
      const forInbound = signTwilio(t.baseUrl + inboundPath, sms, TWILIO.authToken);
      await postTwilio('status', sms, forInbound).expect(401);
      expect(await eventCount()).toBe(before);
    });

    it('records status callbacks (204): delivered, undelivered as failed with ErrorCode; queued ignored', async () => {
      const before = await eventCount();
      const base = {
        MessageSid: 'SMaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        AccountSid: TWILIO.accountSid,
        To: '+14155552671',
        From: TWILIO.from,
      };
      await postTwilio('status', { ...base, MessageStatus: 'queued', SmsStatus: 'queued' }).expect(
        204,
      );
      await postTwilio('status', {
        ...base,
        MessageStatus: 'delivered',
        SmsStatus: 'delivered',
      }).expect(204);
      await postTwilio('status', {
        ...base,
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
      }).expect(204);
      const events = await eventsSince(before);
      const status = (value: string, error: { code: string; message: string } | null) => ({
        event: {
          kind: 'status',
          channel: 'sms',
          provider: 'twilio',
          status: value,
          externalIds: [base.MessageSid],
          person: null,
          upTo: null,
          upToExternalId: null,
          error,
          occurredAt: expect.any(String),
        },
      });
      expect(events.map((e) => [e.type, e.payload])).toEqual([
        ['ChannelEventReceived', status('delivered', null)],
        [
          'ChannelEventReceived',
          status('failed', { code: '30003', message: 'Twilio error 30003' }),
        ],
      ]);
    });

    it('404 CHANNEL_NOT_FOUND for an unknown connection or a WhatsApp one', async () => {
      const res = await postTwilio(
        'inbound',
        sms,
        undefined,
        '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90',
      ).expect(404);
      expect(res.body.error.code).toBe('CHANNEL_NOT_FOUND');
      await postTwilio('inbound', sms, undefined, whatsAppId).expect(404);
    });

    it('a JSON body on a Twilio webhook is refused by signature (it is not the form Twilio posts)', async () => {
      const path = `/v1/webhooks/twilio/${twilioId}/inbound`;
      const res = await t.api
        .raw('post', path)
        .set('X-Twilio-Signature', signTwilio(t.baseUrl + path, {}, TWILIO.authToken))
        .send(sms)
        .expect(401);
      expect(res.body.error.code).toBe('INVALID_SIGNATURE');
    });
  });
});
