import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { afterCommit, inTransaction } from '../../database/transaction';

/** The events the live stream carries (docs/conversations.md#live-events). */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'message.status_changed',
  'conversation.updated',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** PostgreSQL channel announcing committed live events (payload: the account id). */
export const LIVE_EVENTS_CHANNEL = 'parley_live_events';

/** How long live events are kept for `Last-Event-ID` resumes: ms (24 h). */
export const LIVE_EVENT_RETENTION_MS = 24 * 3_600_000;

/** An event as written: the account, its type, and its `data` (the webhook's shape). */
export interface NewLiveEvent {
  accountId: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A write run in the statement that appends live events (`LiveEvents.append`), ahead of them: a
 * data-modifying SQL statement with `RETURNING`, over its own parameters `$1`…`$n`.
 */
export interface AlongsideWrite {
  sql: string;
  params: unknown[];
}

/** A stored live event. `id` is monotonic in commit order within its account. */
export interface LiveEvent {
  id: number;
  type: LiveEventType;
  data: Record<string, unknown>;
}

/** Called after a commit with the accounts that have new live events. */
export type LiveEventsListener = (accountIds: string[]) => void;

/**
 * The account's live event log (docs/conversations.md#live-events), the stored half of
 * `GET /v1/events`: the outbox of the app's live updates. Events are appended in the
 * transaction of the change they announce by the one path that publishes messaging's events
 * (`WebhooksService.publish`, at the end of the transaction), so an event exists if and only if
 * its change committed, and carries the webhook's `data`.
 *
 * Ids are monotonic in commit order within an account: the rows are written last in their
 * transaction, under a per-account advisory lock held until the commit, so the next writer of
 * that account takes its ids after this commit is visible. A subscriber that has read id N has
 * therefore read every earlier event of its account, and resumes with `id > N`.
 *
 * After the commit, this process's listeners hear of it at once; other processes through
 * PostgreSQL `NOTIFY` on {@link LIVE_EVENTS_CHANNEL} (sent in the transaction, so delivered at
 * its commit), with `DATABASE_URL`; the embedded database serves one process.
 */
@Injectable()
export class LiveEvents {
  private readonly listeners = new Set<LiveEventsListener>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Adds a listener of committed events (this process). @returns its removal. */
  listen(listener: LiveEventsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Appends `events` (those of a live type; others are ignored) in the caller's transaction, as
   * its last writes; outside a transaction, in one of their own.
   *
   * `alongside`: another write of the same publishing step (the webhooks' deliveries),
   * run in the same statement as a data-modifying CTE ahead of the events, so the step costs one
   * round trip. Its `sql` uses the parameters `$1`…`$n` of its `params`, and its `RETURNING` rows
   * are returned as JSON values (timestamps as ISO strings).
   *
   * @returns the rows `alongside` returned ([] without it).
   */
  async append<Row = never>(
    manager: EntityManager,
    events: NewLiveEvent[],
    alongside?: AlongsideWrite,
  ): Promise<Row[]> {
    const live = events.filter((e) => (LIVE_EVENT_TYPES as readonly string[]).includes(e.type));
    if (live.length === 0 && !alongside) return [];
    if (live.length > 0 && !manager.queryRunner?.isTransactionActive) {
      return inTransaction(this.dataSource, (transactional) =>
        this.append<Row>(transactional, live, alongside),
      );
    }
    const accounts = [...new Set(live.map((e) => e.accountId))].sort();
    const first = alongside?.params.length ?? 0;
    const $ = (n: number) => `$${first + n}`;
    // One statement: the write alongside; the accounts' locks (a one-time filter, so taken before
    // any id is drawn), the rows, and the NOTIFY of each account (sent at commit) when there are
    // other processes. The scalar subqueries of a SELECT without FROM are each evaluated once.
    const liveParts =
      live.length === 0
        ? null
        : `locked AS (
         SELECT count(pg_advisory_xact_lock(hashtextextended('live-events:' || a, 17))) AS n
           FROM unnest(${$(5)}::text[]) AS a
       ), inserted AS (
         INSERT INTO live_events (account_id, type, data, contact_id)
         SELECT e.account_id, e.type, e.data, e.contact_id
           FROM unnest(${$(1)}::uuid[], ${$(2)}::text[], ${$(3)}::jsonb[], ${$(4)}::uuid[])
                WITH ORDINALITY AS e (account_id, type, data, contact_id, n)
          WHERE (SELECT n FROM locked) >= 0
          ORDER BY e.n
         RETURNING 1
       ), notified AS (
         SELECT pg_notify(${$(6)}, a) FROM unnest(${$(5)}::text[]) AS a
          WHERE ${$(7)}::boolean AND (SELECT count(*) FROM inserted) >= 0
       )`;
    const ctes = [alongside ? `alongside AS (${alongside.sql})` : null, liveParts].filter(Boolean);
    const results = [
      alongside ? `(SELECT json_agg(w) FROM alongside AS w) AS alongside` : null,
      liveParts ? `(SELECT count(*) FROM notified) AS notified` : null,
    ].filter(Boolean);
    const rows: { alongside?: Row[] | null }[] = await manager.query(
      `WITH ${ctes.join(', ')} SELECT ${results.join(', ')}`,
      [
        ...(alongside?.params ?? []),
        ...(live.length === 0
          ? []
          : [
              live.map((e) => e.accountId),
              live.map((e) => e.type),
              live.map((e) => JSON.stringify(e.data)),
              live.map((e) => contactOf(e.data)),
              accounts,
              LIVE_EVENTS_CHANNEL,
              Boolean(this.config.DATABASE_URL),
            ]),
      ],
    );
    if (live.length > 0) {
      afterCommit(manager, () => {
        for (const listener of this.listeners) listener(accounts);
      });
    }
    return rows[0]?.alongside ?? [];
  }

  /** Up to `limit` events of the account after `afterId`, in id order. */
  async read(accountId: string, afterId: number, limit: number): Promise<LiveEvent[]> {
    const rows: { id: string; type: LiveEventType; data: Record<string, unknown> }[] =
      await this.dataSource.query(
        `SELECT id, type, data FROM live_events
          WHERE account_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
        [accountId, afterId, limit],
      );
    return rows.map((row) => ({ id: Number(row.id), type: row.type, data: row.data }));
  }

  /** The account's latest event id (0 when it has none): where a new subscriber starts. */
  async latestId(accountId: string): Promise<number> {
    const rows: { id: string | null }[] = await this.dataSource.query(
      `SELECT max(id) AS id FROM live_events WHERE account_id = $1`,
      [accountId],
    );
    return Number(rows[0]?.id ?? 0);
  }

  /**
   * Whether the events after `afterId` are all still kept: some event with an id up to it is
   * (retention deletes the oldest first). False for an id older than the retention window.
   */
  async retainedAfter(afterId: number): Promise<boolean> {
    if (afterId === 0) return true;
    const rows: { kept: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM live_events WHERE id <= $1) AS kept`,
      [afterId],
    );
    return rows[0].kept;
  }

  /** Erasure (docs/data-lifecycle.md#erasure): the contact's events go, in the caller's transaction. */
  async eraseContact(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await manager.query(`DELETE FROM live_events WHERE account_id = $1 AND contact_id = $2`, [
      accountId,
      contactId,
    ]);
  }
}

/** The contact an event is about (`contactId` of its data), when it is a UUID. */
function contactOf(data: Record<string, unknown>): string | null {
  const id = data.contactId;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
