import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../observability/metrics.service';
import { type JobCounts, JobQueue } from './job-queue';

const STATES: (keyof JobCounts)[] = ['waiting', 'delayed', 'active', 'failed'];

/**
 * `parley_queue_jobs{state="waiting|delayed|active|failed"}` on the process's metrics registry,
 * read from `JobQueue.depth()` at each scrape. With Bull, waiting/delayed/active are the whole
 * queue's (every process reports the same numbers); `failed` counts the jobs this process
 * dropped after their last attempt since it started. When Redis does not answer (1 s) the
 * gauge has no samples in that scrape; the scrape itself never fails.
 */
@Injectable()
export class QueueMetrics {
  constructor(metrics: MetricsService, queue: JobQueue) {
    new Gauge({
      name: 'parley_queue_jobs',
      help: 'Jobs in the job queue by state (failed: dropped by this process after their last attempt)',
      labelNames: ['state'],
      registers: [metrics.registry],
      async collect() {
        try {
          const counts = await queue.depth();
          for (const state of STATES) this.set({ state }, counts[state]);
        } catch {
          this.reset();
        }
      },
    });
  }
}
