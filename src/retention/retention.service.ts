import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../observability/metrics.service';
import { RETENTION_TARGETS, type RetentionWindow } from './retention-targets';

const DAY_MS = 86_400_000;

/** The `job_leases` row that lets one retention run at a time hold the cluster. */
export const LEASE_NAME = 'retention';
/** How long a lease lasts without renewal (renewed after every batch), ms. */
const LEASE_MS = 5 * 60_000;

/** What one run did: rows purged per target table, or `skipped` when another run held the lock. */
export interface RetentionReport {
  skipped: boolean;
  purged: Record<string, number>;
  durationMs: number;
}

/**
 * The retention job (docs/data-lifecycle.md#retention): deletes what is no longer wanted
 * from the tables in {@link RETENTION_TARGETS}, in batches of at most `RETENTION_BATCH_SIZE`
 * (≤ 5000) rows per statement with `RETENTION_BATCH_PAUSE_MS` between them, so no statement holds
 * long locks and the API keeps its share of the database. One run at a time across the cluster:
 * a lease row in `job_leases` (5 min, renewed after every batch, deleted at the end; a dead
 * holder's lease expires); a run that finds it held returns `skipped`. Windows: `RETENTION_OUTBOX_DAYS` (7), `RETENTION_WEBHOOK_DAYS` (30),
 * idempotency keys past their `expires_at` (24 h), CSV bodies of finished imports at once.
 * `parley_retention_purged_rows_total{table}` counts rows purged on /metrics.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private readonly purgedCounter: Counter<'table'> | null;
  private readonly targets = RETENTION_TARGETS;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Optional() metrics?: MetricsService,
  ) {
    this.purgedCounter = metrics
      ? new Counter({
          name: 'parley_retention_purged_rows_total',
          help: 'Rows deleted (or cleared, for imports.csv) by the retention job, by table',
          labelNames: ['table'],
          registers: [metrics.registry],
        })
      : null;
    for (const target of this.targets) this.purgedCounter?.inc({ table: target.table }, 0);
  }

  /** One full run now (see the class). Never runs concurrently with another run anywhere. */
  async run(now: Date = new Date()): Promise<RetentionReport> {
    const started = Date.now();
    const purged: Record<string, number> = {};
    const holder = randomUUID();
    if (!(await this.takeLease(holder))) {
      return { skipped: true, purged, durationMs: Date.now() - started };
    }
    try {
      const window: RetentionWindow = {
        limit: this.config.RETENTION_BATCH_SIZE,
        now,
        outboxBefore: new Date(now.getTime() - this.config.RETENTION_OUTBOX_DAYS * DAY_MS),
        webhooksBefore: new Date(now.getTime() - this.config.RETENTION_WEBHOOK_DAYS * DAY_MS),
      };
      for (const target of this.targets) {
        purged[target.table] = 0;
        for (;;) {
          const n = await target.purgeBatch(this.dataSource.manager, window);
          purged[target.table] += n;
          this.purgedCounter?.inc({ table: target.table }, n);
          if (n < window.limit) break;
          if (!(await this.takeLease(holder))) throw new Error('retention lease lost');
          await pause(this.config.RETENTION_BATCH_PAUSE_MS);
        }
      }
    } finally {
      await this.dataSource.query(`DELETE FROM job_leases WHERE name = $1 AND holder = $2`, [
        LEASE_NAME,
        holder,
      ]);
    }
    const report = { skipped: false, purged, durationMs: Date.now() - started };
    this.logger.log({ retention: report }, 'retention run finished');
    return report;
  }

  /**
   * Takes (or renews, for its holder) the `retention` lease for {@link LEASE_MS}: one statement,
   * decided by the primary key. A lease whose holder died expires by itself.
   */
  private async takeLease(holder: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO job_leases (name, holder, held_until)
       VALUES ($1, $2, clock_timestamp() + ($3 || ' milliseconds')::interval)
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, held_until = EXCLUDED.held_until
        WHERE job_leases.holder = EXCLUDED.holder OR job_leases.held_until < clock_timestamp()
       RETURNING name`,
      [LEASE_NAME, holder, String(LEASE_MS)],
    );
    return rows.length > 0;
  }
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
