import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheckService,
  type HealthIndicatorResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../common/http/public-route';
import { ServiceUnavailableError } from '../common/errors';
import { ApiPublicErrors } from '../common/http/api-errors.decorator';
import { ApiNoApiKey } from '../common/http/openapi';
import { RedisConnection } from '../redis/redis.module';
import { Draining } from './draining';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /health` (no key, no version): 200 `{"status":"ok"}` when PostgreSQL (and Redis, when
 * configured) answer within 2 s; otherwise 503 `SERVICE_UNAVAILABLE` naming what is down, in
 * the error envelope, with `Retry-After`. While the process shuts down (SIGTERM), 503 with the
 * detail `{field: "service", message: "draining"}` before anything is checked, so a load
 * balancer moves away while the last requests finish.
 */
@ApiTags('Health')
@ApiNoApiKey()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly redis: RedisConnection,
    private readonly draining: Draining,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Liveness and dependencies',
    description:
      'No API key, no version prefix. 200 when PostgreSQL (and Redis, when configured) answer within 2 s; otherwise 503 naming what is down in `details`, with `Retry-After`. While the process shuts down: 503 with `details: [{"field": "service", "message": "draining"}]` (take it out of rotation).',
  })
  @ApiResponse({
    status: 200,
    description: 'Every dependency answers.',
    schema: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', enum: ['ok'], example: 'ok' } },
    },
  })
  @ApiPublicErrors('SERVICE_UNAVAILABLE')
  async check(): Promise<{ status: 'ok' }> {
    if (this.draining.active)
      throw new ServiceUnavailableError('This process is shutting down (draining) and', 5, [
        { field: 'service', message: 'draining' },
      ]);
    const checks = [() => this.probe('database', () => this.dataSource.query('SELECT 1'))];
    const redis = this.redis.client;
    if (redis) checks.push(() => this.probe('redis', () => redis.ping()));
    try {
      await this.health.check(checks);
    } catch (error) {
      const down = Object.keys((error as { response?: { error?: object } }).response?.error ?? {});
      throw new ServiceUnavailableError(
        down.length ? down.join(' and ') : 'A dependency',
        5,
        down.map((name) => ({ field: name, message: 'down' })),
      );
    }
    return { status: 'ok' };
  }

  private async probe(name: string, ping: () => Promise<unknown>): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(name);
    try {
      await withTimeout(ping(), CHECK_TIMEOUT_MS);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
