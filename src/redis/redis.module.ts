import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * The shared Redis connection when `REDIS_URL` is set (rate-limit counters, health), or none.
 * Commands fail fast while Redis is down (no offline queue, one retry), so a request that needs
 * Redis answers 503 instead of hanging.
 */
export class RedisConnection {
  constructor(readonly client: Redis | null) {}

  /** `redis://host:port/db` without credentials, for logs. */
  static describe(url: string): string {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  }

  static create(config: AppConfig): RedisConnection {
    if (!config.REDIS_URL) return new RedisConnection(null);
    const client = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
      lazyConnect: false,
      disconnectTimeout: 500,
    });
    client.on('error', () => undefined); // reported through health and 503s, not as unhandled events
    return new RedisConnection(client);
  }

  async close(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}

/**
 * Closes an ioredis client: quits politely when connected; otherwise (Redis down, reconnecting)
 * drops the socket at once, which also stops the reconnection timer, so shutdown never waits
 * for a Redis that is not there.
 */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

@Global()
@Module({
  providers: [
    { provide: RedisConnection, inject: [AppConfig], useFactory: RedisConnection.create },
  ],
  exports: [RedisConnection],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisConnection) private readonly redis: RedisConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.close();
  }
}
