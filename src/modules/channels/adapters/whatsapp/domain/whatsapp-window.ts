import type { WindowRule } from '../../../domain/windows';

/**
 * WhatsApp's customer-service window (docs/messaging-windows.md#whatsapp; Meta's Cloud API
 * pricing and messaging policy): free text only within 24 hours of the contact's last inbound
 * message; an approved template at any time. Pure.
 */

/** The window: ms after the contact's last inbound message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** WhatsApp's window rule. */
export const whatsAppWindow: WindowRule = {
  state(lastInboundAt, now) {
    if (!lastInboundAt) return { open: false, expiresAt: null, humanReplyUntil: null };
    const expiresAt = new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_MS);
    return { open: now.getTime() < expiresAt.getTime(), expiresAt, humanReplyUntil: null };
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
