import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentPlaceholder, parseMetaWebhook } from './meta-webhooks';

const PAGE = '1234567890123456';
const PSID = '2468013579246801';
const IG = '17841405822304914';
const IGSID = '1254459154682919';

/** A Meta-documented sample payload (test/fixtures/meta, see its README). */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/meta', name), 'utf8'));

const messenger = (name: string) => parseMetaWebhook(fixture(name), 'messenger', PAGE);
const instagram = (name: string) => parseMetaWebhook(fixture(name), 'instagram', IG);

describe('parseMetaWebhook with Meta’s documented samples', () => {
  it('a text message with a quick reply', () => {
    const { events, ignored } = messenger('messenger-text.json');
    expect(ignored).toBe(0);
    expect(events).toEqual([
      {
        kind: 'message',
        channel: 'messenger',
        ownerId: PAGE,
        userId: PSID,
        occurredAt: new Date(1458692752478).toISOString(),
        standby: false,
        mid: 'mid.1457764197618:41d102a3e1ae206a38',
        body: 'hello, world!',
        text: 'hello, world!',
        attachments: [],
        quickReplyPayload: 'DEVELOPER_DEFINED_PAYLOAD',
        replyToMid: null,
        echo: false,
        metadata: null,
        referral: null,
      },
    ]);
  });

  it('a reply keeps the mid it replies to', () => {
    const [event] = messenger('messenger-reply.json').events;
    expect(event).toMatchObject({
      kind: 'message',
      replyToMid: 'm_1fTq8oLumEyIp3Q2MR-aY7IfLZDamVrALniheU',
    });
  });

  it('an attachment without text gets a placeholder body and keeps its type and URL', () => {
    const [event] = messenger('messenger-attachment.json').events;
    expect(event).toMatchObject({
      kind: 'message',
      body: '[image]',
      text: null,
      attachments: [
        { type: 'image', url: 'https://scontent.xx.fbcdn.net/v/t1.15752-9/attachment.jpg' },
      ],
    });
  });

  it('an echo is about the recipient and keeps its metadata', () => {
    const [event] = messenger('messenger-echo.json').events;
    expect(event).toMatchObject({
      kind: 'message',
      echo: true,
      userId: PSID,
      metadata: 'DEVELOPER_DEFINED_METADATA_STRING',
      body: 'Sent from the Page inbox',
    });
  });

  it('standby items are read like messaging items, marked standby', () => {
    expect(messenger('messenger-standby-echo.json').events).toEqual([
      expect.objectContaining({ kind: 'message', echo: true, standby: true, body: '[template]' }),
    ]);
    expect(messenger('messenger-standby-text.json').events).toEqual([
      expect.objectContaining({ kind: 'message', echo: false, standby: true, userId: PSID }),
    ]);
  });

  it('a postback with the referral of a new thread', () => {
    const [event] = messenger('messenger-postback-referral.json').events;
    expect(event).toMatchObject({
      kind: 'postback',
      mid: 'm_MESSAGE-ID',
      title: 'Get Started',
      payload: 'GET_STARTED',
      referral: { ref: 'spring', source: 'SHORTLINK', type: 'OPEN_THREAD', adId: null },
    });
  });

  it('referrals from an m.me link and from an ad', () => {
    expect(messenger('messenger-referral.json').events[0]).toMatchObject({
      kind: 'referral',
      referral: { ref: 'spring', source: 'SHORTLINK' },
    });
    expect(messenger('messenger-referral-ad.json').events[0]).toMatchObject({
      kind: 'referral',
      referral: { ref: 'spring-ad', source: 'ADS', adId: '23851234567890123' },
    });
  });

  it('delivery (mids and watermark) and read (watermark)', () => {
    expect(messenger('messenger-delivery.json').events[0]).toMatchObject({
      kind: 'delivery',
      mids: ['mid.1458668856218:ed81099e15d3f4f233'],
      watermark: new Date(1458668856253).toISOString(),
    });
    expect(messenger('messenger-read.json').events[0]).toMatchObject({
      kind: 'read',
      mid: null,
      watermark: new Date(1458668856253).toISOString(),
    });
  });

  it('a reaction names the message reacted to', () => {
    expect(messenger('messenger-reaction.json').events[0]).toMatchObject({
      kind: 'reaction',
      mid: 'mid.1458668856218:ed81099e15d3f4f233',
      action: 'react',
      reaction: 'love',
      emoji: '\u2764\ufe0f',
    });
  });

  it('Instagram: a text, a deletion, a seen and a comment', () => {
    expect(instagram('instagram-text.json').events[0]).toMatchObject({
      kind: 'message',
      channel: 'instagram',
      userId: IGSID,
      body: 'Is this still available?',
    });
    expect(instagram('instagram-deleted.json').events[0]).toMatchObject({
      kind: 'deleted',
      mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIy',
    });
    expect(instagram('instagram-seen.json').events[0]).toMatchObject({
      kind: 'read',
      mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIz',
      watermark: null,
    });
    expect(instagram('instagram-comment.json').events[0]).toMatchObject({
      kind: 'comment',
      commentId: '17865799348089039',
      userId: IGSID,
      username: 'ada.lovelace',
      text: 'I want the SPRING deal',
      mediaId: '18023345678901234',
      mediaProductType: 'FEED',
    });
  });

  it('an entry-level comment (Instagram-login example shape) is read too', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: IG,
          time: 1569262486134,
          field: 'comments',
          value: { id: '1786', from: { id: IGSID, username: 'a' }, text: 'hi', media: { id: '9' } },
        },
      ],
    };
    expect(parseMetaWebhook(body, 'instagram', IG).events).toEqual([
      expect.objectContaining({ kind: 'comment', commentId: '1786', mediaId: '9' }),
    ]);
  });
});

describe('parseMetaWebhook refuses what is not for this connection', () => {
  it('another object type, or a Messenger body on the Instagram webhook', () => {
    expect(parseMetaWebhook(fixture('messenger-text.json'), 'instagram', IG)).toEqual({
      events: [],
      ignored: 1,
      // kept as an unprocessed provider event (docs/channels.md#unprocessed-events)
      unusable: [
        {
          reason: 'A notification for object "page", not "instagram".',
          payload: fixture('messenger-text.json'),
        },
      ],
    });
    expect(
      parseMetaWebhook({ object: 'whatsapp_business_account', entry: [] }, 'messenger', PAGE)
        .events,
    ).toEqual([]);
  });

  it('entries of another Page are ignored', () => {
    expect(parseMetaWebhook(fixture('messenger-text.json'), 'messenger', '999')).toEqual({
      events: [],
      ignored: 1,
      unusable: [],
    });
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['entry not an array', { object: 'page', entry: 'x' }],
    [
      'an item without a sender',
      { object: 'page', entry: [{ id: PAGE, messaging: [{ message: { mid: 'm', text: 'x' } }] }] },
    ],
    [
      'a message without mid',
      {
        object: 'page',
        entry: [{ id: PAGE, messaging: [{ sender: { id: PSID }, message: { text: 'x' } }] }],
      },
    ],
    [
      'an unknown event',
      { object: 'page', entry: [{ id: PAGE, messaging: [{ sender: { id: PSID }, optin: {} }] }] },
    ],
    [
      'the Page writing to itself',
      {
        object: 'page',
        entry: [
          { id: PAGE, messaging: [{ sender: { id: PAGE }, message: { mid: 'm', text: 'x' } }] },
        ],
      },
    ],
  ])('%s gives no event and does not throw', (_name, body) => {
    expect(parseMetaWebhook(body, 'messenger', PAGE).events).toEqual([]);
  });

  it.each([
    ['null', null, 'The body is not a JSON object.'],
    [
      'an item without a sender',
      { object: 'page', entry: [{ id: PAGE, messaging: [{ message: { mid: 'm', text: 'x' } }] }] },
      'A Meta messaging item without `sender`.',
    ],
    [
      'a message without mid',
      {
        object: 'page',
        entry: [{ id: PAGE, messaging: [{ sender: { id: PSID }, message: { text: 'x' } }] }],
      },
      'A Meta message without `mid`.',
    ],
    [
      'an unknown event',
      { object: 'page', entry: [{ id: PAGE, messaging: [{ sender: { id: PSID }, optin: {} }] }] },
      'An unknown Meta messaging event (optin).',
    ],
  ])('%s is reported unusable with its reason', (_name, body, reason) => {
    expect(parseMetaWebhook(body, 'messenger', PAGE).unusable.map((u) => u.reason)).toEqual([
      reason,
    ]);
  });

  it('the Page writing to itself is not unusable (it is not a person)', () => {
    const body = {
      object: 'page',
      entry: [
        { id: PAGE, messaging: [{ sender: { id: PAGE }, message: { mid: 'm', text: 'x' } }] },
      ],
    };
    expect(parseMetaWebhook(body, 'messenger', PAGE).unusable).toEqual([]);
  });
});

describe('parseMetaWebhook times', () => {
  const at = (timestamp: unknown, entryTime: unknown, receivedAt: Date) =>
    parseMetaWebhook(
      {
        object: 'page',
        entry: [
          {
            id: PAGE,
            time: entryTime,
            messaging: [
              { sender: { id: PSID }, timestamp, message: { mid: 'm.1', text: 'hi' } },
              { sender: { id: PSID }, timestamp, delivery: { mids: [], watermark: timestamp } },
            ],
          },
        ],
      },
      'messenger',
      PAGE,
      receivedAt,
    ).events;
  const received = new Date('2026-11-24T12:00:00.000Z');

  it('keeps a believable time (ms or s), as Meta sends it', () => {
    const sent = received.getTime() - 60_000;
    expect(at(sent, sent, received)[0].occurredAt).toBe(new Date(sent).toISOString());
    expect(at(String(sent / 1000), sent, received)[0].occurredAt).toBe(
      new Date(sent).toISOString(),
    );
  });

  it.each([
    ['far in the future', 1e15],
    ['more than 5 minutes ahead of our clock', received.getTime() + 6 * 60_000],
    ['before 2009', Date.UTC(2001, 0, 1)],
  ])('a time %s falls back to the entry time, else the receive time; no watermark', (_, time) => {
    const [message, delivery] = at(time, time, received);
    expect(message.occurredAt).toBe(received.toISOString());
    expect(delivery).toMatchObject({ kind: 'delivery', watermark: null });
    const entry = received.getTime() - 1000;
    expect(at(time, entry, received)[0].occurredAt).toBe(new Date(entry).toISOString());
  });
});

describe('attachmentPlaceholder', () => {
  it.each([
    [[], false, '[message]'],
    [[], true, '[unsupported]'],
    [[{ type: 'image', url: null }], false, '[image]'],
    [
      [
        { type: 'image', url: null },
        { type: 'video', url: null },
      ],
      false,
      '[image] [video]',
    ],
  ])('%j → %s', (attachments, unsupported, expected) => {
    expect(attachmentPlaceholder(attachments, unsupported)).toBe(expected);
  });
});
