import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Draining } from './draining';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** `GET /health` and `GET /metrics`, and the process's `Draining` state. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, MetricsController],
  providers: [MetricsService, Draining],
  exports: [MetricsService, Draining],
})
export class ObservabilityModule {}
