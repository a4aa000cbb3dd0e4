import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { afterCommit } from '../../database/transaction';
import { redactJson } from '../erasure/redact';
import type { OutboxEventMap, OutboxEventName } from '../../events';
import type { OutboxEvent } from './outbox-event';

export type { OutboxEvent };

/** A subscriber: must be idempotent, since an event may be delivered more than once. */
export type OutboxHandler = (event: OutboxEvent) => Promise<void>;

/** Events claimed by one statement, at most (fewer when fewer handler slots are free). */
const BATCH_SIZE = 20;
/** A claimed event is re-offered after this long if its worker never reported back (crash): ms. */
const LEASE_MS = 60_000;
/** Retry delay after a failed delivery: 1 s doubling to at most 5 min, in ms. */
const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 300_000);
/**
 * After this many failed deliveries (about 1 h 20 min of retries) an event is parked: kept with
 * its last error, never offered again by itself, and logged as an error for an operator.
 */
export const MAX_DELIVERY_ATTEMPTS = 20;

/**
 * The transactional outbox (common/outbox, docs/sending.md#the-outbox): a module appends an event
 * in the same transaction as the change it describes, so the event exists if and only if the
 * change committed. The relay delivers events to the subscribers of their type after commit (an
 * append wakes it through `afterCommit`, whoever appended) and, in processes that run workers,
 * on a timer for anything left behind (a crash, a failing subscriber). Delivery is at least
 * once: each subscriber must be idempotent.
 *
 * The relay is concurrent: every worker process relays, each with up to `OUTBOX_CONCURRENCY`
 * events in flight. Claiming is one short `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED) RETURNING` that leases the rows for 60 s, so no two relays deliver one event at once
 * and no transaction is held open while subscribers run. Events appended with one
 * `orderingKey` (one conversation's, one person's on a channel) are handed out one at a time in
 * append order: an event is claimable only when no earlier event of its key is still pending
 * (in flight, waiting for a retry, or leased by a process that died), parked ones excepted.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly handlers = new Map<string, OutboxHandler[]>();
  private timer: NodeJS.Timeout | null = null;
  /** The claiming loop while it runs; its value is how many events it claimed. */
  private pumping: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  /** Deliveries under way in this process (each settles by itself, never rejects). */
  private readonly running = new Set<Promise<void>>();
  /** One function per service, so several appends in one transaction register one round. */
  private readonly wake = (): void => this.kick();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /**
   * Registers a handler of an event type. The handler registry calls it at start-up with every
   * `@OnEvent` method (src/events.ts is the table of names and payloads); several handlers of one
   * type run one after the other, and a failure retries the event for all of them.
   */
  subscribe<K extends OutboxEventName>(
    type: K,
    handler: (event: OutboxEvent<OutboxEventMap[K]>) => Promise<void>,
  ): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler as OutboxHandler]);
  }

  /**
   * Appends an event inside the caller's transaction (one started by `inTransaction`) and
   * registers a relay round for after its commit: callers never wake the relay themselves.
   * `orderingKey` (e.g. `conversation:<uuid>`) makes the event wait for every earlier pending
   * event of the same key; callers that append keyed events hold a lock on what the key names
   * (the conversation row, the person's contact) so append order is commit order.
   *
   * @returns the event id.
   */
  async append<K extends OutboxEventName>(
    manager: EntityManager,
    accountId: string,
    type: K,
    payload: OutboxEventMap[K],
    orderingKey: string | null = null,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO outbox_events (account_id, type, payload, ordering_key)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [accountId, type, JSON.stringify(payload), orderingKey],
    );
    afterCommit(manager, this.wake);
    return rows[0].id;
  }

  /**
   * Erasure of a person (`DELETE /v1/contacts/{id}`, GDPR article 17), in the caller's
   * transaction: every event of the account of `type` whose payload contains one of `matches`
   * (jsonb containment, e.g. `{from: '+14155552671'}` or `{event: {userId: '2401…'}}`) has its
   * payload redacted by `redactJson` (every string becomes `[erased]` except under the keys of
   * `keep`). A processed event keeps its processed time (retention deletes it after
   * `RETENTION_OUTBOX_DAYS`); an unprocessed one is marked processed with `last_error`
   * `ERASED: …`, so the relay never hands the person's data to a subscriber afterwards (a
   * delivery already running finishes with what it read). Matching scans the account's events
   * of that type (no index on payloads: erasure is rare, the outbox is bounded by retention).
   *
   * @returns the number of events redacted.
   */
  async erase(
    manager: EntityManager,
    accountId: string,
    type: OutboxEventName,
    matches: object[],
    keep: readonly string[],
  ): Promise<number> {
    if (matches.length === 0) return 0;
    const found: { id: string; payload: unknown }[] = await manager.query(
      `SELECT id, payload FROM outbox_events
        WHERE account_id = $1 AND type = $2
          AND EXISTS (SELECT 1 FROM jsonb_array_elements($3::jsonb) m WHERE payload @> m.value)
        ORDER BY id FOR UPDATE`,
      [accountId, type, JSON.stringify(matches)],
    );
    if (found.length === 0) return 0;
    const kept = new Set(keep);
    await manager.query(
      `UPDATE outbox_events o
          SET payload = c.payload::jsonb,
              last_error = CASE WHEN o.processed_at IS NULL
                                THEN 'ERASED: the contact was erased before this event was handled'
                                ELSE o.last_error END,
              processed_at = COALESCE(o.processed_at, now())
         FROM unnest($2::uuid[], $3::text[]) AS c (id, payload)
        WHERE o.account_id = $1 AND o.id = c.id`,
      [
        accountId,
        found.map((row) => row.id),
        found.map((row) => JSON.stringify(redactJson(row.payload, kept))),
      ],
    );
    return found.length;
  }

  /**
   * Asks for a delivery round now, in processes that run workers; an `api` process leaves it to
   * the workers' timer. Returns at once; errors are logged. Appends call it after their commit.
   */
  kick(): void {
    if (this.stopped || !this.config.runsWorkers) return;
    void this.pump().catch((error) =>
      this.logger.error({ err: error }, 'outbox relay round failed'),
    );
  }

  /**
   * Delivers every due event, round after round, until none is left and none is in flight in
   * this process (deliveries of other processes are not awaited). Tests call it to run queued
   * work without sleeping.
   */
  async drain(): Promise<void> {
    for (;;) {
      const claimed = await this.pump();
      if (this.running.size > 0) await Promise.all([...this.running]);
      else if (claimed === 0) return;
      if (this.stopped) return;
    }
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.timer = setInterval(() => this.kick(), this.config.OUTBOX_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.pumping?.catch(() => undefined);
    await Promise.all([...this.running]);
  }

  /**
   * Claims events while handler slots are free and starts each delivery without awaiting it;
   * concurrent calls share the running loop and ask it for one more look.
   * @returns how many events the loop claimed.
   */
  private pump(): Promise<number> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    // (a round may finish without awaiting anything, when every slot is taken: `finally` runs
    // after this assignment, never before it, so a finished round never stays in `pumping`)
    const round: Promise<number> = this.pumpRounds().finally(() => {
      if (this.pumping === round) this.pumping = null;
    });
    this.pumping = round;
    return round;
  }

  private async pumpRounds(): Promise<number> {
    let total = 0;
    do {
      this.again = false;
      while (!this.stopped) {
        const free = this.config.OUTBOX_CONCURRENCY - this.running.size;
        if (free <= 0) break;
        const claimed = await this.claim(Math.min(BATCH_SIZE, free));
        total += claimed.length;
        for (const event of claimed) this.start(event);
        if (claimed.length < Math.min(BATCH_SIZE, free)) break;
      }
    } while (this.again && !this.stopped);
    return total;
  }

  /**
   * Runs one event's delivery in the background. When it settles a slot is free (and a
   * successor of its key may be due): the relay looks again once half the slots are free, so
   * claims stay batched under load and the last delivery always looks.
   */
  private start(event: OutboxEvent): void {
    const delivery: Promise<void> = this.deliver(event)
      .catch((error) => this.logger.error({ err: error, eventId: event.id }, 'outbox ack failed'))
      .finally(() => {
        this.running.delete(delivery);
        if (this.running.size <= this.config.OUTBOX_CONCURRENCY / 2) this.kick();
      });
    this.running.add(delivery);
  }

  /** Hands one claimed event to its handlers, then marks it processed or schedules a retry. */
  private async deliver(event: OutboxEvent): Promise<void> {
    try {
      for (const handler of this.handlers.get(event.type) ?? []) await handler(event);
    } catch (error) {
      await this.recordFailure(event, error);
      return;
    }
    await this.dataSource.query(
      `UPDATE outbox_events SET processed_at = now(), last_error = NULL WHERE id = $1`,
      [event.id],
    );
  }

  /** Schedules a failed event's retry with backoff, or parks it after `MAX_DELIVERY_ATTEMPTS`. */
  private async recordFailure(event: OutboxEvent, error: unknown): Promise<void> {
    const parked = event.attempts >= MAX_DELIVERY_ATTEMPTS;
    const delay = retryDelayMs(event.attempts);
    const context = { err: error, eventId: event.id, type: event.type, attempts: event.attempts };
    if (parked) this.logger.error(context, 'outbox event parked after repeated failures');
    else this.logger.warn({ ...context, retryInMs: delay }, 'outbox delivery failed');
    await this.dataSource.query(
      `UPDATE outbox_events
          SET last_error = $2,
              available_at = CASE WHEN $4 THEN 'infinity'::timestamptz
                                  ELSE now() + ($3 || ' milliseconds')::interval END
        WHERE id = $1`,
      [event.id, String((error as Error)?.message ?? error).slice(0, 1000), String(delay), parked],
    );
  }

  /**
   * Leases up to `limit` due events in append order, skipping rows another relay holds and
   * events whose key has an earlier pending event (parked ones, `available_at = infinity`, do not
   * hold their key back).
   */
  private async claim(limit: number): Promise<OutboxEvent[]> {
    const claimed: {
      id: string;
      account_id: string;
      type: string;
      payload: Record<string, unknown>;
      created_at: Date;
      attempts: number;
    }[] = await this.dataSource.query(
      // (TypeORM answers a bare UPDATE … RETURNING with [rows, count]; the CTE makes it a SELECT)
      `WITH claimed AS (
         UPDATE outbox_events SET attempts = attempts + 1, available_at = now() + ($1 || ' milliseconds')::interval
          WHERE id IN (
            SELECT o.id FROM outbox_events o
             WHERE o.processed_at IS NULL AND o.available_at <= now()
               AND (o.ordering_key IS NULL OR NOT EXISTS (
                     SELECT 1 FROM outbox_events p
                      WHERE p.ordering_key = o.ordering_key AND p.processed_at IS NULL
                        AND p.seq < o.seq AND p.available_at <> 'infinity'::timestamptz))
             ORDER BY o.seq
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
          RETURNING id, account_id, type, payload, created_at, attempts, seq)
       SELECT * FROM claimed ORDER BY seq`,
      [String(LEASE_MS), limit],
    );
    return claimed.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      type: row.type,
      payload: row.payload,
      createdAt: row.created_at,
      attempts: row.attempts,
    }));
  }
}
