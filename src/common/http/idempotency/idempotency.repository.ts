import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A key this process now owns: the row and the token that proves the ownership. */
export interface IdempotencyLock {
  id: string;
  lockToken: string;
}

/** What a new claim records. */
export interface IdempotencyRequestRecord {
  /** SHA-256 (hex) of the Idempotency-Key. */
  keyHash: string;
  /** SHA-256 (hex) of method, path, query and body (`identifyRequest`). */
  fingerprint: string;
  method: string;
  path: string;
  /** SHA-256 (hex) of the credential that sends it (`hashCredential`). */
  credential: string;
}

/** A live (not expired) key as stored. */
export interface IdempotencyRecord {
  id: string;
  /** The credential that claimed it (`hashCredential`); null for keys from before credentials were recorded. */
  credential: string | null;
  fingerprint: string;
  method: string;
  path: string;
  /** Set once the first request finished and its response was saved. */
  response: { status: number; sealed: Buffer } | null;
  /** In flight and its lock not yet expired: its owner is (presumably) still running it. */
  locked: boolean;
  /** Its answer named a contact erased since: emptied, never replayed. */
  erased: boolean;
}

/** Expired keys of the claiming account deleted per claim, at most. */
const PURGE_BATCH = 100;

interface LockRow {
  id: string;
  lock_token: string;
}

/**
 * The `idempotency_keys` table (migrations 1763684000000 and 1795651200000). Every method takes the account id
 * first and touches only that account's rows. Single statements, no transaction held open
 * (the handler runs between `claim` and `complete`). Durations are in milliseconds.
 *
 * Errors are the driver's (a database that is down becomes 503 in the global filter).
 */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the key for a new request: `INSERT … ON CONFLICT DO NOTHING`, never read-then-write,
   * so of any number of concurrent claims exactly one wins. The same statement deletes up to 100
   * expired keys of the account (other than this one, which `takeOver` handles): that is how
   * expired keys are cleaned up.
   *
   * @param lockMs how long the claim holds without `renew` (ms).
   * @param ttlMs how long the key lives from now (24 h, ms).
   * @returns the lock, or null when a row for this key exists (live or expired).
   */
  async claim(
    accountId: string,
    request: IdempotencyRequestRecord,
    lockMs: number,
    ttlMs: number,
  ): Promise<IdempotencyLock | null> {
    const rows: LockRow[] = await this.dataSource.query(
      `WITH purged AS (
         DELETE FROM idempotency_keys
          WHERE id IN (SELECT id FROM idempotency_keys
                        WHERE account_id = $1 AND expires_at <= now() AND key_hash <> $2
                        LIMIT ${PURGE_BATCH}
                        FOR UPDATE SKIP LOCKED)
       ), claimed AS (
         INSERT INTO idempotency_keys
           (account_id, key_hash, fingerprint, request_method, request_path, credential, lock_token,
            locked_until, expires_at)
         VALUES ($1, $2, $3, $4, $5, $8, gen_random_uuid(),
                 now() + $6::int * interval '1 millisecond', now() + $7::int * interval '1 millisecond')
         ON CONFLICT (account_id, key_hash) DO NOTHING
         RETURNING id, lock_token)
       SELECT id, lock_token FROM claimed`,
      [
        accountId,
        request.keyHash,
        request.fingerprint,
        request.method,
        request.path,
        lockMs,
        ttlMs,
        request.credential,
      ],
    );
    return rows[0] ? { id: rows[0].id, lockToken: rows[0].lock_token } : null;
  }

  /**
   * Takes over an existing row, in one conditional `UPDATE`, when it is expired (then it is a new
   * key: any request of any credential, 24 h from now) or when it is in flight with an expired
   * lock, the same fingerprint and the same credential (its process died: the retry runs it).
   *
   * @returns the new lock, or null when the row is live and not takeable (or gone).
   */
  async takeOver(
    accountId: string,
    request: IdempotencyRequestRecord,
    lockMs: number,
    ttlMs: number,
  ): Promise<IdempotencyLock | null> {
    // (TypeORM answers a bare UPDATE … RETURNING with [rows, count]; the CTE makes it a SELECT.)
    const rows: LockRow[] = await this.dataSource.query(
      `WITH taken AS (
         UPDATE idempotency_keys
            SET fingerprint = $3, request_method = $4, request_path = $5, credential = $8,
                lock_token = gen_random_uuid(),
                locked_until = now() + $6::int * interval '1 millisecond',
                response_status = NULL, response_sealed = NULL, completed_at = NULL,
                subject_ids = '{}', erased_at = NULL,
                created_at = CASE WHEN expires_at <= now() THEN now() ELSE created_at END,
                expires_at = CASE WHEN expires_at <= now()
                                  THEN now() + $7::int * interval '1 millisecond' ELSE expires_at END
          WHERE account_id = $1 AND key_hash = $2
            AND (expires_at <= now()
                 OR (response_status IS NULL AND locked_until <= now() AND fingerprint = $3
                     AND credential = $8))
          RETURNING id, lock_token)
       SELECT id, lock_token FROM taken`,
      [
        accountId,
        request.keyHash,
        request.fingerprint,
        request.method,
        request.path,
        lockMs,
        ttlMs,
        request.credential,
      ],
    );
    return rows[0] ? { id: rows[0].id, lockToken: rows[0].lock_token } : null;
  }

  /** The live (not expired) row of this key, or null. */
  async find(accountId: string, keyHash: string): Promise<IdempotencyRecord | null> {
    const rows: {
      id: string;
      credential: string | null;
      fingerprint: string;
      request_method: string;
      request_path: string;
      response_status: number | null;
      response_sealed: Buffer | null;
      locked: boolean;
      erased: boolean;
    }[] = await this.dataSource.query(
      `SELECT id, credential, fingerprint, request_method, request_path, response_status,
              response_sealed, coalesce(locked_until > now(), false) AS locked,
              erased_at IS NOT NULL AS erased
         FROM idempotency_keys
        WHERE account_id = $1 AND key_hash = $2 AND expires_at > now()`,
      [accountId, keyHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      credential: row.credential,
      fingerprint: row.fingerprint,
      method: row.request_method,
      path: row.request_path,
      response:
        row.response_status !== null && row.response_sealed !== null
          ? { status: row.response_status, sealed: row.response_sealed }
          : null,
      locked: row.locked,
      erased: row.erased,
    };
  }

  /**
   * Extends the lock of a request still running (heartbeat).
   *
   * @returns false when the lock was lost (taken over after it expired).
   */
  async renew(accountId: string, lock: IdempotencyLock, lockMs: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH renewed AS (
         UPDATE idempotency_keys SET locked_until = now() + $4::int * interval '1 millisecond'
          WHERE account_id = $1 AND id = $2 AND lock_token = $3
          RETURNING id)
       SELECT id FROM renewed`,
      [accountId, lock.id, lock.lockToken, lockMs],
    );
    return rows.length > 0;
  }

  /**
   * Saves the response of the request holding `lock` and releases the lock.
   *
   * @param status HTTP status (100-599).
   * @param sealed headers and body, sealed (`sealResponse`).
   * @param subjectIds the ids the body names (`subjectIdsOf`), for erasure to find it.
   * @returns false when the lock was lost (another request took the key over): nothing saved.
   */
  async complete(
    accountId: string,
    lock: IdempotencyLock,
    status: number,
    sealed: Buffer,
    subjectIds: string[],
  ): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH completed AS (
         UPDATE idempotency_keys
            SET response_status = $4, response_sealed = $5, subject_ids = $6::uuid[],
                completed_at = now(), lock_token = NULL, locked_until = NULL
          WHERE account_id = $1 AND id = $2 AND lock_token = $3
          RETURNING id)
       SELECT id FROM completed`,
      [accountId, lock.id, lock.lockToken, status, sealed, subjectIds],
    );
    return rows.length > 0;
  }

  /**
   * In `manager`'s transaction (a contact's erasure): empties every stored answer of the account
   * that names `subjectId` and marks it erased (index `idempotency_keys_subjects`); the rows stay
   * until they expire, so a replay neither sees the answer nor runs the request again.
   *
   * @returns how many answers were erased.
   */
  async eraseNaming(manager: EntityManager, accountId: string, subjectId: string): Promise<number> {
    const rows: unknown[] = await manager.query(
      `WITH erased AS (
         UPDATE idempotency_keys
            SET response_sealed = '\\x'::bytea, subject_ids = '{}', erased_at = now()
          WHERE account_id = $1 AND subject_ids @> ARRAY[$2::uuid]
          RETURNING id)
       SELECT id FROM erased`,
      [accountId, subjectId],
    );
    return rows.length;
  }

  /** Deletes the claim (nothing saved): the key is free again. No-op when the lock was lost. */
  async release(accountId: string, lock: IdempotencyLock): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE account_id = $1 AND id = $2 AND lock_token = $3`,
      [accountId, lock.id, lock.lockToken],
    );
  }
}
