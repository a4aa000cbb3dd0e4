import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CursorPosition, Keyset } from '../pagination/pagination';

/** An account's webhook endpoint as stored; `signingSecret` is sealed. */
export interface WebhookEndpointRow {
  id: string;
  accountId: string;
  url: string;
  events: string[];
  description: string | null;
  signingSecret: string;
  createdAt: Date;
}

/** The endpoints list's order: `(created_at, id)`. */
const KEYSET = new Keyset('created_at', 'id');

const COLUMNS = `id, account_id AS "accountId", url, events, description,
  signing_secret AS "signingSecret", created_at AS "createdAt"`;

/** `webhook_endpoints`: every method takes the account id first. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    accountId: string,
    input: {
      id: string;
      url: string;
      events: string[];
      description: string | null;
      sealedSecret: string;
    },
  ): Promise<WebhookEndpointRow> {
    const rows: WebhookEndpointRow[] = await this.dataSource.query(
      `INSERT INTO webhook_endpoints (id, account_id, url, events, description, signing_secret)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [input.id, accountId, input.url, input.events, input.description, input.sealedSecret],
    );
    return rows[0];
  }

  async find(accountId: string, id: string): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * A page in `(created_at, id)` order after the cursor, exact to the microsecond (see
   * {@link Keyset}); each row carries its `cursorAt`.
   */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
  ): Promise<(WebhookEndpointRow & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM webhook_endpoints
        WHERE account_id = $1 AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit],
    );
  }

  /** @returns false when there was no such endpoint. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH deleted AS (DELETE FROM webhook_endpoints WHERE account_id = $1 AND id = $2 RETURNING id)
       SELECT * FROM deleted`,
      [accountId, id],
    );
    return rows.length > 0;
  }
}
