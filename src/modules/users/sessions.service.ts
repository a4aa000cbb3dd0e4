import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AuthenticatedSession, SessionAuthenticator } from '../accounts';
import {
  generateToken,
  hashToken,
  looksLikeToken,
  SESSION_TTL_MS,
  sessionNeedsRefresh,
} from './domain/tokens';
import { SessionsRepository } from './sessions.repository';

/** A new session: the cookie value (shown to the browser only) and how long it lives (ms). */
export interface OpenedSession {
  token: string;
  maxAgeMs: number;
}

/**
 * Sessions of the app (docs/sessions-and-app.md#sessions): 32-byte random tokens, stored hashed, 14
 * days sliding. Implements the credential guard's `SessionAuthenticator` port.
 */
@Injectable()
export class SessionsService extends SessionAuthenticator {
  constructor(private readonly sessions: SessionsRepository) {
    super();
  }

  /**
   * Opens a session for a person in one of their accounts (in `manager`'s transaction when
   * given) and returns its token. Only a person proving their password gets one (sign-in,
   * sign-up, accepting an invitation): a session is always a person acting interactively.
   */
  async open(accountId: string, userId: string, manager?: EntityManager): Promise<OpenedSession> {
    const token = generateToken();
    await this.sessions.insert(accountId, userId, token.hash, SESSION_TTL_MS, manager);
    return { token: token.plaintext, maxAgeMs: SESSION_TTL_MS };
  }

  /** See `SessionAuthenticator.authenticate`: slides the expiry at most every 5 minutes. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (!looksLikeToken(token)) return null;
    const row = await this.sessions.findLiveByTokenHash(hashToken(token));
    if (!row) return null;
    let refreshedUntil: Date | null = null;
    if (sessionNeedsRefresh(row.refreshedAt, new Date())) {
      refreshedUntil = await this.sessions.refresh(row.account.id, row.sessionId, SESSION_TTL_MS);
      if (!refreshedUntil) return null; // revoked between the two statements
    }
    return { sessionId: row.sessionId, account: row.account, user: row.user, refreshedUntil };
  }

  /** Revokes the session of this cookie token, if any (sign-out). Never throws for an unknown token. */
  async close(token: string | null): Promise<void> {
    if (token && looksLikeToken(token)) await this.sessions.deleteByTokenHash(hashToken(token));
  }

  /** Revokes every session of a person, in every account, except `keepSessionId` (password change). */
  async revokeAllOfUser(
    userId: string,
    keepSessionId: string | null,
    manager?: EntityManager,
  ): Promise<void> {
    await this.sessions.deleteAllOfUser(userId, keepSessionId, manager);
  }

  /**
   * Moves a session to another of its person's accounts, in `manager`'s transaction.
   *
   * @returns false when `accountId` is not an account of the person (or the session ended).
   */
  switchAccount(
    sessionId: string,
    userId: string,
    accountId: string,
    manager: EntityManager,
  ): Promise<boolean> {
    return this.sessions.switchAccount(sessionId, userId, accountId, manager);
  }
}
