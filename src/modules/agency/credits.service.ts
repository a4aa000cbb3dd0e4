import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { Page } from '../../common/pagination/pagination';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import type { Account } from '../accounts';
import type {
  SubaccountAutoRechargeDuePayload,
  SubaccountCreditsGrantedPayload,
} from '../../events';
import { SubAccountNotFoundError } from './agency.errors';
import { autoRechargeDue } from './domain/auto-recharge';
import type { CreditAmount } from './domain/credit-amount';
import {
  type Cents,
  centsFromDecimal,
  centsFromWholeCredits,
  decimalFromCents,
  jsonNumberFromDecimal,
} from './domain/credits';
import { decodeLedgerCursor, encodeLedgerCursor } from './domain/ledger-cursor';
import { type CreditTransactionRecord, CreditsRepository } from './credits.repository';
import { SubAccountsRepository } from './subaccounts.repository';
import { assertAgency } from './subaccounts.service';

/** A grant asked for by an agency (`POST /v1/subaccounts/credits`); `amount` already checked. */
export interface GrantInput {
  email: string;
  amount: CreditAmount;
  description?: string | null;
  idempotencyKey?: string | null;
}

/** The answer of a grant (docs/ledger.md#grants), amounts as exact decimal text. */
export interface GrantResult {
  subAccountId: string;
  /** Credits added, e.g. `"100.00"`; for a replayed idempotency key, the first grant's. */
  creditsAdded: string;
  /** Balance right after the grant; for a replayed idempotency key, as the first grant left it. */
  newBalance: string;
  /** True when the idempotency key was used before: nothing was granted now. */
  replayed: boolean;
}

/**
 * Outcome of `CreditsService.debitForMessage`. Balances are exact decimal text (`"149.00"`).
 *
 * - `{metered: false}`: not a sub-account (standard or agency): nothing to pay, nothing written.
 * - `{metered: true, ok: true}`: the message is paid for — by this call, or already by an earlier
 *   call for the same message (`alreadyDebited`, nothing written now). `autoRechargeDue`: this
 *   debit emitted `SubaccountAutoRechargeDue`.
 * - `{metered: true, ok: false}`: the balance is below `MESSAGE_CREDIT_COST`; nothing written.
 *   The caller fails the message with `INSUFFICIENT_CREDITS` or makes the send wait for
 *   `SubaccountCreditsGranted`.
 */
export type DebitResult =
  | { metered: false }
  | {
      metered: true;
      ok: true;
      balance: string;
      alreadyDebited: boolean;
      autoRechargeDue: boolean;
    }
  | { metered: true; ok: false; balance: string };

/** Most account ids `CreditsService` remembers as not metered. */
const UNMETERED_MEMO_MAX = 100_000;

/** Thrown inside a grant's transaction to roll it back when its idempotency key was taken meanwhile. */
class IdempotencyKeyTaken extends Error {}

/** PostgreSQL 22003: numeric value out of range (a balance past `numeric(14,2)`). */
function isNumericOverflow(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.driverError?.code === '22003' || e?.code === '22003';
}

/**
 * The credit ledger's use cases (docs/ledger.md): grants by an
 * agency, one debit per outbound message of a sub-account, and the history. The balance and its
 * ledger row always change in one statement under the sub-account's row lock, with `numeric`
 * arithmetic in SQL (JavaScript only compares and subtracts `bigint` cents), so the balance
 * always equals the sum of the ledger and never goes below 0 (`CHECK`).
 */
@Injectable()
export class CreditsService {
  /**
   * Accounts found not to be sub-accounts: never metered, since an account's type is set when it
   * is created and never changes (docs/ledger.md#credits), so their messages skip the lock's
   * statement. At most {@link UNMETERED_MEMO_MAX} ids; emptied when full.
   */
  private readonly unmetered = new Set<string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly credits: CreditsRepository,
    private readonly subAccounts: SubAccountsRepository,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  /** What one outbound message of a sub-account costs, in cents (`MESSAGE_CREDIT_COST` credits). */
  get messageCostCents(): Cents {
    return centsFromWholeCredits(this.config.MESSAGE_CREDIT_COST);
  }

  /**
   * Grants credits to the agency's sub-account named by `email`, in one transaction: balance
   * update and ledger row (one statement) and a `SubaccountCreditsGranted` outbox event; a grant
   * that brings the balance to the auto-recharge threshold or above re-arms the auto-recharge.
   *
   * Idempotent by `idempotencyKey` per sub-account, forever: a repeat grants nothing and answers
   * the first grant's `creditsAdded` and `newBalance` (read back from its ledger row), also when
   * the two race (the unique index decides; the loser rolls back and reads the winner's row).
   *
   * @throws AgencyOnlyError (403) when `agency` is not an agency;
   * @throws SubAccountNotFoundError (404) when no sub-account of this agency has the email;
   * @throws ValidationFailedError (400, `amount`) when the balance would exceed 999,999,999,999.99.
   */
  async grant(agency: Account, input: GrantInput): Promise<GrantResult> {
    assertAgency(agency);
    const subAccount = await this.subAccounts.findByEmail(agency.id, input.email);
    if (!subAccount) throw new SubAccountNotFoundError('email');
    const idempotencyKey = input.idempotencyKey ?? null;
    if (idempotencyKey !== null) {
      const first = await this.credits.findByIdempotencyKey(subAccount.id, idempotencyKey);
      if (first) return this.answer(subAccount.id, first, true);
    }
    let row: CreditTransactionRecord;
    try {
      row = await inTransaction(this.dataSource, async (manager) => {
        const inserted = await this.credits.insertGrant(
          subAccount.id,
          agency.id,
          {
            amount: input.amount.decimal,
            description: input.description || null,
            idempotencyKey,
          },
          manager,
        );
        if (!inserted) throw new IdempotencyKeyTaken();
        const payload: SubaccountCreditsGrantedPayload = {
          sub_account_id: subAccount.id,
          agency_id: agency.id,
          balance: jsonNumberFromDecimal(inserted.balanceAfter),
        };
        await this.outbox.append(manager, subAccount.id, 'SubaccountCreditsGranted', payload);
        return inserted;
      });
    } catch (error) {
      if (error instanceof IdempotencyKeyTaken && idempotencyKey !== null) {
        const first = await this.credits.findByIdempotencyKey(subAccount.id, idempotencyKey);
        if (first) return this.answer(subAccount.id, first, true);
      }
      if (isNumericOverflow(error)) {
        throw new ValidationFailedError([
          {
            field: 'amount',
            message: 'would take the balance past the largest balance, 999999999999.99',
          },
        ]);
      }
      throw error;
    }
    return this.answer(subAccount.id, row, false);
  }

  /**
   * Pays for one outbound message of `accountId` in the caller's transaction (`manager`, READ
   * COMMITTED as `inTransaction` opens it): call it where the message is claimed for hand-over to
   * its provider. See `DebitResult` for the outcomes.
   *
   * For a sub-account: locks its row (`SELECT … FOR NO KEY UPDATE`, held until the caller commits, so
   * keep the rest of that transaction short), then writes one `debit` row of
   * `MESSAGE_CREDIT_COST` credits and lowers the balance, unless the message was debited before
   * (unique (sub_account_id, message_id) for debits: a second call is a no-op that reports ok) or
   * the balance is too low (`ok: false`, nothing written). When the debit leaves an armed
   * sub-account with auto-recharge enabled below its threshold (`autoRechargeDue`), it appends
   * one `SubaccountAutoRechargeDue` outbox event (account: the agency) and marks the crossing.
   * The append wakes the relay after the caller's commit.
   * With `MESSAGE_CREDIT_COST=0` a sub-account's messages are free: ok, nothing written.
   *
   * Standard and agency accounts: `{metered: false}`, nothing locked, nothing written.
   *
   * @param messageId the message's UUID (no foreign key: any table's message).
   * @throws Error for a malformed account or message id (a caller bug).
   */
  async debitForMessage(
    manager: EntityManager,
    accountId: string,
    messageId: string,
  ): Promise<DebitResult> {
    if (!isUUID(accountId) || !isUUID(messageId)) {
      throw new Error(`debitForMessage needs UUIDs, got ${accountId} / ${messageId}`);
    }
    if (this.unmetered.has(accountId)) return { metered: false };
    const subAccount = await this.credits.lockSubAccount(accountId, manager);
    if (!subAccount) {
      if (this.unmetered.size >= UNMETERED_MEMO_MAX) this.unmetered.clear();
      this.unmetered.add(accountId);
      return { metered: false };
    }
    const cost = this.messageCostCents;
    const balance = centsFromDecimal(subAccount.balance);
    const paid = (alreadyDebited: boolean) =>
      ({
        metered: true,
        ok: true,
        balance: subAccount.balance,
        alreadyDebited,
        autoRechargeDue: false,
      }) as const;
    if (cost === 0n) return paid(false);
    if (balance < cost) {
      // too poor now, but perhaps because this very message was debited already
      const earlier = await this.credits.findDebit(subAccount.id, messageId, manager);
      return earlier ? paid(true) : { metered: true, ok: false, balance: subAccount.balance };
    }
    const after = balance - cost;
    const due = autoRechargeDue(
      {
        enabled: subAccount.autoRechargeEnabled,
        thresholdCents: centsFromDecimal(subAccount.autoRechargeThreshold),
        amountCents: centsFromDecimal(subAccount.autoRechargeAmount),
      },
      subAccount.autoRechargePendingKey === null,
      after,
    );
    const autoRechargeKey = due ? `ar_${randomUUID()}` : null;
    const debited = await this.credits.insertDebit(
      subAccount.id,
      subAccount.agencyId,
      {
        messageId,
        cost: decimalFromCents(cost),
        balanceAfter: decimalFromCents(after),
        autoRechargeKey,
      },
      manager,
    );
    if (!debited) return paid(true);
    if (autoRechargeKey !== null) {
      const payload: SubaccountAutoRechargeDuePayload = {
        idempotency_key: autoRechargeKey,
        sub_account_id: subAccount.id,
        agency_id: subAccount.agencyId,
        email: subAccount.email,
        balance: jsonNumberFromDecimal(debited.balance),
        threshold: jsonNumberFromDecimal(subAccount.autoRechargeThreshold),
        amount: jsonNumberFromDecimal(subAccount.autoRechargeAmount),
        created_at: new Date().toISOString(),
      };
      await this.outbox.append(manager, subAccount.agencyId, 'SubaccountAutoRechargeDue', payload);
    }
    return {
      metered: true,
      ok: true,
      balance: debited.balance,
      alreadyDebited: false,
      autoRechargeDue: autoRechargeKey !== null,
    };
  }

  /**
   * The credit history of one of the agency's sub-accounts, newest first.
   *
   * @throws AgencyOnlyError; SubAccountNotFoundError (404) for an unknown, malformed or other
   *   agency's id; ValidationFailedError (400, `cursor`).
   */
  async historyForAgency(
    agency: Account,
    subAccountId: string,
    limit: number,
    cursor?: string,
  ): Promise<Page<CreditTransactionRecord>> {
    assertAgency(agency);
    const before = this.readCursor(cursor);
    const found = isUUID(subAccountId)
      ? await this.subAccounts.findById(agency.id, subAccountId)
      : null;
    if (!found) throw new SubAccountNotFoundError('id');
    return this.page(found.id, limit, before);
  }

  /**
   * The calling account's own credit history, newest first (`GET /v1/account/credits/transactions`).
   * Only sub-accounts are metered: any other account has none and gets an empty page.
   *
   * @throws ValidationFailedError (400, `cursor`).
   */
  async historyOfAccount(
    account: Account,
    limit: number,
    cursor?: string,
  ): Promise<Page<CreditTransactionRecord>> {
    const before = this.readCursor(cursor);
    if (account.type !== 'sub_account') return { data: [], nextCursor: null };
    return this.page(account.id, limit, before);
  }

  private readCursor(cursor: string | undefined): string | null {
    if (cursor === undefined || cursor === '') return null;
    const seq = decodeLedgerCursor(cursor);
    if (seq === null) {
      throw new ValidationFailedError([
        { field: 'cursor', message: 'is not a cursor returned by this endpoint' },
      ]);
    }
    return seq;
  }

  private async page(
    subAccountId: string,
    limit: number,
    beforeSeq: string | null,
  ): Promise<Page<CreditTransactionRecord>> {
    const rows = await this.credits.page(subAccountId, limit + 1, beforeSeq);
    const visible = rows.slice(0, limit);
    const last = visible[visible.length - 1];
    return {
      data: visible,
      nextCursor: rows.length > limit && last ? encodeLedgerCursor(last.seq) : null,
    };
  }

  private answer(
    subAccountId: string,
    row: CreditTransactionRecord,
    replayed: boolean,
  ): GrantResult {
    return {
      subAccountId,
      creditsAdded: row.amount,
      newBalance: row.balanceAfter,
      replayed,
    };
  }
}
