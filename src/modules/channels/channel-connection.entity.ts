import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConnectionChannel } from './domain/channel';

/**
 * A provider connection of an account (docs/channels.md#connections): the `channel_connections` table.
 * `secrets` is sealed (`SecretBox`); the repository opens it, never this entity.
 */
@Entity({ name: 'channel_connections' })
export class ChannelConnection {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** One of `CONNECTION_CHANNELS`. */
  @Column({ type: 'text' })
  channel!: ConnectionChannel;

  /** `whatsapp` (Cloud API), `twilio`, `messenger` or `instagram` (Meta's Send API). */
  @Column({ type: 'text' })
  provider!: 'whatsapp' | 'twilio' | 'messenger' | 'instagram';

  /** WhatsApp Cloud API business phone number id. */
  @Column({ name: 'phone_number_id', type: 'text', nullable: true })
  phoneNumberId!: string | null;

  /** Twilio Account SID (`AC…`). */
  @Column({ name: 'account_sid', type: 'text', nullable: true })
  accountSid!: string | null;

  /** Twilio sender: an E.164 number or a Messaging Service SID (`MG…`). */
  @Column({ type: 'text', nullable: true })
  sender!: string | null;

  /** Facebook Page id (Messenger; Instagram with Facebook login). */
  /** WhatsApp: the WhatsApp Business Account id templates are submitted to for review, or null. */
  @Column({ name: 'waba_id', type: 'text', nullable: true })
  wabaId!: string | null;

  @Column({ name: 'page_id', type: 'text', nullable: true })
  pageId!: string | null;

  /** Instagram professional account id (`IG_ID`). */
  @Column({ name: 'instagram_account_id', type: 'text', nullable: true })
  instagramAccountId!: string | null;

  /** How the Instagram account was connected: `instagram` (Instagram login) or `facebook` (through its Page). */
  @Column({ name: 'instagram_login', type: 'text', nullable: true })
  instagramLogin!: 'instagram' | 'facebook' | null;

  /** The Instagram username (for `ig.me` links), when given. */
  @Column({ type: 'text', nullable: true })
  username!: string | null;

  /** `active`, or `needs_reauth` after Meta refused the token (code 190). */
  @Column({ type: 'text' })
  status!: 'active' | 'needs_reauth';

  /** The credentials, sealed: `v1.<keyId>.<base64url>`. */
  @Column({ type: 'text' })
  secrets!: string;

  /** Base URL the webhook URLs were built on when the connection was made. */
  @Column({ name: 'public_base_url', type: 'text', nullable: true })
  publicBaseUrl!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
