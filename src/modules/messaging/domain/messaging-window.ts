/**
 * Messaging windows (product.md section 8; Meta's customer-service window, research
 * `meta-messaging.md`): on WhatsApp a business may send free text only within 24 hours of the
 * contact's last inbound message; an approved template is allowed at any time. SMS and custom
 * channels have no window. Messenger and Instagram: free text within 24 hours too (and a person
 * up to 7 days with `HUMAN_AGENT`: `meta-window.ts`).
 */
import { isMetaChannel, META_HUMAN_AGENT_WINDOW_MS, META_STANDARD_WINDOW_MS } from './meta-window';

/** WhatsApp's customer-service window: ms after the contact's last inbound message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A conversation's window as the API shows it: whether free text may be sent now (`open`) and
 * until when (`expiresAt`, null when the channel has none or the contact never wrote); on
 * Messenger and Instagram also until when a person (never the bot) may still answer with the
 * `HUMAN_AGENT` tag (`humanReplyUntil`, 7 days after the last inbound message; null elsewhere).
 */
export interface MessagingWindow {
  open: boolean;
  expiresAt: Date | null;
  humanReplyUntil: Date | null;
}

/**
 * The window of a conversation on `channel` whose contact last wrote at `lastInboundAt` (null:
 * never), at `now`. Channels without a window are always open with no expiry.
 */
export function messagingWindow(
  channel: string,
  lastInboundAt: Date | null,
  now: Date,
): MessagingWindow {
  const meta = isMetaChannel(channel);
  if (channel !== 'whatsapp' && !meta)
    return { open: true, expiresAt: null, humanReplyUntil: null };
  if (!lastInboundAt) return { open: false, expiresAt: null, humanReplyUntil: null };
  const windowMs = channel === 'whatsapp' ? WHATSAPP_WINDOW_MS : META_STANDARD_WINDOW_MS;
  const expiresAt = new Date(lastInboundAt.getTime() + windowMs);
  const humanReplyUntil = meta
    ? new Date(lastInboundAt.getTime() + META_HUMAN_AGENT_WINDOW_MS)
    : null;
  return { open: now.getTime() < expiresAt.getTime(), expiresAt, humanReplyUntil };
}
