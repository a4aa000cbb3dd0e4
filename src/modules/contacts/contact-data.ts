import type { EntityManager } from 'typeorm';

/**
 * A module that stores data about a contact and takes part in its erasure and export (issue 14,
 * product.md section 13; GDPR articles 15 and 17). Modules that depend on contacts register one
 * from `onModuleInit` with `ContactsService.registerDataParticipant`, so the contacts module
 * never imports them (no cycle) and each module's tables stay behind its own service.
 */
export interface ContactDataParticipant {
  /** The key of this module's section in the export document (`lists`, `conversations`, …). */
  readonly section: string;
  /**
   * Removes or neutralises what the module holds about the contact, inside the erasure's
   * transaction, before the contact row is deleted (the contact is locked `FOR UPDATE`).
   */
  erase(manager: EntityManager, accountId: string, contactId: string): Promise<void>;
  /** What the module holds about the contact, as JSON-ready data. */
  export(accountId: string, contactId: string): Promise<unknown>;
}
