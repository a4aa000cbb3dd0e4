import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountType, UserRole } from '../accounts';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';

/** Pending invitations page oldest first. */
const KEYSET = new Keyset('created_at', 'id');

/** An invitation as stored (its token only as a hash, never returned). */
export interface InvitationRecord {
  id: string;
  accountId: string;
  email: string;
  name: string;
  role: UserRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** An open invitation found by its token, with what its page shows of the account. */
export interface InvitationByToken extends InvitationRecord {
  accountName: string;
  accountType: AccountType;
}

/** Fields of a new invitation; `email` normalised, `tokenHash` the SHA-256 of its link's token. */
export interface NewInvitation {
  email: string;
  name: string;
  role: UserRole;
  tokenHash: string;
  invitedBy: string;
  ttlMs: number;
}

const COLUMNS = `i.id, i.account_id AS "accountId", i.email, i.name, i.role,
  i.invited_by AS "invitedBy", i.created_at AS "createdAt", i.expires_at AS "expiresAt"`;
/** Open: neither accepted nor revoked, and not expired. */
const OPEN = `i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;

/**
 * Invitations in PostgreSQL (migration 1795651400000). Every method takes the account id first,
 * except those that find an invitation by its token (`findOpenByTokenHash`,
 * `lockOpenByTokenHash`): the invitation page knows only its link.
 */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores an open invitation to `email`, in one statement: a previous open one to the same
   * email (expired or not) is replaced, its link dying with it (`invitations_open_key`).
   */
  async upsertOpen(accountId: string, invitation: NewInvitation): Promise<InvitationRecord> {
    const rows: InvitationRecord[] = await this.dataSource.query(
      `INSERT INTO invitations AS i (account_id, email, name, role, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
       ON CONFLICT (account_id, email) WHERE accepted_at IS NULL AND revoked_at IS NULL
       DO UPDATE SET name = EXCLUDED.name, role = EXCLUDED.role, token_hash = EXCLUDED.token_hash,
                     invited_by = EXCLUDED.invited_by, created_at = now(),
                     expires_at = EXCLUDED.expires_at
       RETURNING ${COLUMNS}`,
      [
        accountId,
        invitation.email,
        invitation.name,
        invitation.role,
        invitation.tokenHash,
        invitation.invitedBy,
        invitation.ttlMs / 1000,
      ],
    );
    return rows[0];
  }

  /** The account's open invitations, oldest first, `limit` after the cursor position. */
  async pageOpen(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(InvitationRecord & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM invitations i
        WHERE i.account_id = $1 AND ${OPEN} AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit],
    );
  }

  /** Revokes an open invitation: its link stops working. @returns false when none is open with this id. */
  async revoke(accountId: string, invitationId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH revoked AS (
         UPDATE invitations i SET revoked_at = now()
          WHERE i.account_id = $1 AND i.id = $2 AND ${OPEN}
          RETURNING i.id)
       SELECT id FROM revoked`,
      [accountId, invitationId],
    );
    return rows.length > 0;
  }

  /** The open invitation whose link has this token hash, with its account's name, or null. */
  async findOpenByTokenHash(tokenHash: string): Promise<InvitationByToken | null> {
    const rows: InvitationByToken[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, a.name AS "accountName", a.type AS "accountType"
         FROM invitations i JOIN accounts a ON a.id = i.account_id
        WHERE i.token_hash = $1 AND ${OPEN}`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /** `findOpenByTokenHash`, locked (FOR UPDATE) in `manager`'s transaction: one acceptance wins. */
  async lockOpenByTokenHash(
    tokenHash: string,
    manager: EntityManager,
  ): Promise<InvitationRecord | null> {
    const rows: InvitationRecord[] = await manager.query(
      `SELECT ${COLUMNS} FROM invitations i WHERE i.token_hash = $1 AND ${OPEN} FOR UPDATE`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /** Marks an invitation accepted by `userId`: its link stops working. */
  async markAccepted(
    accountId: string,
    invitationId: string,
    userId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE invitations SET accepted_at = now(), accepted_by = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, invitationId, userId],
    );
  }
}
