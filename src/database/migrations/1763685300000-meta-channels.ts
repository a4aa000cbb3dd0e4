import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messenger and Instagram (docs/channels.md#messenger-and-instagram).
 *
 * - `channel_connections` may now be `messenger` (provider `messenger`, `page_id` required) or
 *   `instagram` (provider `instagram`, `instagram_account_id` and `instagram_login` required;
 *   `page_id` required with Facebook login). `username` is the Instagram handle (for `ig.me`
 *   links). `status` is `active`, or `needs_reauth` after Meta answered code 190 (token expired
 *   or revoked); connecting again makes it `active`. One connection per channel per account, as
 *   before.
 * - `contact_identities.scope` generalises the channel identity of custom channels to Meta's
 *   scoped user ids: `messenger:<pageId>` for a PSID, `instagram:<igAccountId>` for an IGSID
 *   (null for custom-channel identities). The key is the page or account, not the connection
 *   row, so a reconnected Page finds its people again.
 * - Conversations may be on `messenger` and `instagram`. Their messages use the existing unique
 *   `(account_id, provider, external_id)` index with `provider` = the channel and
 *   `external_id` = Meta's `mid`: a redelivered event is one message.
 */
export class MetaChannels1763685300000 implements MigrationInterface {
  name = 'MetaChannels1763685300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE channel_connections
        DROP CONSTRAINT channel_connections_channel_check,
        DROP CONSTRAINT channel_connections_provider_check,
        DROP CONSTRAINT channel_connections_channel_provider_check,
        ADD COLUMN page_id text,
        ADD COLUMN instagram_account_id text,
        ADD COLUMN instagram_login text CHECK (instagram_login IN ('instagram', 'facebook')),
        ADD COLUMN username text,
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'needs_reauth'))`);
    await queryRunner.query(`
      ALTER TABLE channel_connections
        ADD CONSTRAINT channel_connections_channel_check
          CHECK (channel IN ('whatsapp', 'sms', 'messenger', 'instagram')),
        ADD CONSTRAINT channel_connections_provider_check
          CHECK (provider IN ('whatsapp', 'twilio', 'messenger', 'instagram')),
        ADD CONSTRAINT channel_connections_channel_provider_check CHECK (
          (channel = 'whatsapp' AND provider = 'whatsapp' AND phone_number_id IS NOT NULL
             AND account_sid IS NULL AND sender IS NULL)
          OR (channel = 'sms' AND provider = 'twilio' AND account_sid IS NOT NULL
             AND sender IS NOT NULL AND phone_number_id IS NULL)
          OR (channel = 'messenger' AND provider = 'messenger' AND page_id IS NOT NULL
             AND instagram_account_id IS NULL)
          OR (channel = 'instagram' AND provider = 'instagram' AND instagram_account_id IS NOT NULL
             AND instagram_login IS NOT NULL
             AND (instagram_login = 'instagram' OR page_id IS NOT NULL)))`);

    await queryRunner.query(`ALTER TABLE contact_identities ADD COLUMN scope text
      CHECK (scope IS NULL OR char_length(scope) BETWEEN 1 AND 300)`);
    await queryRunner.query(`DROP INDEX contact_identities_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX contact_identities_key
        ON contact_identities (account_id, custom_channel_id, scope, external_id) NULLS NOT DISTINCT`,
    );

    await queryRunner.query(
      `ALTER TABLE conversations DROP CONSTRAINT conversations_channel_check`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_channel_check
        CHECK (channel IN ('whatsapp', 'sms', 'custom', 'messenger', 'instagram'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM conversations WHERE channel IN ('messenger', 'instagram')`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations DROP CONSTRAINT conversations_channel_check`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_channel_check
        CHECK (channel IN ('whatsapp', 'sms', 'custom'))`,
    );
    await queryRunner.query(`DELETE FROM contact_identities WHERE scope IS NOT NULL`);
    await queryRunner.query(`DROP INDEX contact_identities_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX contact_identities_key
        ON contact_identities (account_id, custom_channel_id, external_id) NULLS NOT DISTINCT`,
    );
    await queryRunner.query(`ALTER TABLE contact_identities DROP COLUMN scope`);
    await queryRunner.query(
      `DELETE FROM channel_connections WHERE channel IN ('messenger', 'instagram')`,
    );
    await queryRunner.query(`
      ALTER TABLE channel_connections
        DROP CONSTRAINT channel_connections_channel_provider_check,
        DROP CONSTRAINT channel_connections_channel_check,
        DROP CONSTRAINT channel_connections_provider_check,
        DROP COLUMN status, DROP COLUMN username, DROP COLUMN instagram_login,
        DROP COLUMN instagram_account_id, DROP COLUMN page_id`);
    await queryRunner.query(`
      ALTER TABLE channel_connections
        ADD CONSTRAINT channel_connections_channel_check CHECK (channel IN ('whatsapp', 'sms')),
        ADD CONSTRAINT channel_connections_provider_check CHECK (provider IN ('whatsapp', 'twilio')),
        ADD CONSTRAINT channel_connections_channel_provider_check CHECK (
          (channel = 'whatsapp' AND provider = 'whatsapp' AND phone_number_id IS NOT NULL
             AND account_sid IS NULL AND sender IS NULL)
          OR (channel = 'sms' AND provider = 'twilio' AND account_sid IS NOT NULL
             AND sender IS NOT NULL AND phone_number_id IS NULL))`);
  }
}
