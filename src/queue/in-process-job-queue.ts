import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ServiceUnavailableError } from '../common/errors';
import { AppConfig } from '../config/app-config';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  type JobCounts,
  type JobHandler,
  type JobOptions,
  JobQueue,
  normaliseJobOptions,
  retryDelayMs,
  SHUTDOWN_ACTIVE_JOBS_MS,
} from './job-queue';

interface InProcessJob {
  id: string;
  name: string;
  /** The data as JSON, parsed afresh for each attempt (as Bull does). */
  json: string;
  attempts: number;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active';
  /** When a delayed job becomes due (epoch ms). */
  dueAt: number;
  timer?: NodeJS.Timeout;
}

/**
 * The queue without Redis (`REDIS_URL` unset): jobs live in this process's memory, delays and
 * retries are unref'd timers, and at most `QUEUE_CONCURRENCY` handlers run at once. Semantics are
 * the Bull driver's: de-duplication by `jobId` while waiting/delayed/active, delays, `attempts`
 * with the exponential backoff of `retryDelayMs`, failures logged (warn per failed attempt, error
 * when dropped). Jobs run only after application bootstrap and only when `config.runsWorkers`.
 *
 * A restart loses the jobs held here; the database is the source of truth and the sweeper
 * re-enqueues what is due (docs/operations.md#queue-and-workers). With APP_ROLE=api no job ever runs
 * (no other process can see them): jobs are kept and counted, and a warning is logged at start.
 */
@Injectable()
export class InProcessJobQueue
  extends JobQueue
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  readonly driver = 'in-process';
  private readonly logger = new Logger('JobQueue');
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly jobs = new Map<string, InProcessJob>();
  private readonly waiting: InProcessJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly changeListeners = new Set<() => void>();
  private failedCount = 0;
  private started = false;
  private stopped = false;
  private readonly concurrency: number;

  constructor(private readonly config: AppConfig) {
    super();
    this.concurrency = config.QUEUE_CONCURRENCY;
  }

  async add<T>(name: string, data: T, options?: JobOptions): Promise<void> {
    this.enqueue(name, data, options);
  }

  async addBulk<T>(jobs: { name: string; data: T; options?: JobOptions }[]): Promise<void> {
    // Validate all first, so a bad entry adds none (as one Redis MULTI would).
    jobs.forEach((job) => normaliseJobOptions(job.options));
    for (const job of jobs) this.enqueue(job.name, job.data, job.options);
  }

  process<T>(name: string, handler: JobHandler<T>): void {
    if (this.handlers.has(name)) throw new Error(`a handler is already registered for "${name}"`);
    // Kept in every role; jobs only start in a process that runs workers (see onApplicationBootstrap).
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  async depth(): Promise<JobCounts> {
    let delayed = 0;
    let active = 0;
    for (const job of this.jobs.values()) {
      if (job.state === 'delayed') delayed++;
      else if (job.state === 'active') active++;
    }
    return { waiting: this.waiting.length, delayed, active, failed: this.failedCount };
  }

  whenIdle(timeoutMs = DEFAULT_IDLE_TIMEOUT_MS): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!this.isIdle()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        void this.depth().then((counts) =>
          reject(new Error(`queue not idle within ${timeoutMs} ms: ${JSON.stringify(counts)}`)),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.changeListeners.delete(check);
      };
      this.changeListeners.add(check);
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) {
      this.logger.warn(
        'APP_ROLE=api without REDIS_URL: jobs added by this process are never run (the in-process queue has no worker); set REDIS_URL to hand them to worker processes',
      );
      return;
    }
    this.started = true;
    this.pump();
  }

  /** Stops taking jobs, drops the waiting and delayed ones, and waits (at most 5 s) for the running ones. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const job of this.jobs.values()) {
      if (job.timer) clearTimeout(job.timer);
      if (job.state !== 'active') this.jobs.delete(job.id);
    }
    this.waiting.length = 0;
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SHUTDOWN_ACTIVE_JOBS_MS);
    });
    const outcome = await Promise.race([Promise.all([...this.running]), bound]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.logger.warn(
        { active: this.running.size },
        `jobs still running after ${SHUTDOWN_ACTIVE_JOBS_MS} ms of shutdown: abandoned`,
      );
    }
  }

  private enqueue(name: string, data: unknown, options?: JobOptions): void {
    const { attempts, delayMs, jobId } = normaliseJobOptions(options);
    if (this.stopped) throw new ServiceUnavailableError('The job queue (shutting down)');
    if (jobId !== undefined && this.jobs.has(jobId)) return;
    const json = JSON.stringify(data ?? null);
    const job: InProcessJob = {
      id: jobId ?? randomUUID(),
      name,
      json,
      attempts,
      attemptsMade: 0,
      state: 'waiting',
      dueAt: Date.now() + delayMs,
    };
    this.jobs.set(job.id, job);
    if (delayMs > 0) this.delay(job, delayMs);
    else this.makeWaiting(job);
  }

  private delay(job: InProcessJob, ms: number): void {
    job.state = 'delayed';
    job.dueAt = Date.now() + ms;
    this.arm(job);
  }

  /**
   * Node may fire a timer a millisecond before `Date.now()` reaches its time: a job woken early
   * sleeps the rest, so no job ever runs before its delay.
   */
  private arm(job: InProcessJob): void {
    job.timer = setTimeout(
      () => {
        job.timer = undefined;
        if (Date.now() < job.dueAt) this.arm(job);
        else this.makeWaiting(job);
      },
      Math.max(0, job.dueAt - Date.now()),
    );
    job.timer.unref();
  }

  private makeWaiting(job: InProcessJob): void {
    job.state = 'waiting';
    this.waiting.push(job);
    this.pump();
    this.changed();
  }

  /** Starts waiting jobs while there is a free slot. */
  private pump(): void {
    if (!this.started || this.stopped) return;
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as InProcessJob;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
        this.changed();
      });
      this.running.add(run);
    }
  }

  private async run(job: InProcessJob): Promise<void> {
    job.state = 'active';
    job.attemptsMade++;
    const context = { jobId: job.id, attempt: job.attemptsMade };
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler is registered for job "${job.name}"`);
      await handler(JSON.parse(job.json), context);
      this.jobs.delete(job.id);
    } catch (error) {
      const log = { err: error, jobId: job.id, job: job.name, attempt: job.attemptsMade };
      if (this.stopped) {
        this.logger.warn(log, 'job failed during shutdown: dropped');
        this.jobs.delete(job.id);
      } else if (job.attemptsMade < job.attempts) {
        const retryInMs = retryDelayMs(job.attemptsMade);
        this.logger.warn({ ...log, retryInMs }, 'job failed; will retry');
        this.delay(job, retryInMs);
      } else {
        this.failedCount++;
        this.logger.error({ ...log, attempts: job.attempts }, 'job failed for good: dropped');
        this.jobs.delete(job.id);
      }
    }
  }

  private isIdle(): boolean {
    if (this.running.size > 0 || this.waiting.length > 0) return false;
    const now = Date.now();
    for (const job of this.jobs.values()) {
      if (job.state === 'delayed' && job.dueAt <= now) return false;
    }
    return true;
  }

  private changed(): void {
    for (const listener of [...this.changeListeners]) listener();
  }
}
