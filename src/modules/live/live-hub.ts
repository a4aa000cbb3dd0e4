import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { LIVE_EVENTS_CHANNEL, type LiveEvent, LiveEvents } from '../../common/outbox/live-events';
import { AppConfig } from '../../config/app-config';
import { Draining } from '../../observability/draining';
import { ConversationsService } from '../messaging';

/** Events read per statement when a stream catches up: rows. */
const PAGE = 500;
/** Wait before re-listening after the notification connection is lost, or re-reading after a failed read: ms. */
const RETRY_MS = 1000;

/**
 * One open event stream (a `GET /v1/events` response): its account, the last event id it was
 * sent, and how to write to it.
 */
export interface LiveStream {
  readonly accountId: string;
  /**
   * Set for an agent restricted to the conversations assigned to them: their user id. The stream
   * then carries only events of conversations assigned to them when the event is read, plus the
   * `conversation.updated` that takes one away from them (docs/conversations.md#live-events).
   */
  readonly onlyAssignee?: string;
  /** The last event id written to it (or where it resumes from). */
  lastId: number;
  /** Writes `chunk`; false when the stream is gone or was dropped (too slow). */
  write(chunk: string): boolean;
  /** Ends the response (shutdown). */
  end(): void;
}

/** The streams of one account and its reading state. */
interface Feed {
  streams: Set<LiveStream>;
  reading: Promise<void> | null;
  again: boolean;
}

/** The conversation an event is about (`data.conversationId`), or null. */
function conversationOf(event: LiveEvent): string | null {
  const id = event.data.conversationId;
  return typeof id === 'string' ? id : null;
}

/**
 * Whether a restricted agent's stream may carry `event`: its conversation is assigned to them
 * now (`assigned`), or it is the `conversation.updated` (`change: "assignee"`) that moves one
 * away from them, so their app drops it (docs/conversations.md#live-events).
 */
export function mayCarry(event: LiveEvent, userId: string, assigned: Set<string>): boolean {
  const conversationId = conversationOf(event);
  if (conversationId === null) return false;
  if (assigned.has(conversationId)) return true;
  return (
    event.type === 'conversation.updated' &&
    event.data.change === 'assignee' &&
    event.data.previousAssigneeId === userId
  );
}

/** One event as a Server-Sent Events frame: `id`, `event` (its type) and `data` (`{type, data}`). */
export function sseFrame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ type: event.type, data: event.data })}\n\n`;
}

/**
 * This process's fan-out of the live event log to its open streams
 * (docs/conversations.md#live-events). Per account, one reader at a time reads the log after
 * the smallest id any of its streams has seen (one statement for all of them, however many)
 * and writes each stream what it has not seen, in id order; a wake-up during a read asks for
 * one more. Wake-ups come from this process's commits (`LiveEvents.listen`, at once) and, with
 * `DATABASE_URL`, from every process's commits through `LISTEN` on `parley_live_events`. When the
 * notification connection is (re)established every account with streams is read again (resync),
 * and while it is down they are read on each heartbeat, so nothing committed elsewhere is
 * missed. The log, not the notification, is the truth: a stream never skips an id.
 *
 * Heartbeats: a comment line every `EVENTS_HEARTBEAT_MS`. Memory: a stream holding more than
 * `EVENTS_MAX_BUFFER_BYTES` unsent (a slow client) is dropped by its writer; the client
 * reconnects with `Last-Event-ID` and reads the rest from the log. Draining (SIGTERM) ends
 * every stream, so the process stops without waiting for them.
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('LiveHub');
  private readonly feeds = new Map<string, Feed>();
  private listener: Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly live: LiveEvents,
    private readonly config: AppConfig,
    private readonly draining: Draining,
    private readonly conversations: ConversationsService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.live.listen((accountIds) => {
      for (const accountId of accountIds) this.wake(accountId);
    });
    this.draining.onBegin(() => this.endAll());
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    this.endAll();
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /** How many streams are open in this process. */
  get size(): number {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.streams.size;
    return n;
  }

  /** Whether this process hears other processes' commits (the notification connection is up). */
  get hearsOthers(): boolean {
    return this.listening;
  }

  /** Adds an open stream; it is sent every event of its account after `stream.lastId`. */
  add(stream: LiveStream): void {
    let feed = this.feeds.get(stream.accountId);
    if (!feed) {
      feed = { streams: new Set(), reading: null, again: false };
      this.feeds.set(stream.accountId, feed);
    }
    feed.streams.add(stream);
    this.start();
    this.wake(stream.accountId);
  }

  /** Removes a stream (closed by its client, dropped, or ended). */
  remove(stream: LiveStream): void {
    const feed = this.feeds.get(stream.accountId);
    if (!feed) return;
    feed.streams.delete(stream);
    if (feed.streams.size === 0 && !feed.reading) this.feeds.delete(stream.accountId);
  }

  /** Reads the account's new events for its streams (now, or right after the read under way). */
  wake(accountId: string): void {
    const feed = this.feeds.get(accountId);
    if (!feed || this.closed) return;
    if (feed.reading) {
      feed.again = true;
      return;
    }
    feed.reading = this.read(accountId, feed)
      .catch((error: unknown) => {
        this.logger.error({ err: error, accountId }, 'live events not read; retrying');
        setTimeout(() => this.wake(accountId), RETRY_MS).unref();
      })
      .finally(() => {
        feed.reading = null;
        if (feed.streams.size === 0) this.feeds.delete(accountId);
      });
  }

  private async read(accountId: string, feed: Feed): Promise<void> {
    do {
      feed.again = false;
      for (;;) {
        if (feed.streams.size === 0) return;
        let from = Infinity;
        for (const stream of feed.streams) from = Math.min(from, stream.lastId);
        const events = await this.live.read(accountId, from, PAGE);
        const mine = await this.assignedPerAgent(accountId, feed, events);
        for (const stream of [...feed.streams]) {
          const only = stream.onlyAssignee;
          this.deliver(
            stream,
            events,
            only === undefined ? undefined : (event) => mayCarry(event, only, mine.get(only)!),
          );
        }
        if (events.length < PAGE) break;
      }
    } while (feed.again);
  }

  /**
   * Per restricted agent among the feed's streams: which conversations of `events` are assigned
   * to them now (one statement per agent and batch; none when no stream is restricted).
   */
  private async assignedPerAgent(
    accountId: string,
    feed: Feed,
    events: LiveEvent[],
  ): Promise<Map<string, Set<string>>> {
    const agents = new Set<string>();
    for (const stream of feed.streams) {
      if (stream.onlyAssignee !== undefined) agents.add(stream.onlyAssignee);
    }
    const result = new Map<string, Set<string>>();
    if (agents.size === 0) return result;
    const ids = events.map(conversationOf).filter((id): id is string => id !== null);
    for (const agent of agents) {
      result.set(agent, await this.conversations.assignedAmong(accountId, ids, agent));
    }
    return result;
  }

  /**
   * Writes the stream the events after its `lastId`; with `may`, only those it may carry (the
   * others are passed over: `lastId` moves past them, but the client's `Last-Event-ID` is the
   * last one it was sent, so a resume checks them again against the assignee of that time).
   */
  private deliver(
    stream: LiveStream,
    events: LiveEvent[],
    may?: (event: LiveEvent) => boolean,
  ): void {
    for (const event of events) {
      if (event.id <= stream.lastId) continue;
      if (may && !may(event)) {
        stream.lastId = event.id;
        continue;
      }
      if (!stream.write(sseFrame(event))) {
        this.remove(stream);
        return;
      }
      stream.lastId = event.id;
    }
  }

  private endAll(): void {
    for (const feed of this.feeds.values()) {
      for (const stream of feed.streams) stream.end();
      feed.streams.clear();
    }
  }

  /** Starts the heartbeat and, with `DATABASE_URL`, the notification connection (once). */
  private start(): void {
    if (this.closed) return;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.config.EVENTS_HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    if (this.config.DATABASE_URL && !this.listener && !this.retry) void this.listen();
  }

  private beat(): void {
    const line = `: heartbeat ${new Date().toISOString()}\n\n`;
    for (const [accountId, feed] of this.feeds) {
      for (const stream of [...feed.streams]) if (!stream.write(line)) this.remove(stream);
      // while other processes' commits cannot be heard (notifications down, or the embedded
      // database's CLI attaching), read the log on each beat instead
      if (!this.listening) this.wake(accountId);
    }
  }

  private async listen(): Promise<void> {
    this.retry = null;
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn({ err: error }, 'live event notifications lost: re-listening');
      this.retry = setTimeout(() => void this.listen(), RETRY_MS);
      this.retry.unref();
    };
    this.listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.payload) this.wake(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
      if (this.listener !== client || this.closed) return;
      this.listening = true;
      // resync: whatever committed while nobody listened
      for (const accountId of this.feeds.keys()) this.wake(accountId);
    } catch (error) {
      lost(error as Error);
    }
  }
}
