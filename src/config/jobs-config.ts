import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';
import { toInt, toBool } from './env-values';
import { PeopleConfig } from './people-config';

/**
 * Background work (outbox, sweeps, queue, retention, webhook deliveries, credits): part of
 * `AppConfig` (docs/operations.md#queue-and-workers).
 */
export class JobsConfig extends PeopleConfig {
  /**
   * Allow webhook/delivery URLs that resolve to this machine or private ranges (development and
   * tests). Default: true unless `NODE_ENV=production`, so the README's local receiver works on a
   * fresh `npm start`; production refuses them (server-side request forgery).
   */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_PRIVATE_WEBHOOK_URLS: boolean = process.env.NODE_ENV !== 'production';

  /**
   * Days a processed outbox event is kept before the retention job deletes it
   * (docs/data-lifecycle.md#retention).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  RETENTION_OUTBOX_DAYS: number = 7;

  /**
   * Days a settled (delivered or failed) webhook delivery and its attempts are kept
   * (docs/data-lifecycle.md#retention).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  RETENTION_WEBHOOK_DAYS: number = 30;

  /** How often (ms) the retention job is scheduled on the queue (one run at a time, cluster-wide). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(86_400_000)
  RETENTION_INTERVAL_MS: number = 3_600_000;

  /** Rows the retention job deletes per statement (at most 5000, so no statement holds long locks). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(5000)
  RETENTION_BATCH_SIZE: number = 5000;

  /** Pause (ms) between two retention batches, leaving the database to the API. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  RETENTION_BATCH_PAUSE_MS: number = 200;

  /**
   * How often (ms) `GET /v1/events` writes a heartbeat comment to each open stream
   * (docs/conversations.md#live-events), so proxies keep it open and a dead client is noticed.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(300_000)
  EVENTS_HEARTBEAT_MS: number = 15_000;

  /**
   * The most (bytes) an event stream may hold unsent for a slow client before it is dropped
   * (it reconnects with `Last-Event-ID` and loses nothing): docs/conversations.md#live-events.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(64 * 1024 * 1024)
  EVENTS_MAX_BUFFER_BYTES: number = 256 * 1024;

  /** How often (ms) a worker process looks for outbox events left behind (crash, failed subscriber). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(600_000)
  OUTBOX_POLL_MS: number = 1000;

  /**
   * Outbox events a worker process hands to their handlers at once (docs/sending.md#the-outbox):
   * claimed in batches with `FOR UPDATE SKIP LOCKED`; one conversation's events still one at a
   * time in order. Each running handler may hold one database connection, so keep it below
   * `DATABASE_POOL_SIZE` (default 10) to leave connections for the process's other work.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  OUTBOX_CONCURRENCY: number = 6;

  /**
   * How often (ms) a worker process re-enqueues campaign sends that are due but whose job was
   * lost (a restart of the in-process driver, Redis down when they were enqueued).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600_000)
  DISPATCH_SWEEP_MS: number = 5000;

  /** Queue jobs one worker process runs at once, across all job names (Bull or in-process driver). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  QUEUE_CONCURRENCY: number = 10;

  /** Time limit (ms) of one outgoing webhook request (custom-channel delivery, event webhooks). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  /**
   * Delays (ms, comma-separated) before each retry of a failed webhook delivery; jitter adds up
   * to 20 %. The default retries for about 26 h (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h,
   * 4 h, 8 h, 10 h); after the last retry fails the delivery is `failed`. Tests compress it.
   */
  @Matches(/^\d{1,9}(,\d{1,9}){0,29}$/, {
    message: 'must be 1-30 comma-separated millisecond delays',
  })
  WEBHOOK_RETRY_SCHEDULE_MS: string =
    '5000,30000,120000,600000,1800000,3600000,7200000,14400000,28800000,36000000';

  /** Credits a sub-account's outbound message costs (docs/ledger.md#debits). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  MESSAGE_CREDIT_COST: number = 1;
}
