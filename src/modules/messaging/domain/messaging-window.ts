/**
 * Messaging windows (product.md section 8; Meta's customer-service window, research
 * `meta-messaging.md`): on WhatsApp a business may send free text only within 24 hours of the
 * contact's last inbound message; an approved template is allowed at any time. SMS and custom
 * channels have no window. Messenger and Instagram: free text within 24 hours too (and a person
 * up to 7 days with `HUMAN_AGENT`: `meta-window.ts`).
 */
import { isMetaChannel, META_STANDARD_WINDOW_MS } from './meta-window';

/** WhatsApp's customer-service window: ms after the contact's last inbound message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A conversation's window as the API shows it: `expiresAt` null when the channel has none. */
export interface MessagingWindow {
  open: boolean;
  expiresAt: Date | null;
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
  if (channel !== 'whatsapp' && !isMetaChannel(channel)) return { open: true, expiresAt: null };
  if (!lastInboundAt) return { open: false, expiresAt: null };
  const windowMs = channel === 'whatsapp' ? WHATSAPP_WINDOW_MS : META_STANDARD_WINDOW_MS;
  const expiresAt = new Date(lastInboundAt.getTime() + windowMs);
  return { open: now.getTime() < expiresAt.getTime(), expiresAt };
}
