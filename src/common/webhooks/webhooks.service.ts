import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { afterCommit, beforeCommit, inTransaction } from '../../database/transaction';
import type { JobMap } from '../../queue/jobs';
import { addDueJobs, JobQueue } from '../../queue/job-queue';
import { ProcessJob } from '../../queue/process-job';
import { HooksService } from '../handlers/hooks.service';
import { LiveEvents } from '../outbox/live-events';
import { Sweeper } from '../../queue/sweeper';
import { SecretBox } from '../crypto/secret-box';
import { classifyAttempt, nextRetryDelayMs, parseRetrySchedule } from './domain/retry-schedule';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEventType,
  WebhookTarget,
} from './webhook-delivery';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookHttpClient } from './webhook-http';
import { endpointSecretContext, signatureHeader } from './webhook-signer';
import {
  type AttemptSettlement,
  type DirectDelivery,
  type NewWebhookDelivery,
  type PublishedEvent,
  WebhooksRepository,
} from './webhooks.repository';

/** Data of a `webhook.deliver` job: the delivery's id only. */
export type WebhookDeliverJobData = JobMap['webhook.deliver'];

/** A job may run this long before its delivery is due (timers and clocks differ): ms. */
const EARLY_TOLERANCE_MS = 1000;
/**
 * A due delivery whose job has not claimed it after this long is re-enqueued: ms. Event
 * webhooks published inside other use cases' transactions are first sent this way.
 */
const SWEEP_GRACE_MS = 500;
/** Deliveries re-enqueued per sweep. */
const SWEEP_BATCH = 1000;
/** How often worker processes sweep: ms. */
const SWEEP_INTERVAL_MS = 1000;

/** What a transaction enqueued and published, not written yet. */
interface Unwritten {
  deliveries: DirectDelivery[];
  events: PublishedEvent[];
}

/** A delivery to schedule: its id and when its next attempt is due (a Date, or ISO text from JSON). */
type DueDelivery = { id: string; nextAttemptAt: Date | string };

/**
 * Signed webhook delivery (docs/webhooks.md): the one mechanism behind every outgoing webhook —
 * custom-channel deliveries, event webhooks (`message.status_changed`, `conversation.handed_off`,
 * `subaccount.auto_recharge`).
 *
 * - `publish` also appends the live events among them to the account's live event log
 *   (`LiveEvents`: `GET /v1/events`), in the same transaction.
 * - `enqueue`/`publish` write deliveries in the caller's transaction (so an event is sent if and
 *   only if its cause commits) and schedule them when it commits (`afterCommit`); the sweeper
 *   hands the queue anything a crash left behind.
 * - `deliver` (the `webhook.deliver` job) claims a due delivery, signs the body with the Standard
 *   Webhooks scheme (`webhook-id` stable across retries, `webhook-timestamp` of the attempt,
 *   `webhook-signature` under each current secret), POSTs it with a `WEBHOOK_TIMEOUT_MS` limit,
 *   records the attempt, and then marks it `delivered`, schedules a retry (timeouts, network
 *   errors, 408, 429, 5xx; `WEBHOOK_RETRY_SCHEDULE_MS` with jitter, never before `Retry-After`),
 *   or marks it `failed` (any other answer, or the schedule used up).
 * - The sweeper (worker processes) re-enqueues due deliveries whose job was lost and takes back
 *   deliveries whose worker died mid-attempt. Delivery is at least once; receivers de-duplicate
 *   by `webhook-id`.
 * - A target other than an endpoint (a custom channel) is resolved by the `WebhookTargetResolving`
 *   hook, and its owner learns a final outcome through `WebhookDeliverySettled`, in the
 *   transaction that settles it.
 */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhooksService.name);
  private readonly retrySchedule: number[];
  private readonly http: WebhookHttpClient;
  private readonly sweeper = new Sweeper('webhook', () => this.sweepOnce(), this.logger);
  /** What each open transaction enqueued and published, written at its end (`write`). */
  private readonly unwritten = new WeakMap<EntityManager, Unwritten>();

  constructor(
    private readonly deliveries: WebhooksRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly secretBox: SecretBox,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly hooks: HooksService,
    private readonly live: LiveEvents,
  ) {
    this.retrySchedule = parseRetrySchedule(config.WEBHOOK_RETRY_SCHEDULE_MS);
    this.http = new WebhookHttpClient(config.WEBHOOK_TIMEOUT_MS, config.ALLOW_PRIVATE_WEBHOOK_URLS);
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(SWEEP_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
    await this.http.close();
  }

  /**
   * Writes one delivery to a target, due now, in the caller's transaction (at its end, with what
   * it publishes: `publish`), and schedules it when that transaction commits (`afterCommit`; the
   * sweeper is the backstop).
   */
  enqueue(manager: EntityManager, accountId: string, input: NewWebhookDelivery): Promise<void> {
    return this.write(manager, { accountId, ...input }, null);
  }

  /**
   * Publishes an event to the account's webhook endpoints subscribed to its type: one delivery
   * per endpoint, written in the caller's transaction (so the event is sent if and only if its
   * cause commits) and scheduled when it commits. `eventKey` makes it idempotent (the same key
   * is published once per endpoint).
   */
  publish(
    manager: EntityManager,
    accountId: string,
    eventType: WebhookEventType,
    data: Record<string, unknown>,
    options: { messageId?: string | null; eventKey?: string | null } = {},
  ): Promise<void> {
    return this.write(manager, null, {
      accountId,
      eventType,
      data,
      messageId: options.messageId ?? null,
      eventKey: options.eventKey ?? null,
    });
  }

  /**
   * The publishing step: what a transaction enqueues and publishes is written together at its
   * end, in one statement (`beforeCommit`); outside a transaction of `inTransaction`, at once.
   */
  private async write(
    manager: EntityManager,
    delivery: DirectDelivery | null,
    event: PublishedEvent | null,
  ): Promise<void> {
    const pending = this.unwritten.get(manager);
    if (pending) {
      if (delivery) pending.deliveries.push(delivery);
      if (event) pending.events.push(event);
      return;
    }
    const first: Unwritten = {
      deliveries: delivery ? [delivery] : [],
      events: event ? [event] : [],
    };
    if (beforeCommit(manager, () => this.writeUnwritten(manager))) {
      this.unwritten.set(manager, first);
      return;
    }
    await this.writeAll(manager, first);
  }

  /** The end of a transaction: what it enqueued and published, in one statement. */
  private async writeUnwritten(manager: EntityManager): Promise<void> {
    const pending = this.unwritten.get(manager);
    this.unwritten.delete(manager);
    if (pending) await this.writeAll(manager, pending);
  }

  /**
   * Writes deliveries and published events in one statement: the deliveries to their targets,
   * one per subscribed endpoint and event, and the live events (`message.*`,
   * `conversation.updated`) to the account's live event log for `GET /v1/events` (`LiveEvents`,
   * whose per-account lock is then held only until the commit).
   */
  private async writeAll(manager: EntityManager, pending: Unwritten): Promise<void> {
    const { deliveries, events } = pending;
    if (deliveries.length === 0 && events.length === 0) return;
    const written = await this.live.append<DueDelivery>(
      manager,
      events.map((e) => ({ accountId: e.accountId, type: e.eventType, data: e.data })),
      this.deliveries.deliveriesWrite(deliveries, events),
    );
    if (written.length > 0) afterCommit(manager, () => this.schedule(written));
  }

  /** After commit: enqueues the attempt jobs of deliveries (failures are left to the sweeper). */
  async schedule(deliveries: DueDelivery[]): Promise<void> {
    await addDueJobs(
      this.queue,
      deliveries.map((delivery) => ({
        name: 'webhook.deliver' as const,
        data: { deliveryId: delivery.id },
        key: `webhook-${delivery.id}`,
        at: new Date(delivery.nextAttemptAt),
        attempts: 1,
      })),
      this.logger,
    );
  }

  /**
   * One attempt of a delivery (the `webhook.deliver` job). A no-op unless the delivery is pending
   * and due, so duplicate jobs are harmless.
   */
  @ProcessJob('webhook.deliver')
  async deliver(data: WebhookDeliverJobData): Promise<void> {
    const leaseMs = this.config.WEBHOOK_TIMEOUT_MS + 30_000;
    const delivery = await this.deliveries.claim(data.deliveryId, leaseMs, EARLY_TOLERANCE_MS);
    if (!delivery) return;
    let prepared: { url: string; headers: Record<string, string>; body: string } | null;
    try {
      prepared = await this.prepare(delivery);
    } catch (error) {
      // Resolving or signing failed (the database, or a secret that does not open): a failed
      // attempt like any other, so the schedule still ends it.
      this.logger.error({ err: error, webhookId: delivery.webhookId }, 'webhook not prepared');
      const message = `PREPARE_FAILED: ${(error as Error)?.message ?? String(error)}`;
      const attempt = { url: '', statusCode: null, durationMs: 0, error: message };
      await this.settle(delivery, attempt, this.retryOrFail(delivery, null));
      return;
    }
    if (!prepared) {
      const error = 'TARGET_DELETED: the channel or endpoint no longer exists';
      const attempt = { url: '', statusCode: null, durationMs: 0, error };
      await this.settle(delivery, attempt, { kind: 'failed' });
      return;
    }
    const result = await this.http.post(prepared.url, prepared.headers, prepared.body);
    const verdict = result.final ? 'fail' : classifyAttempt(result.status);
    const settlement: AttemptSettlement =
      verdict === 'delivered'
        ? { kind: 'delivered' }
        : verdict === 'retry'
          ? this.retryOrFail(delivery, result.retryAfterMs)
          : { kind: 'failed' };
    await this.settle(
      delivery,
      {
        url: prepared.url,
        statusCode: result.status,
        durationMs: result.durationMs,
        error: result.error,
      },
      settlement,
    );
  }

  /**
   * The target's URL, and the body and Standard Webhooks headers of this attempt, or null when
   * the target no longer exists. @throws whatever resolving the target or its secrets throws.
   */
  private async prepare(
    delivery: WebhookDelivery,
  ): Promise<{ url: string; headers: Record<string, string>; body: string } | null> {
    const target =
      delivery.targetKind === 'endpoint'
        ? await this.resolveEndpoint(delivery.accountId, delivery.targetId)
        : ((
            await this.hooks.run(
              'WebhookTargetResolving',
              delivery.targetKind,
              delivery.accountId,
              delivery.targetId,
            )
          ).find((found) => found !== null) ?? null);
    if (!target) return null;
    const body = JSON.stringify({
      type: delivery.eventType,
      timestamp: new Date(delivery.createdAt).toISOString(),
      data: delivery.payload,
    });
    const attemptAt = new Date();
    return {
      url: target.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parley-Webhooks/1.0',
        'webhook-id': delivery.webhookId,
        'webhook-timestamp': String(Math.floor(attemptAt.getTime() / 1000)),
        'webhook-signature': signatureHeader(target.secrets, delivery.webhookId, attemptAt, body),
      },
    };
  }

  /** The next attempt after a retryable failure, or `failed` when the schedule is used up. */
  private retryOrFail(delivery: WebhookDelivery, retryAfterMs: number | null): AttemptSettlement {
    const attemptsMade = delivery.attemptCount + 1 - delivery.retryRoundStart;
    const delay = nextRetryDelayMs(attemptsMade, this.retrySchedule, retryAfterMs, Math.random());
    return delay === null
      ? { kind: 'failed' }
      : { kind: 'retry', nextAttemptAt: new Date(Date.now() + delay) };
  }

  /** Records the attempt and its consequence; tells the target's owner when it is final. */
  private async settle(
    delivery: WebhookDelivery,
    attempt: Omit<WebhookAttempt, 'attempt' | 'createdAt'>,
    settlement: AttemptSettlement,
  ): Promise<void> {
    const settled = await inTransaction(this.dataSource, async (manager) => {
      const updated = await this.deliveries.settleAttempt(delivery, attempt, settlement, manager);
      if (updated && settlement.kind !== 'retry' && updated.targetKind !== 'endpoint') {
        await this.hooks.run('WebhookDeliverySettled', manager, updated);
      }
      return updated;
    });
    if (!settled) return;
    if (settlement.kind === 'retry') {
      this.logger.warn(
        {
          webhookId: settled.webhookId,
          attempt: settled.attemptCount,
          error: attempt.error,
          nextAttemptAt: settled.nextAttemptAt,
        },
        'webhook attempt failed; retry scheduled',
      );
      await this.schedule([settled]);
    } else if (settlement.kind === 'failed') {
      this.logger.warn(
        { webhookId: settled.webhookId, attempts: settled.attemptCount, error: attempt.error },
        'webhook delivery failed',
      );
    }
  }

  /**
   * Re-enqueues due deliveries whose job was lost and takes back those whose worker died
   * mid-attempt. Runs every second in worker processes; tests may call it. Never throws.
   */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    const released = await this.deliveries.releaseExpiredLeases();
    const due = await this.deliveries.due(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.schedule([...released, ...due]);
  }

  private async resolveEndpoint(accountId: string, id: string): Promise<WebhookTarget | null> {
    const endpoint = await this.endpoints.find(accountId, id);
    if (!endpoint) return null;
    return {
      url: endpoint.url,
      secrets: [this.secretBox.open(endpoint.signingSecret, endpointSecretContext(accountId, id))],
    };
  }
}
