import { Module } from '@nestjs/common';
import { ObservabilityModule } from '../observability/observability.module';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/**
 * Data retention (docs/data-lifecycle.md#retention): the job, its schedule on the queue, its
 * /metrics counter.
 */
@Module({
  imports: [ObservabilityModule],
  providers: [RetentionService, RetentionScheduler],
  exports: [RetentionService],
})
export class RetentionModule {}
