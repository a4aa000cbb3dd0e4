import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Contact } from './contact.entity';
import { ACCOUNT_PARAM, CONTACT_COLUMNS } from './contacts.repository';
import type { ContactIdentity } from './domain/erased-contact';

/**
 * Contacts' channel identities in PostgreSQL (`contact_identities`, docs/contacts.md#channel-identities):
 * how a channel knows a person (a custom channel's `fromId`, a PSID or IGSID in its Meta scope).
 * Every method takes the account id first; methods that take an `EntityManager` run in the
 * caller's transaction.
 */
@Injectable()
export class ContactIdentitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * The contact id of an identity on a custom channel (`customChannelId` null: no channel), or
   * in a Meta `scope` (`messenger:<pageId>`, `instagram:<igId>`), or null.
   */
  async find(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    manager: EntityManager,
    scope: string | null = null,
  ): Promise<string | null> {
    const rows: { contactId: string }[] = await manager.query(
      `SELECT contact_id AS "contactId" FROM contact_identities
        WHERE account_id = $1 AND custom_channel_id IS NOT DISTINCT FROM $2 AND external_id = $3
          AND scope IS NOT DISTINCT FROM $4`,
      [accountId, customChannelId, externalId, scope],
    );
    return rows[0]?.contactId ?? null;
  }

  /** Records an identity (a no-op when it exists: the unique index decides). */
  async insert(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    contactId: string,
    manager: EntityManager,
    scope: string | null = null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO contact_identities (account_id, custom_channel_id, external_id, contact_id, scope)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, custom_channel_id, scope, external_id) DO NOTHING`,
      [accountId, customChannelId, externalId, contactId, scope],
    );
  }

  /** Serialises find-or-create of one identity across transactions (released at commit). */
  async lock(
    accountId: string,
    customChannelId: string | null,
    externalId: string,
    manager: EntityManager,
    scope: string | null = null,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `identity:${accountId}:${customChannelId ?? '-'}:${scope === null ? '' : `${scope}:`}${externalId}`,
    ]);
  }

  /**
   * Moves every identity of `fromContactId` in `scope` to `toContactId` (the merge rule of
   * docs/channels.md#whatsapp-usernames), or, with `externalId`, that one identity wherever it is.
   */
  async moveInScope(
    accountId: string,
    scope: string,
    target: { fromContactId?: string; externalId?: string },
    toContactId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE contact_identities SET contact_id = $3
        WHERE account_id = $1 AND scope = $2 AND custom_channel_id IS NULL
          AND ($4::uuid IS NULL OR contact_id = $4) AND ($5::text IS NULL OR external_id = $5)`,
      [accountId, scope, toContactId, target.fromContactId ?? null, target.externalId ?? null],
    );
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

  /** The contact known by a PSID/IGSID in a Meta scope, or null. */
  async findContactInScope(
    accountId: string,
    scope: string,
    externalId: string,
    manager?: EntityManager,
  ): Promise<Contact | null> {
    const rows: Contact[] = await this.db(manager).query(
      `SELECT ${CONTACT_COLUMNS} FROM contacts
        WHERE account_id = ${ACCOUNT_PARAM} AND id = (
          SELECT contact_id FROM contact_identities
           WHERE account_id = $1 AND custom_channel_id IS NULL AND scope = $2 AND external_id = $3)`,
      [accountId, scope, externalId],
    );
    return rows[0] ?? null;
  }

  /** The contact's id in a Meta scope (its PSID or IGSID), or null. */
  async externalIdInScope(
    accountId: string,
    scope: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    const rows: { externalId: string }[] = await this.db(manager).query(
      `SELECT external_id AS "externalId" FROM contact_identities
        WHERE account_id = $1 AND scope = $2 AND contact_id = $3 AND custom_channel_id IS NULL
        ORDER BY created_at LIMIT 1`,
      [accountId, scope, contactId],
    );
    return rows[0]?.externalId ?? null;
  }

  /** The contact's channel identities (custom-channel ids, PSIDs, IGSIDs), oldest first. */
  async ofContact(
    accountId: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<ContactIdentity[]> {
    return this.db(manager).query(
      `SELECT custom_channel_id AS "customChannelId", scope, external_id AS "externalId",
              created_at AS "createdAt"
         FROM contact_identities WHERE account_id = $1 AND contact_id = $2
        ORDER BY created_at, external_id`,
      [accountId, contactId],
    );
  }
}
