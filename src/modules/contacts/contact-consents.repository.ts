import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Contact } from './contact.entity';
import { ACCOUNT_PARAM, CONTACT_COLUMNS } from './contacts.repository';
import type { ContactConsent } from './domain/consent';

/** The `consent` column of `contacts` (docs/contacts.md#consent), scoped by account. */
@Injectable()
export class ContactConsentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records `consent` on the contact when it has none yet (docs/contacts.md#consent: the first
   * consent recorded is kept as the evidence), in one statement.
   *
   * @returns the contact as it now is, or null when it is gone.
   */
  async recordConsent(
    accountId: string,
    contactId: string,
    consent: ContactConsent,
  ): Promise<Contact | null> {
    const rows: Contact[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE contacts SET consent = COALESCE(consent, $3::jsonb)
          WHERE account_id = ${ACCOUNT_PARAM} AND id = $2 RETURNING ${CONTACT_COLUMNS})
       SELECT * FROM updated`,
      [accountId, contactId, JSON.stringify(consent)],
    );
    return rows[0] ?? null;
  }
}
