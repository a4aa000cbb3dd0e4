import type { EntityManager } from 'typeorm';

/** A channel identity of a contact (`contact_identities`): how a channel knows the person. */
export interface ContactIdentity {
  /** The custom channel the id belongs to, or null (Meta scopes, or no channel). */
  customChannelId: string | null;
  /** A Meta scope (`messenger:<pageId>`, `instagram:<igId>`), or null (custom channels). */
  scope: string | null;
  /** The person's id on that channel: a custom channel's `fromId`, a PSID or an IGSID. */
  externalId: string;
  createdAt: Date;
}

/**
 * The person being erased, read (and locked) in the erasure's transaction before the row goes:
 * what other modules may have stored the person under besides the contact id.
 */
export interface ErasedContact {
  id: string;
  /** E.164, or null. */
  phone: string | null;
  /** The lower-cased email key, or null. */
  emailKey: string | null;
  identities: ContactIdentity[];
}

/**
 * A module that stores data about a contact and takes part in its erasure and export
 * (docs/data-lifecycle.md#erasure, #export; GDPR articles 15 and 17). Modules that depend on
 * contacts register one from `onModuleInit` with `ContactLifecycleService.registerDataParticipant`,
 * so the contacts module never imports them (no cycle) and each module's tables stay behind its own
 * service.
 */
export interface ContactDataParticipant {
  /** The key of this module's section in the export document (`lists`, `conversations`, …), and its name. */
  readonly section: string;
  /**
   * Removes or neutralises what the module holds about the contact, inside the erasure's
   * transaction (every query through `manager`), before the contact row is deleted (the
   * contact is locked `FOR UPDATE`). `contact` says what else the person is known by (phone,
   * email key, channel identities), for data stored without the contact id.
   */
  erase(
    manager: EntityManager,
    accountId: string,
    contactId: string,
    contact: ErasedContact,
  ): Promise<void>;
  /**
   * What the module holds about the contact, as JSON-ready data; absent for a module with
   * nothing to export. Every query goes through `manager`: the export's one REPEATABLE READ,
   * READ ONLY transaction, so all sections show one instant.
   */
  export?(accountId: string, contactId: string, manager: EntityManager): Promise<unknown>;
}
