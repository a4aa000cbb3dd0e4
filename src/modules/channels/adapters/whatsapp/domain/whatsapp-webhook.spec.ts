import type { ChannelEvent, ChannelMessageEvent, ChannelStatusEvent } from '../../../../../events';
import { storablePayload } from '../../../domain/storable';
import { parseWhatsAppWebhook, readPricing, readReferral } from './whatsapp-webhook';

/** The messages and the statuses of a parsed call. */
const received = (parsed: { events: ChannelEvent[] }) =>
  parsed.events.filter((e): e is ChannelMessageEvent => e.kind === 'message');
const statuses = (parsed: { events: ChannelEvent[] }) =>
  parsed.events.filter((e): e is ChannelStatusEvent => e.kind === 'status');

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
      events: [
        {
          kind: 'message',
          channel: 'whatsapp',
          provider: 'whatsapp',
          person: {
            scope: null,
            userId: null,
            phone: '+16505551234',
            profileName: 'Sheena Nelson',
            username: null,
            parentUserId: null,
          },
          externalId: 'wamid.A',
          body: 'Does it come in another color?',
          messageType: 'text',
          providerType: 'text',
          reactsTo: null,
          receivedAt: '2025-06-08T20:59:43.000Z',
          metadata: null,
          automation: true,
          entryPoint: null,
        },
      ],
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
    expect(received(parsed)).toHaveLength(1);
    expect(received(parsed)[0]).toMatchObject({
      body,
      providerType: message.type,
      person: { profileName: null, phone: '+447700900123' },
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
    expect(statuses(parsed).map((s) => [s.externalIds, s.status, s.error, s.occurredAt])).toEqual([
      [['wamid.S1'], 'sent', null, '2025-06-08T21:00:00.000Z'],
      [['wamid.S1'], 'delivered', null, '2025-06-08T21:00:01.000Z'],
      [['wamid.S1'], 'read', null, '2025-06-08T21:00:02.000Z'],
      [
        ['wamid.S2'],
        'failed',
        {
          code: 'UNDELIVERABLE',
          message: expect.stringContaining('(WhatsApp 131026: Message undeliverable)'),
        },
        '2025-06-08T21:00:03.000Z',
      ],
    ]);
    expect(
      statuses(parsed).every(
        (s) => s.channel === 'whatsapp' && s.provider === 'whatsapp' && s.person === null,
      ),
    ).toBe(true);
    expect(parsed.events).toHaveLength(4);
  });

  it("reads a status's per-message pricing (docs/channels.md#whatsapp-pricing)", () => {
    const parsed = parseWhatsAppWebhook(
      messagesChange({
        statuses: [
          {
            id: 'wamid.P1',
            status: 'sent',
            timestamp: '1749416400',
            recipient_id: '16505551234',
            pricing: { billable: true, pricing_model: 'PMP', category: 'UTILITY', type: 'regular' },
          },
          { id: 'wamid.P2', status: 'sent', timestamp: '1749416400', recipient_id: '16505551234' },
        ],
      }),
      PHONE_NUMBER_ID,
      NOW,
    );
    expect(statuses(parsed).map((s) => s.pricing ?? null)).toEqual([
      { billable: true, pricingModel: 'PMP', category: 'utility', type: 'regular' },
      null,
    ]);
    // without the deprecated `billable`, the type says it
    expect(
      readPricing({ pricing_model: 'PMP', category: 'marketing', type: 'free_entry_point' }),
    ).toEqual({
      billable: false,
      pricingModel: 'PMP',
      category: 'marketing',
      type: 'free_entry_point',
    });
    expect(readPricing({ category: 'marketing', type: 'regular' })?.billable).toBe(true);
    expect(readPricing('PMP')).toBeNull();
  });

  it("reads a message's Click-to-WhatsApp referral (docs/channels.md#click-to-whatsapp-ads)", () => {
    expect(
      readReferral({
        source_url: 'https://fb.me/x',
        source_id: '1202',
        source_type: 'ad',
        headline: 'Chat with us',
        media_type: 'image',
        ctwa_clid: 'ARAk',
      }),
    ).toEqual({
      sourceType: 'ad',
      sourceId: '1202',
      ctwaClid: 'ARAk',
      sourceUrl: 'https://fb.me/x',
      headline: 'Chat with us',
    });
    expect(readReferral({ source_type: 'ad' })).toMatchObject({ sourceType: 'ad', ctwaClid: null });
    expect(readReferral({})).toBeNull();
    expect(readReferral(undefined)).toBeNull();
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
    expect(parseWhatsAppWebhook(other, PHONE_NUMBER_ID, NOW).events).toEqual([]);
    for (const body of [null, 'text', 42, []]) {
      // kept unprocessed with the body as received (docs/channels.md#unprocessed-events)
      expect(parseWhatsAppWebhook(body, PHONE_NUMBER_ID, NOW)).toEqual({
        events: [],
        templates: [],
        unprocessed: [{ reason: 'The body is not a JSON object.', payload: body }],
      });
    }
    for (const body of [
      { entry: 'x' },
      { entry: [{ changes: [null, 1, { field: 'messages' }] }] },
    ]) {
      expect(parseWhatsAppWebhook(body, PHONE_NUMBER_ID, NOW)).toEqual({
        events: [],
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
    expect(received(bad).map((m) => [m.externalId, m.receivedAt])).toEqual([
      ['wamid.E', NOW.toISOString()],
    ]);
    expect(bad.unprocessed?.map((item) => item.reason)).toEqual([
      'A WhatsApp message with neither a phone (`from`) nor a BSUID (`from_user_id`).',
      'A WhatsApp message without an `id`.',
    ]);
    expect(statuses(bad)).toEqual([
      expect.objectContaining({
        externalIds: ['wamid.F'],
        error: { code: 'UNKNOWN', message: 'WhatsApp reported the message failed' },
      }),
    ]);
  });
});

describe('hostile content of verified WhatsApp webhooks', () => {
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
      expect(received(parsed)[0].receivedAt).toBe(now.toISOString());
    },
  );

  it('removes NUL and replaces lone surrogates, and names the altered fields', () => {
    const parsed = parseWhatsAppWebhook(
      whatsApp({ timestamp: '1700000000', text: { body: 'h\u0000i\ud800' } }, 'A\u0000na'),
      'P1',
      now,
    );
    expect(storablePayload({ event: parsed.events[0] })).toMatchObject({
      event: { body: 'hi\ufffd', person: { profileName: 'Ana' } },
      alteredFields: ['event.person.profileName', 'event.body'],
    });
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
    expect(received(parsed)[0].receivedAt).toBe(NOW.toISOString());
    expect(statuses(parsed)[0].occurredAt).toBe(NOW.toISOString());
  });
});
