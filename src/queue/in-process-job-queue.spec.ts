import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ServiceUnavailableError } from '../common/errors';
import { loadConfig } from '../config/app-config';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobContext } from './job-queue';

/** A promise with its resolve/reject exposed. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function createQueue(env: Record<string, string> = {}): InProcessJobQueue {
  const queue = new InProcessJobQueue(loadConfig({ QUEUE_CONCURRENCY: '10', ...env }));
  queue.onApplicationBootstrap();
  return queue;
}

describe('InProcessJobQueue', () => {
  let errors: jest.SpiedFunction<Logger['error']>;
  let warnings: jest.SpiedFunction<Logger['warn']>;
  const queues: InProcessJobQueue[] = [];
  const track = (queue: InProcessJobQueue) => (queues.push(queue), queue);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    const closing = Promise.all(queues.splice(0).map((q) => q.beforeApplicationShutdown()));
    await jest.advanceTimersByTimeAsync(10_000);
    await closing;
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs due jobs at once and delayed jobs in the order of their due time', async () => {
    const queue = track(createQueue());
    const ran: string[] = [];
    queue.process<{ key: string }>('test.job', async ({ key }) => {
      ran.push(`${key}@${Date.now() - new Date('2030-01-01T00:00:00Z').getTime()}`);
    });
    await queue.add('test.job', { key: 'late' }, { delayMs: 300 });
    await queue.add('test.job', { key: 'soon' }, { delayMs: 100 });
    await queue.add('test.job', { key: 'now' });
    await queue.whenIdle();
    expect(ran).toEqual(['now@0']);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 2, active: 0, failed: 0 });
    await jest.advanceTimersByTimeAsync(99);
    expect(ran).toEqual(['now@0']);
    await jest.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['now@0', 'soon@100']);
    await jest.advanceTimersByTimeAsync(200);
    expect(ran).toEqual(['now@0', 'soon@100', 'late@300']);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
  });

  it('hands each attempt a JSON copy of the data and the job id', async () => {
    const queue = track(createQueue());
    const seen: [unknown, JobContext][] = [];
    queue.process('test.job', async (data, context) => {
      seen.push([data, context]);
    });
    const data = { id: 'a', at: new Date('2030-01-02T00:00:00Z'), nested: { n: 1 } };
    await queue.add('test.job', data, { jobId: 'job-1' });
    data.nested.n = 2;
    await queue.add('test.job', { id: 'b' });
    await queue.whenIdle();
    expect(seen[0]).toEqual([
      { id: 'a', at: '2030-01-02T00:00:00.000Z', nested: { n: 1 } },
      { jobId: 'job-1', attempt: 1 },
    ]);
    expect(seen[1][1].jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not add a job whose id is waiting, delayed or active, and adds it again once done', async () => {
    const queue = track(createQueue());
    const gate = deferred();
    const ran: string[] = [];
    queue.process<{ n: number }>('test.job', async ({ n }, { jobId }) => {
      ran.push(`${jobId}:${n}`);
      if (jobId === 'active') await gate.promise;
    });
    // delayed
    await queue.add('test.job', { n: 1 }, { jobId: 'delayed', delayMs: 1000 });
    await queue.add('test.job', { n: 2 }, { jobId: 'delayed', delayMs: 10 });
    await queue.add('test.job', { n: 3 }, { jobId: 'delayed' });
    // active
    await queue.add('test.job', { n: 1 }, { jobId: 'active' });
    await queue.add('test.job', { n: 2 }, { jobId: 'active' });
    expect(ran).toEqual(['active:1']);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 1, active: 1, failed: 0 });
    // waiting (a queue that has not started yet keeps its jobs waiting)
    const idle = track(new InProcessJobQueue(loadConfig({})));
    await idle.add('test.job', { n: 1 }, { jobId: 'w' });
    await idle.add('test.job', { n: 2 }, { jobId: 'w' });
    expect(await idle.depth()).toMatchObject({ waiting: 1 });

    gate.resolve();
    await jest.advanceTimersByTimeAsync(1000);
    await queue.whenIdle();
    expect(ran).toEqual(['active:1', 'delayed:1']);
    // done: the same ids are accepted again
    await queue.add('test.job', { n: 4 }, { jobId: 'delayed' });
    await queue.add('test.job', { n: 3 }, { jobId: 'active' });
    await queue.whenIdle();
    expect(ran).toEqual(['active:1', 'delayed:1', 'delayed:4', 'active:3']);
  });

  it('de-duplicates within addBulk and against jobs already queued', async () => {
    const queue = track(createQueue());
    const ran: string[] = [];
    queue.process('test.job', async (_data, { jobId }) => {
      ran.push(jobId);
    });
    await queue.add('test.job', {}, { jobId: 'x', delayMs: 50 });
    await queue.addBulk([
      { name: 'test.job', data: {}, options: { jobId: 'x' } },
      { name: 'test.job', data: {}, options: { jobId: 'y' } },
      { name: 'test.job', data: {}, options: { jobId: 'y' } },
    ]);
    await jest.advanceTimersByTimeAsync(50);
    await queue.whenIdle();
    expect(ran).toEqual(['y', 'x']);
  });

  it('rejects invalid options without adding anything', async () => {
    const queue = track(createQueue());
    await expect(queue.add('test.job', {}, { attempts: 0 })).rejects.toThrow(/attempts/);
    await expect(
      queue.addBulk([
        { name: 'test.job', data: {}, options: { jobId: 'ok' } },
        { name: 'test.job', data: {}, options: { jobId: '' } },
      ]),
    ).rejects.toThrow(/jobId/);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
  });

  it('runs at most QUEUE_CONCURRENCY jobs at once, across job names, in FIFO order', async () => {
    const queue = track(createQueue({ QUEUE_CONCURRENCY: '2' }));
    const gates = new Map<number, ReturnType<typeof deferred<void>>>();
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const handler = async ({ n }: { n: number }) => {
      started.push(n);
      running++;
      peak = Math.max(peak, running);
      const gate = deferred();
      gates.set(n, gate);
      await gate.promise;
      running--;
    };
    queue.process('a.job', handler);
    queue.process('b.job', handler);
    for (let n = 1; n <= 5; n++) await queue.add(n % 2 ? 'a.job' : 'b.job', { n });
    expect(started).toEqual([1, 2]);
    expect(await queue.depth()).toEqual({ waiting: 3, delayed: 0, active: 2, failed: 0 });
    gates.get(2)?.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2, 3]);
    for (const n of [1, 3, 4, 5]) {
      gates.get(n)?.resolve();
      await jest.advanceTimersByTimeAsync(0);
    }
    await queue.whenIdle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('retries a failing job with exponential backoff from 1 s (1 s, 3 s, …), then succeeds', async () => {
    const queue = track(createQueue());
    const attempts: [number, number][] = [];
    const t0 = Date.now();
    queue.process('test.job', async (_data, { attempt }) => {
      attempts.push([attempt, Date.now() - t0]);
      if (attempt < 3) throw new Error(`boom ${attempt}`);
    });
    await queue.add('test.job', {}, { jobId: 'retry-me' });
    await queue.whenIdle(); // the retry is delayed: not awaited
    expect(attempts).toEqual([[1, 0]]);
    expect(await queue.depth()).toMatchObject({ delayed: 1 });
    await queue.add('test.job', {}, { jobId: 'retry-me' }); // still de-duplicated between attempts
    await jest.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([
      [1, 0],
      [2, 1000],
    ]);
    await jest.advanceTimersByTimeAsync(3000);
    expect(attempts).toEqual([
      [1, 0],
      [2, 1000],
      [3, 4000],
    ]);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
    expect(warnings).toHaveBeenCalledTimes(2);
    expect(warnings.mock.calls[0][0]).toMatchObject({
      jobId: 'retry-me',
      job: 'test.job',
      attempt: 1,
      retryInMs: 1000,
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs an error and drops a job after its last attempt; its id can be added again', async () => {
    const queue = track(createQueue());
    let calls = 0;
    queue.process('test.job', async () => {
      calls++;
      throw new Error('always');
    });
    await queue.add('test.job', {}, { jobId: 'doomed', attempts: 2 });
    await jest.advanceTimersByTimeAsync(1000);
    await queue.whenIdle();
    expect(calls).toBe(2);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 1 });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatchObject({ jobId: 'doomed', attempt: 2, attempts: 2 });
    expect((errors.mock.calls[0][0] as { err: Error }).err.message).toBe('always');
    await queue.add('test.job', {}, { jobId: 'doomed', attempts: 1 });
    await queue.whenIdle();
    expect(calls).toBe(3);
    expect((await queue.depth()).failed).toBe(2);
  });

  it('fails (and retries) a job whose name has no handler', async () => {
    const queue = track(createQueue());
    await queue.add('nobody.handles', {}, { attempts: 1 });
    await queue.whenIdle();
    expect((errors.mock.calls[0][0] as { err: Error }).err.message).toMatch(
      /no handler is registered for job "nobody.handles"/,
    );
    expect(() => queue.process('x', async () => undefined)).not.toThrow();
    expect(() => queue.process('x', async () => undefined)).toThrow(/already registered/);
  });

  it('whenIdle waits for running and due jobs, not for future ones, and rejects after its timeout', async () => {
    const queue = track(createQueue());
    await expect(queue.whenIdle()).resolves.toBeUndefined();
    const gate = deferred();
    queue.process('test.job', async ({ block }: { block: boolean }) => {
      if (block) await gate.promise;
    });
    await queue.add('test.job', { block: false }, { delayMs: 60_000 });
    await queue.add('test.job', { block: true });
    let idle = false;
    const waiting = queue.whenIdle(5000).then(() => (idle = true));
    await jest.advanceTimersByTimeAsync(100);
    expect(idle).toBe(false);
    gate.resolve();
    await waiting;
    expect(idle).toBe(true);
    expect(await queue.depth()).toMatchObject({ delayed: 1 });

    const stuck = deferred();
    queue.process('stuck.job', () => stuck.promise);
    await queue.add('stuck.job', {});
    const timedOut = expect(queue.whenIdle(2000)).rejects.toThrow(
      /not idle within 2000 ms: \{"waiting":0,"delayed":1,"active":1,"failed":0\}/,
    );
    await jest.advanceTimersByTimeAsync(2000);
    await timedOut;
    stuck.resolve();
  });

  it('whenIdle waits for a delayed job that is due but whose timer has not fired yet', async () => {
    const queue = track(createQueue());
    let ran = 0;
    queue.process('test.job', async () => void ran++);
    await queue.add('test.job', {}, { delayMs: 100 });
    jest.setSystemTime(Date.now() + 200); // the clock passes the due time; the timer is still pending
    let idle = false;
    const waiting = queue.whenIdle(5000).then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    await waiting;
    expect(ran).toBe(1);
  });

  it('runs no handler in an api process (APP_ROLE=api) and warns at start', async () => {
    const queue = track(createQueue({ APP_ROLE: 'api' }));
    const handler = jest.fn(async () => undefined);
    queue.process('test.job', handler);
    await queue.add('test.job', {});
    await jest.advanceTimersByTimeAsync(5000);
    expect(handler).not.toHaveBeenCalled();
    expect(await queue.depth()).toMatchObject({ waiting: 1, active: 0 });
    expect(warnings.mock.calls[0][0]).toMatch(/APP_ROLE=api without REDIS_URL/);
    const timedOut = expect(queue.whenIdle(100)).rejects.toThrow(/not idle/);
    await jest.advanceTimersByTimeAsync(100);
    await timedOut;
  });

  it('runs nothing before application bootstrap', async () => {
    const queue = track(new InProcessJobQueue(loadConfig({})));
    const handler = jest.fn(async () => undefined);
    queue.process('test.job', handler);
    await queue.add('test.job', {});
    expect(handler).not.toHaveBeenCalled();
    queue.onApplicationBootstrap();
    await queue.whenIdle();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('on shutdown: clears its timers, waits for running jobs, then refuses new ones', async () => {
    const queue = createQueue();
    const gate = deferred();
    let finished = false;
    queue.process('test.job', async ({ block }: { block?: boolean }) => {
      if (block) {
        await gate.promise;
        finished = true;
      }
    });
    await queue.add('test.job', {}, { delayMs: 60_000 });
    await queue.add('test.job', { block: true });
    expect(jest.getTimerCount()).toBe(1);
    let closed = false;
    const closing = queue.beforeApplicationShutdown().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(1000);
    expect(closed).toBe(false);
    gate.resolve();
    await closing;
    expect(finished).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    await expect(queue.add('test.job', {})).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await queue.depth()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
  });

  it('stops waiting for a running job after 5 s of shutdown', async () => {
    const queue = createQueue();
    queue.process('test.job', () => new Promise<void>(() => undefined));
    await queue.add('test.job', {});
    let closed = false;
    const closing = queue.beforeApplicationShutdown().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(4999);
    expect(closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await closing;
    expect(warnings.mock.calls.at(-1)?.[0]).toMatchObject({ active: 1 });
  });
});
