import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agency credits (docs/ledger.md): a sub-account's credit
 * balance and auto-recharge settings on `accounts`, and the `credit_transactions` ledger.
 *
 * - `accounts.credit_balance` is `numeric(14,2)` (never floating point) with
 *   `CHECK (credit_balance >= 0)`, and only a sub-account ever has a balance. It changes only in
 *   the statement that inserts its ledger row, under the account's row lock, so it always
 *   equals the sum of the sub-account's ledger `amount`s.
 * - `auto_recharge_pending_key` marks a crossing under the threshold already announced: the
 *   `idempotency_key` of the `subaccount.auto_recharge` event emitted for it, NULL when armed.
 * - Ledger `amount` is signed: grants > 0, debits < 0, reversals either way;
 *   `balance_after` is the balance right after the row. `seq` orders the rows as the balance
 *   changed (it is assigned under the sub-account's row lock).
 * - One grant per (sub-account, `idempotency_key`), forever; one debit per (sub-account,
 *   message). `message_id` has no foreign key: debited messages live in the messaging and
 *   custom-channel tables, and the ledger outlives them.
 */
export class Agency1763684700000 implements MigrationInterface {
  name = 'Agency1763684700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE accounts
        ADD COLUMN credit_balance numeric(14,2) NOT NULL DEFAULT 0
          CONSTRAINT accounts_credit_balance_check CHECK (credit_balance >= 0),
        ADD COLUMN auto_recharge_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN auto_recharge_threshold numeric(14,2) NOT NULL DEFAULT 0
          CONSTRAINT accounts_auto_recharge_threshold_check
          CHECK (auto_recharge_threshold >= 0 AND auto_recharge_threshold <= 1000000),
        ADD COLUMN auto_recharge_amount numeric(14,2) NOT NULL DEFAULT 0
          CONSTRAINT accounts_auto_recharge_amount_check
          CHECK (auto_recharge_amount >= 0 AND auto_recharge_amount <= 1000000),
        ADD COLUMN auto_recharge_pending_key text NULL,
        ADD CONSTRAINT accounts_credit_balance_sub_account_check
          CHECK (type = 'sub_account' OR credit_balance = 0)`);
    await queryRunner.query(`
      CREATE TABLE credit_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        sub_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('grant', 'debit', 'reversal')),
        amount numeric(14,2) NOT NULL,
        balance_after numeric(14,2) NOT NULL CHECK (balance_after >= 0),
        description text NULL CHECK (description IS NULL OR char_length(description) <= 500),
        idempotency_key text NULL
          CHECK (idempotency_key IS NULL OR char_length(idempotency_key) BETWEEN 1 AND 255),
        message_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT credit_transactions_seq_key UNIQUE (seq),
        CONSTRAINT credit_transactions_amount_sign_check CHECK (
          (kind = 'grant' AND amount > 0) OR (kind = 'debit' AND amount < 0)
          OR (kind = 'reversal' AND amount <> 0)),
        CONSTRAINT credit_transactions_debit_message_check CHECK (
          kind <> 'debit' OR message_id IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX credit_transactions_idempotency_key ON credit_transactions (sub_account_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX credit_transactions_debit_message_key ON credit_transactions (sub_account_id, message_id)
        WHERE kind = 'debit'`,
    );
    await queryRunner.query(
      `CREATE INDEX credit_transactions_history_idx ON credit_transactions (sub_account_id, seq)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE credit_transactions`);
    await queryRunner.query(`
      ALTER TABLE accounts
        DROP CONSTRAINT accounts_credit_balance_sub_account_check,
        DROP COLUMN auto_recharge_pending_key,
        DROP COLUMN auto_recharge_amount,
        DROP COLUMN auto_recharge_threshold,
        DROP COLUMN auto_recharge_enabled,
        DROP COLUMN credit_balance`);
  }
}
