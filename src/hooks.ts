import type { EntityManager } from 'typeorm';
import type { WebhookDelivery, WebhookTarget } from './common/webhooks/webhook-delivery';
import { defineTable, type HookSignature } from './common/handlers/handler-table';
import type { EntryPointTrigger } from './modules/campaigns/domain';
import type { MetaChannel } from './modules/channels/domain';
import type { ErasedContact } from './modules/contacts/domain';

/**
 * The hook table (docs/architecture.md#events-jobs-and-hooks): a hook is a synchronous question
 * one module asks the others inside its own work (a transaction, an answer), by name, with typed
 * arguments and result; the table says how many handlers each must have. Events (after commit,
 * through the outbox) are in `src/events.ts`, jobs in `src/queue/jobs.ts`.
 */

/** A settled outbound message, as `MessageSettled` handlers see it. */
export interface SettledMessage {
  id: string;
  accountId: string;
  /** Who wrote it: `opening`, `follow_up`, `bot`, `human`, … (docs/sending.md#authors). */
  purpose: string;
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
  sentAt: Date | null;
}

/** What an add operation triggers in one campaign (the `campaigns` of its answer). */
export interface TriggeredCampaign {
  campaignId: string;
  dispatch: 'immediate' | 'queued';
  enrolled: number;
}

/** An entry point that reached the account (Messenger, Instagram): docs/campaigns.md#entry-points. */
export interface EntryPointReached {
  channel: MetaChannel;
  contactId: string;
  /** The person's conversation on the channel (routed to the campaign that enrols them). */
  conversationId: string;
  trigger: EntryPointTrigger;
  /** Names the event, the same on every delivery (the enrolment's operation id derives from it). */
  eventKey: string;
  /** The inbound message that carried the entry point (a postback, a first message), or null. */
  triggerMessage: { id: string; receivedAt: Date } | null;
}

/** One section of a contact's export. */
export interface ContactExportSection {
  /** Its key in the export document (`lists`, `conversations`, …). */
  section: string;
  data: unknown;
}

/**
 * A WhatsApp template as submitted to Meta for review (`POST /{waba-id}/message_templates`, or
 * `POST /{template-id}` when it was submitted before): the body in Meta's numbered form
 * (`{{1}}`, `{{2}}`…) with one example value per variable.
 */
export interface TemplateSubmission {
  name: string;
  /** WhatsApp spelling, e.g. `en_US`. */
  language: string;
  category: 'marketing' | 'utility' | 'authentication';
  /** The body with `{{1}}`, `{{2}}`… in place of the variables. */
  text: string;
  /** One example per numbered variable, in order. */
  examples: string[];
  /** Meta's id of the template when it was submitted before (an edit), else null. */
  providerTemplateId: string | null;
}

/**
 * Who reviews a WhatsApp template, and what the submission answered: `sandbox` (no WhatsApp
 * connection: approved at once), `operator` (a connection without a WhatsApp Business Account id:
 * `templates:review` decides), or `meta` with Meta's id and first status (`refused`: Meta
 * answered an error, with its message).
 */
export type TemplateSubmissionResult =
  | { review: 'sandbox' }
  | { review: 'operator' }
  | {
      review: 'meta';
      providerTemplateId: string | null;
      status: 'pending' | 'approved' | 'rejected';
      reason: string | null;
    };

/**
 * A paced campaign opening's campaign and rate (docs/campaigns.md#pacing): its provider call
 * takes a slot of the campaign's schedule too, at `throttlePerMinute / 60` per second.
 */
export interface CampaignSendRate {
  campaignId: string;
  /** The campaign's `throttlePerMinute`, in messages per minute. */
  throttlePerMinute: number;
}

/** Hook name → its handlers' arguments and result. */
export interface HookMap {
  /** An outbound message settled (`sent` or `failed`), in the transaction of the move. */
  MessageSettled: HookSignature<[manager: EntityManager, message: SettledMessage], void>;
  /** A list is about to be deleted: a handler names what still uses it (refusing it), or null. */
  ListDeleting: HookSignature<
    [manager: EntityManager, accountId: string, listId: string],
    string | null
  >;
  /** A template is about to be deleted: as `ListDeleting`. */
  TemplateDeleting: HookSignature<
    [manager: EntityManager, accountId: string, templateId: string],
    string | null
  >;
  /** A WhatsApp template was created or edited: submit it for review (read after commit). */
  TemplateSubmitting: HookSignature<
    [accountId: string, submission: TemplateSubmission],
    TemplateSubmissionResult
  >;
  /** What an add operation will trigger (the campaigns the answer lists), read after commit. */
  ListAdditionPreview: HookSignature<
    [accountId: string, listId: string, addedIds: string[], operationId: string],
    TriggeredCampaign[]
  >;
  /** A contact is being erased (in the erasure's transaction): remove what a module holds of them. */
  ContactErasing: HookSignature<
    [manager: EntityManager, accountId: string, contactId: string, contact: ErasedContact],
    void
  >;
  /** A contact is being exported (in the export's snapshot): a module's section. */
  ContactExporting: HookSignature<
    [manager: EntityManager, accountId: string, contactId: string],
    ContactExportSection
  >;
  /**
   * Whether an entry point would start a campaign now (read only): an Instagram comment that
   * starts none records nobody.
   */
  EntryPointMatching: HookSignature<
    [accountId: string, channel: MetaChannel, trigger: EntryPointTrigger],
    boolean
  >;
  /** An entry point reached the account, in the transaction that records it. */
  EntryPointReached: HookSignature<
    [manager: EntityManager, accountId: string, reached: EntryPointReached],
    void
  >;
  /** The campaign a message is routed to, when it exists in the account: its id, or null. */
  CampaignResolving: HookSignature<[accountId: string, campaignId: string], string | null>;
  /**
   * How people reach the account's Messenger Page or Instagram account (its Page id, its
   * username), or null when not connected: campaigns build their entry links with it without
   * depending on the channels module (they send through messaging).
   */
  ChannelAddressResolving: HookSignature<
    [accountId: string, channel: MetaChannel],
    { pageId: string | null; username: string | null } | null
  >;
  /**
   * Whether an outbound message is a paced campaign opening (docs/campaigns.md#pacing), asked by
   * the `message.send` job right before the provider call: its campaign and rate, or null
   * (read only, outside any transaction).
   */
  CampaignSendRate: HookSignature<[accountId: string, messageId: string], CampaignSendRate | null>;
  /** Where a delivery to a target of `kind` goes now (null: not this handler's kind, or gone). */
  WebhookTargetResolving: HookSignature<
    [kind: string, accountId: string, targetId: string],
    WebhookTarget | null
  >;
  /** A webhook delivery settled for good (`delivered` or `failed`), in that transaction. */
  WebhookDeliverySettled: HookSignature<[manager: EntityManager, delivery: WebhookDelivery], void>;
}

/** The hooks and their handlers' cardinality. */
export const HOOKS = defineTable<HookMap>('hook')({
  MessageSettled: 'one',
  ListDeleting: 'one',
  TemplateDeleting: 'one',
  TemplateSubmitting: 'one',
  ListAdditionPreview: 'one',
  ContactErasing: 'many',
  ContactExporting: 'many',
  EntryPointMatching: 'one',
  EntryPointReached: 'one',
  CampaignResolving: 'one',
  ChannelAddressResolving: 'one',
  CampaignSendRate: 'one',
  WebhookTargetResolving: 'one',
  WebhookDeliverySettled: 'one',
});

export type HookName = keyof HookMap;
