import type { AdReferral } from '../../../events';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageStatus } from '../domain/message-status';

import type { MessagePurpose } from '../domain/author';

export type { MessagePurpose };

/**
 * A message of a conversation (docs/conversations.md#messages): persistence model of `messages`. An
 * outbound message is written `queued` before it is handed to its channel.
 */
@Entity({ name: 'messages' })
export class Message {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ name: 'conversation_id', type: 'uuid' }) conversationId!: string;
  @Column({ name: 'contact_id', type: 'uuid' }) contactId!: string;
  /** `note`: a person's private note (docs/conversations.md#private-notes), never sent. */
  @Column({ type: 'text' }) direction!: 'inbound' | 'outbound' | 'note';
  @Column({ type: 'text' }) channel!: string;
  @Column({ type: 'text' }) purpose!: MessagePurpose;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'text' }) status!: MessageStatus;
  @Column({ name: 'error_code', type: 'text', nullable: true }) errorCode!: string | null;
  @Column({ name: 'error_message', type: 'text', nullable: true }) errorMessage!: string | null;
  @Column({ name: 'campaign_id', type: 'uuid', nullable: true }) campaignId!: string | null;
  @Column({ name: 'template_id', type: 'uuid', nullable: true }) templateId!: string | null;
  @Column({ type: 'text', nullable: true }) provider!: string | null;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  /** When the `message.send` attempt under way began (null: none): docs/sending.md#hand-over-to-a-provider. */
  @Column({ name: 'send_started_at', type: 'timestamptz', nullable: true })
  sendStartedAt!: Date | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt!: Date | null;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt!: Date | null;
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true }) failedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** `text`, or `reaction` (an emoji reaction to another message; incoming custom-channel messages). */
  @Column({ name: 'message_type', type: 'text' }) messageType!: 'text' | 'reaction';
  /** The message a reaction is about, when it could be found. */
  @Column({ name: 'reacts_to_message_id', type: 'uuid', nullable: true })
  reactsToMessageId!: string | null;
  /** Extra fields the sender gave (incoming custom-channel messages: `toId`, `channel`, `status`). */
  @Column({ type: 'jsonb', nullable: true }) metadata!: Record<string, unknown> | null;
  /** An Instagram private reply: the comment it answers (`recipient: {comment_id}`), else null. */
  @Column({ name: 'reply_comment_id', type: 'text', nullable: true })
  replyCommentId!: string | null;
  /** When that comment was made (its 7-day window), else null. */
  @Column({ name: 'reply_comment_at', type: 'timestamptz', nullable: true })
  replyCommentAt!: Date | null;
  /** Meta: the Send API ids of the parts of a long text already accepted, in order (never resent). */
  @Column({ name: 'sent_parts', type: 'text', array: true }) sentParts!: string[];
  /** The person who wrote a `human` reply or a `note` (docs/conversations.md#authors), else null. */
  @Column({ name: 'author_user_id', type: 'uuid', nullable: true }) authorUserId!: string | null;
  /** That person's name now (read with the row; null when there is none or they were removed). */
  authorName?: string | null;
  /** WhatsApp pricing (docs/channels.md#whatsapp-pricing): Meta bills it; null until reported. */
  @Column({ type: 'boolean', nullable: true }) billable!: boolean | null;
  @Column({ name: 'pricing_model', type: 'text', nullable: true }) pricingModel!: string | null;
  @Column({ name: 'pricing_category', type: 'text', nullable: true })
  pricingCategory!: string | null;
  @Column({ name: 'pricing_type', type: 'text', nullable: true }) pricingType!: string | null;
  /** WhatsApp inbound: the ad it came from (docs/channels.md#click-to-whatsapp-ads), else null. */
  @Column({ type: 'jsonb', nullable: true }) referral!: AdReferral | null;
}
