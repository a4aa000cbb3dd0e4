import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../../config/app-config';
import type { Account } from './account.entity';

/** PostgreSQL channel on which a key rotation is announced, in the rotation's transaction (payload: the account id). */
export const API_KEY_ROTATED_CHANNEL = 'parley_api_key_rotated';
/** How long a resolved key is trusted without asking the database again: ms (the safety net behind the notifications). */
export const API_KEY_CACHE_TTL_MS = 1000;
/** At most this many keys are cached per process; past it the oldest entry is dropped. */
const MAX_ENTRIES = 10_000;
/** Wait before re-listening after the notification connection is lost: ms. */
const RELISTEN_DELAY_MS = 1000;

/**
 * This process's cache of API key hash → account (the key lookup was a database round trip on every
 * request: docs/performance.md). Only positive answers are cached (a new key works at once), for at
 * most `API_KEY_CACHE_TTL_MS`, and only while this process LISTENs on `API_KEY_ROTATED_CHANNEL`:
 * - the rotating process empties its cache when the rotation commits (`invalidate()`), so it
 *   refuses the old key at once;
 * - every other process (cluster workers, other hosts, the CLI's rotations) gets the
 *   `NOTIFY` that `AccountsRepository.replaceActiveKey` sends inside the rotation's
 *   transaction, delivered at its commit, and empties its cache then (milliseconds);
 * - should a notification be lost, the 1 s TTL still bounds how long an old key works; while
 *   the notification connection is down nothing is cached at all.
 * A lookup that started before an invalidation is not cached (generation check), so a read of
 * the old key racing the rotation cannot repopulate the cache.
 *
 * Active with `DATABASE_URL`, listening from the first authentication on; with the embedded database (one
 * process, the CLI attaching through its socket) every request looks its key up, as before.
 */
@Injectable()
export class ApiKeyCache implements OnApplicationShutdown {
  private readonly logger = new Logger('ApiKeyCache');
  private readonly entries = new Map<string, { account: Account; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<Account | null>>();
  private generation = 0;
  private listener: Client | null = null;
  private listening = false;
  private closed = false;
  private started = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly config: AppConfig) {}

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopCaching();
    await this.listener?.end().catch(() => undefined);
  }

  /** Whether answers are being cached (the notification connection is up). */
  get active(): boolean {
    return this.listening;
  }

  /**
   * The account of `keyHash`: from the cache when fresh, else from `lookup` (concurrent misses
   * of one key share one lookup), cached when found and no rotation happened meanwhile.
   */
  async resolve(
    keyHash: string,
    lookup: (keyHash: string) => Promise<Account | null>,
  ): Promise<Account | null> {
    if (!this.listening) {
      // listens from the first authentication on (the operator CLI never authenticates)
      if (!this.started && this.config.DATABASE_URL && !this.closed) {
        this.started = true;
        void this.listen();
      }
      return lookup(keyHash);
    }
    const hit = this.entries.get(keyHash);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.account;
      this.entries.delete(keyHash);
    }
    const inFlight = this.pending.get(keyHash);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = lookup(keyHash).then(
      (account) => {
        if (this.pending.get(keyHash) === loading) this.pending.delete(keyHash);
        if (account && this.listening && generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES)
            this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(keyHash, { account, expiresAt: Date.now() + API_KEY_CACHE_TTL_MS });
        }
        return account;
      },
      (error: unknown) => {
        if (this.pending.get(keyHash) === loading) this.pending.delete(keyHash);
        throw error;
      },
    );
    this.pending.set(keyHash, loading);
    return loading;
  }

  /** Forgets every cached key (a key was rotated here or elsewhere). */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private stopCaching(): void {
    this.listening = false;
    this.invalidate();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.stopCaching();
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(
        { err: error },
        'API key notifications lost: keys are looked up on every request until they return',
      );
      this.retry = setTimeout(() => void this.listen(), RELISTEN_DELAY_MS);
      this.retry.unref();
    };
    this.listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => this.invalidate());
    try {
      await client.connect();
      await client.query(`LISTEN ${API_KEY_ROTATED_CHANNEL}`);
      if (this.listener !== client || this.closed) return;
      this.invalidate();
      this.listening = true;
    } catch (error) {
      lost(error as Error);
    }
  }
}
