import type { EntityManager } from 'typeorm';
import type { OutboxEvent } from '../../src/common/outbox/outbox-event';
import type { OutboxService } from '../../src/common/outbox/outbox.service';
import type { JobHandler, JobOptions, JobQueue } from '../../src/queue/job-queue';

/**
 * The outbox and the queue as bare transports: any name, any payload. Application code goes
 * through the typed tables (src/events.ts, src/queue/jobs.ts); the tests of the mechanisms
 * themselves run events and jobs that are not in them.
 */
export type OutboxTransport = Omit<OutboxService, 'append' | 'subscribe'> & {
  append(
    manager: EntityManager,
    accountId: string,
    type: string,
    payload: object,
    orderingKey?: string | null,
  ): Promise<string>;
  subscribe(type: string, handler: (event: OutboxEvent) => Promise<void>): void;
};

/** See {@link OutboxTransport}. */
export type JobTransport = Omit<JobQueue, 'add' | 'addBulk' | 'process'> & {
  add<T>(name: string, data: T, options?: JobOptions): Promise<void>;
  addBulk<T>(jobs: { name: string; data: T; options?: JobOptions }[]): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any job's data
  process<T = any>(name: string, handler: JobHandler<T>): void;
};
