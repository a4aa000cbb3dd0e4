import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { WebhooksService } from '../../common/webhooks/webhooks.service';
import { ContactLifecycleService, mergeCustomFields } from './contact-lifecycle.service';
import { ContactConflictError } from './contacts.errors';
import type { ContactsRepository } from './contacts.repository';
import { HooksService } from '../../common/handlers/hooks.service';
import type { ContactIdentitiesRepository } from './contact-identities.repository';

describe('mergeCustomFields (PATCH /v1/contacts/{id})', () => {
  it.each([
    ['absent keeps the stored fields', { a: 1 }, undefined, { a: 1 }],
    ['null keeps the stored fields', { a: 1 }, null, { a: 1 }],
    [
      'adds and overwrites key by key',
      { a: 1, b: 'x' },
      { b: 'y', c: true },
      { a: 1, b: 'y', c: true },
    ],
    ['a key set to null is removed', { a: 1, b: 2 }, { a: null }, { b: 2 }],
    ['removing an unknown key changes nothing', { a: 1 }, { z: null }, { a: 1 }],
    ['an empty patch changes nothing', { a: 1 }, {}, { a: 1 }],
  ])('%s', (_name, current, patch, expected) => {
    expect(mergeCustomFields(current, patch)).toEqual(expected);
  });

  it('hands a value that is not a plain object back for the create rules to refuse', () => {
    expect(mergeCustomFields({ a: 1 }, 'text')).toBe('text');
    expect(mergeCustomFields({ a: 1 }, [1])).toEqual([1]);
  });

  it('never touches the prototype through a __proto__ key', () => {
    const patch = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    const merged = mergeCustomFields({}, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(merged, '__proto__')).toBe(true);
  });
});

describe('ContactLifecycleService.update: a lost race on a unique index', () => {
  const ACCOUNT = '00000000-0000-4000-8000-00000000000a';
  const Y = '00000000-0000-4000-8000-00000000000b';
  const X = '00000000-0000-4000-8000-00000000000c';
  const stored = {
    id: Y,
    accountId: ACCOUNT,
    firstName: null,
    lastName: null,
    phone: '+14155552671',
    email: 'e@example.com',
    emailKey: 'e@example.com',
    customFields: {},
    createdAt: new Date(),
    optedOutAt: null,
  };
  const mock = () => jest.fn<(...args: unknown[]) => Promise<unknown>>();
  const violation = (constraint: string) =>
    Object.assign(new Error('duplicate key'), { driverError: { code: '23505', constraint } });

  function service(repository: Record<string, unknown>) {
    const dataSource = {
      transaction: (work: (manager: unknown) => Promise<unknown>) => work({}),
    } as unknown as DataSource;
    return new ContactLifecycleService(
      repository as unknown as ContactsRepository,
      {} as ContactIdentitiesRepository,
      dataSource,
      {} as WebhooksService,
      new HooksService(),
    );
  }

  it('looks the holder up from the merged contact in the index that was hit, and answers 409', async () => {
    const findOtherHolder = mock()
      .mockResolvedValueOnce(null) // the pre-check: not committed yet
      .mockResolvedValueOnce(X); // after the violation: the winner
    const lifecycle = service({
      lockById: mock().mockResolvedValue(stored),
      lockEmailKey: mock().mockResolvedValue(undefined),
      findOtherHolder,
      update: mock().mockRejectedValue(violation('contacts_account_email_only_key')),
    });
    const error = await lifecycle.update(ACCOUNT, Y, { phone: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContactConflictError);
    expect((error as ContactConflictError).details).toEqual([
      { field: 'email', message: `held by contact ${X}`, contactId: X },
    ]);
    expect(findOtherHolder).toHaveBeenLastCalledWith(
      ACCOUNT,
      Y,
      { emailKey: 'e@example.com', withoutPhone: true },
      {},
    );
  });

  it('retries when the holder has gone, and never rethrows the violation', async () => {
    const update = mock().mockRejectedValue(violation('contacts_account_phone_key'));
    const lifecycle = service({
      lockById: mock().mockResolvedValue({ ...stored, phone: null }),
      lockEmailKey: mock().mockResolvedValue(undefined),
      findOtherHolder: mock().mockResolvedValue(null),
      update,
    });
    const error = await lifecycle
      .update(ACCOUNT, Y, { phone_number: '+14155552672' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContactConflictError);
    expect((error as ContactConflictError).details?.[0]).toMatchObject({
      field: 'phone_number',
      contactId: null,
    });
    expect(update).toHaveBeenCalledTimes(3);
  });
});

describe('ContactLifecycleService.export: one snapshot', () => {
  const ACCOUNT = '00000000-0000-4000-8000-00000000000a';
  const ID = '00000000-0000-4000-8000-00000000000b';

  it('reads the contact, identities, history and every participant in one REPEATABLE READ, READ ONLY transaction', async () => {
    const log: string[] = [];
    const manager = {
      query: async (sql: string) => void log.push(`manager: ${sql}`),
      name: 'snapshot',
    };
    let open = false;
    const dataSource = {
      manager: { name: 'pool' },
      transaction: async (isolation: string, work: (m: unknown) => Promise<unknown>) => {
        log.push(`begin ${isolation}`);
        open = true;
        const result = await work(manager);
        open = false;
        log.push('commit');
        return result;
      },
    } as unknown as DataSource;
    const inside =
      (what: string) =>
      async (...args: unknown[]) => {
        log.push(
          `${what} ${open ? 'inside' : 'outside'} via ${(args.at(-1) as { name?: string })?.name}`,
        );
        return what === 'contact' ? { id: ID } : [];
      };
    const hooks = new HooksService();
    const lifecycle = new ContactLifecycleService(
      {
        findById: inside('contact'),
        optOutHistory: inside('history'),
      } as unknown as ContactsRepository,
      { ofContact: inside('identities') } as unknown as ContactIdentitiesRepository,
      dataSource,
      {} as WebhooksService,
      hooks,
    );
    for (const section of ['lists', 'campaigns']) {
      hooks.register('ContactExporting', async (manager, accountId, contactId) => ({
        section,
        data: await inside(section)(accountId, contactId, manager),
      }));
    }
    const result = await lifecycle.export(ACCOUNT, ID);
    expect(log).toEqual([
      'begin REPEATABLE READ',
      'manager: SET TRANSACTION READ ONLY',
      'contact inside via snapshot',
      'lists inside via snapshot',
      'campaigns inside via snapshot',
      'identities inside via snapshot',
      'history inside via snapshot',
      'commit',
    ]);
    expect(Object.keys(result.sections).sort()).toEqual(['campaigns', 'lists']);
  });
});
