import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { RedisConnection } from '../../redis/redis.module';
import { type CampaignRate, ProviderRetryableError } from './channel-adapter';

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
  const decision = reserveSlots([tat], now, [intervalMs], maxWaitMs);
  return { granted: decision.granted, waitMs: decision.waitMs, tat: decision.tats[0] };
}

/**
 * `reserveSlot` over several schedules at once (a sender's and a campaign's,
 * docs/sending.md#provider-pacing): one slot, `max(now, every tat)`, granted when it is at most
 * `maxWaitMs` away, moving each `tat` one of its own intervals past it; otherwise nothing
 * changes. So the one call at that slot keeps every schedule's spacing.
 *
 * Pure: `tats` and `now` in ms, `intervalsMs[i]` the interval of `tats[i]` in ms. Returns the
 * decision, the new `tats`, and `binding`: the index of the schedule that set the slot (-1 when
 * it is now).
 */
export function reserveSlots(
  tats: number[],
  now: number,
  intervalsMs: number[],
  maxWaitMs: number,
): SlotDecision & { tats: number[]; binding: number } {
  let slot = now;
  let binding = -1;
  tats.forEach((tat, index) => {
    if (tat > slot) {
      slot = tat;
      binding = index;
    }
  });
  const waitMs = slot - now;
  if (waitMs > maxWaitMs) return { granted: false, waitMs, tats, binding };
  return { granted: true, waitMs, tats: intervalsMs.map((interval) => slot + interval), binding };
}

/**
 * `reserveSlots` in Redis, atomically, on Redis's clock (every process sees one clock and one
 * `tat` per key). KEYS: the schedules; ARGV: max wait ms, then one interval ms per key. Returns
 * `{granted 0|1, wait ms, binding key index from 0 or -1}`. Each key expires once its `tat` has
 * passed. `replicate_commands` lets Redis 5-6 write after `TIME` (a no-op from Redis 7).
 */
const RESERVE_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local maxWait = tonumber(ARGV[1])
local slot = now
local binding = -1
for i = 1, #KEYS do
  local tat = tonumber(redis.call('GET', KEYS[i]) or '0')
  if tat > slot then
    slot = tat
    binding = i - 1
  end
end
local wait = slot - now
if wait > maxWait then return {0, math.ceil(wait), binding} end
for i = 1, #KEYS do
  local interval = tonumber(ARGV[i + 1])
  redis.call('SET', KEYS[i], string.format('%.3f', slot + interval), 'PX', math.ceil(wait + interval) + 1000)
end
return {1, math.ceil(wait), binding}
`;

/** One schedule a send takes a slot of: its key and its rate, in messages per second. */
export interface RateSchedule {
  key: string;
  perSecond: number;
}

/** The schedule of a paced campaign opening's campaign (`campaign:<id>`), or null for none. */
export function campaignSchedule(rate: CampaignRate | undefined | null): RateSchedule | null {
  return rate ? { key: `campaign:${rate.campaignId}`, perSecond: rate.perSecond } : null;
}

/**
 * Per-sender send rate (docs/sending.md#provider-pacing: rate guarantees hold across processes when
 * `REDIS_URL` is set): WhatsApp `WHATSAPP_MESSAGES_PER_SECOND` per business phone number (Meta's
 * default Cloud API throughput is 80 messages/s), Twilio `SMS_MESSAGES_PER_SECOND` per sender;
 * and, for a paced campaign opening, the campaign's `throttlePerMinute / 60` under the key
 * `campaign:<id>` in the same slot (docs/campaigns.md#pacing).
 *
 * With Redis the schedules live in Redis (`<REDIS_KEY_PREFIX>:sender-rate:<key>`), shared by
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
   * Takes the next slot of sender `key` at `perSecond` messages per second, and of `campaign`
   * too when given (one slot that keeps both schedules' spacing), waiting for it when it is at
   * most `MAX_RATE_WAIT_MS` away. Call it right before the provider request.
   *
   * @throws ProviderRetryableError with the wait (ms) when the slot is further away (nothing is
   *   reserved then): `CAMPAIGN_RATE_LIMITED` when the campaign's schedule set it, else
   *   `SENDER_RATE_LIMITED`; `RATE_LIMITER_UNAVAILABLE` when Redis does not answer.
   */
  async acquire(
    key: string,
    perSecond: number,
    campaign: RateSchedule | null = null,
  ): Promise<void> {
    const schedules = [{ key, perSecond }, ...(campaign ? [campaign] : [])];
    const decision = await this.reserve(schedules);
    if (!decision.granted) {
      const byCampaign = campaign !== null && decision.binding === 1;
      throw byCampaign
        ? new ProviderRetryableError(
            'CAMPAIGN_RATE_LIMITED',
            `The campaign is at its rate of ${campaign.perSecond} messages per second; retry in ${decision.waitMs} ms.`,
            decision.waitMs,
          )
        : new ProviderRetryableError(
            'SENDER_RATE_LIMITED',
            `The sender is at its rate of ${perSecond} messages per second; retry in ${decision.waitMs} ms.`,
            decision.waitMs,
          );
    }
    if (decision.waitMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
    }
  }

  private async reserve(schedules: RateSchedule[]): Promise<SlotDecision & { binding: number }> {
    const intervals = schedules.map((schedule) => 1000 / schedule.perSecond);
    const client = this.redis.client;
    if (!client) {
      const now = Date.now();
      const tats = schedules.map((schedule) => this.local.get(schedule.key) ?? 0);
      const decision = reserveSlots(tats, now, intervals, MAX_RATE_WAIT_MS);
      if (decision.granted) {
        schedules.forEach((schedule, index) => this.local.set(schedule.key, decision.tats[index]));
      }
      // forget senders idle for a while, so the map does not grow with every number ever used
      if (this.local.size > 10_000) {
        for (const [name, tat] of this.local) if (tat < now) this.local.delete(name);
      }
      const { granted, binding } = decision;
      return { granted, waitMs: Math.ceil(decision.waitMs), binding };
    }
    try {
      const [granted, waitMs, binding] = (await client.eval(
        RESERVE_SCRIPT,
        schedules.length,
        ...schedules.map(
          (schedule) => `${this.config.REDIS_KEY_PREFIX}:sender-rate:${schedule.key}`,
        ),
        String(MAX_RATE_WAIT_MS),
        ...intervals.map(String),
      )) as [number, number, number];
      return { granted: granted === 1, waitMs: Number(waitMs), binding: Number(binding) };
    } catch (error) {
      throw new ProviderRetryableError(
        'RATE_LIMITER_UNAVAILABLE',
        `The send-rate counter in Redis is unavailable (${(error as Error).message}).`,
        5000,
      );
    }
  }
}
