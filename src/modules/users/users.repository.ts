import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserRole } from '../accounts';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';

/** Users page oldest first, exact to the microsecond (`Keyset`). */
const KEYSET = new Keyset('created_at', 'id');

/** A person as stored (the password hash never leaves this module). */
export interface UserRecord {
  id: string;
  accountId: string;
  name: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  createdAt: Date;
}

/** Fields of a new user; `email` already normalised (lower-case). */
export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: UserRole;
}

/** Whether `error` is PostgreSQL's unique violation (23505), raw or wrapped by TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '23505' ||
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}

const COLUMNS = `id, account_id AS "accountId", name, email, password_hash AS "passwordHash", role, created_at AS "createdAt"`;

/**
 * People in PostgreSQL. Every method takes the account id first, except `findByEmail`, the one
 * lookup that crosses tenants by design: sign-in knows only the email (emails are unique across
 * the service, index `users_email_key` on `lower(email)`).
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The user with this (normalised) email in any account, or null. Sign-in only. */
  async findByEmail(email: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0] ?? null;
  }

  async findById(accountId: string, userId: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM users WHERE account_id = $1 AND id = $2`,
      [accountId, userId],
    );
    return rows[0] ?? null;
  }

  /** The account's users, oldest first, `limit` after the cursor position `(createdAt, id)`. */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(UserRecord & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM users
        WHERE account_id = $1 AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit],
    );
  }

  /**
   * Inserts a user, in `manager`'s transaction when given.
   *
   * @throws the driver's unique violation (23505) when the email is taken (case-insensitively).
   */
  async insert(
    accountId: string,
    user: NewUser,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserRecord> {
    const rows: UserRecord[] = await manager.query(
      `INSERT INTO users (account_id, name, email, password_hash, role)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [accountId, user.name, user.email, user.passwordHash, user.role],
    );
    return rows[0];
  }

  /** Replaces a user's password hash. @returns false when the user is not in the account. */
  async updatePasswordHash(
    accountId: string,
    userId: string,
    passwordHash: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const result: [unknown[], number] = await manager.query(
      `UPDATE users SET password_hash = $3 WHERE account_id = $1 AND id = $2 RETURNING id`,
      [accountId, userId, passwordHash],
    );
    return result[1] > 0;
  }

  /**
   * Locks the account's user rows (FOR UPDATE) and returns them, so concurrent removals
   * serialise and the last owner cannot be removed by two requests at once. In `manager`'s transaction.
   */
  async lockAll(accountId: string, manager: EntityManager): Promise<UserRecord[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM users WHERE account_id = $1 ORDER BY id FOR UPDATE`,
      [accountId],
    );
  }

  /** Deletes a user; its sessions go with it (ON DELETE CASCADE). @returns false when not found. */
  async delete(accountId: string, userId: string, manager: EntityManager): Promise<boolean> {
    const result: [unknown[], number] = await manager.query(
      `DELETE FROM users WHERE account_id = $1 AND id = $2 RETURNING id`,
      [accountId, userId],
    );
    return result[1] > 0;
  }
}
