import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';
import type { ContactList } from './list.entity';

const COLUMNS = `id, account_id AS "accountId", name, created_at AS "createdAt"`;

/** `COLUMNS` of a list aliased `l`. */
const LIST_COLUMNS = `l.id, l.account_id AS "accountId", l.name, l.created_at AS "createdAt"`;

/** The member count of the list aliased `l`, scoped to its account. */
/** Lists page oldest first, members in the order they were added: exact to the microsecond. */
const LISTS = new Keyset('l.created_at', 'l.id');
const MEMBERS = new Keyset('added_at', 'contact_id');

const MEMBER_COUNT = `(SELECT count(*) FROM list_members m
                        WHERE m.account_id = l.account_id AND m.list_id = l.id)::int AS "memberCount"`;

/** A list with its member count. */
export type ContactListWithCount = ContactList & { memberCount: number };

/** A member row for pagination: the contact id and when it was added (the cursor position). */
export interface MemberPosition {
  id: string;
  createdAt: Date;
}

/**
 * Lists and memberships in PostgreSQL. Every method takes the account id first and is scoped by
 * it; methods that may run in a caller's transaction take its `EntityManager` last.
 */
@Injectable()
export class ListsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new list (name already trimmed and checked).
   *
   * @returns null when the account has a list of that name, ignoring case (the unique index on
   *   `(account_id, lower(name))` decides, so of concurrent creates exactly one gets the name).
   */
  async create(accountId: string, name: string): Promise<ContactList | null> {
    const rows: ContactList[] = await this.dataSource.query(
      `INSERT INTO lists (account_id, name) VALUES ($1, $2)
       ON CONFLICT (account_id, lower(name)) DO NOTHING RETURNING ${COLUMNS}`,
      [accountId, name],
    );
    return rows[0] ?? null;
  }

  /** How many of the list's members have a phone starting with `prefix` (`+1`). */
  async countMembersWithPhonePrefix(
    accountId: string,
    listId: string,
    prefix: string,
  ): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM list_members m
         JOIN contacts c ON c.account_id = m.account_id AND c.id = m.contact_id
        WHERE m.account_id = $1 AND m.list_id = $2 AND left(c.phone, length($3)) = $3`,
      [accountId, listId, prefix],
    );
    return rows[0]?.n ?? 0;
  }

  /** Whether the list (a UUID) is the account's. */
  async exists(accountId: string, listId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM lists WHERE account_id = $1 AND id = $2`,
      [accountId, listId],
    );
    return rows.length > 0;
  }

  /** The list with its current number of members, or null. */
  async findWithCount(accountId: string, listId: string): Promise<ContactListWithCount | null> {
    const rows: ContactListWithCount[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, ${MEMBER_COUNT} FROM lists l WHERE l.account_id = $1 AND l.id = $2`,
      [accountId, listId],
    );
    return rows[0] ?? null;
  }

  /**
   * Up to `limit` lists in (created_at, id) order, strictly after `after` when given; with
   * `memberId`, only the lists that contact is a member of. Each with its member count, counted
   * in the same statement (one correlated count per list of the page, on the membership index).
   */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
    memberId?: string,
  ): Promise<ContactListWithCount[]> {
    const params: unknown[] = [accountId];
    let where = 'l.account_id = $1';
    if (after) {
      params.push(...Keyset.params(after));
      where += ` AND ${LISTS.after(params.length - 1, params.length)}`;
    }
    if (memberId) {
      params.push(memberId);
      where += ` AND EXISTS (SELECT 1 FROM list_members m
                              WHERE m.account_id = l.account_id AND m.list_id = l.id
                                AND m.contact_id = $${params.length}::uuid)`;
    }
    params.push(limit);
    return this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, ${MEMBER_COUNT}, ${LISTS.cursorColumn} FROM lists l
        WHERE ${where} ORDER BY ${LISTS.orderBy} LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * Up to `limit` members of the list in (added_at, contact_id) order, strictly after `after`.
   * The position's `createdAt` is the membership's `added_at`.
   */
  async pageMembers(
    accountId: string,
    listId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<MemberPosition[]> {
    return this.dataSource.query(
      `SELECT contact_id AS id, added_at AS "createdAt", ${MEMBERS.cursorColumn} FROM list_members
        WHERE account_id = $1 AND list_id = $2 AND ($3::text IS NULL OR ${MEMBERS.after(3, 4)})
        ORDER BY ${MEMBERS.orderBy} LIMIT $5`,
      [accountId, listId, ...Keyset.params(after), limit],
    );
  }

  /**
   * Adds contacts (ids of the account's contacts) to the list in one statement:
   * `INSERT … SELECT FROM unnest … ON CONFLICT DO NOTHING RETURNING contact_id`. Contacts that
   * were members already, or that a concurrent transaction is adding (the statement waits for
   * it), are skipped, so the rows returned are exactly the ones this call newly added.
   * Inserted in id order so that concurrent operations take their locks in the same order.
   *
   * @returns the contact ids newly added.
   */
  async insertMembers(
    accountId: string,
    listId: string,
    contactIds: string[],
    operationId: string,
    manager: EntityManager,
  ): Promise<string[]> {
    if (contactIds.length === 0) return [];
    const rows: { contact_id: string }[] = await manager.query(
      `INSERT INTO list_members (list_id, contact_id, account_id, operation_id)
       SELECT $2, t.contact_id, $1, $4
         FROM unnest($3::uuid[]) AS t (contact_id)
        ORDER BY t.contact_id
       ON CONFLICT (list_id, contact_id) DO NOTHING
       RETURNING contact_id`,
      [accountId, listId, contactIds, operationId],
    );
    return rows.map((row) => row.contact_id);
  }

  /** Removes one membership. @returns false when the contact was not a member of the list. */
  async deleteMember(accountId: string, listId: string, contactId: string): Promise<boolean> {
    // (TypeORM answers a bare DELETE … RETURNING with [rows, count]; the CTE makes it a SELECT)
    const rows: unknown[] = await this.dataSource.query(
      `WITH removed AS (
         DELETE FROM list_members WHERE account_id = $1 AND list_id = $2 AND contact_id = $3
         RETURNING contact_id)
       SELECT contact_id FROM removed`,
      [accountId, listId, contactId],
    );
    return rows.length > 0;
  }

  /** The lists the contact is a member of, in the order it joined them (a contact's export). */
  async listsOfContact(
    accountId: string,
    contactId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ id: string; name: string; addedAt: Date }[]> {
    return manager.query(
      `SELECT l.id, l.name, m.added_at AS "addedAt"
         FROM list_members m JOIN lists l ON l.id = m.list_id
        WHERE m.account_id = $1 AND m.contact_id = $2 ORDER BY m.added_at, l.id`,
      [accountId, contactId],
    );
  }

  /**
   * Renames the list.
   *
   * @returns `renamed`, `missing` (no such list) or `taken` (another list of the account has the
   *   name, ignoring case: the unique index refused it).
   */
  async rename(
    accountId: string,
    listId: string,
    name: string,
  ): Promise<'renamed' | 'missing' | 'taken'> {
    try {
      const rows: unknown[] = await this.dataSource.query(
        `WITH updated AS (UPDATE lists SET name = $3 WHERE account_id = $1 AND id = $2 RETURNING id)
         SELECT * FROM updated`,
        [accountId, listId, name],
      );
      return rows.length > 0 ? 'renamed' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  /** Deletes the list; memberships and imports go with it (`ON DELETE CASCADE`). */
  async delete(accountId: string, listId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH deleted AS (DELETE FROM lists WHERE account_id = $1 AND id = $2 RETURNING id)
       SELECT * FROM deleted`,
      [accountId, listId],
    );
    return rows.length > 0;
  }
}

/** Whether `error` is PostgreSQL's unique violation (23505), raw or wrapped by TypeORM. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string }).code ??
    (error as { driverError?: { code?: string } }).driverError?.code;
  return code === '23505';
}
