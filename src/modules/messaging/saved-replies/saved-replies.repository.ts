import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A saved reply as stored. */
export interface SavedReply {
  id: string;
  accountId: string;
  shortcut: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, account_id AS "accountId", shortcut, body, created_at AS "createdAt",
  updated_at AS "updatedAt"`;

/** Saved replies in PostgreSQL (docs/conversations.md#saved-replies); the account id first in every method. */
@Injectable()
export class SavedRepliesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The account's saved replies by shortcut, at most `limit`; `prefix` keeps those whose shortcut starts with it. */
  list(accountId: string, prefix: string | null, limit: number): Promise<SavedReply[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_replies
        WHERE account_id = $1 AND ($2::text IS NULL OR starts_with(shortcut, $2))
        ORDER BY shortcut LIMIT $3`,
      [accountId, prefix, limit],
    );
  }

  async find(accountId: string, id: string): Promise<SavedReply | null> {
    const rows: SavedReply[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_replies WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** Inserts one; null when the account has that shortcut already, or `max` replies. */
  async insert(
    accountId: string,
    input: { shortcut: string; body: string },
    max: number,
  ): Promise<SavedReply | null> {
    const rows: SavedReply[] = await this.dataSource.query(
      `INSERT INTO saved_replies (account_id, shortcut, body)
       SELECT $1, $2, $3 WHERE (SELECT count(*) FROM saved_replies WHERE account_id = $1) < $4
       ON CONFLICT (account_id, shortcut) DO NOTHING
       RETURNING ${COLUMNS}`,
      [accountId, input.shortcut, input.body, max],
    );
    return rows[0] ?? null;
  }

  /** Changes the given fields. @returns it, null when missing; throws 23505 on a taken shortcut. */
  async update(
    accountId: string,
    id: string,
    patch: { shortcut?: string; body?: string },
  ): Promise<SavedReply | null> {
    const rows: SavedReply[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE saved_replies SET shortcut = COALESCE($3, shortcut), body = COALESCE($4, body),
                updated_at = date_trunc('milliseconds', now())
          WHERE account_id = $1 AND id = $2 RETURNING ${COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, patch.shortcut ?? null, patch.body ?? null],
    );
    return rows[0] ?? null;
  }

  /** @returns whether it existed. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH gone AS (DELETE FROM saved_replies WHERE account_id = $1 AND id = $2 RETURNING id)
       SELECT id FROM gone`,
      [accountId, id],
    );
    return rows.length > 0;
  }
}
