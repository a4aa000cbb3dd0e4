import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';
import { type ContactListFilter, filterSql, KEYSET, KEYSET_NEWEST } from './contact-list-filter';
import type { Contact } from './contact.entity';
import type { NormalisedContactInput } from './domain/contact-input';

/** The `contacts` columns under the entity's property names. */
export const CONTACT_COLUMNS = `id, account_id AS "accountId", first_name AS "firstName", last_name AS "lastName",
  phone, email, email_key AS "emailKey", custom_fields AS "customFields", created_at AS "createdAt",
  opted_out_at AS "optedOutAt", username, consent`;

/**
 * The account in a statement that looks contacts up by a key unique within it (phone, email key,
 * id): `$1` behind an InitPlan, so the planner does not read its statistics for this one account.
 * A new account is absent from `account_id`'s statistics until the next ANALYZE, and while at
 * most ~100 accounts exist their most-common-values list covers every row, so the planner
 * estimates such an account at 1 row and may pick `contacts_account_created_idx` with the key as
 * a filter: a scan of every contact of the account, growing with it (20 ms at 29,000 contacts,
 * seen in `npm run bench -- http`). Hidden, the account counts as an average one, and the index
 * that holds both the account and the key always wins. docs/performance.md, "A new account".
 */
export const ACCOUNT_PARAM = '(SELECT $1::uuid)';

/**
 * Contacts in PostgreSQL. Every method takes the account id first and is scoped by it. Methods
 * that may run inside a caller's transaction take its `EntityManager` last (on the embedded
 * database every query of a transaction must use it).
 *
 * De-duplication is the unique indexes' job (`contacts_account_phone_key`,
 * `contacts_account_email_only_key`): the inserts are `INSERT … ON CONFLICT … DO NOTHING
 * RETURNING`, never read-then-write, so the rows returned are exactly the ones created.
 */
@Injectable()
export class ContactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * Inserts contacts that have a phone in one statement, skipping any whose phone the account
   * already has (or that another transaction is inserting: the statement waits for it).
   * `contacts` must not repeat a phone. Rows are inserted in phone order, so concurrent batches
   * take their index locks in the same order.
   *
   * @returns the contacts created (not the skipped ones).
   */
  async insertByPhone(
    accountId: string,
    contacts: NormalisedContactInput[],
    manager?: EntityManager,
  ): Promise<Contact[]> {
    if (contacts.length === 0) return [];
    return this.db(manager).query(
      `INSERT INTO contacts (account_id, first_name, last_name, phone, email, email_key, custom_fields)
       SELECT $1, t.first_name, t.last_name, t.phone, t.email, t.email_key, t.custom_fields::jsonb
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              AS t (first_name, last_name, phone, email, email_key, custom_fields)
        ORDER BY t.phone
       ON CONFLICT (account_id, phone) WHERE phone IS NOT NULL DO NOTHING
       RETURNING ${CONTACT_COLUMNS}`,
      [
        accountId,
        contacts.map((c) => c.firstName),
        contacts.map((c) => c.lastName),
        contacts.map((c) => c.phone),
        contacts.map((c) => c.email),
        contacts.map((c) => c.emailKey),
        contacts.map((c) => JSON.stringify(c.customFields)),
      ],
    );
  }

  /** The account's contacts with these E.164 phones (at most one each). */
  async findByPhones(
    accountId: string,
    phones: string[],
    manager?: EntityManager,
  ): Promise<Contact[]> {
    if (phones.length === 0) return [];
    return this.db(manager).query(
      `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND phone = ANY($2::text[])`,
      [accountId, phones],
    );
  }

  /**
   * Inserts phone-less contacts in one statement, except those whose email key the account
   * already has on any contact (with or without phone); a concurrent identical insert is
   * resolved by the unique index on phone-less email keys (`ON CONFLICT DO NOTHING`).
   * `contacts` must not repeat an email key and must have no phone.
   *
   * @returns the contacts created.
   */
  async insertEmailOnlyUnlessKnown(
    accountId: string,
    contacts: NormalisedContactInput[],
    manager?: EntityManager,
  ): Promise<Contact[]> {
    if (contacts.length === 0) return [];
    return this.db(manager).query(
      `INSERT INTO contacts (account_id, first_name, last_name, email, email_key, custom_fields)
       SELECT $1, t.first_name, t.last_name, t.email, t.email_key, t.custom_fields::jsonb
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
              AS t (first_name, last_name, email, email_key, custom_fields)
        WHERE NOT EXISTS (
          SELECT 1 FROM contacts c WHERE c.account_id = ${ACCOUNT_PARAM} AND c.email_key = t.email_key)
        ORDER BY t.email_key
       ON CONFLICT (account_id, email_key) WHERE phone IS NULL DO NOTHING
       RETURNING ${CONTACT_COLUMNS}`,
      [
        accountId,
        contacts.map((c) => c.firstName),
        contacts.map((c) => c.lastName),
        contacts.map((c) => c.email),
        contacts.map((c) => c.emailKey),
        contacts.map((c) => JSON.stringify(c.customFields)),
      ],
    );
  }

  /** For each email key, the account's oldest contact with that email (phone or not). */
  async findOldestByEmailKeys(
    accountId: string,
    emailKeys: string[],
    manager?: EntityManager,
  ): Promise<Contact[]> {
    if (emailKeys.length === 0) return [];
    return this.db(manager).query(
      `SELECT DISTINCT ON (email_key) ${CONTACT_COLUMNS} FROM contacts
        WHERE account_id = ${ACCOUNT_PARAM} AND email_key = ANY($2::text[])
        ORDER BY email_key, created_at, id`,
      [accountId, emailKeys],
    );
  }

  /** The contact, or null. `id` must be a UUID. */
  async findById(accountId: string, id: string, manager?: EntityManager): Promise<Contact | null> {
    const rows: Contact[] = await this.db(manager).query(
      `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** The account's contacts among `ids` (UUIDs), in no particular order. */
  async findByIds(accountId: string, ids: string[]): Promise<Contact[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query(
      `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
  }

  /** Which of `ids` (UUIDs) are contacts of the account. */
  async findExistingIds(accountId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Up to `limit` contacts in (created_at, id) order (descending with `filter.newestFirst`),
   * strictly after `after` when given (keyset pagination on `contacts_account_created_idx`,
   * exact to the microsecond: see {@link Keyset}), narrowed by `filter`
   * ({@link ContactListFilter}). Each row carries its `cursorAt`.
   */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
    filter: ContactListFilter = {},
  ): Promise<(Contact & { cursorAt: string })[]> {
    const keyset = filter.newestFirst ? KEYSET_NEWEST : KEYSET;
    const params: unknown[] = [accountId];
    let where = 'account_id = $1';
    if (after) {
      params.push(...Keyset.params(after));
      where += ` AND ${keyset.after(params.length - 1, params.length)}`;
    }
    where += filterSql(filter, params);
    params.push(limit);
    return this.dataSource.query(
      `SELECT ${CONTACT_COLUMNS}, ${keyset.cursorColumn} FROM contacts WHERE ${where}
        ORDER BY ${keyset.orderBy} LIMIT $${params.length}`,
      params,
    );
  }

  /** How many of the account's contacts `filter` matches (the list's total; order ignored). */
  async countMatching(accountId: string, filter: ContactListFilter = {}): Promise<number> {
    const params: unknown[] = [accountId];
    const rows: Array<{ total: string }> = await this.dataSource.query(
      `SELECT count(*) AS total FROM contacts WHERE account_id = $1${filterSql(filter, params)}`,
      params,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * Gives a contact the phone a channel reported for it when it has none, and the WhatsApp
   * username when one is given (`null` leaves it). A phone held by another contact fails on
   * the unique index with PostgreSQL error 23505; callers check first under the identity lock.
   */
  async fillChannelDetails(
    accountId: string,
    id: string,
    details: { phone: string | null; username: string | null },
    manager: EntityManager,
  ): Promise<Contact> {
    const rows: Contact[] = await manager.query(
      `WITH updated AS (
         UPDATE contacts SET phone = COALESCE(phone, $3), username = COALESCE($4, username)
          WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 RETURNING ${CONTACT_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, details.phone, details.username],
    );
    return rows[0];
  }

  /** Replaces the contact's phone (a WhatsApp number change); 23505 when another contact has it. */
  async replacePhone(
    accountId: string,
    id: string,
    phone: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE contacts SET phone = $3 WHERE account_id = ${ACCOUNT_PARAM} AND id = $2`,
      [accountId, id, phone],
    );
  }

  /** Inserts a contact with neither phone nor email (known by a custom-channel identity). */
  async insertWithoutIdentifier(
    accountId: string,
    input: NormalisedContactInput,
    manager: EntityManager,
  ): Promise<Contact> {
    const rows: Contact[] = await manager.query(
      `INSERT INTO contacts (account_id, first_name, last_name, custom_fields)
       VALUES ($1, $2, $3, $4::jsonb) RETURNING ${CONTACT_COLUMNS}`,
      [accountId, input.firstName, input.lastName, JSON.stringify(input.customFields)],
    );
    return rows[0];
  }

  /**
   * Opts the contact out (`true`) or back in, and records the change in `contact_opt_outs` with
   * its source, in one statement. A call that changes nothing records nothing.
   *
   * @returns whether the mark changed.
   */
  async setOptedOut(
    accountId: string,
    contactId: string,
    optedOut: boolean,
    change: OptOutChange,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `WITH updated AS (
         UPDATE contacts SET opted_out_at = CASE WHEN $3 THEN now() ELSE NULL END
          WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 AND (opted_out_at IS NULL) = $3
          RETURNING id),
       recorded AS (
         INSERT INTO contact_opt_outs (account_id, contact_id, opted_out, source, reason)
         SELECT $1, id, $3, $4, $5 FROM updated RETURNING id)
       SELECT * FROM recorded`,
      [accountId, contactId, optedOut, change.source, change.reason ?? null],
    );
    return rows.length > 0;
  }

  /** The contact's opt-out history, oldest first. */
  async optOutHistory(
    accountId: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<OptOutRecord[]> {
    return this.db(manager).query(
      `SELECT opted_out AS "optedOut", source, reason, created_at AS "createdAt"
         FROM contact_opt_outs WHERE account_id = $1 AND contact_id = $2
        ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /** The contact locked for update (erasure, patch), or null. `id` must be a UUID. */
  async lockById(accountId: string, id: string, manager: EntityManager): Promise<Contact | null> {
    const rows: Contact[] = await manager.query(
      `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 FOR UPDATE`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Overwrites the contact's editable fields. A phone (or phone-less email key) held by another
   * contact fails on the unique indexes with PostgreSQL error 23505, which the caller maps.
   */
  async update(
    accountId: string,
    id: string,
    input: NormalisedContactInput,
    manager: EntityManager,
  ): Promise<Contact> {
    const rows: Contact[] = await manager.query(
      `WITH updated AS (
         UPDATE contacts SET first_name = $3, last_name = $4, phone = $5, email = $6,
                email_key = $7, custom_fields = $8::jsonb
          WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 RETURNING ${CONTACT_COLUMNS})
       SELECT * FROM updated`,
      [
        accountId,
        id,
        input.firstName,
        input.lastName,
        input.phone,
        input.email,
        input.emailKey,
        JSON.stringify(input.customFields),
      ],
    );
    return rows[0];
  }

  /**
   * The oldest contact other than `exceptId` with this phone, or with this email key (only among
   * contacts without a phone when `withoutPhone`, as the phone-less email index counts them), or
   * null.
   */
  async findOtherHolder(
    accountId: string,
    exceptId: string,
    by: { phone: string } | { emailKey: string; withoutPhone?: boolean },
    manager: EntityManager,
  ): Promise<string | null> {
    const [column, value] = 'phone' in by ? ['phone', by.phone] : ['email_key', by.emailKey];
    const phoneless = 'emailKey' in by && by.withoutPhone ? ' AND phone IS NULL' : '';
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND ${column} = $2 AND id <> $3${phoneless}
        ORDER BY created_at, id LIMIT 1`,
      [accountId, value, exceptId],
    );
    return rows[0]?.id ?? null;
  }

  /** Serialises changes to one email key of the account across transactions (released at commit). */
  async lockEmailKey(accountId: string, emailKey: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `contact-email:${accountId}:${emailKey}`,
    ]);
  }

  /**
   * Deletes the contact row: its memberships, identities and opt-out history go with it
   * (`ON DELETE CASCADE`); its conversations, messages and enrolments stay with `contact_id`
   * NULL (`ON DELETE SET NULL`). @returns whether a row was deleted.
   */
  async delete(accountId: string, id: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH deleted AS (DELETE FROM contacts WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 RETURNING id)
       SELECT * FROM deleted`,
      [accountId, id],
    );
    return rows.length > 0;
  }
}

/** Who changed an opt-out (docs/data-lifecycle.md#opt-out): STOP/START, the API, or the app. */
export type OptOutSource = 'contact_message' | 'api' | 'app';

/** The source and optional reason of an opt-out change. */
export interface OptOutChange {
  source: OptOutSource;
  reason?: string | null;
}

/** One entry of a contact's opt-out history. */
export interface OptOutRecord {
  optedOut: boolean;
  source: OptOutSource;
  reason: string | null;
  createdAt: Date;
}
