import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A sign-up waiting for its email to be confirmed (the password already hashed). */
export interface SignupRequest {
  email: string;
  name: string;
  accountName: string;
  accountType: 'standard' | 'agency';
  passwordHash: string;
}

/**
 * Sign-ups waiting for their email to be confirmed (`signup_requests`, when `SMTP_URL` is set).
 * They belong to no account yet: they are found only by their link's token hash. Expired rows
 * are reclaimed by the retention job.
 */
@Injectable()
export class SignupRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a sign-up request whose link's token hashes to `tokenHash`, valid `ttlMs` from now. */
  async insert(request: SignupRequest, tokenHash: string, ttlMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO signup_requests
         (email, name, account_name, account_type, password_hash, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [
        request.email,
        request.name,
        request.accountName,
        request.accountType,
        request.passwordHash,
        tokenHash,
        ttlMs / 1000,
      ],
    );
  }

  /**
   * Takes (deletes and returns) the unexpired request with this token hash, in `manager`'s
   * transaction: a link works once, and of two concurrent confirmations one gets it.
   */
  async take(tokenHash: string, manager: EntityManager): Promise<SignupRequest | null> {
    const rows: SignupRequest[] = await manager.query(
      `WITH taken AS (
         DELETE FROM signup_requests WHERE token_hash = $1 AND expires_at > now()
         RETURNING email, name, account_name AS "accountName", account_type AS "accountType",
                   password_hash AS "passwordHash")
       SELECT * FROM taken`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }
}
