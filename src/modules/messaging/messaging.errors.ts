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
 * 409 `WINDOW_CLOSED`: the channel's messaging window does not let this message go now
 * (docs/messaging-windows.md): WhatsApp free text after 24 h (a template goes), Messenger and
 * Instagram after 24 h (a person's reply up to 7 days), a private reply after 7 days. `reason`
 * is the channel rule's sentence.
 */
export class WindowClosedError extends AppError {
  constructor(reason: string) {
    super('WINDOW_CLOSED', reason);
  }
}

/** 409 `TEMPLATE_NOT_APPROVED`: a reply with a template that is not approved for the conversation's channel. */
export class TemplateNotApprovedError extends AppError {
  constructor(templateId: string, why: string) {
    super('TEMPLATE_NOT_APPROVED', `Template ${templateId} ${why}.`);
  }
}

/**
 * 403 `CHANNEL_SEND_NOT_ALLOWED`: a reply on Messenger or Instagram written with an API key
 * (the channel's adapter refuses it): these channels are sent through campaigns, the bot and
 * people in the app, never through the API (docs/channels.md#messenger-and-instagram).
 */
export class ChannelSendNotAllowedError extends AppError {
  constructor(channel: string) {
    super(
      'CHANNEL_SEND_NOT_ALLOWED',
      `Messages on ${channel} are sent by campaigns, the AI bot and people in the app, not through the API (Meta's HUMAN_AGENT replies must come from a person).`,
    );
  }
}

/** 404 `USER_NOT_FOUND`: an `assigneeId` that is not a person of the account (another account's included). */
export class AssigneeNotFoundError extends AppError {
  constructor(id: string) {
    super('USER_NOT_FOUND', `No person ${id} in this account.`);
  }
}

/** Whether `error` is PostgreSQL's foreign key violation (23503), raw or wrapped by TypeORM. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '23503' ||
    (error as { driverError?: { code?: string } }).driverError?.code === '23503'
  );
}

/** 409 `CONFLICT`: the message has nothing to redeliver (a delivery is still running, or it has none). */
export class NothingToRedeliverError extends AppError {
  constructor(id: string, reason: string) {
    super('CONFLICT', `Message ${id} cannot be redelivered: ${reason}.`);
  }
}
