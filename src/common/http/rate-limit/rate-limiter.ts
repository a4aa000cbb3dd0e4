import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppError } from '../../errors';

/**
 * Name of the one throttler: every authenticated route shares one budget per caller. It must be
 * `default`: the throttler suffixes the headers of any other name (`X-RateLimit-Limit-<name>`).
 */
export const RATE_LIMIT_THROTTLER = 'default';
/** The window of `RATE_LIMIT_PER_MINUTE`, in milliseconds. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** The rate-limit response headers (docs/api.md#rate-limits; values in requests and seconds). */
export const RATE_LIMIT_HEADERS = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  reset: 'X-RateLimit-Reset',
  retryAfter: 'Retry-After',
} as const;

/** A named budget of `consumeBudget`/`hit`: `limit` hits of `key` per `windowMs` (ms). */
export interface Budget {
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** 429 `RATE_LIMITED` with `Retry-After` (seconds). */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const retryAfter = String(Math.max(1, retryAfterSeconds));
  return new AppError('RATE_LIMITED', `${message} Retry after ${retryAfter} seconds.`, undefined, {
    [RATE_LIMIT_HEADERS.retryAfter]: retryAfter,
  });
}

/**
 * Rate limiting (docs/api.md#rate-limits) on top of `@nestjs/throttler`: `RATE_LIMIT_PER_MINUTE`
 * requests per minute per account (that is, per API key: an account has one active key), and
 * per client IP for requests without a valid key, so key guessing is limited too.
 *
 * It is not a guard of its own: `ApiKeyGuard` resolves the caller once (one database lookup)
 * and then calls `consume()` with the account or with none, before it accepts or refuses the
 * request. So a 401 is counted, and a caller over its budget gets 429 even with a bad key.
 * Public routes (`@Public()`) never get here.
 *
 * Counting is the throttler's: its storage is Redis (`@nest-lab/throttler-storage-redis`, keys
 * under `REDIS_KEY_PREFIX`) when `REDIS_URL` is set, so all processes share one budget, and the
 * throttler's in-memory storage otherwise. Once a caller exceeds the limit it is refused for one
 * window (60 s) from its first refused request (the throttler's block); `Retry-After` says how
 * long. (In Redis, requests sent while blocked keep counting in the next window, so a client that
 * ignores `Retry-After` stays blocked.)
 *
 * Headers: every counted request gets `X-RateLimit-Limit`, `X-RateLimit-Remaining` and
 * `X-RateLimit-Reset` (seconds until the window resets) before the route runs, so they are on
 * successes and errors alike; a 429 carries them (remaining 0, reset = the block's end) and
 * `Retry-After` (seconds).
 *
 * While Redis is unreachable, counting continues in this process's memory
 * (`FallbackThrottlerStorage`): a Redis outage does not stop the API.
 *
 * @throws AppError 429 `RATE_LIMITED` over the limit.
 */
@Injectable()
export class RateLimiter extends ThrottlerGuard {
  private readonly trackers = new WeakMap<object, string>();

  /**
   * Counts one request of `accountId` (or, when null, of the client IP) and sets the headers.
   *
   * @throws AppError 429 `RATE_LIMITED` when the caller is over its budget.
   */
  async consume(context: ExecutionContext, accountId: string | null): Promise<void> {
    const request = context.switchToHttp().getRequest<Request>();
    this.trackers.set(
      request,
      accountId ? `account:${accountId}` : `ip:${await super.getTracker(request)}`,
    );
    await this.canActivate(context);
  }

  /**
   * Counts one hit against a named budget other than the per-minute API budget, in the same
   * storage (Redis when `REDIS_URL`, else memory): e.g. sign-in attempts per email and per
   * client. Over `limit` hits within `windowMs`, the key is refused for `windowMs` from that hit.
   *
   * @param budget `name` (a storage namespace), `key` (who is counted), `limit` (hits), `windowMs` (ms),
   *   `message` (the 429 message, without the retry hint).
   * @throws AppError 429 `RATE_LIMITED` with `Retry-After` (seconds) when over the limit.
   */
  async consumeBudget(budget: Budget & { message: string }): Promise<void> {
    const hit = await this.hit(budget);
    if (hit.blocked) throw rateLimited(budget.message, hit.retryAfterSeconds);
  }

  /**
   * `consumeBudget` without the throw: counts one hit and says whether the key is over its
   * budget (blocked), and for how many more seconds. A key that was blocked stays blocked for
   * its block's duration whatever `limit` a later hit passes, so a hit with an unreachable limit
   * reads a block without ever causing one.
   */
  async hit(budget: Budget): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
    const record = await this.storageService.increment(
      budget.key,
      budget.windowMs,
      budget.limit,
      budget.windowMs,
      budget.name,
    );
    return {
      blocked: record.isBlocked,
      retryAfterSeconds: Math.max(1, record.timeToBlockExpire),
    };
  }

  /**
   * The client a request comes from, as the API's own limiter counts it: its IP (behind
   * `TRUST_PROXY`, the forwarded one), an IPv6 client by its /64, since one subscriber commonly
   * holds a whole /64.
   */
  async clientOf(request: Request): Promise<string> {
    return super.getTracker(request as unknown as Record<string, unknown>);
  }

  /** `account:<id>` or `ip:<address>` (IPv6 by /64), as chosen by `consume()`. */
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return this.trackers.get(req) ?? `ip:${await super.getTracker(req)}`;
  }

  /**
   * One budget per caller across every route (the throttler's default is one per route). The
   * Redis storage adds the throttler name and its connection the `<REDIS_KEY_PREFIX>:rate-limit:`
   * prefix: `parley:rate-limit:{account:<id>:default}:hits`.
   */
  protected override generateKey(_context: ExecutionContext, tracker: string): string {
    return tracker;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const retryAfter = String(Math.max(1, detail.timeToBlockExpire));
    const headers = {
      [RATE_LIMIT_HEADERS.limit]: String(detail.limit),
      [RATE_LIMIT_HEADERS.remaining]: '0',
      [RATE_LIMIT_HEADERS.reset]: retryAfter,
      [RATE_LIMIT_HEADERS.retryAfter]: retryAfter,
    };
    context.switchToHttp().getResponse<Response>().set(headers);
    const who = detail.tracker.startsWith('account:')
      ? 'this API key'
      : 'this client IP (requests without a valid API key)';
    throw new AppError(
      'RATE_LIMITED',
      `Rate limit exceeded: at most ${detail.limit} requests per minute for ${who}. Retry after ${retryAfter} seconds.`,
      undefined,
      headers,
    );
  }
}
