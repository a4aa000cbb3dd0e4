import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { RedisConnection } from '../../redis/redis.module';
import { ProviderRetryableError } from './channel-adapter';

/** Longest a send waits for its sender's next slot before giving up with a retryable error, in ms. */
export const MAX_RATE_WAIT_MS = 1000;

/** A slot decision: `granted` with the wait until the slot, or refused with the wait to retry after (ms). */
export interface SlotDecision {
  granted: boolean;
  waitMs: number;
}

/**
 * The reservation rule (GCRA, the "virtual scheduling" form of a leaky bucket): each sender has
 * a theoretical arrival time `tat`, the earliest instant its next message may go. A request at
 * `now` gets the slot `max(tat, now)` if that is at most `maxWaitMs` away, and moves `tat` one
 * interval (1000 / rate ms) past it; otherwise it is refused and changes nothing. So messages are
 * spaced evenly (no bursts at window edges, unlike a per-second counter) and none is dropped.
 *
 * Pure: `tat` and `now` in ms; returns the decision and the new `tat`.
 */
export function reserveSlot(
  tat: number,
  now: number,
  intervalMs: number,
  maxWaitMs: number,
): SlotDecision & { tat: number } {
  const slot = Math.max(tat, now);
  const waitMs = slot - now;
  if (waitMs > maxWaitMs) return { granted: false, waitMs, tat };
  return { granted: true, waitMs, tat: slot + intervalMs };
}

/**
 * `reserveSlot` in Redis, atomically, on Redis's clock (every process sees one clock and one
 * `tat`). ARGV: interval ms, max wait ms. Returns `{granted 0|1, wait ms}`. The key expires
 * once its `tat` has passed. `replicate_commands` lets Redis 5-6 write after `TIME` (a no-op
 * from Redis 7).
 */
const RESERVE_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local interval = tonumber(ARGV[1])
local maxWait = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(tat, now)
local wait = slot - now
if wait > maxWait then return {0, math.ceil(wait)} end
redis.call('SET', KEYS[1], string.format('%.3f', slot + interval), 'PX', math.ceil(wait + interval) + 1000)
return {1, math.ceil(wait)}
`;

/**
 * Per-sender send rate (docs/sending.md#provider-pacing: rate guarantees hold across processes when
 * `REDIS_URL` is set): WhatsApp `WHATSAPP_MESSAGES_PER_SECOND` per business phone number (Meta's
 * default Cloud API throughput is 80 messages/s), Twilio `SMS_MESSAGES_PER_SECOND` per sender.
 *
 * With Redis the schedule lives in Redis (`<REDIS_KEY_PREFIX>:sender-rate:<key>`), shared by
 * every process; without it, in this process's memory.
 */
@Injectable()
export class SenderRateLimiter {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly config: AppConfig,
  ) {}

  /**
   * Takes the next slot of sender `key` at `perSecond` messages per second, waiting for it when
   * it is at most `MAX_RATE_WAIT_MS` away.
   *
   * @throws ProviderRetryableError `SENDER_RATE_LIMITED` with the wait (ms) when the next slot is
   *   further away (nothing is reserved then); `RATE_LIMITER_UNAVAILABLE` when Redis does not
   *   answer.
   */
  async acquire(key: string, perSecond: number): Promise<void> {
    const intervalMs = 1000 / perSecond;
    const decision = await this.reserve(key, intervalMs);
    if (!decision.granted) {
      throw new ProviderRetryableError(
        'SENDER_RATE_LIMITED',
        `The sender is at its rate of ${perSecond} messages per second; retry in ${decision.waitMs} ms.`,
        decision.waitMs,
      );
    }
    if (decision.waitMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
    }
  }

  private async reserve(key: string, intervalMs: number): Promise<SlotDecision> {
    const client = this.redis.client;
    if (!client) {
      const now = Date.now();
      const decision = reserveSlot(this.local.get(key) ?? 0, now, intervalMs, MAX_RATE_WAIT_MS);
      if (decision.granted) this.local.set(key, decision.tat);
      // forget senders idle for a while, so the map does not grow with every number ever used
      if (this.local.size > 10_000) {
        for (const [name, tat] of this.local) if (tat < now) this.local.delete(name);
      }
      return { granted: decision.granted, waitMs: Math.ceil(decision.waitMs) };
    }
    try {
      const [granted, waitMs] = (await client.eval(
        RESERVE_SCRIPT,
        1,
        `${this.config.REDIS_KEY_PREFIX}:sender-rate:${key}`,
        String(intervalMs),
        String(MAX_RATE_WAIT_MS),
      )) as [number, number];
      return { granted: granted === 1, waitMs: Number(waitMs) };
    } catch (error) {
      throw new ProviderRetryableError(
        'RATE_LIMITER_UNAVAILABLE',
        `The send-rate counter in Redis is unavailable (${(error as Error).message}).`,
        5000,
      );
    }
  }
}
