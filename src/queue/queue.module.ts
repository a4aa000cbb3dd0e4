import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ObservabilityModule } from '../observability/observability.module';
import { BullJobQueue, BullRedisConnections } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueue, QUEUE_NAME } from './job-queue';
import { QueueMetrics } from './queue-metrics';

/**
 * Provides `JobQueue` to every module (global) and the `parley_queue_jobs` gauge: the Bull driver
 * when `REDIS_URL` is set (`@nestjs/bull` creates the queue `parley` with `REDIS_KEY_PREFIX` as
 * Bull's key prefix), the in-process driver otherwise (docs/operations.md#queue-and-workers).
 */
@Module({})
export class QueueModule {
  static register(config: AppConfig): DynamicModule {
    const common = {
      module: QueueModule,
      global: true,
      exports: [JobQueue],
    };
    if (!config.REDIS_URL) {
      return {
        ...common,
        imports: [ObservabilityModule],
        providers: [{ provide: JobQueue, useClass: InProcessJobQueue }, QueueMetrics],
      };
    }
    const connections = new BullRedisConnections(config.REDIS_URL);
    return {
      ...common,
      imports: [
        ObservabilityModule,
        BullModule.forRoot({
          prefix: config.REDIS_KEY_PREFIX,
          createClient: connections.create,
          defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
          // A killed worker's active jobs go back to waiting within ~15 s instead of Bull's
          // 30 s + 30 s default (lock renewed every 5 s; jobs here take milliseconds). A job
          // stalled more than 3 times is dropped: the campaign sweeper re-enqueues what is due.
          settings: { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 3 },
        }),
        BullModule.registerQueue({ name: QUEUE_NAME }),
      ],
      providers: [
        { provide: BullRedisConnections, useValue: connections },
        { provide: JobQueue, useClass: BullJobQueue },
        QueueMetrics,
      ],
    };
  }
}
