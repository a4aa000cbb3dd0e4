import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../queue/job-queue';
import { ProcessJob } from '../queue/process-job';
import { RetentionService } from './retention.service';

/**
 * Puts the retention job on the queue every `RETENTION_INTERVAL_MS` in worker processes, with
 * the interval's slot as `jobId` (`retention-<slot>`), so the processes of a cluster add one job
 * per interval between them; the run's lease (a `job_leases` row, not an advisory lock: see
 * `RetentionService.run`) makes any overlap a no-op that reports `skipped`. The job runs once
 * (no retry: the next interval is the retry).
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionScheduler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly retention: RetentionService,
    private readonly config: AppConfig,
  ) {}

  /** The `retention.run` job: one run (a no-op while another process's run holds the lease). */
  @ProcessJob('retention.run')
  async runJob(): Promise<void> {
    await this.retention.run();
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.timer = setInterval(() => void this.enqueue(), this.config.RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Adds this interval's job (a no-op when another process already did). Never rejects. */
  async enqueue(now: number = Date.now()): Promise<void> {
    const slot = Math.floor(now / this.config.RETENTION_INTERVAL_MS);
    await this.queue
      .add('retention.run', {}, { jobId: `retention-${slot}`, attempts: 1 })
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'could not enqueue the retention job'),
      );
  }
}
