import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { AppConfig } from '../../../config/app-config';
import { closeRedisClient, RedisConnection } from '../../../redis/redis.module';
import { FallbackThrottlerStorage } from './fallback-storage';
import { RedisThrottlerStorage } from './redis-storage';
import { InFlightLimit } from './in-flight-limit';
import { RATE_LIMIT_THROTTLER, RATE_LIMIT_WINDOW_MS, RateLimiter } from './rate-limiter';

/** A Redis command of the rate limiter that gets no answer within this long fails (then counted in memory): ms. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** Waits until `client` is connected, at most `ms`; never throws (a Redis that is down answers 503 later). */
function settled(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    client.once('error', done);
  });
}

/**
 * The rate limiter's own Redis connection when `REDIS_URL` is set in a process that serves
 * HTTP (else `client` is null): a duplicate of the shared `RedisConnection` (same fail-fast
 * options: no offline queue, one retry) with the key prefix `<REDIS_KEY_PREFIX>:rate-limit:` and
 * a 2 s command timeout. Closed on shutdown.
 */
@Injectable()
export class RateLimitRedis implements OnApplicationShutdown {
  readonly client: Redis | null;

  constructor(config: AppConfig, redis: RedisConnection) {
    this.client =
      redis.client && config.runsHttp
        ? redis.client.duplicate({
            keyPrefix: `${config.REDIS_KEY_PREFIX}:rate-limit:`,
            commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          })
        : null;
    this.client?.on('error', () => undefined); // surfaced by /health; counting falls back to memory
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}

@Module({
  providers: [RateLimitRedis],
  exports: [RateLimitRedis],
})
class RateLimitRedisModule {}

/**
 * Rate limiting (docs/api.md#rate-limits): configures `@nestjs/throttler` with one throttler of
 * `RATE_LIMIT_PER_MINUTE` requests per 60 s, counted in Redis through `RateLimitRedis`
 * (`@nest-lab/throttler-storage-redis`, degraded to memory while Redis is unreachable:
 * `FallbackThrottlerStorage`) or in the throttler's in-memory storage, and provides
 * the `RateLimiter` that `CredentialGuard` calls for every authenticated route, and the
 * process's `InFlightLimit` (`ACCOUNT_IN_FLIGHT_LIMIT` requests of an account at once) it
 * admits them through.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitRedisModule],
      inject: [AppConfig, RateLimitRedis],
      useFactory: async (
        config: AppConfig,
        redis: RateLimitRedis,
      ): Promise<ThrottlerModuleOptions> => {
        if (redis.client) await settled(redis.client, 5000);
        return {
          throttlers: [
            {
              name: RATE_LIMIT_THROTTLER,
              ttl: RATE_LIMIT_WINDOW_MS,
              limit: config.RATE_LIMIT_PER_MINUTE,
            },
          ],
          // Redis when configured, so all processes share one budget (in this process's memory
          // while Redis is unreachable); else the in-memory storage.
          storage: redis.client
            ? new FallbackThrottlerStorage(redis.client, new RedisThrottlerStorage(redis.client))
            : undefined,
        };
      },
    }),
  ],
  providers: [
    RateLimiter,
    {
      provide: InFlightLimit,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new InFlightLimit(config.accountInFlightLimit),
    },
  ],
  exports: [RateLimiter, InFlightLimit],
})
export class RateLimitModule {}
