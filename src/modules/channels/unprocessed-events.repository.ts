import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';

/** An unprocessed provider event as stored (docs/channels.md#unprocessed-events). */
export interface UnprocessedEventRow {
  id: string;
  accountId: string;
  connectionId: string;
  provider: string;
  kind: string;
  reason: string;
  payload: unknown;
  status: 'unprocessed' | 'processed';
  attempts: number;
  createdAt: Date;
  processedAt: Date | null;
}

const COLUMNS = `id, account_id AS "accountId", connection_id AS "connectionId", provider, kind, reason,
  payload, status, attempts, created_at AS "createdAt", processed_at AS "processedAt"`;
const KEYSET = new Keyset('created_at', 'id');

/**
 * `unprocessed_provider_events` in PostgreSQL: the account id first in every method except the
 * operator's retry scan (`dueForRetry`, every account, run by the CLI).
 */
@Injectable()
export class UnprocessedEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores one verified call's unusable items, in the caller's transaction. */
  async insert(
    accountId: string,
    row: { connectionId: string; provider: string; kind: string; reason: string; payload: unknown },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO unprocessed_provider_events (account_id, connection_id, provider, kind, reason, payload)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        accountId,
        row.connectionId,
        row.provider,
        row.kind,
        row.reason,
        JSON.stringify(row.payload),
      ],
    );
  }

  /** Up to `limit` of the account's events with `status`, oldest first, after `after`. */
  async page(
    accountId: string,
    status: 'unprocessed' | 'processed',
    limit: number,
    after: CursorPosition | null,
  ): Promise<(UnprocessedEventRow & { cursorAt: string })[]> {
    const params: unknown[] = [accountId, status];
    let where = 'account_id = $1 AND status = $2';
    if (after) {
      params.push(...Keyset.params(after));
      where += ` AND ${KEYSET.after(params.length - 1, params.length)}`;
    }
    params.push(limit);
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM unprocessed_provider_events WHERE ${where}
        ORDER BY ${KEYSET.orderBy} LIMIT $${params.length}`,
      params,
    );
  }

  /** Every account's unprocessed events (the CLI's retry), oldest first, after `afterId`'s row. */
  async dueForRetry(
    limit: number,
    after: CursorPosition | null,
  ): Promise<(UnprocessedEventRow & { cursorAt: string })[]> {
    const params: unknown[] = [];
    let where = `status = 'unprocessed'`;
    if (after) {
      params.push(...Keyset.params(after));
      where += ` AND ${KEYSET.after(params.length - 1, params.length)}`;
    }
    params.push(limit);
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM unprocessed_provider_events WHERE ${where}
        ORDER BY ${KEYSET.orderBy} LIMIT $${params.length}`,
      params,
    );
  }

  /** Marks an event read by the current parser (`processed`) or records another failed try. */
  async settle(
    accountId: string,
    id: string,
    outcome: { processed: true } | { processed: false; reason: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE unprocessed_provider_events
          SET attempts = attempts + 1,
              status = CASE WHEN $3 THEN 'processed' ELSE status END,
              processed_at = CASE WHEN $3 THEN now() ELSE processed_at END,
              reason = COALESCE($4, reason)
        WHERE account_id = $1 AND id = $2`,
      [accountId, id, outcome.processed, outcome.processed ? null : outcome.reason],
    );
  }

  /**
   * Erasure (docs/data-lifecycle.md#erasure): deletes the account's events whose payload names
   * one of `needles` (a phone's digits, a BSUID, a PSID), processed or not.
   */
  async eraseMentioning(
    accountId: string,
    needles: string[],
    manager: EntityManager,
  ): Promise<number> {
    if (needles.length === 0) return 0;
    const rows: { id: string }[] = await manager.query(
      `DELETE FROM unprocessed_provider_events
        WHERE account_id = $1 AND payload::text LIKE ANY (
          SELECT '%' || replace(replace(replace(n, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
            FROM unnest($2::text[]) AS n)
        RETURNING id`,
      [accountId, needles],
    );
    return rows.length;
  }
}
