import { InjectQueue } from '@nestjs/bull';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Job, JobOptions as BullJobOptions, Queue } from 'bull';
import Redis from 'ioredis';
import { ServiceUnavailableError, unavailableBackend } from '../common/errors';
import { AppConfig } from '../config/app-config';
import {
  ADD_TIMEOUT_MS,
  DEFAULT_IDLE_TIMEOUT_MS,
  type JobCounts,
  type JobHandler,
  type JobOptions,
  JobQueue,
  normaliseJobOptions,
  QUEUE_NAME,
  RETRY_BASE_DELAY_MS,
  retryDelayMs,
  SHUTDOWN_ACTIVE_JOBS_MS,
} from './job-queue';

/** `depth()` gives up on Redis after this long, ms (a scrape must not wait for a Redis that is down). */
const DEPTH_TIMEOUT_MS = 1000;
/** How often `whenIdle()` looks at the queue, ms. */
const IDLE_POLL_MS = 25;
/** Reconnection delay after the n-th failed attempt: 200 ms more each time, at most 2 s. */
const reconnectDelayMs = (times: number) => Math.min(times * 200, 2000);

/** After the handlers have finished, how long shutdown lets Bull record their outcome in Redis, ms. */
const CLOSE_BOOKKEEPING_MS = 1000;

/** True when `work` settles within `ms`, false otherwise (its outcome is ignored). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([settled, bound]);
  clearTimeout(timer);
  return result;
}

/** Why the queue refuses work: Redis is unreachable or slow, or the queue is closing. */
function queueUnavailable(reason: string): ServiceUnavailableError {
  return new ServiceUnavailableError(`The job queue (Redis: ${reason})`, 5);
}

/** Settles with `work`, or rejects with `onTimeout()` after `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The Redis connections of the Bull queue (its `createClient`): `client` (commands: adds,
 * counts, job state), `subscriber` (events) and `bclient` (blocking pops). All three queue their
 * commands while Redis is down and reconnect every ≤ 2 s forever (`maxRetriesPerRequest: null`,
 * as Bull requires for the blocking and subscriber connections), so the worker resumes by itself
 * when Redis is back; `BullJobQueue` keeps its own callers from waiting on them. Tracked here
 * because Bull does not close connections it did not create.
 */
export class BullRedisConnections {
  private readonly clients = new Set<Redis>();

  constructor(private readonly url: string) {}

  /** Bull's `createClient(type)`. */
  readonly create = (): Redis => {
    const client = new Redis(this.url, {
      maxRetriesPerRequest: null,
      enableReadyCheck: false,
      connectTimeout: 5000,
      // how long disconnect() waits for the socket to close before destroying it (default 2 s)
      disconnectTimeout: 500,
      retryStrategy: reconnectDelayMs,
    });
    // Bull's close while Redis is down reconnects the blocking connection and attaches its
    // handler to that connect() only after running jobs finish (bull lib/queue.js
    // whenCurrentJobsFinished), so the "Connection is closed." rejection of the meantime was
    // unhandled. Mark every connect() as handled; its callers still see the rejection.
    const connect = client.connect.bind(client);
    client.connect = (callback?: Parameters<Redis['connect']>[0]) => {
      const connecting = connect(callback);
      connecting.catch(() => undefined);
      return connecting;
    };
    this.clients.add(client);
    return client;
  };

  /** Drops every connection at once (pending commands fail) and stops reconnecting. */
  disconnectAll(): void {
    for (const client of this.clients) client.disconnect();
  }
}

/**
 * The job queue on Redis (`REDIS_URL` set): one Bull 4 queue `parley` (keys
 * `<REDIS_KEY_PREFIX>:parley:*`) created by `@nestjs/bull`, named jobs, one worker per process
 * that runs workers with `QUEUE_CONCURRENCY` jobs at once across all names (Bull's `'*'`
 * processor dispatching to the handlers registered with `process()`).
 *
 * - Jobs are removed from Redis when they complete or fail for good (`removeOnComplete`,
 *   `removeOnFail`), so a `jobId` can be added again later; Bull's add script ignores a job whose
 *   id exists (waiting, delayed, active or between retries).
 * - Retries: Bull's exponential backoff from 1 s (`retryDelayMs`). A failed attempt is logged as a
 *   warning; a job that fails its last attempt is logged as an error and dropped.
 * - Redis down: `add()`, `addBulk()` and `depth()` fail at once (or after ≤ 3 s / 1 s when Redis
 *   stops answering) with 503 `SERVICE_UNAVAILABLE`; the worker's connections reconnect by
 *   themselves and it resumes. A timed-out add can still land once Redis answers (harmless: ids
 *   de-duplicate and handlers claim).
 * - Shutdown: stops taking jobs, waits up to 5 s for the running ones, then drops the connections
 *   (never waits for a Redis that is down).
 */
@Injectable()
export class BullJobQueue
  extends JobQueue
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  readonly driver = 'bull';
  private readonly logger = new Logger('JobQueue');
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private failedCount = 0;
  private readonly running = new Set<Promise<void>>();
  private closing: Promise<void> | null = null;
  private redisDown = false;

  constructor(
    @InjectQueue(QUEUE_NAME) private readonly queue: Queue,
    private readonly connections: BullRedisConnections,
    private readonly config: AppConfig,
  ) {
    super();
    // @nestjs/bull closes the queue on shutdown with Bull's close(), which waits for Redis and
    // for running jobs without bound: route that hook to this bounded close.
    (queue as unknown as { onApplicationShutdown: () => Promise<void> }).onApplicationShutdown =
      () => this.close();
    // Bull's setHandler() (called by process()) starts setWorkerName() without handling its
    // promise (bull lib/queue.js setHandler, lib/worker.js setWorkerName). Its CLIENT SETNAME
    // waits on the blocking connection behind BRPOPLPUSH (up to 5 s), so a process that closes
    // within that time (a short-lived worker, a test app) had it rejected as an unhandled
    // "Connection is closed". The name is only a label for `CLIENT LIST`: a failure is logged.
    const named = queue as unknown as { setWorkerName: () => Promise<void> };
    const setWorkerName = named.setWorkerName.bind(queue);
    named.setWorkerName = () =>
      setWorkerName().catch((error: unknown) => {
        if (!this.closing) this.logger.warn({ err: error }, 'job queue: worker name not set');
      });
    queue.on('error', (error: Error) => this.onRedisError(error));
    queue.client.on('ready', () => {
      if (!this.redisDown) return;
      this.redisDown = false;
      this.logger.log('job queue: Redis is reachable again');
    });
  }

  async add<T>(name: string, data: T, options?: JobOptions): Promise<void> {
    const opts = this.bullOptions(options);
    await this.withRedis(() => this.queue.add(name, data, opts), ADD_TIMEOUT_MS);
  }

  async addBulk<T>(jobs: { name: string; data: T; options?: JobOptions }[]): Promise<void> {
    const bulk = jobs.map((job) => ({
      name: job.name,
      data: job.data,
      opts: this.bullOptions(job.options),
    }));
    if (bulk.length === 0) return;
    await this.withRedis(() => this.queue.addBulk(bulk), ADD_TIMEOUT_MS);
  }

  process<T>(name: string, handler: JobHandler<T>): void {
    if (this.handlers.has(name)) throw new Error(`a handler is already registered for "${name}"`);
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  async depth(): Promise<JobCounts> {
    const counts = await this.withRedis(() => this.queue.getJobCounts(), DEPTH_TIMEOUT_MS);
    const paused = (counts as { paused?: number }).paused ?? 0;
    return {
      waiting: counts.waiting + paused,
      delayed: counts.delayed,
      active: counts.active,
      failed: this.failedCount,
    };
  }

  async whenIdle(timeoutMs = DEFAULT_IDLE_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown = 'no answer from Redis';
    for (;;) {
      try {
        const busy = await this.busyJobs();
        if (busy.waiting + busy.active + busy.due === 0) return;
        last = busy;
      } catch (error) {
        last = (error as Error).message;
      }
      if (Date.now() >= deadline) {
        throw new Error(`queue not idle within ${timeoutMs} ms: ${JSON.stringify(last)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  /** Starts this process's worker (APP_ROLE all or worker); it waits for Redis if it is down. */
  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.queue
      .process('*', this.config.QUEUE_CONCURRENCY, (job: Job) => this.run(job))
      .catch((error: unknown) => {
        if (!this.closing) this.logger.error({ err: error }, 'job queue worker stopped');
      });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  /**
   * Stops taking jobs (Bull's close), waits up to 5 s for the handlers that are running, gives
   * Bull up to 1 s more to record their outcome (none when Redis is down), then drops the
   * connections: shutdown never waits for a Redis that is not there.
   */
  private close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = this.queue.close().then(
        () => true,
        (error: unknown) => {
          this.logger.warn({ err: error }, 'job queue: close failed');
          return true;
        },
      );
      if (this.running.size > 0) {
        const finished = await settlesWithin(Promise.all(this.running), SHUTDOWN_ACTIVE_JOBS_MS);
        if (!finished) {
          this.logger.warn(
            { active: this.running.size },
            `jobs still running after ${SHUTDOWN_ACTIVE_JOBS_MS} ms of shutdown: abandoned`,
          );
        }
      }
      const redisUp = this.queue.client.status === 'ready';
      await settlesWithin(closed, redisUp ? CLOSE_BOOKKEEPING_MS : 0);
      this.connections.disconnectAll();
    })();
    return this.closing;
  }

  /** Runs one job's handler (Bull's `'*'` processor); logs failures and rethrows them to Bull. */
  private run(job: Job): Promise<void> {
    const running = this.runHandler(job).finally(() => this.running.delete(running));
    this.running.add(running);
    return running;
  }

  private async runHandler(job: Job): Promise<void> {
    const attempt = job.attemptsMade + 1;
    const attempts = job.opts.attempts ?? 1;
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler is registered for job "${job.name}"`);
      await handler(job.data, { jobId: String(job.id), attempt });
    } catch (error) {
      const log = { err: error, jobId: String(job.id), job: job.name, attempt };
      if (attempt < attempts) {
        this.logger.warn({ ...log, retryInMs: retryDelayMs(attempt) }, 'job failed; will retry');
      } else {
        this.failedCount++;
        this.logger.error({ ...log, attempts }, 'job failed for good: dropped');
      }
      throw error;
    }
  }

  private bullOptions(options?: JobOptions): BullJobOptions {
    const { attempts, delayMs, jobId } = normaliseJobOptions(options);
    return {
      jobId,
      delay: delayMs,
      attempts,
      backoff: { type: 'exponential', delay: RETRY_BASE_DELAY_MS },
      removeOnComplete: true,
      removeOnFail: true,
    };
  }

  /**
   * Runs a command on the queue's connection, failing fast: at once when Redis is known to be
   * down, after `timeoutMs` when it does not answer.
   */
  private async withRedis<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
    if (this.closing) throw queueUnavailable('the queue is shutting down');
    const started = Date.now();
    await this.connected(timeoutMs);
    const left = Math.max(1, timeoutMs - (Date.now() - started));
    // A command in flight when the connection drops would wait for the reconnection: fail it now.
    const client = this.queue.client;
    let onClose: (() => void) | undefined;
    const dropped = new Promise<never>((_, reject) => {
      onClose = () => reject(queueUnavailable('connection lost'));
      client.once('close', onClose);
    });
    try {
      return await withTimeout(Promise.race([work(), dropped]), left, () =>
        queueUnavailable(`no answer within ${timeoutMs} ms`),
      );
    } catch (error) {
      // ioredis's own connection errors ("Connection is closed.", …) become the same 503
      if (!(error instanceof ServiceUnavailableError) && unavailableBackend(error) === 'Redis') {
        throw queueUnavailable('connection lost');
      }
      throw error;
    } finally {
      client.off('close', onClose as () => void);
    }
  }

  /** Resolves when the command connection is up; waits during a first connection, at most `ms`. */
  private connected(ms: number): Promise<void> {
    const client = this.queue.client;
    if (client.status === 'ready') return Promise.resolve();
    if (!['wait', 'connecting', 'connect'].includes(client.status)) {
      return Promise.reject(queueUnavailable('unreachable'));
    }
    return new Promise((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        client.off('error', onError);
        client.off('close', onError);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => finish();
      const onError = () => finish(queueUnavailable('unreachable'));
      const timer = setTimeout(() => finish(queueUnavailable(`no connection within ${ms} ms`)), ms);
      client.once('ready', onReady);
      client.once('error', onError);
      client.once('close', onError);
    });
  }

  /** Jobs that keep the queue busy now: waiting, active, and delayed ones whose time has come. */
  private async busyJobs(): Promise<{ waiting: number; active: number; due: number }> {
    const queue = this.queue;
    // A delayed job's score is its due time (ms) × 0x1000 plus a counter below 0x1000 (Bull addJob-6.lua).
    const dueBelow = (Date.now() + 1) * 0x1000;
    const replies = await this.withRedis(
      () =>
        queue.client
          .multi()
          .llen(queue.toKey('wait'))
          .llen(queue.toKey('paused'))
          .llen(queue.toKey('active'))
          .zcount(queue.toKey('delayed'), '-inf', `(${dueBelow}`)
          .exec(),
      DEPTH_TIMEOUT_MS,
    );
    const [wait, paused, active, due] = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    return { waiting: wait + paused, active, due };
  }

  /** Logs the first error of an outage (not every reconnection attempt) and every other error. */
  private onRedisError(error: Error): void {
    const connectivity =
      /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|Connection is closed/.test(
        error?.message ?? '',
      );
    if (!connectivity) {
      this.logger.warn({ err: error }, 'job queue error');
      return;
    }
    if (this.redisDown || this.closing) return;
    this.redisDown = true;
    this.logger.warn({ err: error }, 'job queue: Redis is unreachable; retrying every 2 s');
  }
}
