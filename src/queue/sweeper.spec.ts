import { jest } from '@jest/globals';
import { addDueJobs, type JobQueue } from './job-queue';
import { Sweeper } from './sweeper';

const logger = () => ({ warn: jest.fn<(payload: object, message: string) => void>() });

describe('Sweeper', () => {
  it('runs one sweep at a time and lets callers join it', async () => {
    let release!: () => void;
    let runs = 0;
    const sweeper = new Sweeper(
      'test',
      () => {
        runs += 1;
        if (runs > 1) return Promise.resolve();
        return new Promise<void>((resolve) => (release = resolve));
      },
      logger() as never,
    );
    const first = sweeper.run();
    const second = sweeper.run();
    expect(runs).toBe(1);
    release();
    await Promise.all([first, second]);
    await sweeper.run().then(
      () => undefined,
      () => undefined,
    );
    expect(runs).toBe(2);
  });

  it('logs a failed sweep instead of rejecting', async () => {
    const log = logger();
    const sweeper = new Sweeper('test', () => Promise.reject(new Error('db down')), log as never);
    await expect(sweeper.run()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test sweep failed');
  });
});

describe('addDueJobs', () => {
  it('adds each job with its delay and the id <key>-<at ms>', async () => {
    const addBulk = jest.fn<JobQueue['addBulk']>().mockResolvedValue(undefined);
    const at = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 5000);
    const ok = await addDueJobs(
      { addBulk } as unknown as JobQueue,
      [
        { name: 'webhook.deliver', data: { deliveryId: '1' }, key: 'row-1', at },
        { name: 'webhook.deliver', data: { deliveryId: '2' }, key: 'row-2', at: past, attempts: 1 },
      ],
      logger(),
    );
    expect(ok).toBe(true);
    const [jobs] = addBulk.mock.calls[0];
    expect(jobs[0].options!.jobId).toBe(`row-1-${at.getTime()}`);
    expect(jobs[0].options!.delayMs).toBeGreaterThan(59_000);
    expect(jobs[0].options!.attempts).toBeUndefined();
    expect(jobs[1].options!).toEqual({ delayMs: 0, jobId: `row-2-${past.getTime()}`, attempts: 1 });
  });

  it('never throws: a failed add is logged for the sweeper', async () => {
    const log = logger();
    const addBulk = jest.fn<JobQueue['addBulk']>().mockRejectedValue(new Error('Redis down'));
    const ok = await addDueJobs(
      { addBulk } as unknown as JobQueue,
      [{ name: 'retention.run', data: {}, key: 'k', at: new Date() }],
      log,
    );
    expect(ok).toBe(false);
    expect(log.warn).toHaveBeenCalled();
  });
});
