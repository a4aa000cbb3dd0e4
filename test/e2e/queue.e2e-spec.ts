import Redis from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { ServiceUnavailableError } from '../../src/common/errors';
import { JobQueue, type JobContext } from '../../src/queue/job-queue';
import type { JobTransport } from '../support/transports';
import { startTestApp, type TestApp } from '../support/app-factory';
import { PrivateRedis } from '../support/private-servers';
import { RUNTIME } from '../support/runtime';

/** The driver the runtime selects: Bull when the suite runs with TEST_REDIS_URL (see startTestApp). */
const EXPECTED_DRIVER =
  RUNTIME === 'postgres' && process.env.TEST_REDIS_URL ? 'bull' : 'in-process';

/** Waits (bounded) for a condition that delayed jobs make true; there is no drain for future jobs. */
async function waitFor(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

let names = 0;
/** A job name of its own for each test (handlers cannot be registered twice). */
const jobName = (label: string) => `test.${label}.${++names}`;

/** Starts redis-server on a given port (to bring a killed PrivateRedis back at the same address). */
function startRedisOn(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}

/** Removes what the test apps left in the shared Redis under `prefix` (e.g. the far delayed job). */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.TEST_REDIS_URL as string);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

function killChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe(`Job queue contract (${EXPECTED_DRIVER} driver)`, () => {
  let t: TestApp;
  let queue: JobTransport;

  beforeAll(async () => {
    t = await startTestApp({ env: { QUEUE_CONCURRENCY: '3' } });
    queue = t.app.get(JobQueue) as unknown as JobTransport;
  });
  afterAll(async () => {
    await t?.close();
    if (EXPECTED_DRIVER === 'bull') await deleteKeys(t.config.REDIS_KEY_PREFIX);
  });

  it('is the driver the runtime selects', () => {
    expect(queue.driver).toBe(EXPECTED_DRIVER);
  });

  it('runs a job with its data (as JSON) and context; whenIdle waits for it', async () => {
    const name = jobName('run');
    const seen: [unknown, JobContext][] = [];
    queue.process(name, async (data, context) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push([data, context]);
    });
    await queue.add(
      name,
      { enrolmentId: 'e-1', at: new Date('2030-01-01T00:00:00Z') },
      {
        jobId: `${name}:e-1`,
      },
    );
    await queue.whenIdle();
    expect(seen).toEqual([
      [
        { enrolmentId: 'e-1', at: '2030-01-01T00:00:00.000Z' },
        { jobId: `${name}:e-1`, attempt: 1 },
      ],
    ]);
  });

  it('runs delayed jobs no earlier than their delay, in due order; whenIdle does not wait for them', async () => {
    const name = jobName('delay');
    const ran: { key: string; after: number }[] = [];
    const t0 = Date.now();
    queue.process<{ key: string }>(name, async ({ key }) => {
      ran.push({ key, after: Date.now() - t0 });
    });
    await queue.add(name, { key: 'late' }, { delayMs: 900 });
    await queue.add(name, { key: 'soon' }, { delayMs: 400 });
    await queue.add(name, { key: 'never' }, { delayMs: 600_000, jobId: `${name}:far` });
    await queue.add(name, { key: 'now' });
    await queue.whenIdle();
    expect(ran.map((r) => r.key)).toEqual(['now']);
    await waitFor(() => ran.length === 3, 5000, 'delayed jobs');
    expect(ran.map((r) => r.key)).toEqual(['now', 'soon', 'late']);
    expect(ran[1].after).toBeGreaterThanOrEqual(400);
    expect(ran[2].after).toBeGreaterThanOrEqual(900);
    expect(await queue.depth()).toMatchObject({ waiting: 0, active: 0, delayed: 1 });
  });

  it('does not add a job whose id is delayed or active, and adds it again once it is done', async () => {
    const name = jobName('dedup');
    const gate = deferred();
    const ran: string[] = [];
    queue.process<{ n: number }>(name, async ({ n }, { jobId }) => {
      ran.push(`${jobId.slice(name.length + 1)}:${n}`);
      if (jobId.endsWith(':active')) await gate.promise;
    });
    await queue.add(name, { n: 1 }, { jobId: `${name}:delayed`, delayMs: 300 });
    await queue.add(name, { n: 2 }, { jobId: `${name}:delayed` });
    await queue.add(name, { n: 1 }, { jobId: `${name}:active` });
    await waitFor(() => ran.length === 1, 5000, 'the first job to start');
    await queue.addBulk([
      { name, data: { n: 2 }, options: { jobId: `${name}:active` } },
      { name, data: { n: 3 }, options: { jobId: `${name}:active` } },
    ]);
    gate.resolve();
    await waitFor(() => ran.length >= 2, 5000, 'the delayed job');
    await queue.whenIdle();
    expect(ran).toEqual(['active:1', 'delayed:1']);
    await queue.add(name, { n: 4 }, { jobId: `${name}:active` });
    await queue.add(name, { n: 5 }, { jobId: `${name}:delayed` });
    await queue.whenIdle();
    expect(ran.sort()).toEqual(['active:1', 'active:4', 'delayed:1', 'delayed:5']);
  });

  it('runs at most QUEUE_CONCURRENCY (3) jobs at once across job names', async () => {
    const names = [jobName('conc-a'), jobName('conc-b')];
    let running = 0;
    let peak = 0;
    let done = 0;
    const handler = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running--;
      done++;
    };
    names.forEach((name) => queue.process(name, handler));
    await queue.addBulk(
      Array.from({ length: 10 }, (_, i) => ({ name: names[i % 2], data: { i } })),
    );
    await queue.whenIdle();
    expect(done).toBe(10);
    expect(peak).toBe(3);
  });

  it('retries a failed job after 1 s, then logs and drops a job that fails its last attempt', async () => {
    const name = jobName('retry');
    const attempts: { jobId: string; attempt: number; at: number }[] = [];
    queue.process<{ failUntil: number }>(name, async ({ failUntil }, { jobId, attempt }) => {
      attempts.push({ jobId, attempt, at: Date.now() });
      if (attempt <= failUntil) throw new Error(`failure ${attempt} of ${jobId}`);
    });
    const failedBefore = (await queue.depth()).failed;
    await queue.add(name, { failUntil: 1 }, { jobId: `${name}:flaky` });
    await queue.add(name, { failUntil: 99 }, { jobId: `${name}:doomed`, attempts: 1 });
    await queue.whenIdle();
    await waitFor(() => attempts.length === 3, 5000, 'the retry');
    await queue.whenIdle();
    const flaky = attempts.filter((a) => a.jobId === `${name}:flaky`);
    expect(flaky.map((a) => a.attempt)).toEqual([1, 2]);
    expect(flaky[1].at - flaky[0].at).toBeGreaterThanOrEqual(950);
    expect(attempts.filter((a) => a.jobId === `${name}:doomed`)).toHaveLength(1);
    expect((await queue.depth()).failed).toBe(failedBefore + 1);

    const retried = await t.waitForLog((l) => l.jobId === `${name}:flaky` && l.level === 40);
    expect(retried).toMatchObject({ attempt: 1, retryInMs: 1000, job: name });
    const dropped = await t.waitForLog((l) => l.jobId === `${name}:doomed` && l.level === 50);
    expect(dropped).toMatchObject({ attempt: 1, attempts: 1, msg: 'job failed for good: dropped' });
    expect((dropped.err as { message: string }).message).toBe(`failure 1 of ${name}:doomed`);

    // dropped: the same id can be added again
    await queue.add(name, { failUntil: 0 }, { jobId: `${name}:doomed` });
    await queue.whenIdle();
    expect(attempts.filter((a) => a.jobId === `${name}:doomed`)).toHaveLength(2);
  });

  it('reports the queue depth on /metrics', async () => {
    const res = await t.api.raw('get', '/metrics').expect(200);
    for (const state of ['waiting', 'delayed', 'active', 'failed']) {
      expect(res.text).toMatch(new RegExp(`^parley_queue_jobs\\{state="${state}"\\} \\d+$`, 'm'));
    }
    expect(res.text).toMatch(/^parley_queue_jobs\{state="delayed"\} [1-9]/m); // the far job
  });

  it('runs no handler in an api process (APP_ROLE=api); with Bull a worker process runs its jobs', async () => {
    const name = jobName('api-role');
    const api = await startTestApp({
      env: { APP_ROLE: 'api', REDIS_KEY_PREFIX: t.config.REDIS_KEY_PREFIX },
    });
    try {
      const apiQueue = api.app.get(JobQueue) as unknown as JobTransport;
      const inApi: string[] = [];
      const inWorker: string[] = [];
      apiQueue.process(name, async (_data, { jobId }) => void inApi.push(jobId));
      if (EXPECTED_DRIVER === 'bull')
        queue.process(name, async (_d, c) => void inWorker.push(c.jobId));
      await apiQueue.add(name, {}, { jobId: `${name}:1` });
      if (EXPECTED_DRIVER === 'bull') {
        await apiQueue.whenIdle(); // the worker (t) takes it from the shared Redis queue
        expect(inWorker).toEqual([`${name}:1`]);
      } else {
        await expect(apiQueue.whenIdle(500)).rejects.toThrow(/not idle within 500 ms/);
        expect(await apiQueue.depth()).toMatchObject({ waiting: 1, active: 0 });
      }
      expect(inApi).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

describe('Bull driver with a Redis that stops and comes back', () => {
  let redis: PrivateRedis;
  let restarted: ChildProcess | undefined;
  let t: TestApp;
  let closed = false;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await startTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    await killChild(restarted);
    await redis?.kill();
  });

  it('fails adds within 3 s while Redis is down, resumes adding and processing when it is back, and closes while it is down', async () => {
    const queue = t.app.get(JobQueue) as unknown as JobTransport;
    expect(queue.driver).toBe('bull');
    const ran: string[] = [];
    queue.process<{ id: string }>('test.fault', async ({ id }) => void ran.push(id));
    await queue.add('test.fault', { id: 'before' }, { jobId: 'before' });
    await queue.whenIdle();
    expect(ran).toEqual(['before']);

    await redis.kill();
    const outageStart = Date.now();
    const rejected: number[] = [];
    while (Date.now() - outageStart < 4000) {
      const started = Date.now();
      await expect(
        queue.add('test.fault', { id: 'during' }, { jobId: 'during' }),
      ).rejects.toBeInstanceOf(ServiceUnavailableError);
      rejected.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rejected.length).toBeGreaterThan(5);
    expect(Math.max(...rejected)).toBeLessThan(3000);
    await expect(queue.depth()).rejects.toBeInstanceOf(ServiceUnavailableError);
    const scrape = await t.api.raw('get', '/metrics').expect(200);
    expect(scrape.text).not.toMatch(/^parley_queue_jobs\{/m);

    restarted = await startRedisOn(redis.port);
    // the caller retries its adds until Redis takes them (bounded)
    const added = Date.now();
    for (;;) {
      try {
        await queue.add('test.fault', { id: 'during' }, { jobId: 'during' });
        break;
      } catch (error) {
        expect(error).toBeInstanceOf(ServiceUnavailableError);
        if (Date.now() - added > 15_000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await queue.add('test.fault', { id: 'after-delayed' }, { delayMs: 200 });
    await queue.whenIdle(15_000);
    await waitFor(() => ran.includes('after-delayed'), 5000, 'the delayed job after the outage');
    // At least once: the add in flight when the connection dropped was refused to the caller but
    // may still reach Redis when it is back, so 'during' can run twice (handlers claim).
    expect(ran.filter((id) => id !== 'during')).toEqual(['before', 'after-delayed']);
    expect(ran.filter((id) => id === 'during').length).toBeGreaterThanOrEqual(1);
    expect(await queue.depth()).toMatchObject({ waiting: 0, delayed: 0, active: 0 });

    // a Redis that accepts connections but does not answer (stopped process): add gives up in ~3 s
    restarted.kill('SIGSTOP');
    const hung = Date.now();
    try {
      await expect(
        queue.add('test.fault', { id: 'hung' }, { jobId: 'hung' }),
      ).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(Date.now() - hung).toBeLessThan(3500);
    } finally {
      restarted.kill('SIGCONT');
    }
    // the add that timed out reaches Redis once it answers again (at least once)
    await waitFor(() => ran.includes('hung'), 5000, 'the add that timed out');
    await queue.whenIdle();

    // closing while Redis is down does not hang
    await killChild(restarted);
    const closing = Date.now();
    closed = true;
    await t.close();
    expect(Date.now() - closing).toBeLessThan(8000);
  });
});
