import type { EntityManager } from 'typeorm';
import { LIVE_EVENT_RETENTION_MS } from '../common/outbox/live-events';

/** What a purge batch needs: the batch size and the cutoffs, computed once per run. */
export interface RetentionWindow {
  /** Rows per statement (≤ 5000). */
  limit: number;
  /** The run's clock. */
  now: Date;
  /** Processed outbox events older than this go. */
  outboxBefore: Date;
  /** Settled webhook deliveries (and their attempts) created before this go. */
  webhooksBefore: Date;
}

/**
 * One table the retention job keeps bounded: one batch is one short statement touching at most
 * `window.limit` rows, returning how many it deleted (or cleared). The job repeats a target's
 * batch until it returns fewer than `limit`, then moves to the next target, in list order.
 */
export interface RetentionTarget {
  /** The `table` label of `parley_retention_purged_rows_total` and of the CLI's report. */
  table: string;
  purgeBatch(manager: EntityManager, window: RetentionWindow): Promise<number>;
}

/** Runs a `WITH gone AS (DELETE|UPDATE … RETURNING 1) SELECT count(*)` and returns the count. */
async function count(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows: { n: number }[] = await manager.query(
    `WITH gone AS (${sql}) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return rows[0].n;
}

/**
 * The tables that would otherwise grow forever (docs/data-lifecycle.md#retention), in the
 * order they are purged (webhook attempts before their deliveries). To keep another table
 * bounded, add one entry here. Each batch finds its rows through a partial
 * or expiry index added by migration 1763685100000.
 */
export const RETENTION_TARGETS: RetentionTarget[] = [
  {
    // the live event stream's log: kept LIVE_EVENT_RETENTION_MS (24 h) for resumes
    table: 'live_events',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM live_events WHERE id IN (
           SELECT id FROM live_events WHERE created_at < $1 ORDER BY created_at LIMIT $2)
         RETURNING 1`,
        [new Date(w.now.getTime() - LIVE_EVENT_RETENTION_MS), w.limit],
      ),
  },
  {
    // Kept provider payloads (docs/channels.md#unprocessed-events), read again or not, as long
    // as the outbox keeps the events they would have become.
    table: 'unprocessed_provider_events',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM unprocessed_provider_events WHERE id IN (
           SELECT id FROM unprocessed_provider_events WHERE created_at < $1 LIMIT $2)
         RETURNING 1`,
        [w.outboxBefore, w.limit],
      ),
  },
  {
    table: 'outbox_events',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM outbox_events WHERE id IN (
           SELECT id FROM outbox_events
            WHERE processed_at IS NOT NULL AND processed_at < $1 LIMIT $2)
         RETURNING 1`,
        [w.outboxBefore, w.limit],
      ),
  },
  {
    // Past their 24 h and not held by a request in flight.
    table: 'idempotency_keys',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM idempotency_keys WHERE id IN (
           SELECT id FROM idempotency_keys
            WHERE expires_at < $1 AND (locked_until IS NULL OR locked_until < $1) LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    table: 'webhook_attempts',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM webhook_attempts WHERE (delivery_id, attempt) IN (
           SELECT a.delivery_id, a.attempt FROM webhook_deliveries d
             JOIN webhook_attempts a ON a.delivery_id = d.id
            WHERE d.status IN ('delivered', 'failed') AND d.created_at < $1 LIMIT $2)
         RETURNING 1`,
        [w.webhooksBefore, w.limit],
      ),
  },
  {
    table: 'webhook_deliveries',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM webhook_deliveries WHERE id IN (
           SELECT id FROM webhook_deliveries
            WHERE status IN ('delivered', 'failed') AND created_at < $1 LIMIT $2)
         RETURNING 1`,
        [w.webhooksBefore, w.limit],
      ),
  },
  {
    // The CSV body of a finished import (cleared when it finishes since migration
    // 1795651300000; this catches any left behind); the import and its report stay.
    table: 'imports.csv',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `UPDATE imports SET csv = '' WHERE id IN (
           SELECT id FROM imports
            WHERE status IN ('completed', 'failed') AND csv <> '' LIMIT $1)
         RETURNING 1`,
        [w.limit],
      ),
  },
  {
    // An import's rejected rows (docs/lists-and-imports.md#rejected-rows), kept 30 days after
    // it finished for the person to fix them; then the rows and their values go, the report keeps
    // the row numbers and codes (migration 1796600000000, partial index).
    table: 'imports.rejected_rows',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `UPDATE imports
            SET rejected_csv = '',
                invalid = (SELECT coalesce(jsonb_agg(e.issue - 'value' ORDER BY e.n), '[]'::jsonb)
                             FROM jsonb_array_elements(invalid) WITH ORDINALITY AS e(issue, n))
          WHERE id IN (
            SELECT id FROM imports
             WHERE rejected_csv <> '' AND status IN ('completed', 'failed')
               AND coalesce(completed_at, created_at) < $1::timestamptz - interval '30 days'
             LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    // Invitations finished (accepted, revoked) or expired, kept 30 days for the record: they
    // hold the invitee's email and name (migration 1795651400000, index on expires_at).
    table: 'invitations',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM invitations WHERE id IN (
           SELECT id FROM invitations
            WHERE expires_at < $1::timestamptz - interval '30 days' LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    // Sign-ups never confirmed within their 24 hours (they hold an email and a password hash).
    table: 'signup_requests',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM signup_requests WHERE id IN (
           SELECT id FROM signup_requests WHERE expires_at <= $1 LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    // Password reset links past their hour (used or not), kept a day for the record
    // (migration 1796200000000, index on expires_at).
    table: 'password_resets',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM password_resets WHERE id IN (
           SELECT id FROM password_resets
            WHERE expires_at < $1::timestamptz - interval '1 day' LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    // Devices not signed in from within their 180 days: no longer trusted anyway.
    table: 'trusted_devices',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM trusted_devices WHERE id IN (
           SELECT id FROM trusted_devices WHERE expires_at <= $1 LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
  {
    // Sessions past their sliding 14 days; they are already refused at sign-in, this reclaims
    // their rows (index `sessions_expires_at_idx`, migration 1763685000000).
    table: 'sessions',
    purgeBatch: (manager, w) =>
      count(
        manager,
        `DELETE FROM sessions WHERE id IN (
           SELECT id FROM sessions WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2)
         RETURNING 1`,
        [w.now, w.limit],
      ),
  },
];
