import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FollowUp, FollowUpStep } from './campaign.entity';
import { FOLLOW_UP_COLUMNS, OWNER_TABLE, type SendOwner } from './enrolments.repository';

/** What a send put back to pending waits for (null: only its time). */
export type SendWait = 'credits' | 'quiet_hours' | null;

/** A claimed follow-up with its enrolment and campaign state at the claim. */
export type ClaimedFollowUp = FollowUp & {
  messageId: string;
  contactId: string;
  campaignId: string;
  campaignStatus: string;
  enrolmentStatus: string;
  /** The opening's skip reason (`marketing_limit_reached` when WhatsApp refused it after the send). */
  enrolmentSkipReason: string | null;
  openingSentAt: Date | null;
};

/**
 * The sends a campaign owns in PostgreSQL (docs/campaigns.md#dispatch): an enrolment's opening
 * message or a follow-up (`SendOwner`), each claimed once, then skipped, waiting for credits, or
 * settled with its message (`settleByMessage`, found by the message id the claim gave it); and
 * the follow-up rows themselves. Every method takes the account id first, except the sweeper's
 * (`duePendingFollowUps`), which scans every account on purpose.
 */
@Injectable()
export class CampaignSendsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims a due pending follow-up (giving it its message id on its first claim), with its
   * enrolment's and campaign's state, or null.
   */
  async claimFollowUp(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<ClaimedFollowUp | null> {
    const rows: ClaimedFollowUp[] = await manager.query(
      `WITH claimed AS (
         UPDATE follow_ups SET status = 'sending', claimed_at = clock_timestamp(),
                message_id = COALESCE(message_id, gen_random_uuid())
          WHERE account_id = $1 AND id = $2 AND status = 'pending' AND due_at <= clock_timestamp()
          RETURNING ${FOLLOW_UP_COLUMNS})
       SELECT claimed.*, e.contact_id AS "contactId", e.campaign_id AS "campaignId",
              e.status AS "enrolmentStatus", e.skip_reason AS "enrolmentSkipReason", e.sent_at AS "openingSentAt", c.status AS "campaignStatus"
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

  /**
   * The message of a claimed send settled: its owner (`kind`, found by the message id) moves
   * sending → sent (an enrolment records `sentAt`), → failed with the message's error, or →
   * skipped with a reason (a provider's refusal that is a reason not to send, such as
   * `marketing_limit_reached`: docs/campaigns.md#skip-reasons). A skip also applies to a send
   * already `sent`: WhatsApp reports 131049 at the send or later, in a `failed` status webhook.
   *
   * @returns the owner's id, its campaign and the campaign's follow-up steps (an opening's, to
   *   create; empty for a follow-up), or null when no claimed send owns the message.
   */
  async settleByMessage(
    accountId: string,
    kind: SendOwner['kind'],
    messageId: string,
    outcome:
      { sentAt: Date } | { error: { code: string; message: string } } | { skipReason: string },
    manager: EntityManager,
  ): Promise<{ id: string; campaignId: string; followUps: FollowUpStep[] } | null> {
    const campaign =
      kind === 'opening'
        ? `campaign_id AS "campaignId",
           (SELECT c.follow_ups FROM campaigns c WHERE c.id = campaign_id) AS "followUps"`
        : `(SELECT campaign_id FROM enrolments e WHERE e.id = enrolment_id) AS "campaignId",
           '[]'::jsonb AS "followUps"`;
    const [assignments, params]: [string, unknown[]] =
      'skipReason' in outcome
        ? [`status = 'skipped', skip_reason = $3`, [outcome.skipReason]]
        : 'error' in outcome
          ? [
              `status = 'failed', error_code = $3, error_message = $4`,
              [outcome.error.code, outcome.error.message.slice(0, 1000)],
            ]
          : kind === 'opening'
            ? [`status = 'sent', sent_at = $3`, [outcome.sentAt]]
            : [`status = 'sent'`, []];
    const rows: { id: string; campaignId: string; followUps: FollowUpStep[] }[] =
      await manager.query(
        `WITH settled AS (
         UPDATE ${OWNER_TABLE[kind]} SET ${assignments}
          WHERE account_id = $1 AND message_id = $2
            AND status = ANY(${'skipReason' in outcome ? `'{sending,sent}'` : `'{sending}'`}::text[])
          RETURNING id, ${campaign})
       SELECT * FROM settled`,
        [accountId, messageId, ...params],
      );
    return rows[0] ?? null;
  }

  /**
   * Puts a claimed send back to pending, waiting for credits (its sub-account could not pay),
   * due at `at` at the latest, with its send slot given up so a paced send takes a new one; a
   * grant makes it due at once (`resumeCreditWaits`). It keeps its message id.
   */
  async waitForCredits(
    accountId: string,
    owner: SendOwner,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await this.putBack(accountId, owner, at, 'credits', manager);
  }

  /**
   * Puts a claimed send back to pending, due at `at`, its send slot given up and its message id
   * kept. `waiting` says for what: `credits` (a grant makes it due at once: `waitForCredits`),
   * `quiet_hours` (the end of the contact's quiet hours, counted by the stats:
   * docs/campaigns.md#quiet-hours), or null for a send that simply waits (Meta's per-person
   * marketing limit: docs/campaigns.md#marketing-limit).
   */
  async putBack(
    accountId: string,
    owner: SendOwner,
    at: Date,
    waiting: SendWait,
    manager: EntityManager,
  ): Promise<void> {
    const column =
      owner.kind === 'opening' ? 'dispatch_at = $3, send_slot_at = NULL' : 'due_at = $3';
    await manager.query(
      `UPDATE ${OWNER_TABLE[owner.kind]}
          SET status = 'pending', ${column}, claimed_at = NULL, waiting_for_credits = $4,
              waiting_for_quiet_hours = $5
        WHERE account_id = $1 AND id = $2 AND status = 'sending'`,
      [accountId, owner.id, at, waiting === 'credits', waiting === 'quiet_hours'],
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

  /**
   * The campaign's quiet hours changed: its sends waiting for them are due now (to be checked
   * against the new ones: docs/campaigns.md#quiet-hours). @returns the openings and follow-ups to enqueue.
   */
  async releaseQuietHours(
    accountId: string,
    campaignId: string,
  ): Promise<{
    enrolments: { id: string; dispatchAt: Date }[];
    followUps: { id: string; dueAt: Date }[];
  }> {
    const enrolments: { id: string; dispatchAt: Date }[] = await this.dataSource.query(
      `WITH released AS (
         UPDATE enrolments SET waiting_for_quiet_hours = false, dispatch_at = now()
          WHERE account_id = $1 AND campaign_id = $2 AND waiting_for_quiet_hours
            AND status = 'pending'
          RETURNING id, dispatch_at AS "dispatchAt")
       SELECT * FROM released`,
      [accountId, campaignId],
    );
    const followUps: { id: string; dueAt: Date }[] = await this.dataSource.query(
      `WITH released AS (
         UPDATE follow_ups f SET waiting_for_quiet_hours = false, due_at = now()
           FROM enrolments e
          WHERE f.account_id = $1 AND e.id = f.enrolment_id AND e.campaign_id = $2
            AND f.waiting_for_quiet_hours AND f.status = 'pending'
          RETURNING f.id, f.due_at AS "dueAt")
       SELECT * FROM released`,
      [accountId, campaignId],
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

  /** Cross-tenant (the sweeper's): pending follow-ups due for more than `graceMs`. */
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
}
