import type { AdReferral } from '../../../events';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who answers a conversation: the AI bot, a person, or nobody. */
export type ConversationOwner = 'bot' | 'human' | 'closed';

/** One contact on one channel (docs/conversations.md#conversations): persistence model of `conversations`. */
@Entity({ name: 'conversations' })
export class Conversation {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ name: 'contact_id', type: 'uuid' }) contactId!: string;
  @Column({ type: 'text' }) channel!: string;
  /** The custom channel of a `custom` conversation (null: no channel could be identified). */
  @Column({ name: 'custom_channel_id', type: 'uuid', nullable: true })
  customChannelId!: string | null;
  @Column({ name: 'campaign_id', type: 'uuid', nullable: true }) campaignId!: string | null;
  @Column({ type: 'text' }) owner!: ConversationOwner;
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;
  /** When the contact last wrote (the start of the channel's messaging window), or null. */
  @Column({ name: 'last_inbound_at', type: 'timestamptz', nullable: true })
  lastInboundAt!: Date | null;
  /** When a person last marked it read (`POST /v1/conversations/{id}/read`), or null. */
  @Column({ name: 'last_read_at', type: 'timestamptz', nullable: true })
  lastReadAt!: Date | null;
  /** Inbound messages recorded since a person last read it. */
  @Column({ name: 'unread_count', type: 'integer' }) unreadCount!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** The person of the account who follows it (docs/conversations.md#assignment), or null. */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true }) assigneeId!: string | null;
  /** Out of "Waiting" until then, or until the contact writes (docs/conversations.md#snooze). */
  @Column({ name: 'snoozed_until', type: 'timestamptz', nullable: true })
  snoozedUntil!: Date | null;
  /** The last change: a message, the owner, a read. */
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  /** WhatsApp: the first ad referral it received (docs/channels.md#click-to-whatsapp-ads), or null. */
  @Column({ type: 'jsonb', nullable: true }) referral!: AdReferral | null;
  /** When that referral's message arrived, or null. */
  @Column({ name: 'referral_at', type: 'timestamptz', nullable: true }) referralAt!: Date | null;
}
