import { storablePayload } from '../../../domain/storable';
import { parseFormParams } from '../../../domain/webhook-signatures';
import { parseTwilioInbound, parseTwilioStatus } from './twilio-webhook';

const NOW = new Date('2026-11-02T08:00:00.000Z');

describe('Twilio webhooks', () => {
  it('reads an inbound SMS', () => {
    const parsed = parseTwilioInbound(
      parseFormParams(
        'MessageSid=SM1&AccountSid=AC1&From=%2B14155552671&To=%2B14155550100&Body=Yes+please&NumMedia=0',
      ),
      NOW,
    );
    expect(parsed).toEqual([
      {
        kind: 'message',
        channel: 'sms',
        provider: 'twilio',
        person: { scope: null, userId: null, phone: '+14155552671', profileName: null },
        externalId: 'SM1',
        body: 'Yes please',
        messageType: 'text',
        providerType: 'text',
        reactsTo: null,
        receivedAt: NOW.toISOString(),
        metadata: null,
        automation: true,
        entryPoint: null,
      },
    ]);
  });

  it('strips a whatsapp: prefix, keeps ProfileName and an empty body', () => {
    const parsed = parseTwilioInbound(
      parseFormParams('MessageSid=SM2&From=whatsapp%3A%2B14155552671&ProfileName=Ana'),
      NOW,
    );
    expect(parsed[0]).toMatchObject({
      person: { phone: '+14155552671', profileName: 'Ana' },
      body: '',
    });
    expect(parseTwilioInbound(parseFormParams('From=%2B1'), NOW)).toEqual([]);
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
    expect(parsed).toEqual([
      {
        kind: 'status',
        channel: 'sms',
        provider: 'twilio',
        status: expected,
        externalIds: ['SM3'],
        person: null,
        upTo: null,
        upToExternalId: null,
        error,
        occurredAt: NOW.toISOString(),
      },
    ]);
  });

  it.each(['queued', 'accepted', 'sending', 'scheduled', 'canceled', 'bogus'])(
    'ignores MessageStatus=%s',
    (status) => {
      expect(
        parseTwilioStatus(parseFormParams(`MessageSid=SM4&MessageStatus=${status}`), NOW),
      ).toEqual([]);
    },
  );
});

describe('hostile content of verified Twilio webhooks', () => {
  const now = new Date('2026-11-02T08:00:00.000Z');

  it('removes NUL from a status error, and names the altered fields', () => {
    const [event] = parseTwilioStatus(
      new Map([
        ['MessageSid', ['SM1']],
        ['MessageStatus', ['failed']],
        ['ErrorCode', ['30\u00000']],
      ]),
      now,
    );
    expect(storablePayload({ event })).toMatchObject({
      event: { error: { code: '300' } },
      alteredFields: ['event.error.code', 'event.error.message'],
    });
  });

  it('leaves clean events untouched (no alteredFields)', () => {
    const [event] = parseTwilioInbound(
      new Map([
        ['MessageSid', ['SM2']],
        ['From', ['+14155550100']],
        ['Body', ['hello 😀']],
      ]),
      now,
    );
    const stored = storablePayload({ event });
    expect(stored).not.toHaveProperty('alteredFields');
    expect(stored.event).toMatchObject({ body: 'hello 😀' });
  });
});
