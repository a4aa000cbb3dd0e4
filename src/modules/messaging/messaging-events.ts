/**
 * Outbox event appended in the transaction that records an inbound message (any channel): the
 * campaigns module marks the contact's enrolments `replied` and cancels follow-ups; the bot
 * takes the conversation.
 */
export const INBOUND_MESSAGE_RECORDED = 'InboundMessageRecorded';

/** Payload of `InboundMessageRecorded`. */
export interface InboundMessageRecordedPayload {
  messageId: string;
  contactId: string;
  conversationId: string;
  channel: string;
  /** ISO 8601: when the contact wrote. */
  receivedAt: string;
  /** `text`, or `reaction` (does not count as a reply and does not wake the bot). Absent in events written before issue 5: text. */
  messageType?: 'text' | 'reaction';
}
