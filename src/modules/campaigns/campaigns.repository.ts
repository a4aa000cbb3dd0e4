import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CursorPosition } from '../../common/pagination/pagination';
import type { Campaign, CampaignStats, Enrolment, FollowUp, FollowUpStep } from './campaign.entity';

const CAMPAIGN_COLUMNS = `id, account_id AS "accountId", name, type, channel, list_id AS "listId",
  opening_template_id AS "openingTemplateId", trigger_on_new_contacts AS "triggerOnNewContacts",
  throttle_per_minute AS "throttlePerMinute", opening_delay_seconds AS "openingDelaySeconds",
  follow_ups AS "followUps", bot, status, pause_reason AS "pauseReason", live_since AS "liveSince",
  paused_at AS "pausedAt", last_slot_at AS "lastSlotAt", created_at AS "createdAt",
  updated_at AS "updatedAt"`;

const ENROLMENT_COLUMNS = `id, account_id AS "accountId", campaign_id AS "campaignId",
  contact_id AS "contactId", operation_id AS "operationId", status, dispatch_at AS "dispatchAt",
  paced, send_slot_at AS "sendSlotAt",
  skip_reason AS "skipReason", message_id AS "messageId", claimed_at AS "claimedAt",
  sent_at AS "sentAt", created_at AS "createdAt"`;

const FOLLOW_UP_COLUMNS = `id, account_id AS "accountId", enrolment_id AS "enrolmentId", step,
  template_id AS "templateId", due_at AS "dueAt", status, message_id AS "messageId"`;

/** Columns a create or update may set, by API name. */
const WRITABLE: Record<string, { column: string; json?: boolean }> = {
  name: { column: 'name' },
  type: { column: 'type' },
  channel: { column: 'channel' },
  listId: { column: 'list_id' },
  openingTemplateId: { column: 'opening_template_id' },
  triggerOnNewContacts: { column: 'trigger_on_new_contacts' },
  throttlePerMinute: { column: 'throttle_per_minute' },
  openingDelaySeconds: { column: 'opening_delay_seconds' },
  followUps: { column: 'follow_ups', json: true },
  bot: { column: 'bot', json: true },
};

/** Campaign settings as stored. */
export type CampaignFields = Partial<
  Pick<
    Campaign,
    | 'name'
    | 'type'
    | 'channel'
    | 'listId'
    | 'openingTemplateId'
    | 'triggerOnNewContacts'
    | 'throttlePerMinute'
    | 'openingDelaySeconds'
    | 'followUps'
    | 'bot'
  >
>;

/** A sendable unit: an enrolment's opening message or a follow-up. */
export type SendOwner = { kind: 'opening'; id: string } | { kind: 'follow_up'; id: string };

const OWNER_TABLE = { opening: 'enrolments', follow_up: 'follow_ups' } as const;

/** A claimed enrolment with its campaign's state at the claim. */
export type ClaimedEnrolment = Enrolment & { campaignStatus: string };

/** A claimed follow-up with its enrolment and campaign state at the claim. */
export type ClaimedFollowUp = FollowUp & {
  contactId: string;
  campaignId: string;
  campaignStatus: string;
  enrolmentStatus: string;
  openingSentAt: Date | null;
};

/**
 * Campaigns, enrolments and follow-ups in PostgreSQL. Account-scoped methods take the account id
 * first; the sweeper's methods (`due…`) scan every account on purpose and say so.
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
      WRITABLE[key].json ? JSON.stringify(value) : value,
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
  ): Promise<Campaign[]> {
    return this.dataSource.query(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
        WHERE account_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) > ($2, $3::uuid))
          AND (CASE WHEN $5::text IS NULL THEN status <> 'archived' ELSE status = $5 END)
        ORDER BY created_at, id LIMIT $4`,
      [accountId, after?.createdAt ?? null, after?.id ?? null, limit, status ?? null],
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
      WRITABLE[key].json ? JSON.stringify(value) : value,
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
   * draft|paused → live from now (`live_since`), only while its list and opening template are
   * still those of `checked`; a live campaign is returned as it is.
   *
   * @returns the campaign, or null when its list or template changed since `checked` was read.
   */
  async launch(accountId: string, checked: Campaign): Promise<Campaign | null> {
    const rows: Campaign[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE campaigns
            SET status = 'live', live_since = now(), pause_reason = NULL, updated_at = now()
          WHERE account_id = $1 AND id = $2 AND status NOT IN ('live', 'archived')
            AND list_id IS NOT DISTINCT FROM $3 AND opening_template_id IS NOT DISTINCT FROM $4
          RETURNING ${CAMPAIGN_COLUMNS})
       SELECT * FROM updated`,
      [accountId, checked.id, checked.listId, checked.openingTemplateId],
    );
    if (rows[0]) return rows[0];
    const now = await this.find(accountId, checked.id);
    return now?.status === 'live' ? now : null;
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

  async stats(accountId: string, id: string): Promise<CampaignStats> {
    const rows: CampaignStats[] = await this.dataSource.query(
      `SELECT count(*)::int AS enrolled,
              count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
              count(*) FILTER (WHERE status IN ('sent', 'replied'))::int AS sent,
              count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'replied')::int AS replied
         FROM enrolments WHERE account_id = $1 AND campaign_id = $2`,
      [accountId, id],
    );
    return rows[0];
  }

  /** Enrolment counts by status over every account, for /metrics. */
  async countEnrolmentsByStatus(): Promise<{ status: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM enrolments GROUP BY status`,
    );
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

  /** The database clock (the same clock as `created_at` and `dispatch_at`). */
  async now(manager: EntityManager): Promise<Date> {
    const rows: { now: Date }[] = await manager.query(`SELECT clock_timestamp() AS now`);
    return rows[0].now;
  }

  /** Which of `contactIds` are enrolled in the campaign already (ever). */
  async enrolledAmong(
    campaignId: string,
    contactIds: string[],
    manager: EntityManager,
  ): Promise<Set<string>> {
    const rows: { contact_id: string }[] = await manager.query(
      `SELECT contact_id FROM enrolments WHERE campaign_id = $1 AND contact_id = ANY($2::uuid[])`,
      [campaignId, contactIds],
    );
    return new Set(rows.map((row) => row.contact_id));
  }

  /** How many contacts this add operation enrolled in the campaign before (earlier import batches). */
  async countOperation(
    campaignId: string,
    operationId: string,
    manager: EntityManager,
  ): Promise<number> {
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM enrolments WHERE campaign_id = $1 AND operation_id = $2`,
      [campaignId, operationId],
    );
    return rows[0].count;
  }

  /** Inserts enrolments (unique per campaign and contact: repeats are skipped). @returns those inserted. */
  async insertEnrolments(
    accountId: string,
    campaignId: string,
    operationId: string,
    contactIds: string[],
    dispatchAt: Date[],
    paced: boolean,
    manager: EntityManager,
  ): Promise<Enrolment[]> {
    return manager.query(
      `INSERT INTO enrolments (account_id, campaign_id, contact_id, operation_id, dispatch_at, paced)
       SELECT $1, $2, t.contact_id, $3, t.dispatch_at, $6
         FROM unnest($4::uuid[], $5::timestamptz[]) AS t (contact_id, dispatch_at)
       ON CONFLICT (campaign_id, contact_id) DO NOTHING
       RETURNING ${ENROLMENT_COLUMNS}`,
      [accountId, campaignId, operationId, contactIds, dispatchAt, paced],
    );
  }

  /**
   * Takes the campaign's next send slot for a paced enrolment: the later of now and one interval
   * (60 / throttlePerMinute s) after the last slot taken, in one `UPDATE` on the campaign row
   * (so concurrent sends of one campaign, in any process, get distinct slots at least an interval
   * apart), and records it on the enrolment, which keeps it until it is sent or released.
   *
   * @returns the slot and how long until it, in ms (≤ 0: now); null when the enrolment is not
   *   pending or already holds a slot.
   */
  async takeSendSlot(
    accountId: string,
    enrolmentId: string,
  ): Promise<{ slotAt: Date; waitMs: number } | null> {
    const rows: { slotAt: Date; waitMs: number }[] = await this.dataSource.query(
      `WITH enrolment AS (
         SELECT campaign_id FROM enrolments
          WHERE account_id = $1 AND id = $2 AND status = 'pending' AND send_slot_at IS NULL),
       slot AS (
         UPDATE campaigns c
            SET last_send_slot_at = greatest(
                  clock_timestamp(),
                  c.last_send_slot_at + make_interval(secs => 60.0 / c.throttle_per_minute))
          WHERE c.account_id = $1 AND c.id = (SELECT campaign_id FROM enrolment)
          RETURNING c.last_send_slot_at AS at),
       marked AS (
         UPDATE enrolments SET send_slot_at = (SELECT at FROM slot)
          WHERE account_id = $1 AND id = $2 AND EXISTS (SELECT 1 FROM slot))
       SELECT at AS "slotAt", (extract(epoch FROM at - clock_timestamp()) * 1000)::float8 AS "waitMs"
         FROM slot`,
      [accountId, enrolmentId],
    );
    return rows[0] ?? null;
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

  async findEnrolment(accountId: string, id: string): Promise<Enrolment | null> {
    const rows: Enrolment[] = await this.dataSource.query(
      `SELECT ${ENROLMENT_COLUMNS} FROM enrolments WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Claims a due pending enrolment for sending: the one `UPDATE … WHERE status = 'pending'` that
   * makes every other run of the same job a no-op. Returns it with its campaign's status, or null.
   */
  async claimEnrolment(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<ClaimedEnrolment | null> {
    const rows: ClaimedEnrolment[] = await manager.query(
      `WITH claimed AS (
         UPDATE enrolments SET status = 'sending', claimed_at = clock_timestamp()
          WHERE account_id = $1 AND id = $2 AND status = 'pending' AND dispatch_at <= clock_timestamp()
          RETURNING ${ENROLMENT_COLUMNS})
       SELECT claimed.*, c.status AS "campaignStatus"
         FROM claimed JOIN campaigns c ON c.id = claimed."campaignId"`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** Claims a due pending follow-up, with its enrolment's and campaign's state, or null. */
  async claimFollowUp(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<ClaimedFollowUp | null> {
    const rows: ClaimedFollowUp[] = await manager.query(
      `WITH claimed AS (
         UPDATE follow_ups SET status = 'sending', claimed_at = clock_timestamp()
          WHERE account_id = $1 AND id = $2 AND status = 'pending' AND due_at <= clock_timestamp()
          RETURNING ${FOLLOW_UP_COLUMNS})
       SELECT claimed.*, e.contact_id AS "contactId", e.campaign_id AS "campaignId",
              e.status AS "enrolmentStatus", e.sent_at AS "openingSentAt", c.status AS "campaignStatus"
         FROM claimed
         JOIN enrolments e ON e.id = claimed."enrolmentId"
         JOIN campaigns c ON c.id = e.campaign_id`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** The follow-up with its enrolment's campaign id, or null. */
  async findFollowUp(
    accountId: string,
    id: string,
  ): Promise<(FollowUp & { campaignId: string }) | null> {
    const rows: (FollowUp & { campaignId: string })[] = await this.dataSource.query(
      `SELECT f.*, e.campaign_id AS "campaignId"
         FROM (SELECT ${FOLLOW_UP_COLUMNS} FROM follow_ups WHERE account_id = $1 AND id = $2) f
         JOIN enrolments e ON e.id = f."enrolmentId"`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Locks the campaign row in the caller's transaction and says how long (ms, ≤ 0: none) until
   * one interval has passed since its previous paced send (`last_sent_at`). Held until commit, so
   * paced sends of one campaign commit one at a time, spaced by at least the interval.
   */
  async lockSendSpacing(
    accountId: string,
    campaignId: string,
    manager: EntityManager,
  ): Promise<number> {
    const rows: { waitMs: number | null }[] = await manager.query(
      `SELECT (extract(epoch FROM last_sent_at + make_interval(secs => 60.0 / throttle_per_minute)
                                 - clock_timestamp()) * 1000)::float8 AS "waitMs"
         FROM campaigns WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, campaignId],
    );
    return rows[0]?.waitMs ?? 0;
  }

  /** Records a paced send now (see `lockSendSpacing`), in the same transaction. */
  async recordSend(accountId: string, campaignId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE campaigns SET last_sent_at = clock_timestamp() WHERE account_id = $1 AND id = $2`,
      [accountId, campaignId],
    );
  }

  /** Moves a pending enrolment's dispatch to `at` (its send slot is later than planned). */
  async reschedule(accountId: string, enrolmentId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE enrolments SET dispatch_at = $3 WHERE account_id = $1 AND id = $2 AND status = 'pending'`,
      [accountId, enrolmentId, at],
    );
  }

  /** Links the message written for a claimed owner (reused if its send is retried). */
  async linkMessage(
    accountId: string,
    owner: SendOwner,
    messageId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ${OWNER_TABLE[owner.kind]} SET message_id = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, owner.id, messageId],
    );
  }

  /** sending → skipped with the reason. */
  async markSkipped(
    accountId: string,
    owner: SendOwner,
    reason: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ${OWNER_TABLE[owner.kind]} SET status = 'skipped', skip_reason = $3
        WHERE account_id = $1 AND id = $2 AND status = 'sending'`,
      [accountId, owner.id, reason],
    );
  }

  /** sending → sent (an enrolment also records when). */
  async markSent(
    accountId: string,
    owner: SendOwner,
    sentAt: Date,
    manager: EntityManager,
  ): Promise<void> {
    const extra = owner.kind === 'opening' ? ', sent_at = $3' : '';
    await manager.query(
      `UPDATE ${OWNER_TABLE[owner.kind]} SET status = 'sent'${extra}
        WHERE account_id = $1 AND id = $2 AND status = 'sending'`,
      owner.kind === 'opening' ? [accountId, owner.id, sentAt] : [accountId, owner.id],
    );
  }

  /** sending → failed with the provider's error. */
  async markFailed(
    accountId: string,
    owner: SendOwner,
    code: string,
    message: string,
    manager?: EntityManager,
  ): Promise<void> {
    await this.db(manager).query(
      `UPDATE ${OWNER_TABLE[owner.kind]} SET status = 'failed', error_code = $3, error_message = $4
        WHERE account_id = $1 AND id = $2 AND status = 'sending'`,
      [accountId, owner.id, code, message.slice(0, 1000)],
    );
  }

  /**
   * Puts a claimed send back to pending, due at `retryAt` (a provider asked to retry later), with
   * its send slot given up so a paced send takes a new one. With `waitingForCredits` it is also
   * marked as waiting for credits (its sub-account could not pay; a grant makes it due at once).
   */
  async release(
    accountId: string,
    owner: SendOwner,
    retryAt: Date,
    manager: EntityManager,
    waitingForCredits = false,
  ): Promise<void> {
    const column =
      owner.kind === 'opening' ? 'dispatch_at = $3, send_slot_at = NULL' : 'due_at = $3';
    await manager.query(
      `UPDATE ${OWNER_TABLE[owner.kind]}
          SET status = 'pending', ${column}, claimed_at = NULL, waiting_for_credits = $4
        WHERE account_id = $1 AND id = $2 AND status = 'sending'`,
      [accountId, owner.id, retryAt, waitingForCredits],
    );
  }

  /**
   * Credits were granted: the account's sends waiting for them are due now.
   * @returns the openings and follow-ups to enqueue.
   */
  async resumeCreditWaits(accountId: string): Promise<{
    enrolments: { id: string; dispatchAt: Date }[];
    followUps: { id: string; dueAt: Date }[];
  }> {
    const enrolments: { id: string; dispatchAt: Date }[] = await this.dataSource.query(
      `WITH resumed AS (
         UPDATE enrolments SET waiting_for_credits = false, dispatch_at = now()
          WHERE account_id = $1 AND waiting_for_credits AND status = 'pending'
          RETURNING id, dispatch_at AS "dispatchAt")
       SELECT * FROM resumed`,
      [accountId],
    );
    const followUps: { id: string; dueAt: Date }[] = await this.dataSource.query(
      `WITH resumed AS (
         UPDATE follow_ups SET waiting_for_credits = false, due_at = now()
          WHERE account_id = $1 AND waiting_for_credits AND status = 'pending'
          RETURNING id, due_at AS "dueAt")
       SELECT * FROM resumed`,
      [accountId],
    );
    return { enrolments, followUps };
  }

  /** Creates the follow-ups of a sent opening message, due `afterMinutes` after `sentAt`. */
  async insertFollowUps(
    accountId: string,
    enrolmentId: string,
    steps: FollowUpStep[],
    sentAt: Date,
    manager: EntityManager,
  ): Promise<FollowUp[]> {
    if (steps.length === 0) return [];
    return manager.query(
      `INSERT INTO follow_ups (account_id, enrolment_id, step, template_id, due_at)
       SELECT $1, $2, t.step, t.template_id, $3::timestamptz + make_interval(mins => t.after_minutes)
         FROM unnest($4::int[], $5::uuid[], $6::int[]) AS t (step, template_id, after_minutes)
       ON CONFLICT (enrolment_id, step) DO NOTHING
       RETURNING ${FOLLOW_UP_COLUMNS}`,
      [
        accountId,
        enrolmentId,
        sentAt,
        steps.map((_, index) => index + 1),
        steps.map((step) => step.templateId),
        steps.map((step) => step.afterMinutes),
      ],
    );
  }

  /**
   * The contact wrote: its sent enrolments become `replied` and their pending follow-ups
   * `cancelled`, in one transaction. @returns the enrolments marked.
   */
  async markReplied(
    accountId: string,
    contactId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `WITH replied AS (
         UPDATE enrolments SET status = 'replied', replied_at = $3
          WHERE account_id = $1 AND contact_id = $2 AND status = 'sent'
          RETURNING id)
       SELECT * FROM replied`,
      [accountId, contactId, at],
    );
    await manager.query(
      `UPDATE follow_ups f SET status = 'cancelled'
         FROM enrolments e
        WHERE e.id = f.enrolment_id AND e.account_id = $1 AND e.contact_id = $2
          AND f.status = 'pending'`,
      [accountId, contactId],
    );
    return rows.map((row) => row.id);
  }

  /** Sweeper, all accounts: pending enrolments due for more than `graceMs` (their job was lost), oldest first. */
  async duePendingEnrolments(
    graceMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string; dispatchAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId", dispatch_at AS "dispatchAt" FROM enrolments
        WHERE status = 'pending' AND dispatch_at <= now() - ($1 || ' milliseconds')::interval
        ORDER BY dispatch_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /** Sweeper, all accounts: pending follow-ups due for more than `graceMs`. */
  async duePendingFollowUps(
    graceMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId", due_at AS "dueAt" FROM follow_ups
        WHERE status = 'pending' AND due_at <= now() - ($1 || ' milliseconds')::interval
        ORDER BY due_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /** Sweeper: owners still `sending` whose message the sweeper failed as interrupted become `failed`. */
  async failOwnersOfMessages(messageIds: string[]): Promise<void> {
    if (messageIds.length === 0) return;
    for (const table of Object.values(OWNER_TABLE)) {
      await this.dataSource.query(
        `UPDATE ${table} SET status = 'failed', error_code = 'SEND_INTERRUPTED',
                error_message = 'The worker stopped while handing the message to the provider.'
          WHERE message_id = ANY($1::uuid[]) AND status = 'sending'`,
        [messageIds],
      );
    }
  }
}
