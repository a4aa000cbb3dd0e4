import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom channels, contact identities, signed webhook delivery and the bot's conversation state
 * (docs/channels.md#custom-channels, docs/webhooks.md).
 *
 * - `custom_channels`: an account's own integration, by name (unique per account among those not
 *   deleted, case-insensitively). Signing secrets are sealed (`SecretBox`); after a rotation the
 *   previous secret keeps signing until `previous_secret_expires_at` (24 h). Deleting keeps the
 *   row (`deleted_at`) so that its conversations and messages keep their history.
 * - `contact_identities`: a contact's id on a custom channel (`fromId`), unique per account and
 *   channel; `custom_channel_id` is null for inbound messages no channel could be found for.
 *   A contact known only by such an id has neither phone nor email, so the contacts CHECK that
 *   required one is dropped (the API still requires one on `POST /v1/contacts`).
 * - Conversations may now be on a custom channel: one per (contact, channel, custom channel).
 *   `bot_reply_due_at` is the bot's debounce mark: set (later) by each inbound text message,
 *   cleared by the one `bot.reply` job that claims it; `bot_answered_through` is when that job
 *   claimed it, so a message already answered (a redelivered event) sets no new mark.
 * - Messages gain `message_type` (`text`/`reaction`), the message a reaction is about, and the
 *   caller's extra fields of an incoming custom-channel message (`metadata`: `toId`, `channel`,
 *   `status`). Inbound custom-channel messages use `provider = 'custom'` and `external_id` =
 *   `messageSid`, so the existing unique index de-duplicates them per account.
 * - `webhook_endpoints`: an account's event subscriptions (`message.status_changed`, …).
 * - `webhook_deliveries`: one outgoing webhook message (its `webhook_id` is the Standard Webhooks
 *   `webhook-id`, stable across retries), with its retry state (`lease_token`: who holds the
 *   attempt in progress, so a worker whose lease expired cannot settle another's attempt;
 *   `retry_round_start`: the attempt
 *   count when the current round of retries began, moved by a redelivery); `webhook_attempts`:
 *   every try.
 */
export class CustomChannels1763684500000 implements MigrationInterface {
  name = 'CustomChannels1763684500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE custom_channels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        delivery_url text NOT NULL CHECK (char_length(delivery_url) BETWEEN 1 AND 2048),
        signing_secret text NOT NULL,
        previous_signing_secret text,
        previous_secret_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT custom_channels_account_id_id_key UNIQUE (account_id, id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX custom_channels_name_key ON custom_channels (account_id, lower(name))
        WHERE deleted_at IS NULL`,
    );

    await queryRunner.query(`ALTER TABLE contacts DROP CONSTRAINT contacts_phone_or_email`);
    await queryRunner.query(`
      CREATE TABLE contact_identities (
        account_id uuid NOT NULL,
        custom_channel_id uuid,
        external_id text NOT NULL CHECK (char_length(external_id) BETWEEN 1 AND 255),
        contact_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contact_identities_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX contact_identities_key
        ON contact_identities (account_id, custom_channel_id, external_id) NULLS NOT DISTINCT`,
    );
    await queryRunner.query(
      `CREATE INDEX contact_identities_contact_idx ON contact_identities (account_id, contact_id)`,
    );

    await queryRunner.query(
      `ALTER TABLE conversations DROP CONSTRAINT conversations_channel_check`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_channel_check
        CHECK (channel IN ('whatsapp', 'sms', 'custom'))`,
    );
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN custom_channel_id uuid`);
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN bot_reply_due_at timestamptz`);
    await queryRunner.query(
      `ALTER TABLE conversations ADD COLUMN bot_answered_through timestamptz`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations DROP CONSTRAINT conversations_contact_channel_key`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX conversations_contact_channel_key
        ON conversations (account_id, contact_id, channel, custom_channel_id) NULLS NOT DISTINCT`,
    );
    await queryRunner.query(
      `CREATE INDEX conversations_bot_reply_due_idx ON conversations (bot_reply_due_at)
        WHERE bot_reply_due_at IS NOT NULL`,
    );

    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN message_type text NOT NULL DEFAULT 'text'
        CHECK (message_type IN ('text', 'reaction'))`,
    );
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN reacts_to_message_id uuid`);
    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN metadata jsonb CHECK (metadata IS NULL OR jsonb_typeof(metadata) = 'object')`,
    );
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound', 'system'))`,
    );

    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2048),
        events text[] NOT NULL CHECK (cardinality(events) >= 1),
        description text CHECK (description IS NULL OR char_length(description) <= 500),
        signing_secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at, id)`,
    );

    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id text NOT NULL UNIQUE,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        target_kind text NOT NULL CHECK (target_kind IN ('custom_channel', 'endpoint')),
        target_id uuid NOT NULL,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        message_id uuid,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivering', 'delivered', 'failed')),
        attempt_count int NOT NULL DEFAULT 0,
        retry_round_start int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        lease_token uuid,
        last_status_code int,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        delivered_at timestamptz,
        failed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
        WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_lease_idx ON webhook_deliveries (lease_until)
        WHERE status = 'delivering'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_message_idx ON webhook_deliveries (account_id, message_id, created_at)
        WHERE message_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE webhook_attempts (
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt int NOT NULL,
        url text NOT NULL,
        status_code int,
        duration_ms int NOT NULL,
        error text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (delivery_id, attempt)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_attempts`);
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound'))`,
    );
    await queryRunner.query(
      `ALTER TABLE messages DROP COLUMN metadata, DROP COLUMN reacts_to_message_id, DROP COLUMN message_type`,
    );
    await queryRunner.query(`DROP INDEX conversations_contact_channel_key`);
    await queryRunner.query(
      `ALTER TABLE conversations DROP COLUMN bot_answered_through, DROP COLUMN bot_reply_due_at, DROP COLUMN custom_channel_id`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_contact_channel_key
        UNIQUE (account_id, contact_id, channel)`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations DROP CONSTRAINT conversations_channel_check`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_channel_check
        CHECK (channel IN ('whatsapp', 'sms'))`,
    );
    await queryRunner.query(`DROP TABLE contact_identities`);
    await queryRunner.query(
      `ALTER TABLE contacts ADD CONSTRAINT contacts_phone_or_email CHECK (phone IS NOT NULL OR email IS NOT NULL)`,
    );
    await queryRunner.query(`DROP TABLE custom_channels`);
  }
}
