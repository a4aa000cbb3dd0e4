import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The ioredis command defined from the storage's Lua script (EVALSHA, EVAL on `NOSCRIPT`). */
const COMMAND = 'parleyThrottle';

/**
 * `@nest-lab/throttler-storage-redis`'s counting (its Lua script: `INCR`, `PTTL`, the block
 * check, in one atomic call) sent as `EVALSHA` instead of `EVAL`: the library sends the whole
 * script text (about 700 bytes) with every request and Redis hashes it each time; ioredis's
 * `defineCommand` sends the script's SHA1 and falls back to `EVAL` once when Redis does not know
 * it yet (after a restart). Same keys, same answers (the rate limiter is one round trip per
 * request, with no extra reads: docs/performance.md).
 */
export class RedisThrottlerStorage extends ThrottlerStorageRedisService {
  constructor(private readonly client: Redis) {
    super(client);
    client.defineCommand(COMMAND, { numberOfKeys: 2, lua: this.scriptSrc });
  }

  /**
   * Counts one hit of `key` (see `ThrottlerStorage`): `ttl`/`blockDuration` in ms; the record's
   * times in seconds, as the library returns them. @throws what the Redis call throws.
   */
  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const run = (
      this.client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    )[COMMAND];
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = (await run.call(
      this.client,
      `{${key}:${throttlerName}}:hits`,
      `{${key}:${throttlerName}}:blocked`,
      throttlerName,
      ttl,
      limit,
      blockDuration,
    )) as number[];
    return {
      totalHits,
      timeToExpire: Math.ceil(timeToExpire / 1000),
      isBlocked: isBlocked === 1,
      timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
    };
  }
}
