import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountType, UserRole } from '../accounts';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';

/** Members page oldest membership first, exact to the microsecond (`Keyset`). */
const MEMBERS = new Keyset('m.created_at', 'm.user_id');
/** A person's accounts page oldest membership first. */
const ACCOUNTS = new Keyset('m.created_at', 'm.account_id');

/** A person as stored (the password hash never leaves this module). */
export interface PersonRecord {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  createdAt: Date;
}

/** A person as a member of one account: their role there, and since when (`createdAt`). */
export interface MemberRecord {
  id: string;
  accountId: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: Date;
  /** Only the conversations assigned to them (an agent an owner restricted). */
  restrictedToAssigned: boolean;
}

/** One account of a person, for the account switcher. */
export interface MembershipRecord {
  accountId: string;
  name: string;
  type: AccountType;
  role: UserRole;
  createdAt: Date;
}

/** Fields of a new person; `email` already normalised (lower-case). */
export interface NewPerson {
  name: string;
  email: string;
  passwordHash: string;
}

/** Whether `error` is PostgreSQL's unique violation (23505), raw or wrapped by TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '23505' ||
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}

const PERSON = `u.id, u.name, u.email, u.password_hash AS "passwordHash", u.created_at AS "createdAt"`;
const MEMBER = `u.id, m.account_id AS "accountId", u.name, u.email, m.role, m.created_at AS "createdAt",
  m.restricted_to_assigned AS "restrictedToAssigned"`;

/**
 * People (`users`) and their memberships in accounts (`memberships`) in PostgreSQL. A person is
 * not tenant data (one person may belong to several accounts): the methods on a person alone
 * (`findByEmail`, `findPerson`, `insertPerson`, `updatePasswordHash`, `accountsOf`,
 * `lastUsedAccount`, `deleteIfNoAccount`) take the user id or email, and are the only queries
 * here that cross tenants, each because sign-in, a person's own settings or the account switcher
 * know the person before any account. Every method about an account's members takes the
 * account id first.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person with this (normalised) email, or null: sign-in and invitations know only the email. */
  async findByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PersonRecord | null> {
    const rows: PersonRecord[] = await manager.query(
      `SELECT ${PERSON} FROM users u WHERE lower(u.email) = lower($1)`,
      [email],
    );
    return rows[0] ?? null;
  }

  /** The person with this id, or null. */
  async findPerson(userId: string): Promise<PersonRecord | null> {
    const rows: PersonRecord[] = await this.dataSource.query(
      `SELECT ${PERSON} FROM users u WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** The member `userId` of the account, or null (another account's people look the same). */
  async findMember(accountId: string, userId: string): Promise<MemberRecord | null> {
    const rows: MemberRecord[] = await this.dataSource.query(
      `SELECT ${MEMBER} FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 AND m.user_id = $2`,
      [accountId, userId],
    );
    return rows[0] ?? null;
  }

  /** Whether a person with this (normalised) email is a member of the account. */
  async isMemberByEmail(accountId: string, email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 AND lower(u.email) = lower($2)`,
      [accountId, email],
    );
    return rows.length > 0;
  }

  /** The account's members, oldest membership first, `limit` after the cursor position. */
  async pageMembers(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(MemberRecord & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${MEMBER}, ${MEMBERS.cursorColumn}
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 AND ($2::text IS NULL OR ${MEMBERS.after(2, 3)})
        ORDER BY ${MEMBERS.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit],
    );
  }

  /** The person's accounts, oldest membership first, `limit` after the cursor position. */
  async accountsOf(
    userId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(MembershipRecord & { id: string; cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT m.account_id AS "accountId", m.account_id AS id, a.name, a.type, m.role,
              m.created_at AS "createdAt", ${ACCOUNTS.cursorColumn}
         FROM memberships m JOIN accounts a ON a.id = m.account_id
        WHERE m.user_id = $1 AND ($2::text IS NULL OR ${ACCOUNTS.after(2, 3)})
        ORDER BY ${ACCOUNTS.orderBy} LIMIT $4`,
      [userId, ...Keyset.params(after), limit],
    );
  }

  /** The account a sign-in of the person opens: the one used last, else the oldest; null without any. */
  async lastUsedAccount(userId: string): Promise<string | null> {
    const rows: { accountId: string }[] = await this.dataSource.query(
      `SELECT account_id AS "accountId" FROM memberships WHERE user_id = $1
        ORDER BY last_used_at DESC NULLS LAST, created_at, account_id LIMIT 1`,
      [userId],
    );
    return rows[0]?.accountId ?? null;
  }

  /** Notes that the person just opened the account (sign-in, switch), for `lastUsedAccount`. */
  async touchMembership(
    accountId: string,
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE memberships SET last_used_at = now() WHERE account_id = $1 AND user_id = $2`,
      [accountId, userId],
    );
  }

  /**
   * Inserts a person, in `manager`'s transaction.
   *
   * @throws the driver's unique violation (23505) when the email is taken (case-insensitively).
   */
  async insertPerson(person: NewPerson, manager: EntityManager): Promise<PersonRecord> {
    const rows: PersonRecord[] = await manager.query(
      `INSERT INTO users AS u (name, email, password_hash) VALUES ($1, $2, $3) RETURNING ${PERSON}`,
      [person.name, person.email, person.passwordHash],
    );
    return rows[0];
  }

  /**
   * Makes the person a member of the account with `role`, in `manager`'s transaction; a person
   * already a member keeps the role they have.
   *
   * @returns false when they were a member already.
   */
  async insertMembership(
    accountId: string,
    userId: string,
    role: UserRole,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO memberships (account_id, user_id, role, last_used_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (account_id, user_id) DO NOTHING RETURNING user_id`,
      [accountId, userId, role],
    );
    return rows.length > 0;
  }

  /** Replaces a person's password hash. */
  async updatePasswordHash(
    userId: string,
    passwordHash: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [
      userId,
      passwordHash,
    ]);
  }

  /**
   * Locks the account's memberships (FOR UPDATE) and returns its members, so concurrent
   * removals serialise and the last owner cannot be removed by two requests at once.
   */
  async lockMembers(accountId: string, manager: EntityManager): Promise<MemberRecord[]> {
    return manager.query(
      `SELECT ${MEMBER} FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 ORDER BY m.user_id FOR UPDATE OF m`,
      [accountId],
    );
  }

  /** Sets whether the member sees only the conversations assigned to them. */
  async setRestriction(accountId: string, userId: string, restricted: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE memberships SET restricted_to_assigned = $3 WHERE account_id = $1 AND user_id = $2`,
      [accountId, userId, restricted],
    );
  }

  /** Ends a membership; the person's sessions in that account go with it (foreign key, ON DELETE CASCADE). */
  async deleteMembership(accountId: string, userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM memberships WHERE account_id = $1 AND user_id = $2`, [
      accountId,
      userId,
    ]);
  }

  /** Deletes the person when they belong to no account any more (their devices go with them). */
  async deleteIfNoAccount(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM users u WHERE u.id = $1
          AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id)`,
      [userId],
    );
  }
}
