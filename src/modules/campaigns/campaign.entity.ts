import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EntryPoints } from './domain/entry-points';
import type { QuietHours } from './domain/quiet-hours';

export type CampaignType = 'combined' | 'outgoing' | 'incoming';
export type CampaignStatus = 'draft' | 'live' | 'paused' | 'archived';
/** WhatsApp and SMS campaigns start from list additions; Messenger and Instagram from entry points. */
export type ChannelName = 'whatsapp' | 'sms' | 'messenger' | 'instagram';

/** A follow-up step of a campaign. */
export interface FollowUpStep {
  afterMinutes: number;
  templateId: string;
}

/** The AI bot settings of a campaign. */
export interface BotSettings {
  enabled: boolean;
  instructions: string | null;
  /** Question/answer pairs the rule-based bot matches by keywords (and the model sees). */
  faq?: { question: string; answer: string }[];
}

/** A campaign (docs/campaigns.md): persistence model of `campaigns`. */
@Entity({ name: 'campaigns' })
export class Campaign {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) type!: CampaignType;
  @Column({ type: 'text' }) channel!: ChannelName;
  @Column({ name: 'list_id', type: 'uuid', nullable: true }) listId!: string | null;
  /** Messenger/Instagram only: what starts the campaign (`domain/entry-points.ts`), or null. */
  @Column({ name: 'entry_points', type: 'jsonb', nullable: true })
  entryPoints!: EntryPoints | null;
  @Column({ name: 'opening_template_id', type: 'uuid', nullable: true })
  openingTemplateId!: string | null;
  @Column({ name: 'trigger_on_new_contacts', type: 'boolean' }) triggerOnNewContacts!: boolean;
  @Column({ name: 'throttle_per_minute', type: 'int' }) throttlePerMinute!: number;
  @Column({ name: 'opening_delay_seconds', type: 'int' }) openingDelaySeconds!: number;
  @Column({ name: 'follow_ups', type: 'jsonb' }) followUps!: FollowUpStep[];
  @Column({ type: 'jsonb' }) bot!: BotSettings;
  /** Local `HH:MM` window in which sends wait (docs/campaigns.md#quiet-hours), or null: none. */
  @Column({ name: 'quiet_hours', type: 'jsonb', nullable: true }) quietHours!: QuietHours | null;
  @Column({ type: 'text' }) status!: CampaignStatus;
  @Column({ name: 'pause_reason', type: 'text', nullable: true }) pauseReason!: string | null;
  @Column({ name: 'live_since', type: 'timestamptz', nullable: true }) liveSince!: Date | null;
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true }) pausedAt!: Date | null;
  @Column({ name: 'last_slot_at', type: 'timestamptz', nullable: true }) lastSlotAt!: Date | null;
  @Column({ name: 'last_send_slot_at', type: 'timestamptz', nullable: true })
  lastSendSlotAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

export type EnrolmentStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed' | 'replied';

/** A contact enrolled in a campaign, at most once ever: persistence model of `enrolments`. */
@Entity({ name: 'enrolments' })
export class Enrolment {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ name: 'campaign_id', type: 'uuid' }) campaignId!: string;
  @Column({ name: 'contact_id', type: 'uuid' }) contactId!: string;
  @Column({ name: 'operation_id', type: 'uuid' }) operationId!: string;
  @Column({ type: 'text' }) status!: EnrolmentStatus;
  @Column({ name: 'dispatch_at', type: 'timestamptz' }) dispatchAt!: Date;
  /** Enrolled by an operation of 4 or more: sent at the campaign's rate. */
  @Column({ type: 'boolean' }) paced!: boolean;
  /** The send slot a paced enrolment took when it came to run, or null. */
  @Column({ name: 'send_slot_at', type: 'timestamptz', nullable: true }) sendSlotAt!: Date | null;
  @Column({ name: 'skip_reason', type: 'text', nullable: true }) skipReason!: string | null;
  @Column({ name: 'message_id', type: 'uuid', nullable: true }) messageId!: string | null;
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true }) claimedAt!: Date | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  /** What enrolled the contact when an entry point did (a referral or an Instagram comment), else null. */
  @Column({ name: 'entry_point', type: 'jsonb', nullable: true })
  entryPoint!: EnrolmentEntryPoint | null;
  /** The inbound message that carried the entry point (not a reply to the opening), or null. */
  @Column({ name: 'trigger_message_id', type: 'uuid', nullable: true })
  triggerMessageId!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/**
 * What enrolled a contact through an entry point, as the enrolment keeps it: a referral (link or
 * ad) or an Instagram comment, whose id and time the opening's private reply uses.
 */
export type EnrolmentEntryPoint =
  | { kind: 'referral'; ref: string | null; adId: string | null; source: string | null }
  | { kind: 'comment'; commentId: string; commentedAt: string; mediaId: string | null };

/** A follow-up of one enrolment: persistence model of `follow_ups`. */
@Entity({ name: 'follow_ups' })
export class FollowUp {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ name: 'enrolment_id', type: 'uuid' }) enrolmentId!: string;
  @Column({ type: 'int' }) step!: number;
  @Column({ name: 'template_id', type: 'uuid' }) templateId!: string;
  @Column({ name: 'due_at', type: 'timestamptz' }) dueAt!: Date;
  @Column({ type: 'text' }) status!: string;
  @Column({ name: 'message_id', type: 'uuid', nullable: true }) messageId!: string | null;
}

/** Enrolment counts of a campaign (`GET /v1/campaigns/{id}`). */
export interface CampaignStats {
  enrolled: number;
  pending: number;
  sent: number;
  /** Opening messages the provider reported delivered (or read). */
  delivered: number;
  /** Opening messages the provider reported read. */
  read: number;
  skipped: number;
  /** Skipped openings by reason (`opted_out`, `no_phone`, …). */
  skippedReasons: Record<string, number>;
  failed: number;
  replied: number;
  /** Pending openings and follow-ups waiting for the end of quiet hours. */
  waitingForQuietHours: number;
  /** Messages Meta reported billable, by pricing category (`utility: 2`). */
  billable: Record<string, number>;
  /** Messages Meta reported free (`billable: false`), by pricing category. */
  free: Record<string, number>;
}

/**
 * A warning of the launch answer (docs/campaigns.md#launch-warnings): a stable `code`, a sentence,
 * and how many contacts it concerns.
 */
export interface LaunchWarning {
  code: 'US_MARKETING_NOT_DELIVERED';
  message: string;
  count: number;
}
