import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import type { ErasedContact } from '../contacts';
import { ContactCsvError, scrubContactRows } from './domain/contact-csv';
import { ImportsRepository } from './imports.repository';

/**
 * Imports' part in a contact's erasure (docs/security.md#erasure). A finished import keeps no CSV
 * (it is cleared when the import completes or fails), so what can still hold the person is an
 * import not finished yet: its CSV rows with the person's phone or email are scrubbed
 * (`scrubContactRows`, every cell `[erased]`, row numbers kept) and the contact leaves the ids
 * the import will add to its list. The import reports such a row, when it reaches it, as
 * invalid. Nothing to export: an import's report holds row numbers and codes only.
 */
@Injectable()
export class ImportsContactData {
  private readonly logger = new Logger(ImportsContactData.name);

  constructor(private readonly imports: ImportsRepository) {}

  /** `ContactErasing`: see the class. */
  @OnHook('ContactErasing')
  async erase(
    manager: EntityManager,
    accountId: string,
    contactId: string,
    contact: ErasedContact,
  ): Promise<void> {
    for (const pending of await this.imports.lockUnfinishedForErasure(accountId, manager)) {
      let scrubbed: string | null = null;
      try {
        scrubbed = scrubContactRows(pending.csv, contact);
      } catch (error) {
        // A stored CSV was readable when accepted; one that is not any more fails its import.
        if (!(error instanceof ContactCsvError)) throw error;
        this.logger.warn({ importId: pending.id }, 'stored import CSV is unreadable');
      }
      await this.imports.forgetContact(accountId, pending.id, contactId, scrubbed, manager);
    }
  }
}
