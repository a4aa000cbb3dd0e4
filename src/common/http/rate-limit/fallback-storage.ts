import { Logger } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counting in Redis, degraded to this process's memory while Redis is unreachable
 * (docs/api.md#rate-limits: with Redis stopped, adds still answer 2xx). Redis is only the
 * shared counter; refusing every request because the counter is away would turn a Redis outage
 * into a full API outage. While degraded, each process counts its own callers with the same
 * limit (so the budget is per process until Redis returns), a warning is logged once per outage,
 * and `/health` reports Redis down. Back to Redis as soon as the client is ready again.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimiter');
  private readonly memory = new ThrottlerStorageService();
  private degraded = false;

  constructor(
    private readonly client: Redis,
    private readonly redis: ThrottlerStorage,
  ) {}

  /** Counts a hit (see `ThrottlerStorage`); never throws for an unreachable Redis. */
  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.client.status === 'ready') {
      try {
        const record = await this.redis.increment(key, ttl, limit, blockDuration, throttlerName);
        if (this.degraded) {
          this.degraded = false;
          this.logger.log('Redis is back: rate limits are shared again');
        }
        return record;
      } catch (error) {
        this.degrade(error);
      }
    } else {
      this.degrade(new Error(`Redis connection is ${this.client.status}`));
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private degrade(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted in this process until it returns',
    );
  }
}
