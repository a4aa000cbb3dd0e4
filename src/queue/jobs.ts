import { defineTable } from '../common/handlers/handler-table';

/**
 * The one table of queue jobs (docs/architecture.md#events-jobs-and-hooks): each name with the
 * data its job carries (ids only: the database holds the state, docs/sending.md#never-twice).
 * Every job has exactly one `@ProcessJob` handler; the start-up fails otherwise.
 */
export interface JobMap {
  /** Hands one outbound message to its provider (docs/sending.md#hand-over-to-a-provider). */
  'message.send': { accountId: string; messageId: string };
  /** Sends one enrolment's opening message (docs/campaigns.md#dispatch). */
  'campaign.dispatch': { accountId: string; enrolmentId: string };
  /** Sends one follow-up (docs/campaigns.md#follow-ups). */
  'campaign.follow_up': { accountId: string; followUpId: string };
  /** One debounced bot reply in a conversation (docs/bot.md#when-the-bot-answers). */
  'bot.reply': { accountId: string; conversationId: string };
  /** One attempt of a signed webhook delivery (docs/webhooks.md#retry-schedule). */
  'webhook.deliver': { deliveryId: string };
  /** One retention round across the cluster (docs/data-lifecycle.md#retention). */
  'retention.run': Record<string, never>;
}

/** The jobs; each has exactly one handler. */
export const JOBS = defineTable<JobMap>('job')({
  'message.send': 'one',
  'campaign.dispatch': 'one',
  'campaign.follow_up': 'one',
  'bot.reply': 'one',
  'webhook.deliver': 'one',
  'retention.run': 'one',
});

export type JobName = keyof JobMap;
