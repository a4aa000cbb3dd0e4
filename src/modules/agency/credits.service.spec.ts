import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxService } from '../../common/outbox/outbox.service';
import type { AppConfig } from '../../config/app-config';
import type { Account } from '../accounts/account.entity';
import type {
  CreditsRepository,
  CreditTransactionRecord,
  LockedSubAccount,
  NewDebit,
} from './credits.repository';
import { CreditsService } from './credits.service';
import type { SubAccountRecord, SubAccountsRepository } from './subaccounts.repository';

const AGENCY = '11111111-1111-4111-8111-111111111111';
const SUB = '22222222-2222-4222-8222-222222222222';
const MESSAGE = '33333333-3333-4333-8333-333333333333';

const agency = { id: AGENCY, type: 'agency' } as Account;

/** A fake ledger with the repository's contract: debits are unique per message. */
function fakes(locked: LockedSubAccount | null, cost = 1) {
  const debits = new Map<string, NewDebit>();
  const appended: { accountId: string; type: string; payload: Record<string, unknown> }[] = [];
  let grantRow: CreditTransactionRecord | null = null;
  const repo = {
    lockSubAccount: async () => (locked ? { ...locked } : null),
    findDebit: async (_s: string, messageId: string) => (debits.has(messageId) ? {} : null),
    insertDebit: async (_s: string, _a: string, debit: NewDebit) => {
      if (debits.has(debit.messageId)) return null;
      debits.set(debit.messageId, debit);
      if (locked) {
        locked.balance = debit.balanceAfter;
        locked.autoRechargePendingKey = debit.autoRechargeKey ?? locked.autoRechargePendingKey;
      }
      return { id: 'tx', balance: debit.balanceAfter };
    },
    findByIdempotencyKey: async () => grantRow,
    insertGrant: async (): Promise<CreditTransactionRecord | null> => {
      grantRow = {
        id: 'g',
        seq: '1',
        kind: 'grant',
        amount: '10.00',
        balanceAfter: '10.50',
        description: null,
        idempotencyKey: 'k',
        messageId: null,
        createdAt: new Date(),
      };
      return grantRow;
    },
  };
  const subAccounts = {
    findByEmail: async (_a: string, email: string) =>
      email === 'client@agency.test' ? ({ id: SUB } as SubAccountRecord) : null,
  };
  const outbox = {
    append: async (_m: EntityManager, accountId: string, type: string, payload: object) => {
      appended.push({ accountId, type, payload: payload as Record<string, unknown> });
      return 'event';
    },
    kick: () => undefined,
  };
  const manager = {} as EntityManager;
  const dataSource = { transaction: (work: (m: EntityManager) => unknown) => work(manager) };
  const service = new CreditsService(
    dataSource as unknown as DataSource,
    repo as unknown as CreditsRepository,
    subAccounts as unknown as SubAccountsRepository,
    outbox as unknown as OutboxService,
    { MESSAGE_CREDIT_COST: cost } as AppConfig,
  );
  return { service, manager, debits, appended };
}

const subAccount = (overrides: Partial<LockedSubAccount> = {}): LockedSubAccount => ({
  id: SUB,
  agencyId: AGENCY,
  email: 'client@agency.test',
  balance: '2.00',
  autoRechargeEnabled: false,
  autoRechargeThreshold: '0.00',
  autoRechargeAmount: '0.00',
  autoRechargePendingKey: null,
  ...overrides,
});

describe('CreditsService.debitForMessage', () => {
  it('does not meter accounts that are not sub-accounts', async () => {
    const { service, manager, debits } = fakes(null);
    expect(await service.debitForMessage(manager, AGENCY, MESSAGE)).toEqual({ metered: false });
    expect(debits.size).toBe(0);
  });

  it('debits MESSAGE_CREDIT_COST in exact cents and reports the balance after', async () => {
    const { service, manager, debits } = fakes(subAccount({ balance: '2.50' }));
    expect(await service.debitForMessage(manager, SUB, MESSAGE)).toEqual({
      metered: true,
      ok: true,
      balance: '1.50',
      alreadyDebited: false,
      autoRechargeDue: false,
    });
    expect(debits.get(MESSAGE)).toMatchObject({ cost: '1.00', balanceAfter: '1.50' });
  });

  it('is a no-op reporting ok for a message already debited, even once the balance is too low', async () => {
    const { service, manager, debits } = fakes(subAccount({ balance: '1.00' }));
    await service.debitForMessage(manager, SUB, MESSAGE);
    expect(await service.debitForMessage(manager, SUB, MESSAGE)).toMatchObject({
      ok: true,
      alreadyDebited: true,
      balance: '0.00',
    });
    expect(debits.size).toBe(1);
  });

  it('refuses a new message when the balance is below the cost, writing nothing', async () => {
    const { service, manager, debits } = fakes(subAccount({ balance: '2.99' }), 3);
    expect(await service.debitForMessage(manager, SUB, MESSAGE)).toEqual({
      metered: true,
      ok: false,
      balance: '2.99',
    });
    expect(debits.size).toBe(0);
  });

  it('lets sub-accounts send for free with MESSAGE_CREDIT_COST=0', async () => {
    const { service, manager, debits } = fakes(subAccount({ balance: '0.00' }), 0);
    expect(await service.debitForMessage(manager, SUB, MESSAGE)).toMatchObject({ ok: true });
    expect(debits.size).toBe(0);
  });

  it('appends one SubaccountAutoRechargeDue (to the agency) on the crossing, none after it', async () => {
    const { service, manager, appended } = fakes(
      subAccount({
        balance: '10.00',
        autoRechargeEnabled: true,
        autoRechargeThreshold: '9.50',
        autoRechargeAmount: '50.00',
      }),
    );
    expect(await service.debitForMessage(manager, SUB, MESSAGE)).toMatchObject({
      balance: '9.00',
      autoRechargeDue: true,
    });
    await service.debitForMessage(manager, SUB, '44444444-4444-4444-8444-444444444444');
    expect(appended).toEqual([
      {
        accountId: AGENCY,
        type: 'SubaccountAutoRechargeDue',
        payload: {
          idempotency_key: expect.stringMatching(/^ar_/),
          sub_account_id: SUB,
          agency_id: AGENCY,
          email: 'client@agency.test',
          balance: 9,
          threshold: 9.5,
          amount: 50,
          created_at: expect.any(String),
        },
      },
    ]);
  });

  it('throws on ids that are not UUIDs (a caller bug)', async () => {
    const { service, manager } = fakes(subAccount());
    await expect(service.debitForMessage(manager, SUB, 'msg-1')).rejects.toThrow(/UUID/);
  });
});

describe('CreditsService.grant', () => {
  const amount = { cents: 1000n, decimal: '10.00' };

  it('refuses a caller that is not an agency', async () => {
    const { service } = fakes(null);
    for (const type of ['standard', 'sub_account'] as const) {
      await expect(
        service.grant({ id: SUB, type } as Account, { email: 'client@agency.test', amount }),
      ).rejects.toMatchObject({ code: 'AGENCY_ONLY' });
    }
  });

  it('answers SUBACCOUNT_NOT_FOUND for an email that is not the agency’s sub-account', async () => {
    const { service } = fakes(null);
    await expect(service.grant(agency, { email: 'x@agency.test', amount })).rejects.toMatchObject({
      code: 'SUBACCOUNT_NOT_FOUND',
    });
  });

  it('grants, announces SubaccountCreditsGranted, and replays the first answer for a repeated key', async () => {
    const { service, appended } = fakes(null);
    const input = { email: 'client@agency.test', amount, idempotencyKey: 'k' };
    const first = await service.grant(agency, input);
    expect(first).toEqual({
      subAccountId: SUB,
      creditsAdded: '10.00',
      newBalance: '10.50',
      replayed: false,
    });
    expect(await service.grant(agency, input)).toEqual({ ...first, replayed: true });
    expect(appended).toEqual([
      {
        accountId: SUB,
        type: 'SubaccountCreditsGranted',
        payload: { sub_account_id: SUB, agency_id: AGENCY, balance: 10.5 },
      },
    ]);
  });
});
