import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

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

/**
 * The campaigns tables' part in the data lifecycle (issue 14): cancelling a contact's pending
 * sends, and its enrolments for the export. Kept apart from `CampaignsRepository` (the send
 * path's). Every method takes the account id first.
 */
@Injectable()
export class CampaignLifecycleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Cancels every pending send of the contact in the caller's transaction: pending openings
   * become `skipped` with `reason`, pending follow-ups `cancelled`. A dispatch or follow-up job
   * already queued then finds nothing to claim (its claim is `… WHERE status = 'pending'`).
   *
   * @returns how many openings and follow-ups were cancelled.
   */
  async cancelPendingOfContact(
    accountId: string,
    contactId: string,
    reason: string,
    manager: EntityManager,
  ): Promise<{ openings: number; followUps: number }> {
    const openings: unknown[] = await manager.query(
      `WITH cancelled AS (
         UPDATE enrolments SET status = 'skipped', skip_reason = $3, waiting_for_credits = false
          WHERE account_id = $1 AND contact_id = $2 AND status = 'pending' RETURNING id)
       SELECT * FROM cancelled`,
      [accountId, contactId, reason],
    );
    const followUps: unknown[] = await manager.query(
      `WITH cancelled AS (
         UPDATE follow_ups f SET status = 'cancelled', skip_reason = $3, waiting_for_credits = false
           FROM enrolments e
          WHERE e.id = f.enrolment_id AND e.account_id = $1 AND e.contact_id = $2
            AND f.status = 'pending'
          RETURNING f.id)
       SELECT * FROM cancelled`,
      [accountId, contactId, reason],
    );
    return { openings: openings.length, followUps: followUps.length };
  }

  /** The contact's enrolments, oldest first. */
  async enrolmentsOfContact(accountId: string, contactId: string): Promise<ContactEnrolment[]> {
    return this.dataSource.query(
      `SELECT campaign_id AS "campaignId", status, skip_reason AS "skipReason",
              dispatch_at AS "dispatchAt", sent_at AS "sentAt", replied_at AS "repliedAt",
              created_at AS "createdAt"
         FROM enrolments WHERE account_id = $1 AND contact_id = $2 ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /**
   * Locks the account's campaigns that use the list (so none goes live meanwhile) and returns
   * the id of a live one, or null.
   */
  async lockLiveUsingList(
    accountId: string,
    listId: string,
    manager: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string; status: string }[] = await manager.query(
      `SELECT id, status FROM campaigns WHERE account_id = $1 AND list_id = $2 ORDER BY id FOR UPDATE`,
      [accountId, listId],
    );
    return rows.find((row) => row.status === 'live')?.id ?? null;
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
   * draft|paused → archived, and cancels the campaign's pending sends (openings `skipped` with
   * `campaign_archived`, follow-ups `cancelled`), in the caller's transaction.
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
    await manager.query(
      `UPDATE enrolments SET status = 'skipped', skip_reason = 'campaign_archived',
              waiting_for_credits = false
        WHERE account_id = $1 AND campaign_id = $2 AND status = 'pending'`,
      [accountId, id],
    );
    await manager.query(
      `UPDATE follow_ups f SET status = 'cancelled', skip_reason = 'campaign_archived',
              waiting_for_credits = false
         FROM enrolments e
        WHERE e.id = f.enrolment_id AND e.account_id = $1 AND e.campaign_id = $2
          AND f.status = 'pending'`,
      [accountId, id],
    );
    return before;
  }
}
