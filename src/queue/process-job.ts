import { markHandler } from '../common/handlers/handler-decorators';
import type { JobContext } from './job-queue';
import type { JobMap, JobName } from './jobs';

/**
 * Declares the method as the one handler of the job `name` (src/queue/jobs.ts), run by whichever
 * queue driver the process has, in processes that run workers. Its parameter is typed by the job
 * table. Delivery is at least once: the handler claims its row, so a second run is a no-op.
 */
export function ProcessJob<K extends JobName>(name: K) {
  return <T extends (data: JobMap[K], context: JobContext) => Promise<void>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ): void => markHandler({ kind: 'job', name }, descriptor.value);
}
