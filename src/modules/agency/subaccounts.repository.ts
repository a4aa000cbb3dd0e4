import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';

/**
 * A sub-account with its credit columns (numeric values as exact decimal text, e.g. `"150.00"`).
 * `createdAt` is cut to milliseconds, as the keyset cursor carries it.
 */
export interface SubAccountRecord {
  id: string;
  name: string;
  email: string;
  agencyId: string;
  createdAt: Date;
  balance: string;
  autoRechargeEnabled: boolean;
  autoRechargeThreshold: string;
  autoRechargeAmount: string;
  /** Idempotency key of the auto-recharge event emitted for the current crossing; null = armed. */
  autoRechargePendingKey: string | null;
}

/** New auto-recharge settings, amounts as exact decimal text. */
export interface AutoRechargeValues {
  enabled: boolean;
  threshold: string;
  amount: string;
}

// accounts.created_at has microseconds; the JSON shows milliseconds. Paging orders and compares
// the exact column (KEYSET), the cursor carrying the exact time.
const CREATED_MS = `date_trunc('milliseconds', created_at)`;
/** The sub-accounts list's order: `(created_at, id)`. */
const KEYSET = new Keyset('created_at', 'id');

const COLUMNS = `id, name, email, agency_id AS "agencyId", ${CREATED_MS} AS "createdAt",
  credit_balance::text AS balance, auto_recharge_enabled AS "autoRechargeEnabled",
  auto_recharge_threshold::text AS "autoRechargeThreshold",
  auto_recharge_amount::text AS "autoRechargeAmount",
  auto_recharge_pending_key AS "autoRechargePendingKey"`;

/**
 * Sub-accounts of an agency, read from `accounts` (the credit columns are this module's,
 * migration 1763684700000; the accounts themselves are created through `AccountsService`). Every
 * method takes the **agency** id first and only ever sees that agency's sub-accounts.
 */
@Injectable()
export class SubAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** The agency's sub-account with this id (a UUID), or null; `forUpdate` locks its row. */
  async findById(
    agencyId: string,
    subAccountId: string,
    manager?: EntityManager,
    forUpdate = false,
  ): Promise<SubAccountRecord | null> {
    const rows: SubAccountRecord[] = await this.db(manager).query(
      `SELECT ${COLUMNS} FROM accounts
        WHERE agency_id = $1 AND id = $2 AND type = 'sub_account'${forUpdate ? ' FOR UPDATE' : ''}`,
      [agencyId, subAccountId],
    );
    return rows[0] ?? null;
  }

  /** The agency's sub-account with this email (compared case-insensitively, as it is unique), or null. */
  async findByEmail(agencyId: string, email: string): Promise<SubAccountRecord | null> {
    const rows: SubAccountRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM accounts
        WHERE agency_id = $1 AND lower(email) = lower($2) AND type = 'sub_account'`,
      [agencyId, email],
    );
    return rows[0] ?? null;
  }

  /**
   * Up to `limit` of the agency's sub-accounts, oldest first, strictly after `after` (exact to
   * the microsecond: see {@link Keyset}); each row carries its `cursorAt`.
   */
  async page(
    agencyId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(SubAccountRecord & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM accounts
        WHERE agency_id = $1 AND type = 'sub_account'
          AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [agencyId, ...Keyset.params(after), limit],
    );
  }

  /**
   * Stores the auto-recharge settings of a sub-account (row locked by the caller) and re-arms
   * the auto-recharge (`auto_recharge_pending_key = NULL`) when `rearm` is true.
   */
  async updateAutoRecharge(
    agencyId: string,
    subAccountId: string,
    values: AutoRechargeValues,
    rearm: boolean,
    manager: EntityManager,
  ): Promise<SubAccountRecord> {
    const rows: SubAccountRecord[] = await manager.query(
      `WITH updated AS (
         UPDATE accounts
            SET auto_recharge_enabled = $3,
                auto_recharge_threshold = $4::numeric,
                auto_recharge_amount = $5::numeric,
                auto_recharge_pending_key = CASE WHEN $6 THEN NULL ELSE auto_recharge_pending_key END
          WHERE agency_id = $1 AND id = $2 AND type = 'sub_account'
          RETURNING *)
       SELECT ${COLUMNS} FROM updated`,
      [agencyId, subAccountId, values.enabled, values.threshold, values.amount, rearm],
    );
    return rows[0];
  }
}
