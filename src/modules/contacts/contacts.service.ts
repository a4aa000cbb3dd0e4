import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  type Page,
  toPage,
} from '../../common/pagination/pagination';
import type { Contact } from './contact.entity';
import {
  type ContactQueryFields,
  contactQueryMode,
  type ContactRequestFields,
  mapContactRequest,
  toRequestField,
} from './contact-request';
import {
  ContactNotFoundError,
  contactRuleError,
  MissingLookupParameterError,
} from './contacts.errors';
import type { ContactListFilter, ContactListOrder } from './contact-list-filter';
import { ContactConsentsRepository } from './contact-consents.repository';
import { ContactsRepository, type OptOutChange } from './contacts.repository';
import { type NormalisedContactInput, normaliseContactInput } from './domain/contact-input';
import { ContactRuleViolation } from './domain/contact-rules.errors';
import { type ContactConsent, normaliseConsent } from './domain/consent';
import { normaliseEmailForLookup } from './domain/email-address';
import { normalisePhoneForLookup, phoneFromSearchText } from './domain/phone-number';

/** The outcome of taking in one contact: the contact and whether this call created it. */
export interface IntakeResult {
  contact: Contact;
  /** false: an existing contact matched and was returned unchanged (nothing written). */
  created: boolean;
}

/** What `GET /v1/contacts` answers: one contact (lookup) or a page (list). */
export type ContactSearchResult =
  { contact: Contact } | { page: Page<Contact> & { total: number } };

/** Rounds of insert-then-find before giving up on a contact that keeps vanishing. */
const MAX_INTAKE_ROUNDS = 3;

/** Rethrows a domain rule violation as the `AppError` of its code. */
export function rethrowRule(error: unknown, rename?: (field: string) => string): never {
  if (error instanceof ContactRuleViolation) throw contactRuleError(error, rename);
  throw error;
}

/**
 * Contact use cases (docs/contacts.md): create with de-duplication,
 * lookup by phone or email, get by id, the paginated list, and the batch intake and id checks
 * other modules (lists, imports) use.
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly consents: ContactConsentsRepository,
  ) {}

  /**
   * `POST /v1/contacts`: takes a request in shape A or B, applies the intake rules and creates
   * the contact, or returns the existing one unchanged:
   * - with a phone: de-duplicated by E.164 phone (the email plays no part);
   * - email only: matches the account's oldest contact with that email, with or without a
   *   phone; else a phone-less contact is created (one per email, by unique index).
   * Safe under any concurrency: the unique indexes decide, never a prior read.
   * A `consent` (docs/contacts.md#consent, `normaliseConsent`) is recorded on the contact, new or
   * existing, unless it already holds one (the first consent is the evidence kept).
   *
   * @throws ValidationFailedError (wrong types, lengths, conflicting shape A/B values, a bad
   *   `consent.<field>`; nothing is written);
   *   InvalidPhoneError; InvalidEmailError; MissingContactIdentifierError (all 400). Details name
   *   the request's own keys (`phone_number` for shape B).
   */
  async create(accountId: string, body: ContactRequestFields): Promise<IntakeResult> {
    const { fields, keys } = mapContactRequest(body);
    let input: NormalisedContactInput;
    let consent: ContactConsent | null;
    try {
      input = normaliseContactInput(fields);
      consent = normaliseConsent(body.consent, new Date());
    } catch (error) {
      rethrowRule(error, (field) => toRequestField(field, keys));
    }
    const [result] = await this.intake(accountId, [input]);
    if (!consent || result.contact.consent) return result;
    const recorded = await this.consents.recordConsent(accountId, result.contact.id, consent);
    return recorded ? { ...result, contact: recorded } : result;
  }

  /**
   * Takes in already normalised contacts (each with a phone or an email key) with the same
   * de-duplication as `create`, in at most a few multi-row statements: contacts with a phone
   * first, then phone-less ones (which therefore also match a contact created by an earlier
   * input of the same batch). Inputs repeating a phone (or, phone-less, an email key) resolve to
   * the same contact; only the first of them can be `created`.
   *
   * @param manager the caller's transaction, if any (imports run a batch per transaction).
   * @returns one result per input, in input order.
   */
  async intake(
    accountId: string,
    inputs: NormalisedContactInput[],
    manager?: EntityManager,
  ): Promise<IntakeResult[]> {
    const results = new Array<IntakeResult>(inputs.length);
    const byPhone = new Map<string, number[]>();
    const byEmail = new Map<string, number[]>();
    inputs.forEach((input, index) => {
      const [groups, key] = input.phone ? [byPhone, input.phone] : [byEmail, input.emailKey];
      if (key === null) throw new Error('intake needs a phone or an email key');
      groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    await this.resolve(
      inputs,
      results,
      byPhone,
      (rows) => this.contacts.insertByPhone(accountId, rows, manager),
      (phones) => this.contacts.findByPhones(accountId, phones, manager),
      (contact) => contact.phone,
    );
    await this.resolve(
      inputs,
      results,
      byEmail,
      (rows) => this.contacts.insertEmailOnlyUnlessKnown(accountId, rows, manager),
      (keys) => this.contacts.findOldestByEmailKeys(accountId, keys, manager),
      (contact) => contact.emailKey,
    );
    return results;
  }

  /**
   * Insert-or-skip, then find the skipped ones, for one group of keys; repeats when a skipped
   * contact is gone by the time it is read (deleted concurrently).
   */
  private async resolve(
    inputs: NormalisedContactInput[],
    results: IntakeResult[],
    groups: Map<string, number[]>,
    insert: (rows: NormalisedContactInput[]) => Promise<Contact[]>,
    find: (keys: string[]) => Promise<Contact[]>,
    keyOf: (contact: Contact) => string | null,
  ): Promise<void> {
    const pending = new Map(groups);
    const settle = (contact: Contact, created: boolean) => {
      const key = keyOf(contact);
      const indexes = key === null ? undefined : pending.get(key);
      if (!key || !indexes) return;
      indexes.forEach((index, n) => (results[index] = { contact, created: created && n === 0 }));
      pending.delete(key);
    };
    for (let round = 0; round < MAX_INTAKE_ROUNDS && pending.size > 0; round++) {
      const keys = [...pending.keys()].sort();
      for (const contact of await insert(keys.map((key) => inputs[pending.get(key)![0]])))
        settle(contact, true);
      if (pending.size === 0) break;
      for (const contact of await find([...pending.keys()])) settle(contact, false);
    }
    if (pending.size > 0) throw new Error('contacts kept vanishing during intake');
  }

  /**
   * `GET /v1/contacts`: a lookup, or the paginated list when the request carries `limit` or
   * `cursor` (see `contactQueryMode`; `limit` defaults to {@link DEFAULT_PAGE_SIZE} there).
   * A phone is normalised with `normalisePhoneForLookup` (an unencoded `+` arrives as a space),
   * an email with `normaliseEmailForLookup` and matched case-insensitively; when several
   * contacts share an email (one per phone is allowed), the oldest is answered.
   *
   * @throws MissingLookupParameterError when no lookup key has a value and the list was not
   *   asked for (no `limit`/`cursor`); InvalidPhoneError / InvalidEmailError for a malformed
   *   lookup value; ContactNotFoundError when nothing matches; ValidationFailedError for a bad
   *   cursor.
   */
  async search(
    accountId: string,
    query: ContactQueryFields & {
      limit?: number;
      cursor?: string;
      q?: string;
      order?: ContactListOrder;
    },
    defaultCountry: string | null = null,
  ): Promise<ContactSearchResult> {
    const mode = contactQueryMode(query);
    switch (mode.mode) {
      case 'list': {
        const text = query.q?.trim() || undefined;
        const filter: ContactListFilter = {
          text,
          phone: text ? (phoneFromSearchText(text, defaultCountry) ?? undefined) : undefined,
          newestFirst: query.order === 'newest',
        };
        const limit = query.limit ?? DEFAULT_PAGE_SIZE;
        const after = query.cursor ? decodeCursor(query.cursor) : null;
        const [rows, total] = await Promise.all([
          this.contacts.page(accountId, limit + 1, after, filter),
          this.contacts.countMatching(accountId, filter),
        ]);
        return { page: { ...toPage(rows, limit, (contact) => contact), total } };
      }
      case 'missing':
        throw new MissingLookupParameterError();
      case 'phone': {
        let phone: string;
        try {
          phone = normalisePhoneForLookup(mode.value);
        } catch (error) {
          rethrowRule(error, () => 'phoneNumber');
        }
        const [contact] = await this.contacts.findByPhones(accountId, [phone]);
        if (!contact) throw new ContactNotFoundError('No contact has this phone number.');
        return { contact };
      }
      case 'email': {
        let key: string;
        try {
          key = normaliseEmailForLookup(mode.value).key;
        } catch (error) {
          rethrowRule(error);
        }
        const [contact] = await this.contacts.findOldestByEmailKeys(accountId, [key]);
        if (!contact) throw new ContactNotFoundError('No contact has this email address.');
        return { contact };
      }
    }
  }

  /**
   * A page of the account's contacts, oldest first; with `name`, only those whose name contains
   * it (case-insensitive). @throws ValidationFailedError for a bad cursor.
   */
  async list(
    accountId: string,
    limit: number,
    cursor?: string,
    name?: string,
  ): Promise<Page<Contact>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.contacts.page(accountId, limit + 1, after, { text: name });
    return toPage(rows, limit, (contact) => contact);
  }

  /**
   * `GET /v1/contacts/{id}`. @throws ContactNotFoundError for an unknown id, another account's
   * id, or anything that is not a UUID (never 400/403: docs/api.md#tenancy).
   */
  async get(accountId: string, id: string): Promise<Contact> {
    const contact = isUUID(id) ? await this.contacts.findById(accountId, id) : null;
    if (!contact) throw new ContactNotFoundError(`No contact ${id}.`);
    return contact;
  }

  /**
   * Which of `ids` are contacts of the account: the existing ones, lowercased, in the order
   * given, each once. Strings that are not UUIDs are simply not found. For other modules (lists).
   */
  async findExistingIds(accountId: string, ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids.filter((id) => isUUID(id)).map((id) => id.toLowerCase()))];
    const found = new Set(await this.contacts.findExistingIds(accountId, wanted));
    return wanted.filter((id) => found.has(id));
  }

  /** The account's contacts with these ids, in the order given (unknown ids skipped). */
  async findByIds(accountId: string, ids: string[]): Promise<Contact[]> {
    const wanted = [...new Set(ids.filter((id) => isUUID(id)).map((id) => id.toLowerCase()))];
    const byId = new Map(
      (await this.contacts.findByIds(accountId, wanted)).map((contact) => [contact.id, contact]),
    );
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The contact as it is now, inside the caller's transaction when given (campaign dispatch reads
   * the phone, names and opt-out mark in the transaction that claims the send). `id` must be a UUID.
   */
  async findForDispatch(
    accountId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<Contact | null> {
    return this.contacts.findById(accountId, id, manager);
  }

  /**
   * The account's contact with this phone, created when missing (a contact who writes first, from
   * a provider inbound message). The phone must be E.164 already; `firstName` is used only when
   * creating (a provider profile name may not pass the name rules: then it is left out).
   *
   * @throws InvalidPhoneError when `phone` is not a valid E.164 number.
   */
  async findOrCreateByPhone(
    accountId: string,
    phone: string,
    firstName: string | null,
    manager?: EntityManager,
  ): Promise<IntakeResult> {
    let input: NormalisedContactInput;
    try {
      input = normaliseContactInput({ phone, firstName });
    } catch (error) {
      if (!(error instanceof ContactRuleViolation) || error.field !== 'firstName') throw error;
      input = normaliseContactInput({ phone });
    }
    const [result] = await this.intake(accountId, [input], manager);
    return result;
  }

  /**
   * Opts the contact out of every campaign of the account (`STOP`), or back in (`START`), in the
   * caller's transaction when given. @returns whether it changed (a repeated STOP changes nothing,
   * so it is confirmed once). The change is recorded in the opt-out history with `change`'s
   * source (`contact_message` by default: a keyword from the contact).
   */
  setOptedOut(
    accountId: string,
    contactId: string,
    optedOut: boolean,
    manager?: EntityManager,
    change: OptOutChange = { source: 'contact_message' },
  ): Promise<boolean> {
    return this.contacts.setOptedOut(accountId, contactId, optedOut, change, manager);
  }
}
