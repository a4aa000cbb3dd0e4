import type { MessagingWindow, WindowEntry, WindowRule } from '../../../domain/windows';

/**
 * WhatsApp's customer-service window (docs/messaging-windows.md#whatsapp; Meta's Cloud API
 * pricing and messaging policy): free text only within 24 hours of the contact's last inbound
 * message; an approved template at any time. Pure.
 */

/** The window: ms after the contact's last inbound message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The free entry-point window: ms after the business's answer. */
export const FREE_ENTRY_POINT_MS = 72 * 60 * 60 * 1000;

/**
 * The free entry-point window (docs/channels.md#free-entry-point-window; Meta's pricing pages,
 * "free entry point"): a conversation that came from a Click-to-WhatsApp ad or a Page
 * call-to-action (its first `referral`, at `referralAt`) and that the business answered within
 * 24 hours of it (`referralAnsweredAt`) has 72 hours from that answer in which every message,
 * templates included, is free. Null when there is no referral, no answer yet, or the answer came
 * later than 24 hours.
 */
export function freeEntryPoint(
  entry: WindowEntry | undefined,
  now: Date,
): MessagingWindow['freeEntryPoint'] {
  if (!entry?.referralAt || !entry.referralAnsweredAt) return null;
  const answeredAfter = entry.referralAnsweredAt.getTime() - entry.referralAt.getTime();
  if (answeredAfter < 0 || answeredAfter > WHATSAPP_WINDOW_MS) return null;
  const expiresAt = new Date(entry.referralAnsweredAt.getTime() + FREE_ENTRY_POINT_MS);
  return { open: now.getTime() < expiresAt.getTime(), expiresAt };
}

/** WhatsApp's window rule. */
export const whatsAppWindow: WindowRule = {
  state(lastInboundAt, now, entry) {
    const free = freeEntryPoint(entry, now);
    const extra = free ? { freeEntryPoint: free } : {};
    if (!lastInboundAt) return { open: false, expiresAt: null, humanReplyUntil: null, ...extra };
    const expiresAt = new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_MS);
    return {
      open: now.getTime() < expiresAt.getTime(),
      expiresAt,
      humanReplyUntil: null,
      ...extra,
    };
  },
  check({ lastInboundAt, template, now }) {
    if (template || this.state(lastInboundAt, now).open) return { open: true, meta: null };
    return {
      open: false,
      reason: lastInboundAt
        ? `The contact last wrote at ${lastInboundAt.toISOString()}; send an approved template.`
        : 'The contact never wrote on this channel; send an approved template.',
    };
  },
};
