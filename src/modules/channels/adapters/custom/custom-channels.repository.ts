import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { type CursorPosition, Keyset } from '../../../../common/pagination/pagination';

/** A custom channel as stored; secrets are sealed. */
export interface CustomChannelRow {
  id: string;
  accountId: string;
  name: string;
  deliveryUrl: string;
  signingSecret: string;
  previousSigningSecret: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The custom channels list's order: `(created_at, id)`. */
const KEYSET = new Keyset('created_at', 'id');

const COLUMNS = `id, account_id AS "accountId", name, delivery_url AS "deliveryUrl",
  signing_secret AS "signingSecret", previous_signing_secret AS "previousSigningSecret",
  previous_secret_expires_at AS "previousSecretExpiresAt", created_at AS "createdAt",
  updated_at AS "updatedAt"`;

/** Raised when a name is taken (the unique index on the account and the lower-cased name). */
export class NameTakenError extends Error {}

function rethrowNameTaken(error: unknown): never {
  if (
    error instanceof QueryFailedError &&
    (error.driverError as { constraint?: string })?.constraint === 'custom_channels_name_key'
  ) {
    throw new NameTakenError();
  }
  throw error;
}

/** `custom_channels` (live ones: `deleted_at IS NULL`); every method takes the account id first. */
@Injectable()
export class CustomChannelsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** @throws NameTakenError. */
  async insert(
    accountId: string,
    input: { id: string; name: string; deliveryUrl: string; sealedSecret: string },
  ): Promise<CustomChannelRow> {
    try {
      const rows: CustomChannelRow[] = await this.dataSource.query(
        `INSERT INTO custom_channels (id, account_id, name, delivery_url, signing_secret)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [input.id, accountId, input.name, input.deliveryUrl, input.sealedSecret],
      );
      return rows[0];
    } catch (error) {
      rethrowNameTaken(error);
    }
  }

  async find(
    accountId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<CustomChannelRow | null> {
    const rows: CustomChannelRow[] = await (manager ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM custom_channels WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** By name, case-insensitively. */
  async findByName(accountId: string, name: string): Promise<CustomChannelRow | null> {
    const rows: CustomChannelRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM custom_channels
        WHERE account_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL`,
      [accountId, name],
    );
    return rows[0] ?? null;
  }

  /** Up to two live channels of the account (enough to tell "exactly one"). */
  async firstTwo(accountId: string): Promise<CustomChannelRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM custom_channels WHERE account_id = $1 AND deleted_at IS NULL
        ORDER BY created_at LIMIT 2`,
      [accountId],
    );
  }

  /**
   * A page in `(created_at, id)` order after the cursor, exact to the microsecond (see
   * {@link Keyset}); each row carries its `cursorAt`.
   */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(CustomChannelRow & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM custom_channels
        WHERE account_id = $1 AND deleted_at IS NULL
          AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit],
    );
  }

  /** @throws NameTakenError. @returns null when there is no such channel. */
  async update(
    accountId: string,
    id: string,
    changes: { name?: string; deliveryUrl?: string },
  ): Promise<CustomChannelRow | null> {
    try {
      const rows: CustomChannelRow[] = await this.dataSource.query(
        `WITH updated AS (
           UPDATE custom_channels
              SET name = COALESCE($3, name), delivery_url = COALESCE($4, delivery_url), updated_at = now()
            WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL
            RETURNING ${COLUMNS})
         SELECT * FROM updated`,
        [accountId, id, changes.name ?? null, changes.deliveryUrl ?? null],
      );
      return rows[0] ?? null;
    } catch (error) {
      rethrowNameTaken(error);
    }
  }

  /** New current secret; the current one becomes the previous one until `previousExpiresAt`. */
  async rotate(
    accountId: string,
    id: string,
    sealedSecret: string,
    previousValidMs: number,
  ): Promise<CustomChannelRow | null> {
    const rows: CustomChannelRow[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE custom_channels
            SET previous_signing_secret = signing_secret, signing_secret = $3,
                previous_secret_expires_at = now() + ($4 || ' milliseconds')::interval, updated_at = now()
          WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL
          RETURNING ${COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, sealedSecret, String(previousValidMs)],
    );
    return rows[0] ?? null;
  }

  /** Soft delete (conversations and messages keep their history). @returns false when there was none. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH deleted AS (
         UPDATE custom_channels SET deleted_at = now()
          WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id)
       SELECT * FROM deleted`,
      [accountId, id],
    );
    return rows.length > 0;
  }
}
