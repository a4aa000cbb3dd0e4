import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';
import type { Campaign } from './campaign.entity';

const CAMPAIGN_COLUMNS = `id, account_id AS "accountId", name, type, channel, list_id AS "listId",
  entry_points AS "entryPoints",
  opening_template_id AS "openingTemplateId", trigger_on_new_contacts AS "triggerOnNewContacts",
  throttle_per_minute AS "throttlePerMinute", opening_delay_seconds AS "openingDelaySeconds",
  follow_ups AS "followUps", bot, quiet_hours AS "quietHours", status, pause_reason AS "pauseReason", live_since AS "liveSince",
  paused_at AS "pausedAt", last_slot_at AS "lastSlotAt", created_at AS "createdAt",
  updated_at AS "updatedAt"`;

/** Campaigns page oldest first, exact to the microsecond. */
const KEYSET = new Keyset('created_at', 'id');

/** Columns a create or update may set, by API name. */
const WRITABLE: Record<string, { column: string; json?: boolean }> = {
  name: { column: 'name' },
  type: { column: 'type' },
  channel: { column: 'channel' },
  listId: { column: 'list_id' },
  entryPoints: { column: 'entry_points', json: true },
  openingTemplateId: { column: 'opening_template_id' },
  triggerOnNewContacts: { column: 'trigger_on_new_contacts' },
  throttlePerMinute: { column: 'throttle_per_minute' },
  openingDelaySeconds: { column: 'opening_delay_seconds' },
  followUps: { column: 'follow_ups', json: true },
  bot: { column: 'bot', json: true },
  quietHours: { column: 'quiet_hours', json: true },
};

/** Campaign settings as stored. */
export type CampaignFields = Partial<
  Pick<
    Campaign,
    | 'name'
    | 'type'
    | 'channel'
    | 'listId'
    | 'entryPoints'
    | 'openingTemplateId'
    | 'triggerOnNewContacts'
    | 'throttlePerMinute'
    | 'openingDelaySeconds'
    | 'followUps'
    | 'bot'
    | 'quietHours'
  >
>;

/**
 * Campaign rows in PostgreSQL (their enrolments and follow-ups are `EnrolmentsRepository`'s).
 * Every method takes the account id first.
 */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async create(accountId: string, fields: CampaignFields): Promise<Campaign> {
    const entries = Object.entries(fields).filter(
      ([key, value]) => WRITABLE[key] && value !== undefined,
    );
    const columns = entries.map(([key]) => WRITABLE[key].column);
    const values = entries.map(([key, value]) =>
      WRITABLE[key].json && value !== null ? JSON.stringify(value) : value,
    );
    const rows: Campaign[] = await this.dataSource.query(
      `INSERT INTO campaigns (account_id${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1${values.map((_, i) => `, $${i + 2}`).join('')})
       RETURNING ${CAMPAIGN_COLUMNS}`,
      [accountId, ...values],
    );
    return rows[0];
  }

  async find(accountId: string, id: string, manager?: EntityManager): Promise<Campaign | null> {
    const rows: Campaign[] = await this.db(manager).query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** The campaign, locked for update in the caller's transaction, or null. */
  async lock(accountId: string, id: string, manager: EntityManager): Promise<Campaign | null> {
    const rows: Campaign[] = await manager.query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** A page of campaigns: only `status`'s when given, else every one but the archived. */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
    status?: string,
  ): Promise<(Campaign & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${CAMPAIGN_COLUMNS}, ${KEYSET.cursorColumn} FROM campaigns
        WHERE account_id = $1 AND ($2::text IS NULL OR ${KEYSET.after(2, 3)})
          AND (CASE WHEN $5::text IS NULL THEN status <> 'archived' ELSE status = $5 END)
        ORDER BY ${KEYSET.orderBy} LIMIT $4`,
      [accountId, ...Keyset.params(after), limit, status ?? null],
    );
  }

  /** Writes the given settings (in the caller's transaction). */
  async update(
    accountId: string,
    id: string,
    fields: CampaignFields,
    manager: EntityManager,
  ): Promise<Campaign> {
    const entries = Object.entries(fields).filter(
      ([key, value]) => WRITABLE[key] && value !== undefined,
    );
    const sets = entries.map(([key], i) => `${WRITABLE[key].column} = $${i + 3}`);
    const values = entries.map(([key, value]) =>
      WRITABLE[key].json && value !== null ? JSON.stringify(value) : value,
    );
    const rows: Campaign[] = await manager.query(
      `WITH updated AS (
         UPDATE campaigns SET ${[...sets, 'updated_at = now()'].join(', ')}
          WHERE account_id = $1 AND id = $2
          RETURNING ${CAMPAIGN_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, ...values],
    );
    return rows[0];
  }

  /**
   * draft|paused → live from now (`live_since`), only while its list, entry points and opening
   * template are still those of `checked`; a live campaign is returned as it is.
   *
   * @returns the campaign, or null when its list, entry points or template changed since
   *   `checked` was read.
   */
  async launch(
    accountId: string,
    checked: Campaign,
    manager?: EntityManager,
  ): Promise<Campaign | null> {
    const rows: Campaign[] = await this.db(manager).query(
      `WITH updated AS (
         UPDATE campaigns
            SET status = 'live', live_since = now(), pause_reason = NULL, updated_at = now()
          WHERE account_id = $1 AND id = $2 AND status NOT IN ('live', 'archived')
            AND list_id IS NOT DISTINCT FROM $3 AND opening_template_id IS NOT DISTINCT FROM $4
            AND entry_points IS NOT DISTINCT FROM $5::jsonb
          RETURNING ${CAMPAIGN_COLUMNS})
       SELECT * FROM updated`,
      [
        accountId,
        checked.id,
        checked.listId,
        checked.openingTemplateId,
        checked.entryPoints ? JSON.stringify(checked.entryPoints) : null,
      ],
    );
    if (rows[0]) return rows[0];
    const now = await this.find(accountId, checked.id, manager);
    return now?.status === 'live' ? now : null;
  }

  /**
   * The campaign, locked `FOR UPDATE` in the caller's transaction, when it is a live combined or
   * outgoing campaign on `listId`; else null (paused, archived or moved to another list).
   */
  async lockLiveOnList(
    accountId: string,
    campaignId: string,
    listId: string,
    manager: EntityManager,
  ): Promise<Campaign | null> {
    const rows: Campaign[] = await manager.query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
        WHERE account_id = $1 AND id = $2 AND list_id = $3 AND status = 'live'
          AND type IN ('combined', 'outgoing')
        FOR UPDATE`,
      [accountId, campaignId, listId],
    );
    return rows[0] ?? null;
  }

  /** live → paused (with Parley's reason, or null when the account paused it); others unchanged. */
  async pause(accountId: string, id: string, reason: string | null): Promise<Campaign | null> {
    const rows: Campaign[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE campaigns
            SET status = 'paused', paused_at = now(), pause_reason = $3, updated_at = now()
          WHERE account_id = $1 AND id = $2 AND status = 'live'
          RETURNING ${CAMPAIGN_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, reason],
    );
    return rows[0] ?? (await this.find(accountId, id));
  }

  /** Pauses every live campaign of the account that opens with this template. @returns their ids. */
  async pauseOpeningWith(accountId: string, templateId: string, reason: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE campaigns
            SET status = 'paused', paused_at = now(), pause_reason = $3, updated_at = now()
          WHERE account_id = $1 AND opening_template_id = $2 AND status = 'live'
          RETURNING id)
       SELECT * FROM updated`,
      [accountId, templateId, reason],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The campaigns an add operation at `at` triggers, locked for update in id order (so concurrent
   * operations on one campaign queue behind each other and never deadlock): type combined or
   * outgoing, linked to the list, `triggerOnNewContacts`, and live at `at` (live since then and
   * not paused before it).
   */
  async lockTriggered(
    accountId: string,
    listId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<Campaign[]> {
    return manager.query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
        WHERE account_id = $1 AND list_id = $2 AND type IN ('combined', 'outgoing')
          AND trigger_on_new_contacts AND live_since <= $3
          AND (status = 'live' OR (status = 'paused' AND paused_at > $3))
        ORDER BY id FOR UPDATE`,
      [accountId, listId, at],
    );
  }

  /**
   * The account's live campaigns on a Messenger or Instagram `channel` that have entry points,
   * earliest launched first (the order in which one event picks its campaign), in the caller's
   * transaction when given.
   */
  async liveWithEntryPoints(
    accountId: string,
    channel: string,
    manager?: EntityManager,
  ): Promise<Campaign[]> {
    return this.db(manager).query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
        WHERE account_id = $1 AND channel = $2 AND status = 'live' AND entry_points IS NOT NULL
        ORDER BY live_since, id`,
      [accountId, channel],
    );
  }

  /** The campaigns a new member of the list would trigger now, with how many of `contactIds` each would newly enrol. */
  async previewTriggered(
    accountId: string,
    listId: string,
    contactIds: string[],
    operationId: string,
  ): Promise<{ id: string; enrolled: number }[]> {
    return this.dataSource.query(
      `SELECT c.id,
              (SELECT count(*) FROM unnest($3::uuid[]) AS t (contact_id)
                WHERE NOT EXISTS (SELECT 1 FROM enrolments e
                                   WHERE e.campaign_id = c.id AND e.contact_id = t.contact_id
                                     AND e.operation_id <> $4))::int AS enrolled
         FROM campaigns c
        WHERE c.account_id = $1 AND c.list_id = $2 AND c.type IN ('combined', 'outgoing')
          AND c.trigger_on_new_contacts AND c.status = 'live'
        ORDER BY c.created_at, c.id`,
      [accountId, listId, contactIds, operationId],
    );
  }

  async setLastSlot(
    accountId: string,
    campaignId: string,
    lastSlotAt: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE campaigns SET last_slot_at = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, campaignId, lastSlotAt],
    );
  }

  /**
   * The spacing of a campaign's paced sandbox sends (docs/campaigns.md#pacing), in the caller's
   * transaction, right before its send is marked sent: when at least one interval
   * (`60 / throttlePerMinute` s) has passed since the campaign's previous one, records this one
   * (`campaign_send_spacing.last_sent_at`, the row locked until commit, so the campaign's sends
   * are marked sent one at a time, each an interval after the last) and returns that time as
   * `sentAt`; else returns how long until it has passed (`waitMs`, ms, > 0) and records nothing
   * (the row stays locked: roll back). The row is the campaign's own, which nothing else locks,
   * so a send can take it last.
   */
  async takeSendSpacing(
    accountId: string,
    campaignId: string,
    manager: EntityManager,
  ): Promise<{ sentAt: Date } | { waitMs: number }> {
    const taken: { sentAt: Date }[] = await manager.query(
      `INSERT INTO campaign_send_spacing AS s (campaign_id, account_id, last_sent_at)
       SELECT id, account_id, clock_timestamp() FROM campaigns WHERE account_id = $1 AND id = $2
       ON CONFLICT (campaign_id) DO UPDATE SET last_sent_at = clock_timestamp()
        WHERE s.last_sent_at + make_interval(secs => 60.0 / (
                SELECT throttle_per_minute FROM campaigns c WHERE c.id = s.campaign_id))
              <= clock_timestamp()
       RETURNING last_sent_at AS "sentAt"`,
      [accountId, campaignId],
    );
    if (taken[0]) return { sentAt: taken[0].sentAt };
    const rows: { waitMs: number | null }[] = await manager.query(
      `SELECT (extract(epoch FROM s.last_sent_at + make_interval(secs => 60.0 / c.throttle_per_minute)
                                 - clock_timestamp()) * 1000)::float8 AS "waitMs"
         FROM campaign_send_spacing s JOIN campaigns c ON c.id = s.campaign_id
        WHERE s.account_id = $1 AND s.campaign_id = $2`,
      [accountId, campaignId],
    );
    // no row: the campaign was deleted meanwhile; the next try finds nothing to claim
    return { waitMs: Math.max(rows[0]?.waitMs ?? 1, 1) };
  }

  /**
   * Locks the account's campaigns that use the list (so none goes live meanwhile) and returns
   * the id and name of a live one, or null.
   */
  async lockLiveUsingList(
    accountId: string,
    listId: string,
    manager: EntityManager,
  ): Promise<{ id: string; name: string } | null> {
    const rows: { id: string; name: string; status: string }[] = await manager.query(
      `SELECT id, name, status FROM campaigns WHERE account_id = $1 AND list_id = $2 ORDER BY id FOR UPDATE`,
      [accountId, listId],
    );
    const live = rows.find((row) => row.status === 'live');
    return live ? { id: live.id, name: live.name } : null;
  }

  /**
   * Locks the account's campaigns that use the template (opening or follow-up) and returns the id
   * of one that is not archived, or null.
   */
  async lockUnarchivedUsingTemplate(
    accountId: string,
    templateId: string,
    manager: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string; status: string }[] = await manager.query(
      `SELECT id, status FROM campaigns
        WHERE account_id = $1
          AND (opening_template_id = $2
               OR follow_ups @> jsonb_build_array(jsonb_build_object('templateId', $2::text)))
        ORDER BY id FOR UPDATE`,
      [accountId, templateId],
    );
    return rows.find((row) => row.status !== 'archived')?.id ?? null;
  }

  /**
   * draft|paused → archived, in the caller's transaction (the caller cancels its pending sends).
   *
   * @returns the status before (null: no such campaign); unchanged unless it was draft or paused.
   */
  async archive(accountId: string, id: string, manager: EntityManager): Promise<string | null> {
    const rows: { status: string }[] = await manager.query(
      `SELECT status FROM campaigns WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, id],
    );
    const before = rows[0]?.status ?? null;
    if (before !== 'draft' && before !== 'paused') return before;
    await manager.query(
      `UPDATE campaigns SET status = 'archived', updated_at = now() WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return before;
  }
}
