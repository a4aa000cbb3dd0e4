import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CampaignStats, Enrolment, EnrolmentEntryPoint } from './campaign.entity';

const ENROLMENT_COLUMNS = `id, account_id AS "accountId", campaign_id AS "campaignId",
  contact_id AS "contactId", operation_id AS "operationId", status, dispatch_at AS "dispatchAt",
  paced, send_slot_at AS "sendSlotAt",
  skip_reason AS "skipReason", message_id AS "messageId", claimed_at AS "claimedAt",
  sent_at AS "sentAt", entry_point AS "entryPoint", trigger_message_id AS "triggerMessageId",
  created_at AS "createdAt"`;

export const FOLLOW_UP_COLUMNS = `id, account_id AS "accountId", enrolment_id AS "enrolmentId", step,
  template_id AS "templateId", due_at AS "dueAt", status, message_id AS "messageId"`;

/** A sendable unit: an enrolment's opening message or a follow-up. */
export type SendOwner = { kind: 'opening'; id: string } | { kind: 'follow_up'; id: string };

export const OWNER_TABLE = { opening: 'enrolments', follow_up: 'follow_ups' } as const;

/** A claimed enrolment with its campaign's state at the claim; `messageId` is always set. */
export type ClaimedEnrolment = Enrolment & { messageId: string; campaignStatus: string };

/** One enrolment of a contact, as the contact's export shows it. */
export interface ContactEnrolment {
  campaignId: string;
  status: string;
  skipReason: string | null;
  dispatchAt: Date;
  sentAt: Date | null;
  repliedAt: Date | null;
  createdAt: Date;
}

/** Enrolment counts of one campaign (the message-level counts are messaging's). */
export type EnrolmentStats = Omit<CampaignStats, 'delivered' | 'read' | 'billable' | 'free'>;

/**
 * Enrolments (one per campaign and contact, ever) in PostgreSQL: who a campaign writes to and
 * when; the send-level state of openings and follow-ups is `CampaignSendsRepository`'s. Kept
 * apart from `CampaignsRepository` (the campaign rows). Every method takes the
 * account id first, except the sweeper's (`due…`) and /metrics' (`countEnrolmentsByStatus`),
 * which scan every account on purpose and say so.
 *
 * A claim gives the send its message id (`message_id`, set once and kept if the send waits and
 * is claimed again), so the one outbound path writes the message with that id and its
 * settlement finds the owner by it (`settleByMessage`).
 */
@Injectable()
export class EnrolmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Enrolment counts of the account's campaigns `ids` (`enrolled`, `pending`, `sent`,
   * `skipped` with `skippedReasons` by reason, `failed`, `replied`, and `waitingForQuietHours`:
   * pending openings and follow-ups waiting for quiet hours to end); a campaign without
   * enrolments has zeros.
   */
  async statsOf(accountId: string, ids: string[]): Promise<Map<string, EnrolmentStats>> {
    const rows: (EnrolmentStats & { campaignId: string })[] = await this.dataSource.query(
      `WITH counted AS (
         SELECT campaign_id, status, skip_reason, count(*)::int AS n
           FROM enrolments WHERE account_id = $1 AND campaign_id = ANY($2::uuid[])
          GROUP BY campaign_id, status, skip_reason),
       quiet AS (
         SELECT campaign_id, count(*)::int AS n FROM (
           SELECT campaign_id FROM enrolments
            WHERE account_id = $1 AND campaign_id = ANY($2::uuid[])
              AND status = 'pending' AND waiting_for_quiet_hours
           UNION ALL
           SELECT e.campaign_id FROM follow_ups f JOIN enrolments e ON e.id = f.enrolment_id
            WHERE f.account_id = $1 AND e.campaign_id = ANY($2::uuid[])
              AND f.status = 'pending' AND f.waiting_for_quiet_hours) waiting
          GROUP BY campaign_id)
       SELECT campaign_id AS "campaignId",
              COALESCE((SELECT n FROM quiet q WHERE q.campaign_id = counted.campaign_id), 0)
                AS "waitingForQuietHours",
              sum(n)::int AS enrolled,
              COALESCE(sum(n) FILTER (WHERE status IN ('pending', 'sending')), 0)::int AS pending,
              COALESCE(sum(n) FILTER (WHERE status IN ('sent', 'replied')), 0)::int AS sent,
              COALESCE(sum(n) FILTER (WHERE status = 'skipped'), 0)::int AS skipped,
              COALESCE(sum(n) FILTER (WHERE status = 'failed'), 0)::int AS failed,
              COALESCE(sum(n) FILTER (WHERE status = 'replied'), 0)::int AS replied,
              COALESCE(jsonb_object_agg(skip_reason, n)
                         FILTER (WHERE status = 'skipped' AND skip_reason IS NOT NULL),
                       '{}'::jsonb) AS "skippedReasons"
         FROM counted GROUP BY campaign_id`,
      [accountId, ids],
    );
    const empty: EnrolmentStats = {
      enrolled: 0,
      pending: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
      replied: 0,
      skippedReasons: {},
      waitingForQuietHours: 0,
    };
    const byId = new Map(ids.map((id) => [id, { ...empty, skippedReasons: {} }]));
    for (const { campaignId, ...stats } of rows) byId.set(campaignId, stats);
    return byId;
  }

  /** Cross-tenant (/metrics): enrolment counts by status over every account. */
  async countEnrolmentsByStatus(): Promise<{ status: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM enrolments GROUP BY status`,
    );
  }

  /** The database clock (the same clock as `created_at` and `dispatch_at`). */
  async now(manager: EntityManager): Promise<Date> {
    const rows: { now: Date }[] = await manager.query(`SELECT clock_timestamp() AS now`);
    return rows[0].now;
  }

  /** Which of `contactIds` are enrolled in the account's campaign already (ever). */
  async enrolledAmong(
    accountId: string,
    campaignId: string,
    contactIds: string[],
    manager: EntityManager,
  ): Promise<Set<string>> {
    const rows: { contact_id: string }[] = await manager.query(
      `SELECT contact_id FROM enrolments
        WHERE account_id = $1 AND campaign_id = $2 AND contact_id = ANY($3::uuid[])`,
      [accountId, campaignId, contactIds],
    );
    return new Set(rows.map((row) => row.contact_id));
  }

  /** How many contacts this add operation enrolled in the campaign before (earlier import batches). */
  async countOperation(
    accountId: string,
    campaignId: string,
    operationId: string,
    manager: EntityManager,
  ): Promise<number> {
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM enrolments
        WHERE account_id = $1 AND campaign_id = $2 AND operation_id = $3`,
      [accountId, campaignId, operationId],
    );
    return rows[0].count;
  }

  /**
   * Inserts enrolments (unique per campaign and contact: repeats are skipped). `entry` records
   * what enrolled them when an entry point did (Messenger/Instagram), and the inbound message
   * that carried it. @returns those inserted.
   */
  async insertEnrolments(
    accountId: string,
    campaignId: string,
    operationId: string,
    contactIds: string[],
    dispatchAt: Date[],
    paced: boolean,
    manager: EntityManager,
    entry: { entryPoint: EnrolmentEntryPoint; triggerMessageId: string | null } | null = null,
  ): Promise<Enrolment[]> {
    return manager.query(
      `INSERT INTO enrolments (account_id, campaign_id, contact_id, operation_id, dispatch_at, paced,
                               entry_point, trigger_message_id)
       SELECT $1, $2, t.contact_id, $3, t.dispatch_at, $6, $7::jsonb, $8::uuid
         FROM unnest($4::uuid[], $5::timestamptz[]) AS t (contact_id, dispatch_at)
       ON CONFLICT (campaign_id, contact_id) DO NOTHING
       RETURNING ${ENROLMENT_COLUMNS}`,
      [
        accountId,
        campaignId,
        operationId,
        contactIds,
        dispatchAt,
        paced,
        entry ? JSON.stringify(entry.entryPoint) : null,
        entry?.triggerMessageId ?? null,
      ],
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

  async findEnrolment(accountId: string, id: string): Promise<Enrolment | null> {
    const rows: Enrolment[] = await this.dataSource.query(
      `SELECT ${ENROLMENT_COLUMNS} FROM enrolments WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Claims a due pending enrolment for sending: the one `UPDATE … WHERE status = 'pending'` that
   * makes every other run of the same job a no-op, giving it its message id on its first claim.
   * Returns it with its campaign's status, or null.
   */
  async claimEnrolment(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<ClaimedEnrolment | null> {
    const rows: ClaimedEnrolment[] = await manager.query(
      `WITH claimed AS (
         UPDATE enrolments SET status = 'sending', claimed_at = clock_timestamp(),
                message_id = COALESCE(message_id, gen_random_uuid())
          WHERE account_id = $1 AND id = $2 AND status = 'pending' AND dispatch_at <= clock_timestamp()
          RETURNING ${ENROLMENT_COLUMNS})
       SELECT claimed.*, c.status AS "campaignStatus"
         FROM claimed JOIN campaigns c ON c.id = claimed."campaignId"`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * The campaign and rate of message `messageId` when it is a paced (4+) opening
   * (docs/campaigns.md#pacing), else null: one indexed read (`enrolments (account_id,
   * message_id)`).
   */
  async pacedOpening(
    accountId: string,
    messageId: string,
  ): Promise<{ campaignId: string; throttlePerMinute: number } | null> {
    const rows: { campaignId: string; throttlePerMinute: number }[] = await this.dataSource.query(
      `SELECT c.id AS "campaignId", c.throttle_per_minute AS "throttlePerMinute"
         FROM enrolments e JOIN campaigns c ON c.id = e.campaign_id
        WHERE e.account_id = $1 AND e.message_id = $2 AND e.paced`,
      [accountId, messageId],
    );
    return rows[0] ?? null;
  }

  /** Moves a pending enrolment's dispatch to `at` (its send slot is later than planned). */
  async reschedule(accountId: string, enrolmentId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE enrolments SET dispatch_at = $3 WHERE account_id = $1 AND id = $2 AND status = 'pending'`,
      [accountId, enrolmentId, at],
    );
  }

  /**
   * The contact wrote (message `messageId`): its sent enrolments become `replied` and their
   * pending follow-ups `cancelled`, in one statement (so atomically, with no transaction around
   * it: one round trip on every inbound message instead of four). The message that carried an
   * enrolment's entry point (`trigger_message_id`: the postback or first message that opened the
   * thread) is what the opening answered, never a reply to it. @returns the enrolments marked.
   */
  async markReplied(
    accountId: string,
    contactId: string,
    at: Date,
    messageId: string | null,
  ): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH replied AS (
         UPDATE enrolments SET status = 'replied', replied_at = $3
          WHERE account_id = $1 AND contact_id = $2 AND status = 'sent'
            AND trigger_message_id IS DISTINCT FROM $4::uuid
          RETURNING id),
       cancelled AS (
         UPDATE follow_ups f SET status = 'cancelled'
           FROM enrolments e
          WHERE e.id = f.enrolment_id AND e.account_id = $1 AND e.contact_id = $2
            AND f.status = 'pending' AND e.trigger_message_id IS DISTINCT FROM $4::uuid)
       SELECT id FROM replied`,
      [accountId, contactId, at, messageId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Cancels pending sends in the caller's transaction: openings become `skipped` with `reason`,
   * follow-ups `cancelled`; a dispatch or follow-up job already queued then finds nothing to
   * claim (its claim is `… WHERE status = 'pending'`). `of` names the contact or the campaign.
   *
   * @returns how many openings and follow-ups were cancelled.
   */
  async cancelPending(
    accountId: string,
    of: { contactId: string } | { campaignId: string },
    reason: string,
    manager: EntityManager,
  ): Promise<{ openings: number; followUps: number }> {
    const [column, id] =
      'contactId' in of ? ['contact_id', of.contactId] : ['campaign_id', of.campaignId];
    const openings: unknown[] = await manager.query(
      `WITH cancelled AS (
         UPDATE enrolments SET status = 'skipped', skip_reason = $3, waiting_for_credits = false
          WHERE account_id = $1 AND ${column} = $2 AND status = 'pending' RETURNING id)
       SELECT * FROM cancelled`,
      [accountId, id, reason],
    );
    const followUps: unknown[] = await manager.query(
      `WITH cancelled AS (
         UPDATE follow_ups f SET status = 'cancelled', skip_reason = $3, waiting_for_credits = false
           FROM enrolments e
          WHERE e.id = f.enrolment_id AND e.account_id = $1 AND e.${column} = $2
            AND f.status = 'pending'
          RETURNING f.id)
       SELECT * FROM cancelled`,
      [accountId, id, reason],
    );
    return { openings: openings.length, followUps: followUps.length };
  }

  /** The contact's enrolments, oldest first. */
  async enrolmentsOfContact(
    accountId: string,
    contactId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ContactEnrolment[]> {
    return manager.query(
      `SELECT campaign_id AS "campaignId", status, skip_reason AS "skipReason",
              dispatch_at AS "dispatchAt", sent_at AS "sentAt", replied_at AS "repliedAt",
              created_at AS "createdAt"
         FROM enrolments WHERE account_id = $1 AND contact_id = $2 ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /** Cross-tenant (the sweeper's): pending enrolments due for more than `graceMs` (their job was lost), oldest first. */
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
}
