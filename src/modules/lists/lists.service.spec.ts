import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxService } from '../../common/outbox/outbox.service';
import type { ContactsService } from '../contacts/contacts.service';
import type { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';
import { HooksService } from '../../common/handlers/hooks.service';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const LIST = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const [A, B, C] = [
  '0000000a-0000-4000-8000-000000000000',
  '0000000b-0000-4000-8000-000000000000',
  '0000000c-0000-4000-8000-000000000000',
];

describe('ListsService.addContacts', () => {
  let members: Set<string>;
  let appended: { type: string; payload: unknown }[];
  let service: ListsService;
  const manager = {} as EntityManager;

  beforeEach(() => {
    members = new Set([A]);
    appended = [];
    const repo = {
      exists: async (_a: string, id: string) => id === LIST,
      insertMembers: async (_a: string, _l: string, ids: string[]) => {
        const added = ids.filter((id) => !members.has(id));
        added.forEach((id) => members.add(id));
        return added;
      },
    };
    const contacts = {
      findExistingIds: async (_a: string, ids: string[]) =>
        [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => [A, B, C].includes(id)),
    };
    const outbox = {
      append: async (_m: EntityManager, _a: string, type: string, payload: unknown) => {
        appended.push({ type, payload });
        return 'event';
      },
    };
    const dataSource = { transaction: (work: (m: EntityManager) => unknown) => work(manager) };
    service = new ListsService(
      repo as unknown as ListsRepository,
      contacts as unknown as ContactsService,
      outbox as unknown as OutboxService,
      new HooksService(),
      dataSource as unknown as DataSource,
    );
  });

  it('sorts ids into added, alreadyMembers and notFound in request order; one event with the added only', async () => {
    const unknown = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
    const result = await service.addContacts(ACCOUNT, LIST, {
      contactIds: [C, A, unknown, B, 'x'],
    });
    expect(result).toEqual({
      listId: LIST,
      added: [C, B],
      alreadyMembers: [A],
      notFound: [unknown, 'x'],
      campaigns: [],
    });
    expect(appended).toEqual([
      {
        type: 'ContactsAddedToList',
        payload: { listId: LIST, contactIds: [C, B], operationId: expect.any(String) },
      },
    ]);
  });

  it('appends nothing when nothing was newly added', async () => {
    const result = await service.addContacts(ACCOUNT, LIST, { contact_id: A });
    expect(result).toEqual({
      listId: LIST,
      added: [],
      alreadyMembers: [A],
      notFound: [],
      campaigns: [],
    });
    expect(appended).toEqual([]);
  });

  it('checks the body form first, then the list, then the contact', async () => {
    await expect(service.addContacts(ACCOUNT, 'nope', {})).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(service.addContacts(ACCOUNT, 'nope', { contactId: 'x' })).rejects.toMatchObject({
      code: 'LIST_NOT_FOUND',
    });
    await expect(service.addContacts(ACCOUNT, LIST, { contactId: 'x' })).rejects.toMatchObject({
      code: 'CONTACT_NOT_FOUND',
    });
    expect(appended).toEqual([]);
  });

  it('uses a fresh operation id per operation', async () => {
    await service.addContacts(ACCOUNT, LIST, { contactId: B });
    await service.addContacts(ACCOUNT, LIST, { contactId: C });
    const ids = appended.map((e) => (e.payload as { operationId: string }).operationId);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('ListsService.create', () => {
  const repo = { create: async (_a: string, name: string) => ({ id: LIST, name }) };
  const service = new ListsService(
    repo as unknown as ListsRepository,
    {} as ContactsService,
    {} as OutboxService,
    new HooksService(),
    {} as DataSource,
  );

  it('keeps tabs and line breaks inside a name', async () => {
    await expect(service.create(ACCOUNT, ' Webinar\tleads\r\n2026 ')).resolves.toMatchObject({
      name: 'Webinar\tleads\r\n2026',
    });
  });

  it('trims the name and counts code points', async () => {
    await expect(service.create(ACCOUNT, '  Leads ')).resolves.toMatchObject({ name: 'Leads' });
    await expect(service.create(ACCOUNT, '😀'.repeat(200))).resolves.toBeTruthy();
  });

  it.each([
    '',
    '   ',
    'n'.repeat(201),
    '😀'.repeat(201),
    'Lea\u0000ds',
    '\u0000',
    'Leads\u0000',
    'Lea\u0007ds',
    '\u001b[1mLeads',
    'Leads \ud800',
  ])('refuses %j', async (name) => {
    await expect(service.create(ACCOUNT, name)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'name', message: expect.any(String) }],
    });
  });
});
