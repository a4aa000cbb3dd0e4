import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { HooksService } from '../../common/handlers/hooks.service';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { ContactsAddedToListPayload } from '../../events';
import type { TriggeredCampaign } from '../../hooks';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import { type Contact, ContactsService, isNameText } from '../contacts';
import { type AddContactsFields, toAddContactsRequest } from './add-contacts-request';
import type { ContactList } from './list.entity';
import {
  ListContactNotFoundError,
  ListInUseError,
  ListNameTakenError,
  ListNotFoundError,
} from './lists.errors';
import { type ContactListWithCount, ListsRepository } from './lists.repository';

/** Longest list name, in characters (code points), after trimming. */
export const LIST_NAME_MAX_LENGTH = 200;

/** Outcome of an add operation (docs/lists-and-imports.md#add-operations). */
export interface AddContactsResult {
  listId: string;
  added: string[];
  alreadyMembers: string[];
  notFound: string[];
  campaigns: TriggeredCampaign[];
}

/**
 * List use cases (docs/lists-and-imports.md): create, read, page members, remove a
 * member, and the add operation, which publishes `ContactsAddedToList` through the outbox.
 * Lists know nothing of campaigns: campaigns subscribe to the event.
 */
@Injectable()
export class ListsService {
  constructor(
    private readonly lists: ListsRepository,
    private readonly contacts: ContactsService,
    private readonly outbox: OutboxService,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * `PATCH /v1/lists/{id} {name}`: renames the list (same name rules as `create`).
   *
   * Renaming a list to its own name in another case is allowed.
   *
   * @throws ListNotFoundError; ValidationFailedError (field `name`); ListNameTakenError (409
   *   `LIST_NAME_TAKEN`) when another list of the account has the name, ignoring case.
   */
  async rename(accountId: string, listId: string, name: string): Promise<ContactListWithCount> {
    await this.assertExists(accountId, listId);
    const checked = checkedListName(name);
    const outcome = await this.lists.rename(accountId, listId, checked);
    if (outcome === 'missing') throw new ListNotFoundError(listId);
    if (outcome === 'taken') throw new ListNameTakenError(checked);
    return this.get(accountId, listId);
  }

  /**
   * `DELETE /v1/lists/{id}`: deletes the list and its memberships (its contacts stay), and its
   * imports. Refused while a registered guard names a user of it (a live campaign), checked in
   * the deleting transaction with that user locked; a campaign that is not live loses the list
   * (`list_id` NULL, it cannot launch without one).
   *
   * @throws ListNotFoundError; ListInUseError (409 `CONFLICT`).
   */
  async delete(accountId: string, listId: string): Promise<void> {
    await this.assertExists(accountId, listId);
    await inTransaction(this.dataSource, async (manager) => {
      const users = await this.hooks.run('ListDeleting', manager, accountId, listId);
      const user = users.find((name) => name !== null);
      if (user) throw new ListInUseError(listId, user);
      if (!(await this.lists.delete(accountId, listId, manager))) {
        throw new ListNotFoundError(listId);
      }
    });
  }

  /**
   * `POST /v1/lists`: stores the list under its trimmed name.
   *
   * The name, after trimming, has 1 to {@link LIST_NAME_MAX_LENGTH} characters (code points) and
   * is name text as for contact names (`isNameText`): no NUL (U+0000, which PostgreSQL cannot
   * store), no other C0 control character (U+0001-U+001F) except tab, line feed and carriage
   * return, and no unpaired UTF-16 surrogate.
   *
   * Names are unique per account ignoring case (docs/lists-and-imports.md#lists), decided by a
   * unique index, so of concurrent creates of one name exactly one succeeds.
   *
   * @throws ValidationFailedError (400 `VALIDATION_FAILED`, field `name`) otherwise;
   *   ListNameTakenError (409 `LIST_NAME_TAKEN`) when the account has a list of that name.
   */
  async create(accountId: string, name: string): Promise<ContactList> {
    const checked = checkedListName(name);
    const list = await this.lists.create(accountId, checked);
    if (!list) throw new ListNameTakenError(checked);
    return list;
  }

  /**
   * A page of the account's lists, oldest first, each with its `memberCount`.
   * @throws ValidationFailedError for a bad cursor.
   */
  async page(
    accountId: string,
    limit: number,
    cursor?: string,
    contactId?: string,
  ): Promise<Page<ContactListWithCount>> {
    const after = cursor ? decodeCursor(cursor) : null;
    // A malformed contact id matches no membership: an empty page, as an unknown one.
    if (contactId !== undefined && !isUUID(contactId)) return { data: [], nextCursor: null };
    return toPage(
      await this.lists.page(accountId, limit + 1, after, contactId),
      limit,
      (list) => list,
    );
  }

  /** `GET /v1/lists/{id}` with `memberCount`. @throws ListNotFoundError. */
  async get(accountId: string, listId: string): Promise<ContactListWithCount> {
    const list = isUUID(listId) ? await this.lists.findWithCount(accountId, listId) : null;
    if (!list) throw new ListNotFoundError(listId);
    return list;
  }

  /**
   * Throws unless the list is the account's. For other modules (imports).
   *
   * @throws ListNotFoundError for an unknown, malformed or other account's id.
   */
  async assertExists(accountId: string, listId: string): Promise<void> {
    if (!isUUID(listId) || !(await this.lists.exists(accountId, listId)))
      throw new ListNotFoundError(listId);
  }

  /**
   * How many of the list's members have a phone in the North American numbering plan (`+1`: the
   * US, Canada and other NANP countries), for the launch warning of
   * docs/campaigns.md#launch-warnings.
   */
  countPlusOneMembers(accountId: string, listId: string): Promise<number> {
    return this.lists.countMembersWithPhonePrefix(accountId, listId, '+1');
  }

  /**
   * A page of the list's contacts, in the order they were added (cursor on the membership's
   * `added_at`). @throws ListNotFoundError; ValidationFailedError for a bad cursor.
   */
  async pageContacts(
    accountId: string,
    listId: string,
    limit: number,
    cursor?: string,
  ): Promise<Page<Contact>> {
    await this.assertExists(accountId, listId);
    const after = cursor ? decodeCursor(cursor) : null;
    const members = await this.lists.pageMembers(accountId, listId, limit + 1, after);
    const page = toPage(members, limit, (member) => member.id);
    const contacts = await this.contacts.findByIds(accountId, page.data);
    return { data: contacts, nextCursor: page.nextCursor };
  }

  /**
   * A page of the list's member ids, in the order they were added (for campaigns that enrol a
   * list's existing members). @throws ListNotFoundError; ValidationFailedError for a bad cursor.
   */
  async pageMemberIds(
    accountId: string,
    listId: string,
    limit: number,
    cursor?: string,
  ): Promise<Page<string>> {
    await this.assertExists(accountId, listId);
    const after = cursor ? decodeCursor(cursor) : null;
    const members = await this.lists.pageMembers(accountId, listId, limit + 1, after);
    return toPage(members, limit, (member) => member.id);
  }

  /**
   * `DELETE /v1/lists/{id}/contacts/{contactId}`: removes the membership (the contact stays).
   *
   * @throws ListNotFoundError; ListContactNotFoundError when the contact is unknown or not a member.
   */
  async removeContact(accountId: string, listId: string, contactId: string): Promise<void> {
    await this.assertExists(accountId, listId);
    const removed =
      isUUID(contactId) && (await this.lists.deleteMember(accountId, listId, contactId));
    if (!removed)
      throw new ListContactNotFoundError(`Contact ${contactId} is not a member of list ${listId}.`);
  }

  /**
   * `POST /v1/lists/{listId}/contacts`: one add operation. Checks the body form, the list, and
   * which contacts exist; then, in ONE transaction, inserts the memberships (`ON CONFLICT DO
   * NOTHING RETURNING`, so concurrent identical adds never both report a contact as added) and,
   * only when something was newly added, appends one `ContactsAddedToList` event carrying only
   * the newly added ids. The relay wakes after the commit (the append registers it).
   *
   * @returns `added` (newly added), `alreadyMembers`, `notFound` (array form only), in request order.
   * @throws ValidationFailedError (no form / several forms); ListNotFoundError;
   *   ListContactNotFoundError when the single form names an unknown contact.
   */
  async addContacts(
    accountId: string,
    listId: string,
    body: AddContactsFields,
  ): Promise<AddContactsResult> {
    const request = toAddContactsRequest(body);
    await this.assertExists(accountId, listId);
    const existing = await this.contacts.findExistingIds(accountId, request.ids);
    const found = new Set(existing);
    const notFound = request.ids.filter((id) => !found.has(id.toLowerCase()));
    if (request.form === 'single' && notFound.length > 0) {
      throw new ListContactNotFoundError(`No contact ${request.ids[0]}.`);
    }
    const id = listId.toLowerCase();
    const operationId = randomUUID();
    const added = new Set(
      existing.length === 0
        ? []
        : await inTransaction(this.dataSource, (manager) =>
            this.addInTransaction(manager, accountId, id, existing, operationId),
          ),
    );
    const addedIds = existing.filter((id) => added.has(id));
    return {
      listId: id,
      added: addedIds,
      alreadyMembers: existing.filter((id) => !added.has(id)),
      notFound,
      campaigns:
        addedIds.length > 0
          ? (
              await this.hooks.run('ListAdditionPreview', accountId, id, addedIds, operationId)
            ).flat()
          : [],
    };
  }

  /**
   * The core of an add operation, inside the caller's transaction: inserts the memberships and,
   * when any was new, appends ONE `ContactsAddedToList {listId, contactIds, operationId}` event
   * with only the newly added ids. The caller checked that the list and the contacts are the
   * account's (composite foreign keys enforce it too); the append wakes the relay after commit.
   * Used by the API add and by imports (one import = one add operation, `operationId` = import id).
   *
   * @returns the contact ids newly added.
   */
  async addInTransaction(
    manager: EntityManager,
    accountId: string,
    listId: string,
    contactIds: string[],
    operationId: string,
  ): Promise<string[]> {
    const added = await this.lists.insertMembers(
      accountId,
      listId,
      contactIds,
      operationId,
      manager,
    );
    if (added.length > 0) {
      const payload: ContactsAddedToListPayload = { listId, contactIds: added, operationId };
      await this.outbox.append(manager, accountId, 'ContactsAddedToList', payload);
    }
    return added;
  }
}

/**
 * A list name after trimming: 1 to {@link LIST_NAME_MAX_LENGTH} characters (code points) of name
 * text as for contact names (`isNameText`).
 *
 * @throws ValidationFailedError (field `name`).
 */
function checkedListName(name: string): string {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > LIST_NAME_MAX_LENGTH) {
    throw new ValidationFailedError([
      { field: 'name', message: `must be 1-${LIST_NAME_MAX_LENGTH} characters after trimming` },
    ]);
  }
  if (!isNameText(trimmed)) {
    throw new ValidationFailedError([
      {
        field: 'name',
        message:
          'must not contain NUL or other control characters (tab and line breaks are allowed)',
      },
    ]);
  }
  return trimmed;
}
