import { metaWindow } from '../adapters/meta/domain/meta-window';
import {
  FREE_ENTRY_POINT_MS,
  freeEntryPoint,
  WHATSAPP_WINDOW_MS,
  whatsAppWindow,
} from '../adapters/whatsapp/domain/whatsapp-window';
import { NO_WINDOW, type WindowRule } from './windows';

/** The rule of each channel, as its adapter declares it. */
const RULES: Record<string, WindowRule> = {
  whatsapp: whatsAppWindow,
  sms: NO_WINDOW,
  custom: NO_WINDOW,
  messenger: metaWindow,
  instagram: metaWindow,
};
const messagingWindow = (channel: string, last: Date | null, now: Date) =>
  RULES[channel].state(last, now);

describe('window rules (state)', () => {
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

describe('window rules (check)', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const HOUR = 3_600_000;
  const request = (over: Partial<Parameters<WindowRule['check']>[0]>) => ({
    purpose: 'bot',
    lastInboundAt: null,
    template: false,
    commentedAt: null,
    now,
    ...over,
  });

  it('WhatsApp: a template goes outside the window, free text does not', () => {
    expect(whatsAppWindow.check(request({ template: true }))).toEqual({ open: true, meta: null });
    expect(whatsAppWindow.check(request({}))).toMatchObject({ open: false });
    const old = new Date(now.getTime() - 25 * HOUR);
    expect(whatsAppWindow.check(request({ lastInboundAt: old }))).toEqual({
      open: false,
      reason: `The contact last wrote at ${old.toISOString()}; send an approved template.`,
    });
  });

  it('Messenger/Instagram: no template fallback; a person up to 7 days', () => {
    const old = new Date(now.getTime() - 72 * HOUR);
    expect(metaWindow.check(request({ lastInboundAt: old, template: true }))).toMatchObject({
      open: false,
    });
    expect(metaWindow.check(request({ lastInboundAt: old, purpose: 'human' }))).toEqual({
      open: true,
      meta: { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' },
    });
  });

  it('Instagram private reply: 7 days after the comment, whatever the messages', () => {
    const day = 24 * HOUR;
    const at = (ms: number) => new Date(now.getTime() - ms);
    expect(metaWindow.check(request({ commentedAt: at(6 * day) }))).toEqual({
      open: true,
      meta: { messagingType: 'RESPONSE' },
    });
    expect(metaWindow.check(request({ commentedAt: at(7 * day) }))).toMatchObject({ open: false });
  });

  it('SMS and custom channels: always open', () => {
    expect(NO_WINDOW.check(request({}))).toEqual({ open: true, meta: null });
  });
});

describe('WhatsApp free entry-point window (docs/channels.md#free-entry-point-window)', () => {
  const referralAt = new Date('2026-11-01T10:00:00Z');
  const at = (ms: number) => new Date(referralAt.getTime() + ms);

  it('opens for 72 h from an answer within 24 h of the ad referral', () => {
    const answered = at(WHATSAPP_WINDOW_MS);
    const expiresAt = new Date(answered.getTime() + FREE_ENTRY_POINT_MS);
    const entry = { referralAt, referralAnsweredAt: answered };
    expect(freeEntryPoint(entry, at(WHATSAPP_WINDOW_MS + 1))).toEqual({ open: true, expiresAt });
    expect(freeEntryPoint(entry, expiresAt)).toEqual({ open: false, expiresAt });
    expect(whatsAppWindow.state(referralAt, at(1), entry).freeEntryPoint?.open).toBe(true);
  });

  it('does not apply without a referral, before an answer, or after a late answer', () => {
    const now = at(1000);
    expect(freeEntryPoint(undefined, now)).toBeNull();
    expect(freeEntryPoint({ referralAt: null, referralAnsweredAt: now }, now)).toBeNull();
    expect(freeEntryPoint({ referralAt, referralAnsweredAt: null }, now)).toBeNull();
    expect(
      freeEntryPoint({ referralAt, referralAnsweredAt: at(WHATSAPP_WINDOW_MS + 1) }, now),
    ).toBeNull();
    expect(whatsAppWindow.state(referralAt, now).freeEntryPoint ?? null).toBeNull();
  });
});
