import { randomUUID } from 'node:crypto';
import type { ContactConsentsRepository } from './contact-consents.repository';
import type { Contact } from './contact.entity';
import type { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import type { NormalisedContactInput } from './domain/contact-input';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
/** No request here carries a consent (that path is tested end to end). */
const NO_CONSENTS = {} as ContactConsentsRepository;

function input(fields: Partial<NormalisedContactInput>): NormalisedContactInput {
  return {
    firstName: null,
    lastName: null,
    phone: null,
    email: null,
    emailKey: null,
    customFields: {},
    ...fields,
  };
}

/**
 * An in-memory stand-in for the repository with the same de-duplication semantics as the unique
 * indexes: one contact per phone, one phone-less contact per email key, and an email-only insert
 * skipped when any contact has the email.
 */
class FakeRepository {
  rows: Contact[] = [];
  calls: string[] = [];
  /** Keys whose first find returns nothing, as if the row vanished between insert and read. */
  vanishOnce = new Set<string>();

  private make(fields: NormalisedContactInput): Contact {
    const contact = {
      id: randomUUID(),
      accountId: ACCOUNT,
      createdAt: new Date(),
      optedOutAt: null,
      username: null,
      consent: null,
      ...fields,
    };
    this.rows.push(contact);
    return contact;
  }

  async insertByPhone(_a: string, contacts: NormalisedContactInput[]): Promise<Contact[]> {
    this.calls.push(`insertByPhone:${contacts.map((c) => c.phone).join(',')}`);
    return contacts
      .filter((c) => !this.rows.some((row) => row.phone === c.phone))
      .map((c) => this.make(c));
  }

  async findByPhones(_a: string, phones: string[]): Promise<Contact[]> {
    this.calls.push(`findByPhones:${phones.join(',')}`);
    return this.rows.filter(
      (row) => row.phone && phones.includes(row.phone) && !this.vanished(row.phone),
    );
  }

  async insertEmailOnlyUnlessKnown(
    _a: string,
    contacts: NormalisedContactInput[],
  ): Promise<Contact[]> {
    this.calls.push(`insertEmailOnly:${contacts.map((c) => c.emailKey).join(',')}`);
    return contacts
      .filter((c) => !this.rows.some((row) => row.emailKey === c.emailKey))
      .map((c) => this.make(c));
  }

  async findOldestByEmailKeys(_a: string, keys: string[]): Promise<Contact[]> {
    this.calls.push(`findByEmailKeys:${keys.join(',')}`);
    const found = new Map<string, Contact>();
    for (const row of this.rows) {
      if (row.emailKey && keys.includes(row.emailKey) && !found.has(row.emailKey))
        found.set(row.emailKey, row);
    }
    return [...found.values()];
  }

  private vanished(key: string): boolean {
    if (!this.vanishOnce.has(key)) return false;
    this.vanishOnce.delete(key);
    return true;
  }
}

describe('ContactsService.intake', () => {
  let repo: FakeRepository;
  let service: ContactsService;
  beforeEach(() => {
    repo = new FakeRepository();
    service = new ContactsService(repo as unknown as ContactsRepository, NO_CONSENTS);
  });

  it('creates new contacts in one insert per kind, and marks only those as created', async () => {
    const results = await service.intake(ACCOUNT, [
      input({ phone: '+2', email: 'b@x.co', emailKey: 'b@x.co' }),
      input({ phone: '+1' }),
      input({ email: 'a@x.co', emailKey: 'a@x.co' }),
    ]);
    expect(results.map((r) => [r.contact.phone ?? r.contact.emailKey, r.created])).toEqual([
      ['+2', true],
      ['+1', true],
      ['a@x.co', true],
    ]);
    // phones sorted (a stable lock order), no find when everything was created
    expect(repo.calls).toEqual(['insertByPhone:+1,+2', 'insertEmailOnly:a@x.co']);
  });

  it('returns existing contacts unchanged (created false) after the insert skipped them', async () => {
    const [first] = await service.intake(ACCOUNT, [input({ phone: '+1', firstName: 'Ana' })]);
    repo.calls = [];
    const [again] = await service.intake(ACCOUNT, [input({ phone: '+1', firstName: 'Changed' })]);
    expect(again).toEqual({ contact: first.contact, created: false });
    expect(again.contact.firstName).toBe('Ana');
    expect(repo.calls).toEqual(['insertByPhone:+1', 'findByPhones:+1']);
  });

  it('resolves repeats within one batch to one contact, created only for the first', async () => {
    const results = await service.intake(ACCOUNT, [
      input({ phone: '+1', firstName: 'First' }),
      input({ phone: '+1', firstName: 'Second' }),
      input({ email: 'a@x.co', emailKey: 'a@x.co' }),
      input({ email: 'A@x.co', emailKey: 'a@x.co' }),
    ]);
    expect(results.map((r) => r.created)).toEqual([true, false, true, false]);
    expect(results[1].contact).toBe(results[0].contact);
    expect(results[0].contact.firstName).toBe('First');
    expect(results[3].contact).toBe(results[2].contact);
    expect(repo.rows).toHaveLength(2);
  });

  it('matches an email-only input to a contact with a phone and that email', async () => {
    const [withPhone] = await service.intake(ACCOUNT, [
      input({ phone: '+1', email: 'a@x.co', emailKey: 'a@x.co' }),
    ]);
    const [emailOnly] = await service.intake(ACCOUNT, [
      input({ email: 'a@x.co', emailKey: 'a@x.co' }),
    ]);
    expect(emailOnly).toEqual({ contact: withPhone.contact, created: false });
  });

  it('matches email-only inputs against phone contacts of the same batch (phones go first)', async () => {
    const results = await service.intake(ACCOUNT, [
      input({ email: 'a@x.co', emailKey: 'a@x.co' }),
      input({ phone: '+1', email: 'a@x.co', emailKey: 'a@x.co' }),
    ]);
    expect(results.map((r) => r.created)).toEqual([false, true]);
    expect(results[0].contact).toBe(results[1].contact);
  });

  it('tries again when a skipped contact is gone by the time it is read', async () => {
    await service.intake(ACCOUNT, [input({ phone: '+1' })]);
    repo.vanishOnce.add('+1');
    repo.calls = [];
    const [result] = await service.intake(ACCOUNT, [input({ phone: '+1' })]);
    expect(result.created).toBe(false);
    expect(repo.calls).toEqual([
      'insertByPhone:+1',
      'findByPhones:+1',
      'insertByPhone:+1',
      'findByPhones:+1',
    ]);
  });

  it('gives up after three rounds instead of looping', async () => {
    await service.intake(ACCOUNT, [input({ phone: '+1' })]);
    vanishAlways(repo, '+1');
    await expect(service.intake(ACCOUNT, [input({ phone: '+1' })])).rejects.toThrow('vanishing');
  });

  it('refuses an input with neither phone nor email key (a caller bug)', async () => {
    await expect(service.intake(ACCOUNT, [input({})])).rejects.toThrow('phone or an email key');
  });
});

/** Makes every find of `phone` come back empty. */
function vanishAlways(repo: FakeRepository, phone: string): void {
  const find = repo.findByPhones.bind(repo);
  repo.findByPhones = async (accountId, phones) =>
    (await find(accountId, phones)).filter((row) => row.phone !== phone);
}

describe('ContactsService lookups and ids', () => {
  const found = { id: '22222222-2222-4222-8222-222222222222' } as Contact;
  const repo = {
    findByPhones: async (_a: string, phones: string[]) =>
      phones[0] === '+14155552671' ? [found] : [],
    findOldestByEmailKeys: async (_a: string, keys: string[]) =>
      keys[0] === 'a+b@x.co' ? [found] : [],
    findExistingIds: async (_a: string, ids: string[]) => ids.filter((id) => id === found.id),
    findById: async () => found,
  };
  const service = new ContactsService(repo as unknown as ContactsRepository, NO_CONSENTS);
  const search = (query: object) => service.search(ACCOUNT, { limit: 50, ...query });

  it('reads an unencoded + in a phone lookup', async () => {
    await expect(search({ phoneNumber: ' 14155552671' })).resolves.toEqual({ contact: found });
  });

  it('reads an unencoded + in an email lookup, case-insensitively', async () => {
    await expect(search({ email: 'A b@X.co' })).resolves.toEqual({ contact: found });
  });

  it.each([
    [{ phoneNumber: '' }, 'MISSING_LOOKUP_PARAMETER'],
    [{ phoneNumber: '4155552671' }, 'INVALID_PHONE'],
    [{ email: 'nope' }, 'INVALID_EMAIL'],
    [{ phoneNumber: '+14155550000' }, 'CONTACT_NOT_FOUND'],
    [{ email: 'c@x.co' }, 'CONTACT_NOT_FOUND'],
  ])('%j fails with %s', async (query, code) => {
    await expect(search(query)).rejects.toMatchObject({ code });
  });

  it('answers MISSING_LOOKUP_PARAMETER without a lookup key, limit or cursor, and the list with limit', async () => {
    const paged = new ContactsService(
      {
        ...repo,
        page: async (_a: string, limit: number) => {
          expect(limit).toBe(51); // the default page size, plus one to see a next page
          return [];
        },
        countMatching: async () => 0,
      } as unknown as ContactsRepository,
      NO_CONSENTS,
    );
    await expect(paged.search(ACCOUNT, {})).rejects.toMatchObject({
      code: 'MISSING_LOOKUP_PARAMETER',
    });
    await expect(paged.search(ACCOUNT, { cursor: '' })).resolves.toEqual({
      page: { data: [], nextCursor: null, total: 0 },
    });
    await expect(paged.search(ACCOUNT, { limit: 50 })).resolves.toEqual({
      page: { data: [], nextCursor: null, total: 0 },
    });
  });

  it('names the lookup parameter in an INVALID_PHONE detail', async () => {
    await expect(search({ phone_number: 'abc' })).rejects.toMatchObject({
      details: [{ field: 'phoneNumber', message: expect.any(String) }],
    });
  });

  it('treats a non-UUID id as not found without asking the database', async () => {
    await expect(service.get(ACCOUNT, 'nope')).rejects.toMatchObject({ code: 'CONTACT_NOT_FOUND' });
  });

  it('findExistingIds keeps the order given, lowercases, drops repeats and non-UUIDs', async () => {
    await expect(
      service.findExistingIds(ACCOUNT, ['x', found.id.toUpperCase(), found.id, randomUUID()]),
    ).resolves.toEqual([found.id]);
  });
});
