import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Account, UserRole } from '../accounts';

/** A live session with its user and account, as the credential guard needs them. */
export interface SessionRow {
  sessionId: string;
  refreshedAt: Date;
  expiresAt: Date;
  user: { id: string; name: string; email: string; role: UserRole; restrictedToAssigned: boolean };
  account: Account;
}

/**
 * Sessions in PostgreSQL, stored only as the SHA-256 of their token (so every process sees them
 * and a database leak yields no cookie). A session belongs to a person and carries their
 * current account (`account_id`, one of their memberships: a foreign key). Every method takes
 * the account id first, except those that know only the cookie (`findLiveByTokenHash`,
 * `deleteByTokenHash`) or act on a person across their accounts (`switchAccount`,
 * `deleteAllOfUser`). Expired rows are reclaimed by the retention job
 * (`src/retention/retention-targets.ts`).
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The unexpired session with this token hash, joined to its person, their role in the
   * session's account, and that account; one indexed lookup.
   */
  async findLiveByTokenHash(tokenHash: string): Promise<SessionRow | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT s.id AS "sessionId", s.refreshed_at AS "refreshedAt", s.expires_at AS "expiresAt",
              u.id AS "userId", u.name AS "userName", u.email AS "userEmail", m.role AS "userRole",
              m.restricted_to_assigned AS "restrictedToAssigned",
              a.id, a.name, a.type, a.email, a.agency_id AS "agencyId", a.created_at AS "createdAt",
              a.default_country AS "defaultCountry", a.time_zone AS "timeZone", a.sms_help_text AS "smsHelpText"
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         JOIN memberships m ON m.account_id = s.account_id AND m.user_id = s.user_id
         JOIN accounts a ON a.id = s.account_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      sessionId: row.sessionId as string,
      refreshedAt: new Date(row.refreshedAt as string),
      expiresAt: new Date(row.expiresAt as string),
      user: {
        id: row.userId as string,
        name: row.userName as string,
        email: row.userEmail as string,
        role: row.userRole as UserRole,
        restrictedToAssigned: row.restrictedToAssigned === true,
      },
      account: {
        id: row.id,
        name: row.name,
        type: row.type,
        email: row.email,
        agencyId: row.agencyId,
        createdAt: new Date(row.createdAt as string),
        defaultCountry: row.defaultCountry,
        timeZone: row.timeZone,
        smsHelpText: row.smsHelpText,
      } as Account,
    };
  }

  /** Stores a new session of `userId` in `accountId` (one of their accounts) expiring `ttlMs` from now. */
  async insert(
    accountId: string,
    userId: string,
    tokenHash: string,
    ttlMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sessions (account_id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [accountId, userId, tokenHash, ttlMs / 1000],
    );
  }

  /**
   * Slides a live session's expiry to `ttlMs` from now (only if it is still live).
   *
   * @returns the new expiry, or null when the session ended meanwhile.
   */
  async refresh(accountId: string, sessionId: string, ttlMs: number): Promise<Date | null> {
    // UPDATE … RETURNING answers [rows, count] through TypeORM
    const [rows]: [Array<{ expiresAt: string | Date }>, number] = await this.dataSource.query(
      `UPDATE sessions SET refreshed_at = now(), expires_at = now() + make_interval(secs => $3)
        WHERE account_id = $1 AND id = $2 AND expires_at > now()
        RETURNING expires_at AS "expiresAt"`,
      [accountId, sessionId, ttlMs / 1000],
    );
    return rows[0] ? new Date(rows[0].expiresAt) : null;
  }

  /** Revokes (deletes) the session with this token hash, if any (sign-out knows only the cookie). */
  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
  }

  /**
   * Moves the session to another of its person's accounts (the account switcher).
   *
   * @returns false when the session is gone or `accountId` is not an account of the person.
   */
  async switchAccount(
    sessionId: string,
    userId: string,
    accountId: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH moved AS (
         UPDATE sessions s SET account_id = $3
          WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()
            AND EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = $3 AND m.user_id = $2)
          RETURNING s.id)
       SELECT id FROM moved`,
      [sessionId, userId, accountId],
    );
    return rows.length > 0;
  }

  /** Revokes every session of a person, in every account, except `keepSessionId` (password change). */
  async deleteAllOfUser(
    userId: string,
    keepSessionId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, keepSessionId],
    );
  }
}
