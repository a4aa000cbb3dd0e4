import { AppError } from '../../common/errors';

/** 404 `MESSAGE_NOT_FOUND`: no such message in the account (another account's or a malformed id included). */
export class MessageNotFoundError extends AppError {
  constructor(id: string) {
    super('MESSAGE_NOT_FOUND', `No message ${id}.`);
  }
}

/** 404 `NOT_FOUND` for a conversation id that is not the account's (the contract has no conversation code). */
export class ConversationNotFoundError extends AppError {
  constructor(id: string) {
    super('NOT_FOUND', `No conversation ${id}.`);
  }
}

/**
 * 409 `WINDOW_CLOSED`: free text outside the channel's messaging window (WhatsApp: 24 h after the
 * contact's last inbound message; `domain/messaging-window.ts`). An approved template is allowed.
 */
export class WindowClosedError extends AppError {
  constructor(lastInboundAt: Date | null) {
    super(
      'WINDOW_CLOSED',
      lastInboundAt
        ? `The contact last wrote at ${lastInboundAt.toISOString()}; send an approved template.`
        : 'The contact never wrote on this channel; send an approved template.',
    );
  }
}

/** 409 `TEMPLATE_NOT_APPROVED`: a reply with a template that is not approved for the conversation's channel. */
export class TemplateNotApprovedError extends AppError {
  constructor(templateId: string, why: string) {
    super('TEMPLATE_NOT_APPROVED', `Template ${templateId} ${why}.`);
  }
}

/**
 * 409 `WINDOW_CLOSED` on Messenger/Instagram (`domain/meta-window.ts`): free text only within 24 h
 * of the person's last message; a person up to 7 days (`HUMAN_AGENT`), never automation; nothing
 * after. There is no template to fall back on.
 */
export class MetaWindowClosedError extends AppError {
  constructor(lastInboundAt: Date | null) {
    super(
      'WINDOW_CLOSED',
      lastInboundAt
        ? `The person last wrote at ${lastInboundAt.toISOString()}: Meta allows free text for 24 hours, and a person's reply (HUMAN_AGENT) for 7 days, after their last message.`
        : 'The person never wrote on this channel: Meta lets nobody message them first.',
    );
  }
}

/**
 * 403 `CHANNEL_SEND_NOT_ALLOWED`: a reply on Messenger or Instagram written with an API key
 * (`domain/meta-window.ts` `mayReplyWith`): these channels are sent through campaigns, the bot
 * and people in the app, never through the API.
 */
export class ChannelSendNotAllowedError extends AppError {
  constructor(channel: string) {
    super(
      'CHANNEL_SEND_NOT_ALLOWED',
      `Messages on ${channel} are sent by campaigns, the AI bot and people in the app, not through the API (Meta's HUMAN_AGENT replies must come from a person).`,
    );
  }
}

/**
 * 409 `WINDOW_CLOSED` for a private reply to an Instagram comment (`domain/private-replies.ts`):
 * Meta allows one within 7 days of the comment, whatever the person's messages.
 */
export class PrivateReplyWindowClosedError extends AppError {
  constructor(commentedAt: Date) {
    super(
      'WINDOW_CLOSED',
      `The comment was made at ${commentedAt.toISOString()}: Meta allows a private reply within 7 days of a comment.`,
    );
  }
}
