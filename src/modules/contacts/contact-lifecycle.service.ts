import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { HooksService } from '../../common/handlers/hooks.service';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import { inTransaction } from '../../database/transaction';
import type { Contact } from './contact.entity';
import type { ContactIdentity, ErasedContact } from './domain/erased-contact';
import { type ContactRequestFields, mapContactRequest, toRequestField } from './contact-request';
import { ContactConflictError, ContactNotFoundError, contactRuleError } from './contacts.errors';
import { ContactIdentitiesRepository } from './contact-identities.repository';
import { ContactsRepository, type OptOutChange, type OptOutRecord } from './contacts.repository';
import {
  type CustomFieldValue,
  type NormalisedContactInput,
  normaliseContactInput,
} from './domain/contact-input';
import { ContactRuleViolation } from './domain/contact-rules.errors';

/** A patch request: shape A or B keys; `null` clears a field, a custom field set to `null` is removed. */
export type ContactPatchFields = ContactRequestFields & {
  first_name?: unknown;
  last_name?: unknown;
  phone_number?: unknown;
  custom_fields?: unknown;
};

/** The text that replaces an erased contact's message bodies (docs/data-lifecycle.md#erasure). */
export const ERASED_BODY = '[erased]';

/** How many times a patch is tried when the holder of a unique value it lost to has gone meanwhile. */
const PATCH_ATTEMPTS = 3;

/** Unique indexes a patch can hit, and the field each one names. */
const UNIQUE_FIELD: Record<string, 'phone' | 'email'> = {
  contacts_account_phone_key: 'phone',
  contacts_account_email_only_key: 'email',
};

/** The right-of-access document (`GET /v1/contacts/{id}/export`). */
export interface ContactExport {
  exportedAt: Date;
  contact: Contact;
  /** How channels know the person: custom-channel ids, Messenger PSIDs, Instagram IGSIDs. */
  identities: ContactIdentity[];
  optOutHistory: OptOutRecord[];
  /** One key per module that holds data of the person (`lists`, `conversations`, `campaigns`). */
  sections: Record<string, unknown>;
}

/**
 * The data lifecycle of one contact (docs/data-lifecycle.md): correct it (patch), opt
 * it out or in through the API, export everything stored about the person, and erase it.
 * Modules that store data about contacts take part in erasure and export through the hooks
 * `ContactErasing` and `ContactExporting` (src/events.ts).
 */
@Injectable()
export class ContactLifecycleService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly identities: ContactIdentitiesRepository,
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly hooks: HooksService,
  ) {}

  /**
   * `PATCH /v1/contacts/{id}`: changes the given fields (shape A or B keys; `null` clears one;
   * `customFields` merged key by key, a key set to `null` removed), then applies every create
   * rule to the result (`normaliseContactInput`). A phone or email another contact of the
   * account holds is refused; the unique index on phone (and, for phone-less contacts, on email)
   * decides under concurrency, and an email change (or a contact losing its phone, which brings
   * its email under the phone-less index) is serialised per email with an advisory lock.
   *
   * A unique violation is never a 500: the holder is looked up from the merged contact (what the
   * row would have become, not the request's own fields) in the index that was hit, and named in
   * a 409; when it has gone meanwhile (erased, changed), the patch is tried again, up to
   * {@link PATCH_ATTEMPTS} times.
   *
   * @throws ContactNotFoundError (404); ValidationFailedError, InvalidPhoneError,
   *   InvalidEmailError, MissingContactIdentifierError (400, naming the request's keys);
   *   ContactConflictError (409, naming the holder's id when it can still be found). A
   *   `consent` is 400 naming it: consent is recorded once, by `POST /v1/contacts`
   *   (docs/contacts.md#consent).
   */
  async update(accountId: string, id: string, body: ContactPatchFields): Promise<Contact> {
    if (!isUUID(id)) throw new ContactNotFoundError();
    if (body.consent !== undefined) {
      throw new ValidationFailedError([
        { field: 'consent', message: 'is recorded by POST /v1/contacts and cannot be changed' },
      ]);
    }
    const { fields, keys } = mapContactRequest(body);
    const given = (a: keyof ContactPatchFields, b: keyof ContactPatchFields) =>
      body[a] !== undefined || body[b] !== undefined;
    for (let attempt = 1; ; attempt++) {
      let merged: NormalisedContactInput | null = null;
      try {
        return await inTransaction(this.dataSource, async (manager) => {
          const current = await this.contacts.lockById(accountId, id, manager);
          if (!current) throw new ContactNotFoundError();
          let input: NormalisedContactInput;
          try {
            input = normaliseContactInput(
              {
                firstName: given('firstName', 'first_name') ? fields.firstName : current.firstName,
                lastName: given('lastName', 'last_name') ? fields.lastName : current.lastName,
                phone: given('phone', 'phone_number') ? fields.phone : current.phone,
                email: given('email', 'email') ? fields.email : current.email,
                customFields: mergeCustomFields(current.customFields, fields.customFields),
              },
              { identifierRequired: current.phone !== null || current.email !== null },
            );
          } catch (error) {
            if (error instanceof ContactRuleViolation) {
              throw contactRuleError(error, (field) => toRequestField(field, keys));
            }
            throw error;
          }
          merged = input;
          if (input.phone !== null && input.phone !== current.phone) {
            const holder = await this.contacts.findOtherHolder(
              accountId,
              id,
              { phone: input.phone },
              manager,
            );
            if (holder) throw new ContactConflictError(keys.phone, holder);
          }
          if (input.emailKey !== null && input.emailKey !== current.emailKey) {
            await this.contacts.lockEmailKey(accountId, input.emailKey, manager);
            const holder = await this.contacts.findOtherHolder(
              accountId,
              id,
              { emailKey: input.emailKey },
              manager,
            );
            if (holder) throw new ContactConflictError('email', holder);
          } else if (input.emailKey !== null && input.phone === null && current.phone !== null) {
            // Losing its phone puts the contact under the phone-less email index: another
            // phone-less contact with this email already holds it there.
            await this.contacts.lockEmailKey(accountId, input.emailKey, manager);
            const holder = await this.contacts.findOtherHolder(
              accountId,
              id,
              { emailKey: input.emailKey, withoutPhone: true },
              manager,
            );
            if (holder) throw new ContactConflictError('email', holder);
          }
          return this.contacts.update(accountId, id, input, manager);
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        // Lost a race on a unique index: the winner has committed; name it from what this
        // contact would have become (not the request's own fields), in the index that was hit.
        const input = merged as NormalisedContactInput | null;
        const field: 'phone' | 'email' | undefined = Object.hasOwn(UNIQUE_FIELD, constraint)
          ? UNIQUE_FIELD[constraint]
          : undefined;
        const by =
          field === 'phone' && input?.phone
            ? { phone: input.phone }
            : field === 'email' && input?.emailKey
              ? { emailKey: input.emailKey, withoutPhone: true }
              : null;
        const holder = by
          ? await inTransaction(this.dataSource, (manager) =>
              this.contacts.findOtherHolder(accountId, id, by, manager),
            )
          : null;
        const named = field === 'phone' ? keys.phone : field === 'email' ? 'email' : 'phone|email';
        if (holder || attempt >= PATCH_ATTEMPTS) throw new ContactConflictError(named, holder);
      }
    }
  }

  /**
   * `POST`/`DELETE /v1/contacts/{id}/opt-out`: the same opt-out mark `STOP`/`START` change,
   * recorded in the history with its source (`api`, `app`) and optional reason. Idempotent: a
   * repeat changes and records nothing.
   *
   * @throws ContactNotFoundError (404).
   */
  async setOptOut(
    accountId: string,
    id: string,
    optedOut: boolean,
    change: OptOutChange,
  ): Promise<Contact> {
    if (!isUUID(id)) throw new ContactNotFoundError();
    return inTransaction(this.dataSource, async (manager) => {
      if (!(await this.contacts.lockById(accountId, id, manager))) throw new ContactNotFoundError();
      await this.contacts.setOptedOut(accountId, id, optedOut, change, manager);
      return (await this.contacts.findById(accountId, id, manager))!;
    });
  }

  /**
   * `DELETE /v1/contacts/{id}`: erases the person in one transaction. The contact and its channel
   * identities are read and locked, then every `ContactErasing` handler runs with them (campaigns
   * cancel the pending opening and follow-ups, so a job already queued finds nothing to claim;
   * messaging replaces message bodies with `[erased]` and cancels and scrubs the webhook
   * deliveries about the person; channels scrub the person's provider events still in the
   * outbox; imports scrub the person's rows from unfinished imports' CSV; the idempotency layer
   * empties every stored answer that names the contact, so a replay shows nothing of the person
   * and does not create it again), then the contact row is deleted: memberships, identities and
   * opt-out history with it; conversations, messages and enrolments are kept with no contact.
   * One `contact.erased` webhook event `{contactId, erasedAt}` (no personal data) goes to the
   * account's subscribed endpoints.
   *
   * @throws ContactNotFoundError (404; a second erasure of the same id too).
   */
  async erase(accountId: string, id: string): Promise<void> {
    if (!isUUID(id)) throw new ContactNotFoundError();
    await inTransaction(this.dataSource, async (manager) => {
      const contact = await this.contacts.lockById(accountId, id, manager);
      if (!contact) throw new ContactNotFoundError();
      const erased: ErasedContact = {
        id,
        phone: contact.phone,
        emailKey: contact.emailKey,
        identities: await this.identities.ofContact(accountId, id, manager),
      };
      await this.hooks.run('ContactErasing', manager, accountId, id, erased);
      await this.contacts.delete(accountId, id, manager);
      await this.webhooks.publish(
        manager,
        accountId,
        'contact.erased',
        { contactId: id, erasedAt: new Date().toISOString() },
        { eventKey: `contact.erased:${id}` },
      );
    });
  }

  /**
   * `GET /v1/contacts/{id}/export`: everything stored about the person: the contact, its channel
   * identities, its opt-out history and each `ContactExporting` handler's section (lists, conversations with
   * messages, campaigns). Read in one REPEATABLE READ, READ ONLY transaction (every section
   * through its manager), so everything shows one instant.
   *
   * @throws ContactNotFoundError (404).
   */
  async export(accountId: string, id: string): Promise<ContactExport> {
    if (!isUUID(id)) throw new ContactNotFoundError();
    const snapshot = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      const contact = await this.contacts.findById(accountId, id, manager);
      if (!contact) throw new ContactNotFoundError();
      const sections: Record<string, unknown> = {};
      for (const { section, data } of await this.hooks.run(
        'ContactExporting',
        manager,
        accountId,
        id,
      )) {
        sections[section] = data;
      }
      return {
        exportedAt: new Date(),
        contact,
        identities: await this.identities.ofContact(accountId, id, manager),
        optOutHistory: await this.contacts.optOutHistory(accountId, id, manager),
        sections,
      };
    });
    return snapshot;
  }
}

/**
 * Merges a patch's `customFields` into the stored ones key by key; a key set to `null` is
 * removed. A patch value that is not a plain object is returned as is, for the create rules to
 * refuse (`VALIDATION_FAILED` naming `customFields`).
 */
export function mergeCustomFields(
  current: Record<string, CustomFieldValue>,
  patch: unknown,
): unknown {
  if (patch === undefined || patch === null) return current;
  if (typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const merged = new Map(Object.entries(current ?? {}));
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value as CustomFieldValue);
  }
  return Object.fromEntries(merged);
}

/** The unique index a PostgreSQL 23505 error names, or null for any other error. */
function uniqueViolation(error: unknown): string | null {
  const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  const direct = error as { code?: string; constraint?: string };
  const source = driver ?? direct;
  return source?.code === '23505' ? (source.constraint ?? null) : null;
}
