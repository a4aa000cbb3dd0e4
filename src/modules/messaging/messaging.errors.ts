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
