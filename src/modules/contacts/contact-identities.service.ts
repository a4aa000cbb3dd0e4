import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Contact } from './contact.entity';
import { ContactIdentitiesRepository } from './contact-identities.repository';
import { ContactsRepository } from './contacts.repository';
import { type IntakeResult, ContactsService, rethrowRule } from './contacts.service';
import { type NormalisedContactInput, normaliseContactInput } from './domain/contact-input';
import { normaliseEmail } from './domain/email-address';
import { normalisePhone } from './domain/phone-number';

/**
 * Contacts by their channel identities (docs/contacts.md#channel-identities): find or create the
 * person a channel names by its own id (a custom channel's `fromId`, a PSID or IGSID in its
 * Meta scope), serialised per identity, and the ids a contact has on a channel.
 */
@Injectable()
export class ContactIdentitiesService {
  constructor(
    private readonly identities: ContactIdentitiesRepository,
    private readonly contacts: ContactsRepository,
    private readonly contactsService: ContactsService,
  ) {}

  /** The contact's id on a custom channel (`fromId`), or null when it has none there. */
  externalIdOf(
    manager: EntityManager | undefined,
    accountId: string,
    customChannelId: string,
    contactId: string,
  ): Promise<string | null> {
    return this.identities.externalIdOf(accountId, customChannelId, contactId, manager);
  }

  /** The contact's PSID/IGSID in a Meta scope (`messenger:<pageId>`, `instagram:<igId>`), or null. */
  externalIdInScope(
    accountId: string,
    scope: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    return this.identities.externalIdInScope(accountId, scope, contactId, manager);
  }

  /**
   * The contact known by a PSID/IGSID in a Meta scope, or null (read only; no lock).
   */
  findByIdentity(
    accountId: string,
    scope: string,
    externalId: string,
    manager?: EntityManager,
  ): Promise<Contact | null> {
    return this.identities.findContactInScope(accountId, scope, externalId, manager);
  }

  /**
   * Finds the contact with this id on a custom channel (`fromId`, docs/channels.md#custom-channels), or
   * creates it, in the caller's transaction, serialised per identity (concurrent first messages
   * get one contact). A new identity whose `externalId` is a valid E.164 phone or an email fills
   * that field and joins the account's existing contact with it (the usual de-duplication);
   * `email` fills the email; otherwise a contact without phone or email is created. Names are
   * used only when creating. With a `scope` (Meta: `messenger:<pageId>`, `instagram:<igId>`;
   * docs/channels.md#messenger-and-instagram) the identity is a PSID/IGSID in that scope and is never read as a phone or email.
   *
   * @param fieldPrefix prefixed to the field named in an error (`customData.`).
   * @throws ValidationFailedError (names), InvalidEmailError (`email`), all 400, naming the field.
   */
  async findOrCreateByIdentity(
    manager: EntityManager,
    accountId: string,
    identity: { customChannelId: string | null; externalId: string; scope?: string },
    fields: { firstName?: unknown; lastName?: unknown; email?: unknown },
    fieldPrefix = '',
  ): Promise<IntakeResult> {
    const { customChannelId, externalId } = identity;
    const scope = identity.scope ?? null;
    let input: NormalisedContactInput;
    try {
      input = normaliseContactInput(
        {
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email ?? (scope === null && looksLikeEmail(externalId) ? externalId : null),
        },
        { identifierRequired: false },
      );
    } catch (error) {
      rethrowRule(error, (field) => `${fieldPrefix}${field}`);
    }
    // a Meta scoped id (PSID/IGSID) is digits: never read it as a phone number
    const phone = scope === null ? phoneOrNull(externalId) : null;
    if (phone) input = { ...input, phone };
    await this.identities.lock(accountId, customChannelId, externalId, manager, scope);
    const known = await this.identities.find(
      accountId,
      customChannelId,
      externalId,
      manager,
      scope,
    );
    const existing = known ? await this.contacts.findById(accountId, known, manager) : null;
    if (existing) return { contact: existing, created: false };
    const result =
      input.phone || input.emailKey
        ? (await this.contactsService.intake(accountId, [input], manager))[0]
        : {
            contact: await this.contacts.insertWithoutIdentifier(accountId, input, manager),
            created: true,
          };
    await this.identities.insert(
      accountId,
      customChannelId,
      externalId,
      result.contact.id,
      manager,
      scope,
    );
    return result;
  }
}

/** An `fromId` that is a valid E.164 number (with its `+`), normalised; else null. */
function phoneOrNull(value: string): string | null {
  if (!value.startsWith('+')) return null;
  try {
    return normalisePhone(value);
  } catch {
    return null;
  }
}

function looksLikeEmail(value: string): boolean {
  try {
    normaliseEmail(value);
    return true;
  } catch {
    return false;
  }
}
