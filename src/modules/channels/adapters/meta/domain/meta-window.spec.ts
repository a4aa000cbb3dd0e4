import { metaAcceptsReplyWith, metaSendMode } from './meta-window';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('metaSendMode (Messenger/Instagram windows, with a controllable clock)', () => {
  it.each<[string, string, Date | null, object | null]>([
    ['free text at 23 h (bot)', 'bot', ago(23 * HOUR), { messagingType: 'RESPONSE' }],
    ['free text at 23 h (person)', 'human', ago(23 * HOUR), { messagingType: 'RESPONSE' }],
    [
      'a person at 3 days: HUMAN_AGENT',
      'human',
      ago(72 * HOUR),
      { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' },
    ],
    ['the bot at 3 days: closed', 'bot', ago(72 * HOUR), null],
    ['a campaign at 3 days: closed', 'opening', ago(72 * HOUR), null],
    ['a person at 8 days: closed', 'human', ago(8 * 24 * HOUR), null],
    ['exactly 24 h: no longer RESPONSE', 'bot', ago(24 * HOUR), null],
    ['exactly 7 days: closed', 'human', ago(7 * 24 * HOUR), null],
    ['never wrote: closed', 'human', null, null],
  ])('%s', (_name, purpose, lastInboundAt, expected) => {
    expect(metaSendMode(purpose, lastInboundAt, now)).toEqual(expected);
  });
});

describe('metaAcceptsReplyWith (not through the API on Messenger/Instagram)', () => {
  it.each([
    ['api_key', false],
    ['session', true],
  ] as const)('%s → %s', (credential, allowed) => {
    expect(metaAcceptsReplyWith(credential)).toBe(allowed);
  });
});
