import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AlongsideWrite } from '../outbox/live-events';
import type { WebhookAttempt, WebhookDelivery, WebhookTargetKind } from './webhook-delivery';

const DELIVERY_COLUMNS = `id, webhook_id AS "webhookId", account_id AS "accountId",
  target_kind AS "targetKind", target_id AS "targetId", event_type AS "eventType", payload,
  message_id AS "messageId", status, lease_token AS "leaseToken", attempt_count AS "attemptCount",
  retry_round_start AS "retryRoundStart", next_attempt_at AS "nextAttemptAt",
  last_status_code AS "lastStatusCode", last_error AS "lastError", created_at AS "createdAt",
  delivered_at AS "deliveredAt", failed_at AS "failedAt"`;

/** `last_error` of a delivery cancelled because its contact was erased (never sent, never redelivered). */
export const ERASED_DELIVERY_ERROR = 'ERASED: the contact was erased before this was delivered';

/** A new delivery. */
/** An event for the account's webhook endpoints subscribed to its type. */
export interface PublishedEvent {
  accountId: string;
  eventType: string;
  /** The event's `data`. */
  data: Record<string, unknown>;
  messageId: string | null;
  eventKey: string | null;
}

export interface NewWebhookDelivery {
  targetKind: WebhookTargetKind;
  targetId: string;
  eventType: string;
  data: Record<string, unknown>;
  messageId?: string | null;
}

/** A delivery to one target, of an account. */
export type DirectDelivery = NewWebhookDelivery & { accountId: string };

/** What an attempt did to its delivery. */
export type AttemptSettlement =
  { kind: 'delivered' } | { kind: 'retry'; nextAttemptAt: Date } | { kind: 'failed' };

/**
 * Webhook deliveries and their attempts in PostgreSQL. Account-scoped methods take the account id
 * first; the worker-side methods (claim, settle, sweep) work by delivery id across accounts.
 */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * The write of a publishing step's deliveries, all due now, in one statement (run by
   * `LiveEvents.append`, in the caller's transaction): each of `direct` to its target, then one
   * per event and per endpoint of the event's account subscribed to its type (none when nobody
   * subscribed). An event's `eventKey` makes it idempotent: the same key is written once per
   * endpoint. Its rows: each delivery written, as `{id, nextAttemptAt}`.
   */
  deliveriesWrite(direct: DirectDelivery[], events: PublishedEvent[]): AlongsideWrite {
    return {
      sql: `INSERT INTO webhook_deliveries (webhook_id, account_id, target_kind, target_id, event_type, payload, message_id)
       SELECT w.webhook_id, w.account_id, w.target_kind, w.target_id, w.event_type, w.payload, w.message_id
         FROM (
           SELECT 'msg_' || replace(gen_random_uuid()::text, '-', '') AS webhook_id, d.account_id,
                  d.target_kind, d.target_id, d.event_type, d.payload::jsonb AS payload,
                  d.message_id, 0 AS part, d.n, NULL::uuid AS endpoint_id
             FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::uuid[])
                  WITH ORDINALITY AS d (account_id, target_kind, target_id, event_type, payload, message_id, n)
           UNION ALL
           SELECT CASE WHEN ev.event_key IS NULL THEN 'msg_' || replace(gen_random_uuid()::text, '-', '')
                       ELSE 'msg_' || md5(ev.event_key || ':' || e.id::text) END,
                  ev.account_id, 'endpoint', e.id, ev.event_type, ev.payload::jsonb, ev.message_id,
                  1, ev.n, e.id
             FROM unnest($7::uuid[], $8::text[], $9::text[], $10::uuid[], $11::text[])
                  WITH ORDINALITY AS ev (account_id, event_type, payload, message_id, event_key, n)
             JOIN webhook_endpoints e ON e.account_id = ev.account_id AND ev.event_type = ANY (e.events)
         ) AS w
        ORDER BY w.part, w.n, w.endpoint_id
       ON CONFLICT (webhook_id) DO NOTHING
       RETURNING id, next_attempt_at AS "nextAttemptAt"`,
      params: [
        direct.map((delivery) => delivery.accountId),
        direct.map((delivery) => delivery.targetKind),
        direct.map((delivery) => delivery.targetId),
        direct.map((delivery) => delivery.eventType),
        direct.map((delivery) => JSON.stringify(delivery.data)),
        direct.map((delivery) => delivery.messageId ?? null),
        events.map((event) => event.accountId),
        events.map((event) => event.eventType),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => event.messageId),
        events.map((event) => event.eventKey),
      ],
    };
  }

  async find(deliveryId: string): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`,
      [deliveryId],
    );
    return rows[0] ?? null;
  }

  /**
   * pending and due (or due within `earlyMs`) → delivering, with a lease of `leaseMs`.
   *
   * @returns the claimed delivery, or null (not pending, not due, or claimed by another run).
   */
  async claim(
    deliveryId: string,
    leaseMs: number,
    earlyMs: number,
  ): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries
            SET status = 'delivering', lease_until = clock_timestamp() + ($2 || ' milliseconds')::interval,
                lease_token = gen_random_uuid()
          WHERE id = $1 AND status = 'pending'
            AND next_attempt_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
          RETURNING ${DELIVERY_COLUMNS})
       SELECT * FROM claimed`,
      [deliveryId, String(leaseMs), String(earlyMs)],
    );
    return rows[0] ?? null;
  }

  /**
   * Records an attempt and moves the delivery on, in the caller's transaction, only while the
   * caller still holds the attempt (`lease_token`). @returns null when it no longer does (its
   * lease expired and the delivery was taken back).
   */
  async settleAttempt(
    delivery: WebhookDelivery,
    attempt: Omit<WebhookAttempt, 'attempt' | 'createdAt'>,
    settlement: AttemptSettlement,
    manager: EntityManager,
  ): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await manager.query(
      `WITH updated AS (
         UPDATE webhook_deliveries
            SET status = $2,
                attempt_count = attempt_count + 1,
                next_attempt_at = COALESCE($3, next_attempt_at),
                lease_until = NULL,
                lease_token = NULL,
                last_status_code = $4,
                last_error = $5,
                delivered_at = CASE WHEN $2 = 'delivered' THEN clock_timestamp() ELSE delivered_at END,
                failed_at = CASE WHEN $2 = 'failed' THEN clock_timestamp() ELSE NULL END
          WHERE id = $1 AND status = 'delivering' AND lease_token = $8
          RETURNING ${DELIVERY_COLUMNS}),
       attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempt, url, status_code, duration_ms, error)
         SELECT id, "attemptCount", $6, $4, $7, $5 FROM updated)
       SELECT * FROM updated`,
      [
        delivery.id,
        settlement.kind === 'retry' ? 'pending' : settlement.kind,
        settlement.kind === 'retry' ? settlement.nextAttemptAt : null,
        attempt.statusCode,
        attempt.error?.slice(0, 1000) ?? null,
        attempt.url.slice(0, 2048),
        attempt.durationMs,
        delivery.leaseToken,
      ],
    );
    return rows[0] ?? null;
  }

  /** Pending deliveries due more than `graceMs` ago (their job may be lost), oldest first. */
  async due(graceMs: number, limit: number): Promise<{ id: string; nextAttemptAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, next_attempt_at AS "nextAttemptAt" FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY next_attempt_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /**
   * Deliveries whose worker died mid-attempt (lease expired) go back to pending, due now; the
   * lost attempt counts (recorded as `INTERRUPTED`), so a delivery whose attempts keep dying
   * still uses up its schedule.
   */
  async releaseExpiredLeases(): Promise<{ id: string; nextAttemptAt: Date }[]> {
    return this.dataSource.query(
      `WITH released AS (
         UPDATE webhook_deliveries
            SET status = 'pending', lease_until = NULL, lease_token = NULL, next_attempt_at = now(),
                attempt_count = attempt_count + 1, last_status_code = NULL,
                last_error = 'INTERRUPTED: the worker stopped during the attempt'
          WHERE status = 'delivering' AND lease_until < now()
          RETURNING id, next_attempt_at AS "nextAttemptAt", attempt_count AS attempt),
       recorded AS (
         INSERT INTO webhook_attempts (delivery_id, attempt, url, status_code, duration_ms, error)
         SELECT id, attempt, '', NULL, 0, 'INTERRUPTED: the worker stopped during the attempt'
           FROM released)
       SELECT id, "nextAttemptAt" FROM released`,
    );
  }

  /** The message's deliveries, oldest first, each with its attempts. */
  async forMessage(
    accountId: string,
    messageId: string,
  ): Promise<(WebhookDelivery & { attempts: WebhookAttempt[] })[]> {
    return this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS},
              COALESCE((SELECT json_agg(json_build_object(
                         'attempt', a.attempt, 'url', a.url, 'statusCode', a.status_code,
                         'durationMs', a.duration_ms, 'error', a.error, 'createdAt', a.created_at)
                         ORDER BY a.attempt)
                         FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
         FROM webhook_deliveries d
        WHERE account_id = $1 AND message_id = $2
        ORDER BY created_at, id`,
      [accountId, messageId],
    );
  }

  /**
   * The most recent deliveries to one target (a custom channel or an endpoint), newest first,
   * at most `limit`, each with its attempts.
   */
  async forTarget(
    accountId: string,
    targetKind: WebhookTargetKind,
    targetId: string,
    limit: number,
  ): Promise<(WebhookDelivery & { attempts: WebhookAttempt[] })[]> {
    return this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS},
              COALESCE((SELECT json_agg(json_build_object(
                         'attempt', a.attempt, 'url', a.url, 'statusCode', a.status_code,
                         'durationMs', a.duration_ms, 'error', a.error, 'createdAt', a.created_at)
                         ORDER BY a.attempt)
                         FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
         FROM webhook_deliveries d
        WHERE account_id = $1 AND target_kind = $2 AND target_id = $3
        ORDER BY created_at DESC, id DESC
        LIMIT $4`,
      [accountId, targetKind, targetId, limit],
    );
  }

  /**
   * One settled delivery (by its `webhook-id`) to that target goes back to pending, due now,
   * starting a new round of retries; never one cancelled by an erasure.
   * @returns the delivery moved, or null (unknown, not settled, or erased).
   */
  async redeliverOne(
    accountId: string,
    targetKind: WebhookTargetKind,
    targetId: string,
    webhookId: string,
    manager: EntityManager,
  ): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await manager.query(
      `WITH updated AS (
         UPDATE webhook_deliveries
            SET status = 'pending', next_attempt_at = now(), retry_round_start = attempt_count,
                failed_at = NULL
          WHERE account_id = $1 AND target_kind = $2 AND target_id = $3 AND webhook_id = $4
            AND status IN ('delivered', 'failed')
            AND last_error IS DISTINCT FROM $5
          RETURNING ${DELIVERY_COLUMNS})
       SELECT * FROM updated`,
      [accountId, targetKind, targetId, webhookId, ERASED_DELIVERY_ERROR],
    );
    return rows[0] ?? null;
  }

  /** The delivery with that `webhook-id` to that target, or null (in the caller's transaction). */
  async findByWebhookId(
    accountId: string,
    targetKind: WebhookTargetKind,
    targetId: string,
    webhookId: string,
    manager: EntityManager,
  ): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await manager.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries
        WHERE account_id = $1 AND target_kind = $2 AND target_id = $3 AND webhook_id = $4`,
      [accountId, targetKind, targetId, webhookId],
    );
    return rows[0] ?? null;
  }

  /**
   * The message's deliveries to a target kind in one of `statuses` go back to pending, due now,
   * starting a new round of retries; a delivery cancelled by an erasure never does.
   * @returns the deliveries moved.
   */
  async redeliver(
    accountId: string,
    messageId: string,
    targetKind: WebhookTargetKind,
    statuses: ('delivered' | 'failed')[],
    manager: EntityManager,
  ): Promise<WebhookDelivery[]> {
    return manager.query(
      `WITH updated AS (
         UPDATE webhook_deliveries
            SET status = 'pending', next_attempt_at = now(), retry_round_start = attempt_count,
                failed_at = NULL
          WHERE account_id = $1 AND message_id = $2 AND target_kind = $3
            AND status = ANY ($4::text[])
            AND last_error IS DISTINCT FROM $5
          RETURNING ${DELIVERY_COLUMNS})
       SELECT * FROM updated`,
      [accountId, messageId, targetKind, statuses, ERASED_DELIVERY_ERROR],
    );
  }

  /** Whether a delivery of the message to that target kind is pending or running. */
  async hasActive(
    accountId: string,
    messageId: string,
    targetKind: WebhookTargetKind,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `SELECT 1 FROM webhook_deliveries
        WHERE account_id = $1 AND message_id = $2 AND target_kind = $3
          AND status IN ('pending', 'delivering') LIMIT 1`,
      [accountId, messageId, targetKind],
    );
    return rows.length > 0;
  }

  /**
   * Locks, in the caller's transaction, the account's deliveries whose event data names the
   * contact (`data.contactId`, as `message.status_changed` and `conversation.handed_off` carry
   * it, or `data.contact.id`, as custom-channel messages do), except `contact.erased` itself.
   * Scans the account's deliveries (erasure is rare; settled ones are bounded by retention).
   */
  async lockAboutContact(
    accountId: string,
    contactId: string,
    manager: EntityManager,
  ): Promise<WebhookDelivery[]> {
    return manager.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries
        WHERE account_id = $1 AND event_type <> 'contact.erased'
          AND (payload ->> 'contactId' = $2 OR payload #>> '{contact,id}' = $2)
        ORDER BY id FOR UPDATE`,
      [accountId, contactId],
    );
  }

  /**
   * Replaces the payloads of deliveries locked by `lockAboutContact` and ends those in `cancel`
   * (pending, or being attempted: the attempt's settlement will no longer match its lease) as
   * `failed` with `last_error` `ERASED: …`, never to be sent or redelivered.
   */
  async erase(
    accountId: string,
    payloads: { id: string; payload: unknown }[],
    cancel: string[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries d
          SET payload = c.payload::jsonb,
              status = CASE WHEN d.id = ANY ($4::uuid[]) THEN 'failed' ELSE d.status END,
              failed_at = CASE WHEN d.id = ANY ($4::uuid[]) THEN clock_timestamp() ELSE d.failed_at END,
              last_error = CASE WHEN d.id = ANY ($4::uuid[])
                                THEN $5 ELSE d.last_error END,
              lease_until = CASE WHEN d.id = ANY ($4::uuid[]) THEN NULL ELSE d.lease_until END,
              lease_token = CASE WHEN d.id = ANY ($4::uuid[]) THEN NULL ELSE d.lease_token END
         FROM unnest($2::uuid[], $3::text[]) AS c (id, payload)
        WHERE d.account_id = $1 AND d.id = c.id`,
      [
        accountId,
        payloads.map((p) => p.id),
        payloads.map((p) => JSON.stringify(p.payload)),
        cancel,
        ERASED_DELIVERY_ERROR,
      ],
    );
  }

  /** Counts by status (for /metrics). */
  async countByStatus(): Promise<{ status: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM webhook_deliveries GROUP BY status`,
    );
  }
}
