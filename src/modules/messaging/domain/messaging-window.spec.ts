import { messagingWindow, WHATSAPP_WINDOW_MS } from './messaging-window';

describe('messagingWindow', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const HOUR = 3_600_000;

  it.each([
    ['sms', null],
    ['custom', null],
    ['sms', ago(48 * HOUR)],
  ])('%s has no window (open, no expiry) whatever the last inbound (%s)', (channel, last) => {
    expect(messagingWindow(channel, last, now)).toEqual({
      open: true,
      expiresAt: null,
      humanReplyUntil: null,
    });
  });

  it('WhatsApp: closed when the contact never wrote', () => {
    expect(messagingWindow('whatsapp', null, now)).toEqual({
      open: false,
      expiresAt: null,
      humanReplyUntil: null,
    });
  });

  it.each([
    [23 * HOUR, true],
    [WHATSAPP_WINDOW_MS - 1, true],
    [WHATSAPP_WINDOW_MS, false],
    [25 * HOUR, false],
    [0, true],
  ])('WhatsApp: last inbound %i ms ago → open %s, expires 24 h after it', (age, open) => {
    const last = ago(age);
    expect(messagingWindow('whatsapp', last, now)).toEqual({
      open,
      expiresAt: new Date(last.getTime() + WHATSAPP_WINDOW_MS),
      humanReplyUntil: null,
    });
  });

  it.each(['messenger', 'instagram'])(
    '%s: free text 24 h after the last inbound message, a person up to 7 days',
    (channel) => {
      expect(messagingWindow(channel, null, now)).toEqual({
        open: false,
        expiresAt: null,
        humanReplyUntil: null,
      });
      for (const [age, open] of [
        [23 * HOUR, true],
        [72 * HOUR, false],
        [8 * 24 * HOUR, false],
      ] as const) {
        const last = ago(age);
        expect(messagingWindow(channel, last, now)).toEqual({
          open,
          expiresAt: new Date(last.getTime() + 24 * HOUR),
          humanReplyUntil: new Date(last.getTime() + 7 * 24 * HOUR),
        });
      }
    },
  );
});
