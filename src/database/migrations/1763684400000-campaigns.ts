import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns, enrolments and follow-ups (docs/campaigns.md).
 *
 * - `campaigns.live_since`/`paused_at` say whether the campaign was live when an add operation
 *   happened; `last_slot_at` is the last throttled dispatch slot the campaign holds, read and
 *   moved under the campaign's row lock so its rate holds across operations and processes.
 *   `last_send_slot_at` is the last send slot taken by a paced (4+) enrolment when it actually
 *   runs (`enrolments.send_slot_at`): a send that runs late takes the next free slot instead of
 *   bursting, so the campaign never goes above its rate even when its worker falls behind;
 *   `last_sent_at` is the last paced sandbox send, spaced from the next under the row lock.
 * - An enrolment is unique per (campaign, contact), ever: a second add never enrols again.
 *   `pending` → `sending` (claimed by one `UPDATE … WHERE status = 'pending'`) → `sent` |
 *   `skipped` | `failed`; `sent` → `replied` when the contact writes.
 * - A follow-up is unique per (enrolment, step), created when the opening message is sent.
 */
export class Campaigns1763684400000 implements MigrationInterface {
  name = 'Campaigns1763684400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        type text NOT NULL CHECK (type IN ('combined', 'outgoing', 'incoming')),
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        list_id uuid,
        opening_template_id uuid,
        trigger_on_new_contacts boolean NOT NULL DEFAULT true,
        throttle_per_minute integer NOT NULL DEFAULT 20 CHECK (throttle_per_minute BETWEEN 1 AND 60000),
        opening_delay_seconds integer NOT NULL DEFAULT 0 CHECK (opening_delay_seconds BETWEEN 0 AND 86400),
        follow_ups jsonb NOT NULL DEFAULT '[]',
        bot jsonb NOT NULL DEFAULT '{"enabled": true, "instructions": null}',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'live', 'paused')),
        pause_reason text,
        live_since timestamptz,
        paused_at timestamptz,
        last_slot_at timestamptz,
        last_send_slot_at timestamptz,
        last_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT campaigns_account_id_id_key UNIQUE (account_id, id),
        CONSTRAINT campaigns_list_fkey FOREIGN KEY (account_id, list_id)
          REFERENCES lists (account_id, id),
        CONSTRAINT campaigns_opening_template_fkey FOREIGN KEY (account_id, opening_template_id)
          REFERENCES templates (account_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX campaigns_account_created_idx ON campaigns (account_id, created_at, id)`,
    );
    await queryRunner.query(`CREATE INDEX campaigns_list_idx ON campaigns (list_id)`);
    await queryRunner.query(
      `CREATE INDEX campaigns_opening_template_idx ON campaigns (opening_template_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE enrolments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        campaign_id uuid NOT NULL,
        contact_id uuid NOT NULL,
        operation_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed', 'replied')),
        dispatch_at timestamptz NOT NULL,
        paced boolean NOT NULL DEFAULT false,
        send_slot_at timestamptz,
        skip_reason text,
        message_id uuid,
        error_code text,
        error_message text,
        claimed_at timestamptz,
        sent_at timestamptz,
        replied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT enrolments_campaign_contact_key UNIQUE (campaign_id, contact_id),
        CONSTRAINT enrolments_campaign_fkey FOREIGN KEY (account_id, campaign_id)
          REFERENCES campaigns (account_id, id) ON DELETE CASCADE,
        CONSTRAINT enrolments_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX enrolments_due_idx ON enrolments (dispatch_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX enrolments_sending_idx ON enrolments (claimed_at) WHERE status = 'sending'`,
    );
    await queryRunner.query(
      `CREATE INDEX enrolments_contact_idx ON enrolments (account_id, contact_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX enrolments_operation_idx ON enrolments (campaign_id, operation_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE follow_ups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        enrolment_id uuid NOT NULL REFERENCES enrolments (id) ON DELETE CASCADE,
        step integer NOT NULL CHECK (step >= 1),
        template_id uuid NOT NULL,
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'cancelled', 'skipped', 'failed')),
        skip_reason text,
        message_id uuid,
        error_code text,
        error_message text,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT follow_ups_enrolment_step_key UNIQUE (enrolment_id, step)
      )`);
    await queryRunner.query(
      `CREATE INDEX follow_ups_due_idx ON follow_ups (due_at) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE follow_ups`);
    await queryRunner.query(`DROP TABLE enrolments`);
    await queryRunner.query(`DROP TABLE campaigns`);
  }
}
