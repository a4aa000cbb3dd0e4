import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider connections of an account (docs/channels.md#connections): at most one
 * per channel (`whatsapp`, `sms`) per account; a channel without a row uses the sandbox.
 *
 * - The public settings are columns (`phone_number_id` for WhatsApp Cloud API; `account_sid` and
 *   `sender` for Twilio), checked per provider.
 * - `secrets` holds the credentials (access token, app secret, verify token; or the auth token)
 *   as one JSON document sealed with AES-256-GCM under `ENCRYPTION_KEY` (`SecretBox`): never in
 *   clear.
 * - `public_base_url` is the externally visible base the webhook URLs were built on when the
 *   connection was made (used for Twilio's `StatusCallback` when `PUBLIC_BASE_URL` is unset).
 * - Replacing a connection updates the row in place (`ON CONFLICT (account_id, channel)`), so its
 *   id, and the webhook URLs configured at the provider, stay the same.
 */
export class ChannelConnections1763684200000 implements MigrationInterface {
  name = 'ChannelConnections1763684200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE channel_connections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        provider text NOT NULL CHECK (provider IN ('whatsapp', 'twilio')),
        phone_number_id text,
        account_sid text,
        sender text,
        secrets text NOT NULL,
        public_base_url text,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT channel_connections_account_channel_key UNIQUE (account_id, channel),
        CONSTRAINT channel_connections_account_id_id_key UNIQUE (account_id, id),
        CONSTRAINT channel_connections_channel_provider_check CHECK (
          (channel = 'whatsapp' AND provider = 'whatsapp' AND phone_number_id IS NOT NULL
             AND account_sid IS NULL AND sender IS NULL)
          OR (channel = 'sms' AND provider = 'twilio' AND account_sid IS NOT NULL
             AND sender IS NOT NULL AND phone_number_id IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE channel_connections`);
  }
}
