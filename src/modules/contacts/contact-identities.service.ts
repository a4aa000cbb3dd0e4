import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Contact } from './contact.entity';
import { ContactIdentitiesRepository } from './contact-identities.repository';
import { ContactsRepository } from './contacts.repository';
import { type IntakeResult, ContactsService, rethrowRule } from './contacts.service';
import { type NormalisedContactInput, normaliseContactInput } from './domain/contact-input';
import { normaliseEmail } from './domain/email-address';
import type { ContactIdentity } from './domain/erased-contact';
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

  /** The contact's channel identities, oldest first (`GET /v1/contacts/{id}`). */
  ofContact(accountId: string, contactId: string): Promise<ContactIdentity[]> {
    return this.identities.ofContact(accountId, contactId);
  }

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
   * The contact of a person a channel names by a scoped id and maybe a phone
   * (docs/channels.md#whatsapp-usernames), in the caller's transaction, serialised per id:
   *
   * 1. by the id (`userId`, then `parentUserId`) in `scope`;
   * 2. else by the phone (a funnel contact created by phone that later writes from WhatsApp is
   *    the same contact), else a new contact (with the phone, or without any: named from the
   *    profile name).
   *
   * The ids given are recorded on the contact found (never a second contact for one id). A
   * phone that appears later fills the contact's empty phone; when another contact already has
   * that phone, the phone's contact wins: the ids in `scope` move to it (the merge rule), and
   * the earlier contact keeps its past conversation. A username given replaces the stored one.
   *
   * @returns the contact, or null when the person has neither id nor phone.
   * @throws InvalidPhoneError (`ContactRuleViolation`) when `phone` is not E.164.
   */
  async findOrCreateByPerson(
    manager: EntityManager,
    accountId: string,
    person: ChannelPersonIdentity,
  ): Promise<Contact | null> {
    const { scope, userId, parentUserId, phone, profileName, username } = person;
    if (userId === null && parentUserId === null) {
      if (phone === null) return null;
      const found = await this.contactsService.findOrCreateByPhone(
        accountId,
        phone,
        profileName,
        manager,
      );
      return found.contact;
    }
    const key = (userId ?? parentUserId) as string;
    await this.identities.lock(accountId, null, key, manager, scope);
    let knownId = await this.identities.find(accountId, null, key, manager, scope);
    if (!knownId && userId !== null && parentUserId !== null) {
      knownId = await this.identities.find(accountId, null, parentUserId, manager, scope);
    }
    let contact = knownId ? await this.contacts.findById(accountId, knownId, manager) : null;
    const phoneHolder = phone
      ? (await this.contacts.findByPhones(accountId, [phone], manager))[0]
      : undefined;
    if (contact && phoneHolder && phoneHolder.id !== contact.id && !contact.phone) {
      // the merge rule: the phone's contact wins, the ids move to it
      await this.identities.moveInScope(
        accountId,
        scope,
        { fromContactId: contact.id },
        phoneHolder.id,
        manager,
      );
      contact = phoneHolder;
    }
    if (!contact) {
      if (phone) {
        contact = (
          await this.contactsService.findOrCreateByPhone(accountId, phone, profileName, manager)
        ).contact;
      } else {
        let input: NormalisedContactInput;
        try {
          input = normaliseContactInput({ firstName: profileName }, { identifierRequired: false });
        } catch {
          input = normaliseContactInput({}, { identifierRequired: false });
        }
        contact = await this.contacts.insertWithoutIdentifier(accountId, input, manager);
      }
    }
    for (const id of [userId, parentUserId]) {
      if (id !== null) {
        // an id held by another contact (a parent BSUID shared by two) stays where it is
        await this.identities.insert(accountId, null, id, contact.id, manager, scope);
      }
    }
    const fillPhone = phone && !contact.phone && !phoneHolder ? phone : null;
    if (fillPhone || (username && username !== contact.username)) {
      contact = await this.contacts.fillChannelDetails(
        accountId,
        contact.id,
        { phone: fillPhone, username },
        manager,
      );
    }
    return contact;
  }

  /**
   * Follows a WhatsApp identity change (`user_changed_number`, `user_changed_user_id`;
   * docs/channels.md#whatsapp-usernames): the contact of the previous BSUID (or phone) gets the
   * new BSUID (and parent BSUID) as its identities, and the new phone when given and no other
   * contact has it. Meta says it is the same user, so it stays the same contact.
   *
   * @returns the contact followed, or null when nobody was known by the previous ids.
   */
  async followIdentityChange(
    manager: EntityManager,
    accountId: string,
    scope: string,
    previous: { userId: string | null; phone: string | null },
    next: { userId: string | null; parentUserId: string | null; phone: string | null },
  ): Promise<Contact | null> {
    let contact: Contact | null = null;
    if (previous.userId !== null) {
      await this.identities.lock(accountId, null, previous.userId, manager, scope);
      const id = await this.identities.find(accountId, null, previous.userId, manager, scope);
      contact = id ? await this.contacts.findById(accountId, id, manager) : null;
    }
    if (!contact && previous.phone !== null) {
      contact = (await this.contacts.findByPhones(accountId, [previous.phone], manager))[0] ?? null;
    }
    if (!contact) return null;
    for (const id of [next.userId, next.parentUserId]) {
      if (id === null) continue;
      await this.identities.lock(accountId, null, id, manager, scope);
      await this.identities.moveInScope(accountId, scope, { externalId: id }, contact.id, manager);
      await this.identities.insert(accountId, null, id, contact.id, manager, scope);
    }
    if (next.phone !== null && next.phone !== contact.phone) {
      const holder = (await this.contacts.findByPhones(accountId, [next.phone], manager))[0];
      if (!holder) await this.contacts.replacePhone(accountId, contact.id, next.phone, manager);
    }
    return this.contacts.findById(accountId, contact.id, manager);
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

/**
 * A person a channel names by a scoped id and, when it knows it, a phone (WhatsApp: a BSUID in
 * the scope `whatsapp`, its parent BSUID, the phone of `from`/`wa_id`, the profile name and the
 * username; docs/channels.md#whatsapp-usernames).
 */
export interface ChannelPersonIdentity {
  scope: string;
  /** The BSUID, or null when the channel gave only a phone. */
  userId: string | null;
  parentUserId: string | null;
  /** E.164, or null when withheld. */
  phone: string | null;
  profileName: string | null;
  username: string | null;
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
