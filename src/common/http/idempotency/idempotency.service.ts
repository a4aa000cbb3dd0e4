import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../handlers/handler-decorators';
import {
  IdempotencyKeyInUseError,
  IdempotencyKeyMismatchError,
  IdempotencyKeyReusedError,
  IdempotentAnswerErasedError,
} from './idempotency.errors';
import { type IdempotencyLock, IdempotencyRepository } from './idempotency.repository';
import {
  hashCredential,
  hashIdempotencyKey,
  openResponse,
  type RequestIdentity,
  type SavedResponse,
  sealResponse,
  subjectIdsOf,
} from './idempotent-request';

/** A key is kept this long after its first request (Stripe: at least 24 h): ms. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim not renewed for this long is considered dead (its process crashed): ms. */
export const IDEMPOTENCY_LOCK_MS = 30_000;
/** How often a running request renews its claim: ms. */
export const IDEMPOTENCY_HEARTBEAT_MS = 10_000;
/** Claim attempts when the row changes under us (released or expired between two statements). */
const CLAIM_ATTEMPTS = 3;

/**
 * A key this process owns while its request runs. The lock is renewed every 10 s until
 * `IdempotencyService.settle` is called, so a long request keeps its key, and a crashed process
 * lets it go within 30 s.
 */
export class IdempotencyClaim {
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    readonly accountId: string,
    readonly idempotencyKey: string,
    /** `hashCredential` of the credential that claimed it. */
    readonly credential: string,
    readonly lock: IdempotencyLock,
  ) {}

  /** Starts renewing the lock with `renew` (which answers false once the lock is lost). */
  startHeartbeat(renew: () => Promise<boolean>): void {
    this.heartbeat = setInterval(() => {
      renew().then(
        (held) => held || this.stopHeartbeat(),
        () => undefined, // a missed renewal is retried at the next beat
      );
    }, IDEMPOTENCY_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

/** The outcome of `begin`: run the request under a claim, or answer with the saved response. */
export type IdempotencyStart =
  { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; response: SavedResponse };

/**
 * `Idempotency-Key` on POST requests (docs/api.md#idempotency), with Stripe's semantics
 * (https://docs.stripe.com/api/idempotent_requests, https://docs.stripe.com/error-low-level#idempotency),
 * keys stored per account in PostgreSQL for 24 hours, each belonging to the credential that
 * first sent it (one API key, or one signed-in person):
 *
 * - the first request with a key claims it and runs; its response is saved once it is sent;
 * - the same key from another credential of the account gets 409 `IDEMPOTENCY_KEY_REUSED`,
 *   whatever the state of the first request: a stored answer (a sub-account's API key, a
 *   contact) is never shown to another credential;
 * - a repeat with the same method, path, query and body gets the saved status, headers and body
 *   again (`Idempotent-Replayed: true` is added by the interceptor);
 * - a repeat while the first still runs gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`);
 * - the same key with another method, path, query or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`;
 * - what is saved (`settle`): every response of a request whose handler ran, success or 4xx.
 *   Nothing is saved, and the key is free again, when the request was refused before its
 *   handler ran (body validation by the pipes; authentication and rate limiting come even
 *   earlier) or when it ended in a 5xx. The latter departs from Stripe, which replays 500s: in
 *   Parley a use case commits in one transaction, so a 500 or 503 (database or Redis down) left
 *   nothing behind and the retry Stripe's clients make with the same key should run again.
 * - a claim whose process died is taken over by a retry once its lock expired (30 s);
 * - a key older than 24 h is treated as new; expired keys of an account are deleted when that
 *   account claims a new key;
 * - erasing a contact empties every stored answer that names it (`eraseAnswersNaming`): a replay
 *   then gets 404 `CONTACT_NOT_FOUND` and the request does not run again.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(private readonly keys: IdempotencyRepository) {}

  /**
   * Claims `idempotencyKey` for `request` sent by `credential` (`Caller.credential`), or finds
   * the saved response to replay.
   *
   * @throws IdempotencyKeyReusedError 409 when another credential of the account used the key;
   * @throws IdempotencyKeyMismatchError 422 when the key was used for another request;
   * @throws IdempotencyKeyInUseError 409 (`Retry-After: 1`) when that request is still running;
   * @throws IdempotentAnswerErasedError 404 `CONTACT_NOT_FOUND` when its answer was erased.
   */
  async begin(
    accountId: string,
    credential: string,
    idempotencyKey: string,
    request: RequestIdentity,
  ): Promise<IdempotencyStart> {
    const record = {
      ...request,
      keyHash: hashIdempotencyKey(idempotencyKey),
      credential: hashCredential(credential),
    };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const lock =
        (await this.keys.claim(accountId, record, IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_KEY_TTL_MS)) ??
        (await this.keys.takeOver(accountId, record, IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_KEY_TTL_MS));
      if (lock) {
        const claim = new IdempotencyClaim(accountId, idempotencyKey, record.credential, lock);
        claim.startHeartbeat(() => this.keys.renew(accountId, lock, IDEMPOTENCY_LOCK_MS));
        return { kind: 'claimed', claim };
      }
      const existing = await this.keys.find(accountId, record.keyHash);
      if (!existing) continue; // released or expired since: claim again
      // Checked first: another credential learns nothing, not even whether the bodies differ.
      if (existing.credential !== record.credential) throw new IdempotencyKeyReusedError();
      if (existing.fingerprint !== record.fingerprint)
        throw new IdempotencyKeyMismatchError(existing);
      if (existing.erased) throw new IdempotentAnswerErasedError();
      if (existing.response) {
        return {
          kind: 'replay',
          response: openResponse(
            idempotencyKey,
            accountId,
            record.credential,
            existing.response.status,
            existing.response.sealed,
          ),
        };
      }
      if (existing.locked) throw new IdempotencyKeyInUseError();
      // its lock expired just now: take it over on the next attempt
    }
    throw new IdempotencyKeyInUseError();
  }

  /**
   * Ends a claim once its response is about to be sent: saves it when the handler ran and the
   * status is below 500, else deletes the claim so that the key can be used again. Never throws
   * (the response goes out either way); a failure to save is logged and the claim then expires.
   *
   * @param handlerRan false when the request was refused before its handler ran (pipes).
   */
  async settle(
    claim: IdempotencyClaim,
    response: SavedResponse,
    handlerRan: boolean,
  ): Promise<void> {
    claim.stopHeartbeat();
    try {
      if (!handlerRan || response.status >= 500) {
        await this.keys.release(claim.accountId, claim.lock);
        return;
      }
      const sealed = sealResponse(
        claim.idempotencyKey,
        claim.accountId,
        claim.credential,
        response,
      );
      const saved = await this.keys.complete(
        claim.accountId,
        claim.lock,
        response.status,
        sealed,
        subjectIdsOf(response.body),
      );
      if (!saved)
        this.logger.warn(
          { idempotencyKeyId: claim.lock.id },
          'idempotency claim was taken over before the response was saved',
        );
    } catch (error) {
      this.logger.error(
        { err: error, idempotencyKeyId: claim.lock.id },
        'could not save the idempotent response',
      );
    }
  }

  /**
   * `ContactErasing` (docs/security.md#erasure), in the erasure's transaction (`DELETE
   * /v1/contacts/{id}`): empties every stored answer of the account that names `contactId` (a
   * create's 201, a list add, an opt-out…), so a replay of its `Idempotency-Key` shows nothing of
   * the person (404 `CONTACT_NOT_FOUND`) and does not create them again.
   */
  @OnHook('ContactErasing')
  async eraseAnswersNaming(
    manager: EntityManager,
    accountId: string,
    contactId: string,
  ): Promise<void> {
    await this.keys.eraseNaming(manager, accountId, contactId);
  }

  /** Deletes a claim whose response could not be saved (e.g. a streamed body). Never throws. */
  async abandon(claim: IdempotencyClaim): Promise<void> {
    claim.stopHeartbeat();
    await this.keys.release(claim.accountId, claim.lock).catch((error: unknown) => {
      this.logger.error({ err: error, idempotencyKeyId: claim.lock.id }, 'could not release');
    });
  }
}
