import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Counts over messages for other modules' reports (docs/campaigns.md#stats, /metrics) and the
 * marketing-limit rule (docs/campaigns.md#marketing-limit): read-only aggregate queries, scoped
 * by account where they concern one.
 */
@Injectable()
export class MessageStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * When the contact's latest message refused with error `code` failed (`failed_at`, else
   * `created_at`), or null when none did.
   */
  async lastFailure(
    accountId: string,
    contactId: string,
    code: string,
    manager?: EntityManager,
  ): Promise<Date | null> {
    const rows: { at: Date | null }[] = await this.db(manager).query(
      `SELECT max(COALESCE(failed_at, created_at)) AS at FROM messages
        WHERE account_id = $1 AND contact_id = $2 AND direction = 'outbound'
          AND status = 'failed' AND error_code = $3`,
      [accountId, contactId, code],
    );
    return rows[0]?.at ? new Date(rows[0].at) : null;
  }

  /**
   * Per campaign of `campaignIds` (of the account): its opening messages reported delivered (or
   * read since) and read. Campaigns with none are absent.
   */
  async openingsDeliveredAndRead(
    accountId: string,
    campaignIds: string[],
  ): Promise<{ campaignId: string; delivered: number; read: number }[]> {
    return this.dataSource.query(
      `SELECT campaign_id AS "campaignId", count(*)::int AS delivered,
              count(*) FILTER (WHERE status = 'read')::int AS read
         FROM messages
        WHERE account_id = $1 AND campaign_id = ANY($2::uuid[]) AND purpose = 'opening'
          AND status IN ('delivered', 'read')
        GROUP BY campaign_id`,
      [accountId, campaignIds],
    );
  }

  /**
   * Per campaign of `campaignIds`: its messages (openings and follow-ups) with a reported
   * `pricing`, billable and free, each by pricing category (`utility: 2`); an unknown category
   * counts as `unknown`. A campaign with none is absent.
   */
  async pricingByCategory(
    accountId: string,
    campaignIds: string[],
  ): Promise<
    { campaignId: string; billable: Record<string, number>; free: Record<string, number> }[]
  > {
    return this.dataSource.query(
      `WITH counted AS (
         SELECT campaign_id, billable, COALESCE(pricing_category, 'unknown') AS category,
                count(*)::int AS n
           FROM messages
          WHERE account_id = $1 AND campaign_id = ANY($2::uuid[]) AND direction = 'outbound'
            AND billable IS NOT NULL
          GROUP BY campaign_id, billable, COALESCE(pricing_category, 'unknown'))
       SELECT campaign_id AS "campaignId",
              COALESCE(jsonb_object_agg(category, n) FILTER (WHERE billable), '{}'::jsonb) AS billable,
              COALESCE(jsonb_object_agg(category, n) FILTER (WHERE NOT billable), '{}'::jsonb) AS free
         FROM counted GROUP BY campaign_id`,
      [accountId, campaignIds],
    );
  }

  /** Counts of messages by direction and status, for /metrics. */
  async countByStatus(): Promise<{ direction: string; status: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT direction, status, count(*)::int AS count FROM messages
        WHERE direction <> 'note' GROUP BY direction, status`,
    );
  }
}
