import {
  parseTwilioInbound,
  parseTwilioStatus,
  parseWhatsAppWebhook,
  storableProviderWebhook,
  unixSecondsToIso,
} from './provider-webhooks';
import { parseFormParams } from './webhook-signatures';

const NOW = new Date('2026-11-02T08:00:00.000Z');
const PHONE_NUMBER_ID = '106540352242922';

/** A `messages` change as Meta sends it (webhooks reference, "messages" field). */
const messagesChange = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
            ...value,
          },
        },
      ],
    },
  ],
});

describe('parseWhatsAppWebhook', () => {
  it('reads an inbound text message with the profile name', () => {
    const parsed = parseWhatsAppWebhook(
      messagesChange({
        contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
        messages: [
          {
            from: '16505551234',
            id: 'wamid.A',
            timestamp: '1749416383',
            type: 'text',
            text: { body: 'Does it come in another color?' },
          },
        ],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(parsed).toEqual({
      received: [
        {
          channel: 'whatsapp',
          provider: 'whatsapp',
          from: '+16505551234',
          externalId: 'wamid.A',
          body: 'Does it come in another color?',
          messageType: 'text',
          receivedAt: '2025-06-08T20:59:43.000Z',
          profileName: 'Sheena Nelson',
        },
      ],
      statuses: [],
      templates: [],
    });
  });

  it.each([
    [{ type: 'image', image: { id: '1', mime_type: 'image/jpeg' } }, '[image]'],
    [{ type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '👍' } }, '[reaction]'],
    [{ type: 'button', button: { text: 'STOP', payload: 'stop' } }, 'STOP'],
    [
      {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'y', title: 'Yes' } },
      },
      'Yes',
    ],
    [
      {
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: 'r', title: 'Red' } },
      },
      'Red',
    ],
    [{ type: 'unsupported' }, '[unsupported]'],
  ])('keeps the type and a body for %j', (message, body) => {
    const parsed = parseWhatsAppWebhook(
      messagesChange({
        messages: [{ from: '447700900123', id: 'wamid.B', timestamp: '1', ...message }],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(parsed.received).toHaveLength(1);
    expect(parsed.received[0]).toMatchObject({
      body,
      messageType: message.type,
      profileName: null,
      from: '+447700900123',
    });
  });

  it('reads delivery statuses; failed carries errors[0]', () => {
    const parsed = parseWhatsAppWebhook(
      messagesChange({
        statuses: [
          { id: 'wamid.S1', status: 'sent', timestamp: '1749416400', recipient_id: '16505551234' },
          {
            id: 'wamid.S1',
            status: 'delivered',
            timestamp: '1749416401',
            recipient_id: '16505551234',
          },
          { id: 'wamid.S1', status: 'read', timestamp: '1749416402', recipient_id: '16505551234' },
          {
            id: 'wamid.S2',
            status: 'failed',
            timestamp: '1749416403',
            recipient_id: '16505551234',
            errors: [
              { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' },
            ],
          },
          { id: 'wamid.S3', status: 'deleted', timestamp: '1749416404' },
        ],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(parsed.statuses.map((s) => [s.externalId, s.status, s.error, s.occurredAt])).toEqual([
      ['wamid.S1', 'sent', null, '2025-06-08T21:00:00.000Z'],
      ['wamid.S1', 'delivered', null, '2025-06-08T21:00:01.000Z'],
      ['wamid.S1', 'read', null, '2025-06-08T21:00:02.000Z'],
      [
        'wamid.S2',
        'failed',
        { code: '131026', message: 'Message undeliverable' },
        '2025-06-08T21:00:03.000Z',
      ],
    ]);
    expect(
      parsed.statuses.every((s) => s.channel === 'whatsapp' && s.provider === 'whatsapp'),
    ).toBe(true);
  });

  it('reads template status updates it knows and ignores the others', () => {
    const change = (value: Record<string, unknown>) => ({
      field: 'message_template_status_update',
      value: { message_template_id: 1, message_template_language: 'en_US', ...value },
    });
    const parsed = parseWhatsAppWebhook(
      {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              change({ event: 'APPROVED', message_template_name: 'welcome', reason: 'NONE' }),
              change({
                event: 'REJECTED',
                message_template_name: 'promo',
                reason: 'INVALID_FORMAT',
              }),
              change({ event: 'PAUSED', message_template_name: 'p', reason: null }),
              change({ event: 'DISABLED', message_template_name: 'd' }),
              change({ event: 'PENDING', message_template_name: 'n' }),
              change({ event: 'REINSTATED', message_template_name: 'r' }),
              change({ event: 'IN_APPEAL', message_template_name: 'a' }),
              change({ event: 'APPROVED' }),
            ],
          },
        ],
      },
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(parsed.templates).toEqual([
      { templateName: 'welcome', language: 'en_US', status: 'approved', reason: null },
      { templateName: 'promo', language: 'en_US', status: 'rejected', reason: 'INVALID_FORMAT' },
      { templateName: 'p', language: 'en_US', status: 'paused', reason: null },
      { templateName: 'd', language: 'en_US', status: 'disabled', reason: null },
      { templateName: 'n', language: 'en_US', status: 'pending', reason: null },
      { templateName: 'r', language: 'en_US', status: 'approved', reason: null },
    ]);
  });

  it('skips changes for another phone number and anything malformed, without throwing', () => {
    const other = messagesChange({
      messages: [{ from: '16505551234', id: 'wamid.C', type: 'text', text: { body: 'x' } }],
    });
    (other.entry[0].changes[0].value.metadata as Record<string, string>).phone_number_id = '999';
    expect(parseWhatsAppWebhook(other, PHONE_NUMBER_ID, NOW).received).toEqual([]);
    for (const body of [
      null,
      'text',
      42,
      [],
      { entry: 'x' },
      { entry: [{ changes: [null, 1, { field: 'messages' }] }] },
    ]) {
      expect(parseWhatsAppWebhook(body, PHONE_NUMBER_ID, NOW)).toEqual({
        received: [],
        statuses: [],
        templates: [],
      });
    }
    const bad = parseWhatsAppWebhook(
      messagesChange({
        messages: [
          { from: '+16505551234', id: 'wamid.D', type: 'text', text: { body: 'plus sign' } },
          { from: '16505551234', type: 'text', text: { body: 'no id' } },
          { from: '16505551234', id: 'wamid.E', type: 'text', text: { body: 'no timestamp' } },
        ],
        statuses: [{ status: 'sent' }, { id: 'wamid.F', status: 'failed' }],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(bad.received.map((m) => [m.externalId, m.receivedAt])).toEqual([
      ['wamid.E', NOW.toISOString()],
    ]);
    expect(bad.statuses).toEqual([
      expect.objectContaining({
        externalId: 'wamid.F',
        error: { code: 'UNKNOWN', message: 'WhatsApp reported the message failed' },
      }),
    ]);
  });
});

describe('Twilio webhooks', () => {
  it('reads an inbound SMS', () => {
    const parsed = parseTwilioInbound(
      parseFormParams(
        'MessageSid=SM1&AccountSid=AC1&From=%2B14155552671&To=%2B14155550100&Body=Yes+please&NumMedia=0',
      ),
      NOW,
    );
    expect(parsed.received).toEqual([
      {
        channel: 'sms',
        provider: 'twilio',
        from: '+14155552671',
        externalId: 'SM1',
        body: 'Yes please',
        messageType: 'text',
        receivedAt: NOW.toISOString(),
        profileName: null,
      },
    ]);
  });

  it('strips a whatsapp: prefix, keeps ProfileName and an empty body', () => {
    const parsed = parseTwilioInbound(
      parseFormParams('MessageSid=SM2&From=whatsapp%3A%2B14155552671&ProfileName=Ana'),
      NOW,
    );
    expect(parsed.received[0]).toMatchObject({
      from: '+14155552671',
      body: '',
      profileName: 'Ana',
    });
    expect(parseTwilioInbound(parseFormParams('From=%2B1'), NOW).received).toEqual([]);
  });

  it.each([
    ['sent', 'sent', null],
    ['delivered', 'delivered', null],
    ['read', 'read', null],
    ['undelivered&ErrorCode=30003', 'failed', { code: '30003', message: 'Twilio error 30003' }],
    [
      'failed&ErrorCode=30008&ErrorMessage=Unknown+error',
      'failed',
      { code: '30008', message: 'Unknown error' },
    ],
    [
      'undelivered',
      'failed',
      { code: 'UNDELIVERED', message: 'Twilio reported the message undelivered' },
    ],
  ])('maps MessageStatus=%s', (status, expected, error) => {
    const parsed = parseTwilioStatus(
      parseFormParams(`MessageSid=SM3&MessageStatus=${status}`),
      NOW,
    );
    expect(parsed.statuses).toEqual([
      {
        channel: 'sms',
        provider: 'twilio',
        externalId: 'SM3',
        status: expected,
        error,
        occurredAt: NOW.toISOString(),
      },
    ]);
  });

  it.each(['queued', 'accepted', 'sending', 'scheduled', 'canceled', 'bogus'])(
    'ignores MessageStatus=%s',
    (status) => {
      expect(
        parseTwilioStatus(parseFormParams(`MessageSid=SM4&MessageStatus=${status}`), NOW).statuses,
      ).toEqual([]);
    },
  );
});

describe('hostile content of verified provider webhooks (issue 16 defect 6)', () => {
  const now = new Date('2026-11-02T08:00:00.000Z');
  const whatsApp = (message: Record<string, unknown>, name = 'Ana') => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: 'P1' },
              contacts: [{ wa_id: '14155550100', profile: { name } }],
              messages: [{ from: '14155550100', id: 'wamid.1', type: 'text', ...message }],
            },
          },
        ],
      },
    ],
  });

  it.each(['99999999999999999', '1e300', 8.64e15 + 1, 'abc', '-5', ''])(
    'a timestamp of %j falls back to the receive time instead of throwing',
    (timestamp) => {
      const parsed = parseWhatsAppWebhook(whatsApp({ timestamp, text: { body: 'hi' } }), 'P1', now);
      expect(parsed.received[0].receivedAt).toBe(now.toISOString());
    },
  );

  it('removes NUL and replaces lone surrogates, and names the altered fields', () => {
    const parsed = storableProviderWebhook(
      parseWhatsAppWebhook(
        whatsApp({ timestamp: '1700000000', text: { body: 'h\u0000i\ud800' } }, 'A\u0000na'),
        'P1',
        now,
      ),
    );
    expect(parsed.received[0]).toMatchObject({
      body: 'hi\ufffd',
      profileName: 'Ana',
      alteredFields: ['body', 'profileName'],
    });
    const twilio = storableProviderWebhook(
      parseTwilioStatus(
        new Map([
          ['MessageSid', ['SM1']],
          ['MessageStatus', ['failed']],
          ['ErrorCode', ['30\u00000']],
        ]),
        now,
      ),
    );
    expect(twilio.statuses[0]).toMatchObject({
      error: { code: '300' },
      alteredFields: ['error.code', 'error.message'],
    });
  });

  it('leaves clean events untouched (no alteredFields)', () => {
    const parsed = storableProviderWebhook(
      parseTwilioInbound(
        new Map([
          ['MessageSid', ['SM2']],
          ['From', ['+14155550100']],
          ['Body', ['hello 😀']],
        ]),
        now,
      ),
    );
    expect(parsed.received[0]).not.toHaveProperty('alteredFields');
    expect(parsed.received[0].body).toBe('hello 😀');
  });
});

describe('unixSecondsToIso: a provider time is believed only within bounds', () => {
  const now = new Date('2026-11-02T08:00:00.000Z');
  const seconds = (date: Date) => String(date.getTime() / 1000);

  it.each([
    ['a moment ago', new Date(now.getTime() - 30_000)],
    ['a year and a half ago (a late redelivery)', new Date('2025-06-08T20:59:43.000Z')],
    ['4 minutes ahead (clock skew)', new Date(now.getTime() + 4 * 60_000)],
    ['exactly 5 minutes ahead', new Date(now.getTime() + 5 * 60_000)],
    ['2009-01-01', new Date(Date.UTC(2009, 0, 1))],
  ])('keeps %s', (_name, date) => {
    expect(unixSecondsToIso(seconds(date), now)).toBe(date.toISOString());
    expect(unixSecondsToIso(date.getTime() / 1000, now)).toBe(date.toISOString());
  });

  it.each([
    ['1e12 seconds (valid, year 33658)', '1000000000000'],
    ['a day ahead', seconds(new Date(now.getTime() + 86_400_000))],
    ['5 minutes and a second ahead', seconds(new Date(now.getTime() + 5 * 60_000 + 1000))],
    ['1 (1970)', '1'],
    ['2008-12-31', seconds(new Date(Date.UTC(2008, 11, 31)))],
    ['beyond the Date range', '99999999999999999'],
    ['not a number', 'soon'],
    ['absent', undefined],
  ])('falls back to the receive time for %s', (_name, value) => {
    expect(unixSecondsToIso(value, now)).toBe(now.toISOString());
  });

  it('a WhatsApp message and status with a far-future timestamp take the receive time', () => {
    const parsed = parseWhatsAppWebhook(
      messagesChange({
        messages: [
          {
            from: '16505551234',
            id: 'wamid.F',
            timestamp: '1000000000000',
            type: 'text',
            text: { body: 'hi' },
          },
        ],
        statuses: [{ id: 'wamid.S', status: 'delivered', timestamp: '1000000000000' }],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(parsed.received[0].receivedAt).toBe(NOW.toISOString());
    expect(parsed.statuses[0].occurredAt).toBe(NOW.toISOString());
  });
});
