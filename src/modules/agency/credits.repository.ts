import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Kinds of ledger rows: grants add, debits subtract, reversals correct either way. */
export const CREDIT_TRANSACTION_KINDS = ['grant', 'debit', 'reversal'] as const;
export type CreditTransactionKind = (typeof CREDIT_TRANSACTION_KINDS)[number];

/** A ledger row; amounts as exact decimal text (`amount` signed: a debit is `"-1.00"`). */
export interface CreditTransactionRecord {
  id: string;
  /** Ledger order (bigint as text): the order the balance changed in. */
  seq: string;
  kind: CreditTransactionKind;
  amount: string;
  balanceAfter: string;
  description: string | null;
  idempotencyKey: string | null;
  messageId: string | null;
  createdAt: Date;
}

/** A sub-account row locked for a debit: what the debit and its auto-recharge check need. */
export interface LockedSubAccount {
  id: string;
  agencyId: string;
  email: string;
  balance: string;
  autoRechargeEnabled: boolean;
  autoRechargeThreshold: string;
  autoRechargeAmount: string;
  autoRechargePendingKey: string | null;
}

/** A grant to apply: amount as exact decimal text (> 0). */
export interface NewGrant {
  amount: string;
  description: string | null;
  idempotencyKey: string | null;
}

/** A debit to apply: amounts as exact decimal text; `balanceAfter` computed under the row lock. */
export interface NewDebit {
  messageId: string;
  cost: string;
  balanceAfter: string;
  /** Set when this debit makes an auto-recharge event due: marks the crossing as announced. */
  autoRechargeKey: string | null;
}

const TX_COLUMNS = `id, seq::text AS seq, kind, amount::text AS amount,
  balance_after::text AS "balanceAfter", description, idempotency_key AS "idempotencyKey",
  message_id AS "messageId", created_at AS "createdAt"`;

/**
 * The credit ledger (`credit_transactions`) and the balance it keeps on `accounts`
 * (migration 1763684700000). Every method takes the **sub-account** id first. The balance is
 * only ever changed by a statement that also writes its ledger row, with `numeric` arithmetic in
 * SQL, so `credit_balance = sum(amount)` holds at every commit.
 */
@Injectable()
export class CreditsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** The ledger row of the sub-account carrying this idempotency key, or null. */
  async findByIdempotencyKey(
    subAccountId: string,
    idempotencyKey: string,
    manager?: EntityManager,
  ): Promise<CreditTransactionRecord | null> {
    const rows: CreditTransactionRecord[] = await this.db(manager).query(
      `SELECT ${TX_COLUMNS} FROM credit_transactions WHERE sub_account_id = $1 AND idempotency_key = $2`,
      [subAccountId, idempotencyKey],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds a grant in one statement: `UPDATE accounts SET credit_balance = credit_balance + x`
   * (which takes the row lock, so grants and debits of one sub-account serialise), re-arming the
   * auto-recharge when the new balance is at or above the threshold (`rearmsAt`), and inserts
   * the ledger row with the balance it produced.
   *
   * @returns the ledger row, or null when the idempotency key is already used for this
   *   sub-account (`ON CONFLICT DO NOTHING`): the balance was changed anyway, so the caller must
   *   roll the transaction back.
   * @throws the driver's 22003 (numeric field overflow) when the balance would exceed
   *   `numeric(14,2)`.
   */
  async insertGrant(
    subAccountId: string,
    agencyId: string,
    grant: NewGrant,
    manager: EntityManager,
  ): Promise<CreditTransactionRecord | null> {
    const rows: CreditTransactionRecord[] = await manager.query(
      `WITH updated AS (
         UPDATE accounts
            SET credit_balance = credit_balance + $3::numeric,
                auto_recharge_pending_key =
                  CASE WHEN credit_balance + $3::numeric >= auto_recharge_threshold THEN NULL
                       ELSE auto_recharge_pending_key END
          WHERE id = $1 AND agency_id = $2 AND type = 'sub_account'
          RETURNING id, agency_id, credit_balance)
       INSERT INTO credit_transactions
              (sub_account_id, agency_id, kind, amount, balance_after, description, idempotency_key)
       SELECT id, agency_id, 'grant', $3::numeric, credit_balance, $4, $5 FROM updated
       ON CONFLICT (sub_account_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING ${TX_COLUMNS}`,
      [subAccountId, agencyId, grant.amount, grant.description, grant.idempotencyKey],
    );
    return rows[0] ?? null;
  }

  /**
   * Locks the row of `accountId` when it is a sub-account (`SELECT … FOR NO KEY UPDATE`, held
   * until the caller's transaction ends) and reads its balance and auto-recharge state. Not
   * `FOR UPDATE`: a send's transaction has already inserted rows referencing the account (its
   * message, contact…), whose foreign-key checks hold `FOR KEY SHARE` on it; `FOR UPDATE`
   * conflicts with that, so two concurrent sends would deadlock, while `FOR NO KEY UPDATE` only
   * waits for the other debit (PostgreSQL docs, "Row-Level Locks").
   *
   * @returns null for any other account (standard, agency, unknown): nothing is locked.
   */
  async lockSubAccount(
    accountId: string,
    manager: EntityManager,
  ): Promise<LockedSubAccount | null> {
    const rows: LockedSubAccount[] = await manager.query(
      `SELECT id, agency_id AS "agencyId", email, credit_balance::text AS balance,
              auto_recharge_enabled AS "autoRechargeEnabled",
              auto_recharge_threshold::text AS "autoRechargeThreshold",
              auto_recharge_amount::text AS "autoRechargeAmount",
              auto_recharge_pending_key AS "autoRechargePendingKey"
         FROM accounts WHERE id = $1 AND type = 'sub_account' FOR NO KEY UPDATE`,
      [accountId],
    );
    return rows[0] ?? null;
  }

  /**
   * Debits a message (row locked by `lockSubAccount` in the same transaction) in one statement:
   * inserts the ledger row (`ON CONFLICT` on the one-debit-per-message index: DO NOTHING), and
   * only when it was inserted subtracts the cost from the balance and records the auto-recharge
   * key.
   *
   * @returns the new ledger row's id and the balance after, or null when the message was already
   *   debited (nothing changed).
   */
  async insertDebit(
    subAccountId: string,
    agencyId: string,
    debit: NewDebit,
    manager: EntityManager,
  ): Promise<{ id: string; balance: string } | null> {
    const rows: { id: string; balanceAfter: string; balance: string | null }[] =
      await manager.query(
        `WITH inserted AS (
           INSERT INTO credit_transactions
                  (sub_account_id, agency_id, kind, amount, balance_after, message_id)
           VALUES ($1, $2, 'debit', -($3::numeric), $4::numeric, $5)
           ON CONFLICT (sub_account_id, message_id) WHERE kind = 'debit' DO NOTHING
           RETURNING id, balance_after),
         updated AS (
           UPDATE accounts
              SET credit_balance = credit_balance - $3::numeric,
                  auto_recharge_pending_key = COALESCE($6::text, auto_recharge_pending_key)
            WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
            RETURNING credit_balance)
         SELECT i.id, i.balance_after::text AS "balanceAfter",
                (SELECT credit_balance::text FROM updated) AS balance
           FROM inserted i`,
        [
          subAccountId,
          agencyId,
          debit.cost,
          debit.balanceAfter,
          debit.messageId,
          debit.autoRechargeKey,
        ],
      );
    const row = rows[0];
    if (!row) return null;
    if (row.balance !== row.balanceAfter) {
      // Cannot happen while the row lock is held: refuse to commit a ledger that disagrees.
      throw new Error(
        `credit debit of ${subAccountId}: balance ${row.balance} but ledger says ${row.balanceAfter}`,
      );
    }
    return { id: row.id, balance: row.balance };
  }

  /** The debit row of this message, or null (in the caller's transaction). */
  async findDebit(
    subAccountId: string,
    messageId: string,
    manager: EntityManager,
  ): Promise<CreditTransactionRecord | null> {
    const rows: CreditTransactionRecord[] = await manager.query(
      `SELECT ${TX_COLUMNS} FROM credit_transactions
        WHERE sub_account_id = $1 AND message_id = $2 AND kind = 'debit'`,
      [subAccountId, messageId],
    );
    return rows[0] ?? null;
  }

  /**
   * Up to `limit` ledger rows of the sub-account, newest first, strictly before `beforeSeq`.
   * The order names the table's bigint column: `TX_COLUMNS` outputs `seq::text AS seq`, and a
   * bare `ORDER BY seq` would sort that text (…, 9, 10, 1) and make pages skip and repeat rows.
   */
  async page(
    subAccountId: string,
    limit: number,
    beforeSeq: string | null,
  ): Promise<CreditTransactionRecord[]> {
    if (beforeSeq === null) {
      return this.dataSource.query(
        `SELECT ${TX_COLUMNS} FROM credit_transactions WHERE sub_account_id = $1
          ORDER BY credit_transactions.seq DESC LIMIT $2`,
        [subAccountId, limit],
      );
    }
    return this.dataSource.query(
      `SELECT ${TX_COLUMNS} FROM credit_transactions WHERE sub_account_id = $1 AND seq < $2::bigint
        ORDER BY credit_transactions.seq DESC LIMIT $3`,
      [subAccountId, beforeSeq, limit],
    );
  }
}
