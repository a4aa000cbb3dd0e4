import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import { AppError, ValidationFailedError } from '../../../common/errors';
import { ContactsService } from '../../contacts';
import { renderTemplate } from '../../templates';
import { ConversationsService } from '../conversations/conversations.service';
import { ConversationNotFoundError } from '../messaging.errors';
import { type SavedReply, SavedRepliesRepository } from './saved-replies.repository';

/** At most this many saved replies per account (the list is read whole by the composer). */
export const MAX_SAVED_REPLIES = 500;

/** A saved reply, with its text for a conversation's contact when one was given. */
export interface SavedReplyView extends SavedReply {
  /** The body rendered for the conversation's contact (`{{firstName}}`, `{{lastName}}`), or null. */
  rendered: string | null;
}

/** 404 `NOT_FOUND`: no such saved reply in the account. */
export class SavedReplyNotFoundError extends AppError {
  constructor(id: string) {
    super('NOT_FOUND', `No saved reply ${id}.`);
  }
}

/** 409 `CONFLICT`: the shortcut is taken, or the account has {@link MAX_SAVED_REPLIES}. */
export class SavedReplyConflictError extends AppError {
  constructor(why: string) {
    super('CONFLICT', why);
  }
}

/** Whether `error` is PostgreSQL's unique violation (23505), raw or wrapped by TypeORM. */
function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '23505' ||
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}

/**
 * Saved replies (docs/conversations.md#saved-replies): an account's canned answers, typed after
 * `/` in the composer by `shortcut`, with `{{firstName}}`/`{{lastName}}` filled for the contact.
 * Owners and agents alike manage them; they are the account's, not a person's.
 */
@Injectable()
export class SavedRepliesService {
  constructor(
    private readonly replies: SavedRepliesRepository,
    private readonly conversations: ConversationsService,
    private readonly contacts: ContactsService,
  ) {}

  /**
   * `GET /v1/saved_replies`: by shortcut (those starting with `prefix` when given), each
   * rendered for the contact of `conversationId` when given.
   * @throws ConversationNotFoundError (404) for a conversation that is not the account's.
   */
  async list(
    accountId: string,
    prefix: string | null,
    conversationId: string | null,
  ): Promise<SavedReplyView[]> {
    let contact: { firstName: string | null; lastName: string | null } | null = null;
    if (conversationId !== null) {
      const conversation = await this.conversations.find(accountId, conversationId);
      if (!conversation) throw new ConversationNotFoundError(conversationId);
      contact = (await this.contacts.findForDispatch(accountId, conversation.contactId)) ?? {
        firstName: null,
        lastName: null,
      };
    }
    const rows = await this.replies.list(accountId, prefix, MAX_SAVED_REPLIES);
    return rows.map((row) => ({
      ...row,
      rendered: contact ? renderTemplate(row.body, contact) : null,
    }));
  }

  /** @throws SavedReplyNotFoundError. */
  async get(accountId: string, id: string): Promise<SavedReplyView> {
    const row = isUUID(id) ? await this.replies.find(accountId, id) : null;
    if (!row) throw new SavedReplyNotFoundError(id);
    return { ...row, rendered: null };
  }

  /**
   * `POST /v1/saved_replies`. @throws ValidationFailedError (a placeholder other than
   * `{{firstName}}`/`{{lastName}}`); SavedReplyConflictError (409: shortcut taken, or 500 already).
   */
  async create(
    accountId: string,
    input: { shortcut: string; body: string },
  ): Promise<SavedReplyView> {
    checkBody(input.body);
    const row = await this.replies.insert(accountId, input, MAX_SAVED_REPLIES);
    if (!row) {
      throw new SavedReplyConflictError(
        `The shortcut "${input.shortcut}" is taken, or the account has ${MAX_SAVED_REPLIES} saved replies.`,
      );
    }
    return { ...row, rendered: null };
  }

  /** `PATCH /v1/saved_replies/{id}`. @throws SavedReplyNotFoundError, ValidationFailedError, SavedReplyConflictError. */
  async update(
    accountId: string,
    id: string,
    patch: { shortcut?: string; body?: string },
  ): Promise<SavedReplyView> {
    if (patch.body !== undefined) checkBody(patch.body);
    if (!isUUID(id)) throw new SavedReplyNotFoundError(id);
    try {
      const row = await this.replies.update(accountId, id, patch);
      if (!row) throw new SavedReplyNotFoundError(id);
      return { ...row, rendered: null };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new SavedReplyConflictError(`The shortcut "${patch.shortcut}" is taken.`);
      }
      throw error;
    }
  }

  /** `DELETE /v1/saved_replies/{id}`. @throws SavedReplyNotFoundError. */
  async delete(accountId: string, id: string): Promise<void> {
    if (!isUUID(id) || !(await this.replies.delete(accountId, id))) {
      throw new SavedReplyNotFoundError(id);
    }
  }
}

/** A body's placeholders must be ones a contact fills (the template rules). */
function checkBody(body: string): void {
  try {
    renderTemplate(body, {});
  } catch (error) {
    throw new ValidationFailedError([{ field: 'body', message: (error as Error).message }]);
  }
}
