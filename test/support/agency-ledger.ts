import type { DataSource } from 'typeorm';

/** A sub-account's balance and ledger, read straight from PostgreSQL (exact decimal text). */
export interface LedgerState {
  balance: string;
  /** sum(amount) of its ledger rows. */
  sum: string;
  rows: number;
  /** Lowest balance_after ever recorded ("0.00" when there are no rows). */
  lowest: string;
}

/** The balance and ledger of one sub-account. */
export async function ledgerState(db: DataSource, subAccountId: string): Promise<LedgerState> {
  const [row] = await db.query(
    `SELECT a.credit_balance::text AS balance,
            COALESCE(sum(t.amount), 0)::numeric(14,2)::text AS sum,
            count(t.id)::int AS rows,
            COALESCE(min(t.balance_after), 0)::numeric(14,2)::text AS lowest
       FROM accounts a LEFT JOIN credit_transactions t ON t.sub_account_id = a.id
      WHERE a.id = $1 GROUP BY a.id`,
    [subAccountId],
  );
  return row as LedgerState;
}

/**
 * Checks the ledger invariants over the whole database, in SQL (numeric, no floating point):
 * every account's balance equals the sum of its ledger, and each row's `balance_after` is the
 * previous row's (in `seq` order) plus its amount.
 *
 * @returns the offending account ids (empty when all hold).
 */
export async function ledgerViolations(db: DataSource): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT a.id FROM accounts a
      WHERE a.credit_balance <> COALESCE(
              (SELECT sum(amount) FROM credit_transactions t WHERE t.sub_account_id = a.id), 0)
     UNION
     SELECT sub_account_id FROM (
       SELECT sub_account_id, balance_after, amount,
              lag(balance_after, 1, 0::numeric) OVER (PARTITION BY sub_account_id ORDER BY seq) AS before
         FROM credit_transactions) chain
      WHERE balance_after <> before + amount`,
  );
  return rows.map((row) => row.id);
}
