import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** An open reset link's person, as the page that sets the new password needs them. */
export interface OpenPasswordReset {
  userId: string;
  email: string;
  name: string;
}

/**
 * Single-use password reset links (`password_resets`, docs/sessions-and-app.md#forgotten-passwords),
 * stored only as the SHA-256 of their token, as invitations and sign-ups are. A link belongs to a
 * person, not to an account (a person signs in once for all their accounts): it is found only by
 * its token hash or inserted for a person already found. Expired rows are reclaimed by the
 * retention job.
 */
@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a link for the person with this (normalised) email, if there is one, in one statement
   * whose work is the same whether or not the email has a login (the forgotten-password answer
   * must not tell by its timing).
   *
   * @returns the person's id and name and the link's expiry, or null when no person has this email.
   */
  async insertForEmail(
    email: string,
    tokenHash: string,
    ttlMs: number,
  ): Promise<{ userId: string; name: string; expiresAt: Date } | null> {
    const rows: Array<{ userId: string; name: string; expiresAt: string | Date }> =
      await this.dataSource.query(
        `WITH issued AS (
           INSERT INTO password_resets (user_id, token_hash, expires_at)
           SELECT u.id, $2, now() + make_interval(secs => $3)
             FROM users u WHERE lower(u.email) = lower($1)
           RETURNING user_id, expires_at)
         SELECT i.user_id AS "userId", u.name, i.expires_at AS "expiresAt"
           FROM issued i JOIN users u ON u.id = i.user_id`,
        [email, tokenHash, ttlMs / 1000],
      );
    const row = rows[0];
    return row ? { userId: row.userId, name: row.name, expiresAt: new Date(row.expiresAt) } : null;
  }

  /** Stores a link for person `userId`, issued by `issuedBy` (an owner; null for the operator). */
  async insertForUser(
    userId: string,
    tokenHash: string,
    ttlMs: number,
    issuedBy: string | null,
  ): Promise<Date> {
    const rows: Array<{ expiresAt: string | Date }> = await this.dataSource.query(
      `INSERT INTO password_resets (user_id, token_hash, issued_by, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       RETURNING expires_at AS "expiresAt"`,
      [userId, tokenHash, issuedBy, ttlMs / 1000],
    );
    return new Date(rows[0].expiresAt);
  }

  /** The person of the unused, unexpired link with this token hash, or null (nothing is changed). */
  async findOpen(tokenHash: string): Promise<OpenPasswordReset | null> {
    const rows: OpenPasswordReset[] = await this.dataSource.query(
      `SELECT u.id AS "userId", u.email, u.name
         FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /**
   * Uses the unused, unexpired link with this token hash, in `manager`'s transaction, together
   * with every other open link of its person (a new password makes them pointless): of two
   * concurrent uses one gets it.
   *
   * @returns the link's person id, or null when the link does not work.
   */
  async take(tokenHash: string, manager: EntityManager): Promise<string | null> {
    const rows: Array<{ userId: string }> = await manager.query(
      `WITH taken AS (
         UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id)
       SELECT user_id AS "userId" FROM taken`,
      [tokenHash],
    );
    const userId = rows[0]?.userId ?? null;
    if (userId)
      await manager.query(
        `UPDATE password_resets SET used_at = now()
          WHERE user_id = $1 AND used_at IS NULL AND token_hash <> $2`,
        [userId, tokenHash],
      );
    return userId;
  }
}
