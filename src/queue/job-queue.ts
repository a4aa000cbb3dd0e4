/**
 * The job queue port (docs/operations.md#queue-and-workers): named jobs carrying ids only, run by
 * processors registered by name. Two drivers implement it: `BullJobQueue` (`REDIS_URL` set) and
 * `InProcessJobQueue` (unset). Processors never know which one runs them.
 *
 * Delivery is at least once: a job may run twice (a worker killed mid-job, a lost completion,
 * an add that timed out but reached Redis) and may be lost (Redis lost its data, a restart of
 * the in-process driver). The database is the source of truth; a sweeper re-enqueues what is due
 * and a handler's claim makes a second run a no-op.
 */

import type { JobMap, JobName } from './jobs';

/** Options of one job. */
export interface JobOptions {
  /** Run no earlier than this many milliseconds from now (default 0: as soon as a worker is free). */
  delayMs?: number;
  /**
   * De-duplication key: while a job with this id is waiting, delayed (including between retries)
   * or active, adding it again does nothing. Once it has completed or been dropped, it can be
   * added again. Use an id that is not a plain integer (Bull numbers its own jobs), e.g. a UUID.
   */
  jobId?: string;
  /** Runs at most this many times in all (default `DEFAULT_JOB_ATTEMPTS` = 5); see `retryDelayMs`. */
  attempts?: number;
}

/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/** Runs one job; a rejection is a failed attempt (retried with backoff, then logged and dropped). */
export type JobHandler<T = unknown> = (data: T, context: JobContext) => Promise<void>;

/** Jobs by state, as reported by `JobQueue.depth()` and the `parley_queue_jobs` gauge. */
export interface JobCounts {
  /** Due and waiting for a free worker. */
  waiting: number;
  /** Waiting for their delay or for their next retry. */
  delayed: number;
  /** Running now. */
  active: number;
  /** Dropped after their last attempt by this process since it started (never kept in Redis). */
  failed: number;
}

/**
 * The port. Provided globally by `QueueModule`; inject `JobQueue`.
 *
 * Data is carried as JSON (both drivers serialise it): pass ids and plain values, not class
 * instances or Dates.
 */
export abstract class JobQueue {
  /**
   * Enqueues a job; a job whose `jobId` is already waiting, delayed or active is NOT added again.
   *
   * @throws ServiceUnavailableError (503) within about 3 s when the backend (Redis) is
   *   unreachable or does not answer (never hangs), or when the queue is shutting down. A job
   *   whose add timed out may still be added later: the caller retries with the same `jobId`.
   */
  abstract add<K extends JobName>(name: K, data: JobMap[K], options?: JobOptions): Promise<void>;

  /** `add()` for several jobs in one round trip; same de-duplication and errors. */
  abstract addBulk<K extends JobName>(
    jobs: { name: K; data: JobMap[K]; options?: JobOptions }[],
  ): Promise<void>;

  /**
   * Registers the handler of a job name: the handler registry's, at start-up, for each
   * `@ProcessJob` method (src/queue/jobs.ts is the table). Handlers run only in processes with
   * `config.runsWorkers` (APP_ROLE `all` or `worker`); elsewhere jobs are only added. A job
   * whose name has no handler in a worker fails. (The drivers themselves take any name: their
   * own tests run jobs that are not in the table.)
   *
   * @throws Error when a handler is already registered for `name`.
   */
  abstract process<K extends JobName>(name: K, handler: JobHandler<JobMap[K]>): void;

  /** Counts for `/metrics`. @throws ServiceUnavailableError when Redis does not answer within 1 s. */
  abstract depth(): Promise<JobCounts>;

  /**
   * Tests: resolves when no job that is due now is waiting or active (delayed jobs whose time
   * has not come, including retries in backoff, are not awaited). Waits without the caller
   * sleeping.
   *
   * @param timeoutMs default 10 000 ms.
   * @throws Error naming the counts when the queue is not idle within `timeoutMs`.
   */
  abstract whenIdle(timeoutMs?: number): Promise<void>;

  /** `'bull'` or `'in-process'` (start-up log). */
  abstract readonly driver: string;
}

/** The one queue's name (Redis keys `<REDIS_KEY_PREFIX>:parley:*`). */
export const QUEUE_NAME = 'parley';

/** Attempts of a job when `JobOptions.attempts` is not given. */
export const DEFAULT_JOB_ATTEMPTS = 5;

/** First retry delay, ms. */
export const RETRY_BASE_DELAY_MS = 1000;

/**
 * Delay before the next attempt after `attemptsMade` failed ones, in ms: Bull's `exponential`
 * backoff with a 1 s delay, `(2^attemptsMade - 1) × 1000` → 1 s, 3 s, 7 s, 15 s, … (bull
 * `lib/backoffs.js`; the in-process driver uses the same formula).
 */
export function retryDelayMs(attemptsMade: number): number {
  return Math.round((2 ** attemptsMade - 1) * RETRY_BASE_DELAY_MS);
}

/** `whenIdle()`'s default bound, ms. */
export const DEFAULT_IDLE_TIMEOUT_MS = 10_000;

/** How long `add()` may take before it fails, ms. */
export const ADD_TIMEOUT_MS = 3000;

/** How long shutdown waits for the jobs that are running, ms. */
export const SHUTDOWN_ACTIVE_JOBS_MS = 5000;

/** Validates a job's options; returns the attempts and delay to use. @throws Error on nonsense. */
export function normaliseJobOptions(options: JobOptions = {}): {
  attempts: number;
  delayMs: number;
  jobId?: string;
} {
  const attempts = options.attempts ?? DEFAULT_JOB_ATTEMPTS;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new Error(`attempts must be a positive integer (got ${String(options.attempts)})`);
  }
  const delayMs = Math.max(0, Math.round(options.delayMs ?? 0));
  if (!Number.isFinite(delayMs)) throw new Error(`delayMs must be finite (got ${options.delayMs})`);
  if (options.jobId !== undefined && (typeof options.jobId !== 'string' || !options.jobId)) {
    throw new Error('jobId must be a non-empty string');
  }
  return { attempts, delayMs, jobId: options.jobId };
}

/** A job that is due at a time, identified by a key of its row (see `addDueJobs`). */
export interface DueJob<K extends JobName> {
  name: K;
  data: JobMap[K];
  /** The row's key, e.g. `dispatch-<enrolment id>`; the job id is `<key>-<at ms>`. */
  key: string;
  at: Date;
  attempts?: number;
}

/**
 * Adds jobs that are due at `at` (delay from now, 0 when past), with the job id
 * `<key>-<at ms>`, so re-adding a waiting job for the same row and time is a no-op while one
 * for a new time is not. Never throws: a failed add (Redis down) is logged and left to the
 * caller's sweeper, which finds the committed due rows again.
 *
 * @returns false when the add failed.
 */
export async function addDueJobs<K extends JobName>(
  queue: JobQueue,
  jobs: DueJob<K>[],
  logger: { warn(payload: object, message: string): void },
): Promise<boolean> {
  if (jobs.length === 0) return true;
  const now = Date.now();
  try {
    await queue.addBulk(
      jobs.map((job) => {
        const at = new Date(job.at).getTime();
        return {
          name: job.name,
          data: job.data,
          options: {
            delayMs: Math.max(0, at - now),
            jobId: `${job.key}-${at}`,
            ...(job.attempts !== undefined ? { attempts: job.attempts } : {}),
          },
        };
      }),
    );
    return true;
  } catch (error) {
    logger.warn(
      { err: error, count: jobs.length, job: jobs[0].name },
      'enqueue failed; the sweeper will retry',
    );
    return false;
  }
}
