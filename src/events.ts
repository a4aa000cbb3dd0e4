import { defineTable } from './common/handlers/handler-table';
import type { EntryPointTrigger } from './modules/campaigns/domain';
import type { Channel, MetaChannel } from './modules/channels/domain';
import type { TemplateStatus } from './modules/templates/domain';

/**
 * The table of what modules tell each other after commit (docs/architecture.md#events-jobs-and-hooks):
 * **outbox events**, durable: appended in the transaction of the change they describe
 * (`OutboxService.append`), delivered after commit, at least once, to every `@OnEvent` handler
 * of their name. Handlers must be idempotent. (Hooks, the calls a module makes inside its own
 * work, are in `src/hooks.ts`; jobs in `src/queue/jobs.ts`.)
 *
 * Each name is declared once here with its payload type and how many handlers it needs; the
 * handler registry fails the start-up when a name has none (or two where one is expected).
 * Payloads are JSON (ids, strings, numbers): the outbox stores them.
 */

// ---------------------------------------------------------------- outbox event payloads

/** `ContactsAddedToList`: an add operation put contacts that were not members into a list. */
export interface ContactsAddedToListPayload {
  listId: string;
  /** Only the newly added contacts. */
  contactIds: string[];
  /** The add operation (one API call, one bulk call, one import): docs/campaigns.md#triggering. */
  operationId: string;
}

/**
 * `CampaignExistingMembersRequested`: a campaign was launched (or resumed) with
 * `includeExistingMembers`, so the people already in its list are enrolled too, through the
 * same pacing as any addition (docs/campaigns.md#existing-members).
 */
export interface CampaignExistingMembersRequestedPayload {
  campaignId: string;
  listId: string;
  /** The launch, as one add operation (its pacing counts every member it enrols). */
  operationId: string;
}

/** `ImportRequested`: a CSV import waits to be processed. */
export interface ImportRequestedPayload {
  importId: string;
}

/** `TemplateStatusChanged`: a template's status changed (`previousStatus !== status`). */
export type TemplateStatusChangedPayload = {
  templateId: string;
  previousStatus: TemplateStatus;
  status: TemplateStatus;
  /** The provider's reason (e.g. `INVALID_FORMAT`) or the operator's `--reason`, or null. */
  reason: string | null;
};

/**
 * `SubaccountAutoRechargeDue` (outbox account: the agency): a debit left an armed sub-account
 * below its auto-recharge threshold; one per crossing (docs/ledger.md#auto-recharge). Amounts are
 * credits (JSON numbers of exact 2-decimal values); times ISO 8601.
 */
export interface SubaccountAutoRechargeDuePayload {
  /** `ar_<uuid>`: names this crossing, the same on every delivery. */
  idempotency_key: string;
  sub_account_id: string;
  agency_id: string;
  email: string;
  /** Balance right after the debit, credits. */
  balance: number;
  /** Auto-recharge threshold, credits. */
  threshold: number;
  /** Auto-recharge amount (what the agency is asked to grant), credits. */
  amount: number;
  created_at: string;
}

/** `SubaccountCreditsGranted` (outbox account: the sub-account): an applied grant. */
export interface SubaccountCreditsGrantedPayload {
  sub_account_id: string;
  agency_id: string;
  /** Balance right after the grant, credits. */
  balance: number;
}

/** `InboundMessageRecorded`: a contact's message was recorded (any channel), once. */
export interface InboundMessageRecordedPayload {
  messageId: string;
  contactId: string;
  conversationId: string;
  channel: string;
  /** ISO 8601: when the contact wrote. */
  receivedAt: string;
  /** `text`, or `reaction` (not a reply, wakes nothing). Absent in old events: text. */
  messageType?: 'text' | 'reaction';
}

/**
 * A person as a channel names them: by a scoped id (`scope` + `userId`: a PSID in
 * `messenger:<pageId>`, an IGSID in `instagram:<igId>`) or by phone (WhatsApp, SMS).
 */
export interface ChannelPerson {
  /** The identity scope of `userId`, or null when the channel names people by phone. */
  scope: string | null;
  /** The person's id in `scope`, or null. */
  userId: string | null;
  /** E.164, when the channel gives it, else null. */
  phone: string | null;
  /** The name the channel showed with the message (WhatsApp profile name, Twilio `ProfileName`), or null. */
  profileName: string | null;
  /** WhatsApp: the person's username (`contacts[].profile.username`), when they have one. */
  username?: string | null;
  /** WhatsApp: the parent BSUID shared across a managed business's portfolios, when given. */
  parentUserId?: string | null;
}

/** An entry point a channel event carried (docs/campaigns.md#entry-points). */
export interface ChannelEntryPoint {
  trigger: EntryPointTrigger;
  /** Names the event, the same on every delivery (the enrolment's operation id derives from it). */
  eventKey: string;
}

/** A message from a person, or their reaction to a message. */
export interface ChannelMessageEvent {
  kind: 'message';
  channel: Exclude<Channel, 'custom'>;
  /** The namespace of `externalId`: `whatsapp`, `twilio`, `messenger`, `instagram`. */
  provider: string;
  person: ChannelPerson;
  /** The provider's message id (`wamid.…`, `SM…`, a `mid`), unique per provider and account. */
  externalId: string;
  body: string;
  messageType: 'text' | 'reaction';
  /** The provider's own type of the message (`text`, `image`, `button`, `postback`…). */
  providerType: string;
  /** A reaction: the provider id of the message reacted to. */
  reactsTo: string | null;
  /** ISO 8601. */
  receivedAt: string;
  metadata: Record<string, unknown> | null;
  /** False: recorded without waking any automation (a Meta `standby` message). */
  automation: boolean;
  entryPoint: ChannelEntryPoint | null;
  /** WhatsApp: the Click-to-WhatsApp ad (or Page call-to-action) it came from; absent or null otherwise. */
  referral?: AdReferral | null;
}

/**
 * Where a WhatsApp message came from (its `referral`: docs/channels.md#click-to-whatsapp-ads):
 * `sourceType` (`ad`, `post`), `sourceId` (the ad or post id), `ctwaClid` (the ad click id, for
 * attribution), `sourceUrl` and `headline` when Meta gives them; fields it leaves out are null.
 */
export interface AdReferral {
  sourceType: string | null;
  sourceId: string | null;
  ctwaClid: string | null;
  sourceUrl: string | null;
  headline: string | null;
}

/** A message the business sent from the provider's own inbox (a Meta echo not of ours). */
export interface ChannelEchoEvent {
  kind: 'echo';
  channel: MetaChannel;
  provider: string;
  person: ChannelPerson;
  externalId: string;
  body: string;
  occurredAt: string;
}

/**
 * A delivery status of our outbound messages: by provider ids (`externalIds`), and, within the
 * person's conversation (`person` given), everything sent up to `upTo` or up to the message
 * `upToExternalId` (Meta's watermarks).
 */
export interface ChannelStatusEvent {
  kind: 'status';
  channel: Exclude<Channel, 'custom'>;
  provider: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  externalIds: string[];
  person: ChannelPerson | null;
  upTo: string | null;
  upToExternalId: string | null;
  /** The provider's error of a `failed` report, else null. */
  error: { code: string; message: string } | null;
  occurredAt: string;
  /** WhatsApp: the report's `pricing` (docs/channels.md#whatsapp-pricing); absent or null otherwise. */
  pricing?: MessagePricing | null;
}

/**
 * What Meta says a WhatsApp message costs (a status webhook's `pricing`): `billable` (false: free),
 * `pricingModel` (`PMP`: per message), `category` (`marketing`, `utility`, `authentication`,
 * `authentication_international`, `service`…), `type` (`regular`, `free_customer_service`,
 * `free_entry_point`); fields Meta leaves out are null.
 */
export interface MessagePricing {
  billable: boolean | null;
  pricingModel: string | null;
  category: string | null;
  type: string | null;
}

/** The person deleted (unsent) a message. */
export interface ChannelDeletionEvent {
  kind: 'deleted';
  channel: Exclude<Channel, 'custom'>;
  provider: string;
  externalId: string;
  occurredAt: string;
}

/**
 * The person reached the account without a message: a referral in an existing thread (it
 * reopens the messaging window) or an Instagram comment (an entry point only).
 */
export interface ChannelReachEvent {
  kind: 'referral' | 'comment';
  channel: MetaChannel;
  person: ChannelPerson;
  occurredAt: string;
  automation: boolean;
  entryPoint: ChannelEntryPoint;
}

/**
 * A WhatsApp person's identifier changed (a `system` message): `number` (a new phone, which
 * also regenerates the BSUID) or `user_id` (a new BSUID only). `previous` names the person as
 * known so far, `next` as known from now on (docs/channels.md#whatsapp-usernames).
 */
export interface ChannelIdentityChangeEvent {
  kind: 'identity';
  channel: 'whatsapp';
  change: 'number' | 'user_id';
  previous: ChannelPerson;
  next: ChannelPerson;
  occurredAt: string;
}

/** What a verified provider webhook reports, in the channels' own words (one per item). */
export type ChannelEvent =
  | ChannelIdentityChangeEvent
  | ChannelMessageEvent
  | ChannelEchoEvent
  | ChannelStatusEvent
  | ChannelDeletionEvent
  | ChannelReachEvent;

/** `ChannelEventReceived`: one item of a verified provider webhook. */
export interface ChannelEventReceivedPayload {
  event: ChannelEvent;
  /** Fields whose NUL characters were removed (or lone surrogates replaced) to store them. */
  alteredFields?: string[];
}

/** `ProviderTemplateStatusReported`: Meta's review outcome of a WhatsApp template. */
export interface ProviderTemplateStatusReportedPayload {
  templateName: string;
  /** e.g. `en_US`. */
  language: string;
  status: 'approved' | 'rejected' | 'paused' | 'disabled' | 'pending';
  /** Meta's reason (rejections), or null. */
  reason: string | null;
  alteredFields?: string[];
}

/** Outbox event name → payload. */
export interface OutboxEventMap {
  ContactsAddedToList: ContactsAddedToListPayload;
  CampaignExistingMembersRequested: CampaignExistingMembersRequestedPayload;
  ImportRequested: ImportRequestedPayload;
  TemplateStatusChanged: TemplateStatusChangedPayload;
  SubaccountAutoRechargeDue: SubaccountAutoRechargeDuePayload;
  SubaccountCreditsGranted: SubaccountCreditsGrantedPayload;
  InboundMessageRecorded: InboundMessageRecordedPayload;
  ChannelEventReceived: ChannelEventReceivedPayload;
  ProviderTemplateStatusReported: ProviderTemplateStatusReportedPayload;
}

/** The outbox events and their handlers' cardinality. */
export const OUTBOX_EVENTS = defineTable<OutboxEventMap>('outbox event')({
  ContactsAddedToList: 'one',
  CampaignExistingMembersRequested: 'one',
  ImportRequested: 'one',
  TemplateStatusChanged: 'one',
  SubaccountAutoRechargeDue: 'one',
  SubaccountCreditsGranted: 'one',
  // the campaigns (replies) and the bot (an answer) both follow a contact's message
  InboundMessageRecorded: 'many',
  ChannelEventReceived: 'one',
  ProviderTemplateStatusReported: 'one',
});

export type OutboxEventName = keyof OutboxEventMap;
