import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CursorPosition } from '../../common/pagination/pagination';
import type { Contact } from './contact.entity';
import type { NormalisedContactInput } from './domain/contact-input';

/** The `contacts` columns under the entity's property names. */
const COLUMNS = `id, account_id AS "accountId", first_name AS "firstName", last_name AS "lastName",
  phone, email, email_key AS "emailKey", custom_fields AS "customFields", created_at AS "createdAt",
  opted_out_at AS "optedOutAt"`;

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
       RETURNING ${COLUMNS}`,
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
      `SELECT ${COLUMNS} FROM contacts WHERE account_id = $1 AND phone = ANY($2::text[])`,
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
          SELECT 1 FROM contacts c WHERE c.account_id = $1 AND c.email_key = t.email_key)
        ORDER BY t.email_key
       ON CONFLICT (account_id, email_key) WHERE phone IS NULL DO NOTHING
       RETURNING ${COLUMNS}`,
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
      `SELECT DISTINCT ON (email_key) ${COLUMNS} FROM contacts
        WHERE account_id = $1 AND email_key = ANY($2::text[])
        ORDER BY email_key, created_at, id`,
      [accountId, emailKeys],
    );
  }

  /** The contact, or null. `id` must be a UUID. */
  async findById(accountId: string, id: string, manager?: EntityManager): Promise<Contact | null> {
    const rows: Contact[] = await this.db(manager).query(
      `SELECT ${COLUMNS} FROM contacts WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** The account's contacts among `ids` (UUIDs), in no particular order. */
  async findByIds(accountId: string, ids: string[]): Promise<Contact[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM contacts WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
  }

  /** Which of `ids` (UUIDs) are contacts of the account. */
  async findExistingIds(accountId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM contacts WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Up to `limit` contacts in (created_at, id) order, strictly after `after` when given
   * (keyset pagination on `contacts_account_created_idx`).
   */
  async page(accountId: string, limit: number, after: CursorPosition | null): Promise<Contact[]> {
    if (!after) {
      return this.dataSource.query(
        `SELECT ${COLUMNS} FROM contacts WHERE account_id = $1 ORDER BY created_at, id LIMIT $2`,
        [accountId, limit],
      );
    }
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM contacts
        WHERE account_id = $1 AND (created_at, id) > ($2::timestamptz, $3::uuid)
        ORDER BY created_at, id LIMIT $4`,
      [accountId, after.createdAt, after.id, limit],
    );
  }

  /** The contact id of an identity on a custom channel (`customChannelId` null: no channel), or null. */
  async findIdentity(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    manager: EntityManager,
  ): Promise<string | null> {
    const rows: { contactId: string }[] = await manager.query(
      `SELECT contact_id AS "contactId" FROM contact_identities
        WHERE account_id = $1 AND custom_channel_id IS NOT DISTINCT FROM $2 AND external_id = $3`,
      [accountId, customChannelId, externalId],
    );
    return rows[0]?.contactId ?? null;
  }

  /** Records an identity (a no-op when it exists: the unique index decides). */
  async insertIdentity(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    contactId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO contact_identities (account_id, custom_channel_id, external_id, contact_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, custom_channel_id, external_id) DO NOTHING`,
      [accountId, customChannelId, externalId, contactId],
    );
  }

  /** Serialises find-or-create of one identity across transactions (released at commit). */
  async lockIdentity(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `identity:${accountId}:${customChannelId ?? '-'}:${externalId}`,
    ]);
  }

  /** Inserts a contact with neither phone nor email (known by a custom-channel identity). */
  async insertWithoutIdentifier(
    accountId: string,
    input: NormalisedContactInput,
    manager: EntityManager,
  ): Promise<Contact> {
    const rows: Contact[] = await manager.query(
      `INSERT INTO contacts (account_id, first_name, last_name, custom_fields)
       VALUES ($1, $2, $3, $4::jsonb) RETURNING ${COLUMNS}`,
      [accountId, input.firstName, input.lastName, JSON.stringify(input.customFields)],
    );
    return rows[0];
  }

  /** The contact's id on a custom channel, or null. */
  async externalIdOf(
    accountId: string,
    customChannelId: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    const rows: { externalId: string }[] = await this.db(manager).query(
      `SELECT external_id AS "externalId" FROM contact_identities
        WHERE account_id = $1 AND custom_channel_id = $2 AND contact_id = $3
        ORDER BY created_at LIMIT 1`,
      [accountId, customChannelId, contactId],
    );
    return rows[0]?.externalId ?? null;
  }

  /** Opts the contact out (`true`) or back in. @returns whether the mark changed. */
  async setOptedOut(
    accountId: string,
    contactId: string,
    optedOut: boolean,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `WITH updated AS (
         UPDATE contacts SET opted_out_at = CASE WHEN $3 THEN now() ELSE NULL END
          WHERE account_id = $1 AND id = $2 AND (opted_out_at IS NULL) = $3
          RETURNING id)
       SELECT * FROM updated`,
      [accountId, contactId, optedOut],
    );
    return rows.length > 0;
  }
}
