/** One request's place with `InFlightLimit`: admitted now or waiting in its account's line. */
export interface InFlightTicket {
  /**
   * Resolves true when the request is admitted (at once when its account has a free place), or
   * false when it left the line before that (`leave()` while waiting: the client went away).
   */
  readonly admitted: Promise<boolean>;
  /**
   * Gives the place back (admitted) or leaves the line (waiting). Idempotent: call it when the
   * response closes, whatever happened before.
   */
  leave(): void;
}

interface Line {
  /** Admitted requests of the account that have not left. */
  active: number;
  /** Waiting requests, first come first served: each one's admission. */
  waiting: Set<(admitted: boolean) => void>;
}

/**
 * How many requests of one account this process handles at once (docs/api.md#requests-in-flight):
 * at most `limit` (requests); the rest wait in the account's own line, first come first served,
 * holding no database connection. So a burst from one account (a funnel firing 200 requests at
 * once) takes at most `limit` of the pool's connections, and another account's request finds one
 * free instead of queueing behind the burst, the per-account bulkhead Stripe's concurrency
 * limiter is. Nothing is refused here: the rate limit (`RateLimiter`) bounds how many can wait.
 *
 * In memory, per process; an account's entry exists only while it has requests in flight.
 */
export class InFlightLimit {
  private readonly lines = new Map<string, Line>();

  /** @param limit requests of one account handled at once (at least 1). */
  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`in-flight limit ${limit} < 1`);
  }

  /** Takes a place for a request of `accountId` (see `InFlightTicket`). */
  enter(accountId: string): InFlightTicket {
    const line = this.lines.get(accountId) ?? { active: 0, waiting: new Set() };
    this.lines.set(accountId, line);
    let state: 'waiting' | 'admitted' | 'left' = 'waiting';
    let admit!: (admitted: boolean) => void;
    const admitted = new Promise<boolean>((resolve) => {
      admit = (ok) => {
        if (state !== 'waiting') return;
        state = ok ? 'admitted' : 'left';
        if (ok) line.active += 1;
        resolve(ok);
      };
    });
    if (line.active < this.limit) admit(true);
    else line.waiting.add(admit);
    return {
      admitted,
      leave: () => {
        if (state === 'waiting') {
          line.waiting.delete(admit);
          admit(false);
          this.next(accountId, line);
        } else if (state === 'admitted') {
          state = 'left';
          line.active -= 1;
          this.next(accountId, line);
        }
      },
    };
  }

  /** Requests of `accountId` admitted and waiting now (for tests and metrics). */
  count(accountId: string): { active: number; waiting: number } {
    const line = this.lines.get(accountId);
    return { active: line?.active ?? 0, waiting: line?.waiting.size ?? 0 };
  }

  /** Admits the first in line when a place is free; forgets an idle account. */
  private next(accountId: string, line: Line): void {
    const first = line.waiting.values().next();
    if (!first.done && line.active < this.limit) {
      line.waiting.delete(first.value);
      first.value(true);
    }
    if (line.active === 0 && line.waiting.size === 0) this.lines.delete(accountId);
  }
}
