import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChannelConnection } from './channel-connection.entity';
import type { ConnectionChannel } from './domain/channel';

const COLUMNS = `id, account_id AS "accountId", channel, provider,
  phone_number_id AS "phoneNumberId", account_sid AS "accountSid", sender, secrets,
  public_base_url AS "publicBaseUrl", page_id AS "pageId", waba_id AS "wabaId",
  instagram_account_id AS "instagramAccountId", instagram_login AS "instagramLogin", username,
  status, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The columns of a connection as written by `upsert` (secrets already sealed). */
export type ChannelConnectionInput = Pick<
  ChannelConnection,
  'channel' | 'provider' | 'phoneNumberId' | 'accountSid' | 'sender' | 'secrets' | 'publicBaseUrl'
> &
  Partial<
    Pick<
      ChannelConnection,
      'pageId' | 'instagramAccountId' | 'instagramLogin' | 'username' | 'wabaId'
    >
  >;

/**
 * Channel connections in PostgreSQL. Every method takes the account id first and is scoped by
 * it, except `findForWebhook`: a provider webhook arrives with only the connection id in its
 * URL, and its signature (checked right after) is what proves the caller.
 */
@Injectable()
export class ChannelsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the account's connection for `input.channel`, replacing the one it had (same id,
   * `created_at` kept, `updated_at` now, `status` back to `active`).
   */
  async upsert(accountId: string, input: ChannelConnectionInput): Promise<ChannelConnection> {
    const rows: ChannelConnection[] = await this.dataSource.query(
      `INSERT INTO channel_connections
              (account_id, channel, provider, phone_number_id, account_sid, sender, secrets, public_base_url,
               page_id, instagram_account_id, instagram_login, username, waba_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (account_id, channel) DO UPDATE
          SET provider = EXCLUDED.provider,
              phone_number_id = EXCLUDED.phone_number_id,
              account_sid = EXCLUDED.account_sid,
              sender = EXCLUDED.sender,
              secrets = EXCLUDED.secrets,
              public_base_url = EXCLUDED.public_base_url,
              page_id = EXCLUDED.page_id,
              instagram_account_id = EXCLUDED.instagram_account_id,
              instagram_login = EXCLUDED.instagram_login,
              username = EXCLUDED.username,
              waba_id = EXCLUDED.waba_id,
              status = 'active',
              updated_at = date_trunc('milliseconds', now())
       RETURNING ${COLUMNS}`,
      [
        accountId,
        input.channel,
        input.provider,
        input.phoneNumberId,
        input.accountSid,
        input.sender,
        input.secrets,
        input.publicBaseUrl,
        input.pageId ?? null,
        input.instagramAccountId ?? null,
        input.instagramLogin ?? null,
        input.username ?? null,
        input.wabaId ?? null,
      ],
    );
    return rows[0];
  }

  /** The account's connections (at most one per channel). */
  list(accountId: string): Promise<ChannelConnection[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM channel_connections WHERE account_id = $1 ORDER BY channel`,
      [accountId],
    );
  }

  /** The account's connection for `channel`, or null (the sandbox). */
  async find(
    accountId: string,
    channel: ConnectionChannel,
    manager?: EntityManager,
  ): Promise<ChannelConnection | null> {
    const rows: ChannelConnection[] = await (manager ?? this.dataSource).query(
      `SELECT ${COLUMNS} FROM channel_connections WHERE account_id = $1 AND channel = $2`,
      [accountId, channel],
    );
    return rows[0] ?? null;
  }

  /** Deletes the account's connection for `channel`; whether there was one. */
  async remove(accountId: string, channel: ConnectionChannel): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH removed AS (
         DELETE FROM channel_connections WHERE account_id = $1 AND channel = $2 RETURNING id)
       SELECT id FROM removed`,
      [accountId, channel],
    );
    return rows.length > 0;
  }

  /** The connection a provider webhook URL names (a UUID), whatever its account, or null. */
  async findForWebhook(connectionId: string): Promise<ChannelConnection | null> {
    const rows: ChannelConnection[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM channel_connections WHERE id = $1`,
      [connectionId],
    );
    return rows[0] ?? null;
  }

  /**
   * Marks the connection `needs_reauth` (Meta refused its token) in the caller's transaction,
   * unless it was replaced since (`secrets` differ) or is already marked.
   *
   * @returns whether it changed.
   */
  async markNeedsReauth(
    accountId: string,
    connectionId: string,
    secrets: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH updated AS (
         UPDATE channel_connections SET status = 'needs_reauth'
          WHERE account_id = $1 AND id = $2 AND secrets = $3 AND status = 'active' RETURNING id)
       SELECT id FROM updated`,
      [accountId, connectionId, secrets],
    );
    return rows.length > 0;
  }
}
