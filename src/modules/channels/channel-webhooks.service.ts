import { isUUID } from 'class-validator';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import type { ChannelEvent, ProviderTemplateStatusReportedPayload } from '../../events';
import type { ChannelConnection } from './channel-connection.entity';
import { ChannelsRepository } from './channels.repository';
import { storablePayload } from './domain/storable';
import { reasonsOf, type UnprocessedCall } from './domain/unprocessed';
import { MetricsService } from '../../observability/metrics.service';
import { UnprocessedEventsRepository } from './unprocessed-events.repository';

/**
 * The outbox ordering key of a channel event (docs/sending.md#the-outbox): one person's events
 * on one channel are handled in the order the provider reported them (a message before its
 * status watermark, a referral before the message that follows it); events without a person
 * (statuses by provider id, deletions) move forward-only or by id and need no order.
 */
export function orderingKeyOf(event: ChannelEvent): string | null {
  const person = 'person' in event ? event.person : null;
  if (!person) return null;
  const who = person.userId ? `${person.scope ?? ''}:${person.userId}` : `phone:${person.phone}`;
  return person.userId || person.phone ? `person:${event.channel}:${who}` : null;
}

/**
 * What every provider webhook does once its adapter has verified and read a call
 * (docs/channels.md#provider-webhooks): find the connection its URL names, and record what it reported
 * as outbox events in one transaction (all or nothing): one `ChannelEventReceived` per channel
 * event (messaging records it) and one `ProviderTemplateStatusReported` per template review
 * (templates apply it). A verified event is never refused for its content: what cannot be stored
 * is made storable (`storablePayload`), and what the parser cannot use is kept as an unprocessed
 * provider event with the raw payload and the reason (docs/channels.md#unprocessed-events),
 * counted in `parley_provider_events_unprocessed_total{provider}` and logged at `warn`. The
 * answer is quick; the relay does the work after commit.
 */
@Injectable()
export class ChannelWebhooks {
  private readonly logger = new Logger(ChannelWebhooks.name);
  private readonly unprocessedCounter: Counter<'provider'> | null;

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly unprocessed: UnprocessedEventsRepository,
    @Optional() metrics?: MetricsService,
  ) {
    this.unprocessedCounter = metrics
      ? new Counter({
          name: 'parley_provider_events_unprocessed_total',
          help: 'Verified provider webhook calls with items the parser could not use, by provider',
          labelNames: ['provider'],
          registers: [metrics.registry],
        })
      : null;
    for (const provider of ['whatsapp', 'twilio', 'messenger', 'instagram'])
      this.unprocessedCounter?.inc({ provider }, 0);
  }

  /** The connection of a webhook URL (any account) when it is of `provider`, else null. */
  async connection(connectionId: string, provider: string): Promise<ChannelConnection | null> {
    const connection = isUUID(connectionId)
      ? await this.connections.findForWebhook(connectionId)
      : null;
    return connection && connection.provider === provider ? connection : null;
  }

  /**
   * Appends the events of one verified call of `connection` in one transaction, with its
   * unusable items (`unusable`, when any) stored as one unprocessed provider event.
   * @returns how many events were appended.
   */
  async record(
    connection: ChannelConnection,
    events: ChannelEvent[],
    templates: ProviderTemplateStatusReportedPayload[] = [],
    unusable: UnprocessedCall | null = null,
  ): Promise<number> {
    const count = events.length + templates.length;
    const keep = unusable !== null && unusable.items.length > 0 ? unusable : null;
    if (count > 0 || keep) {
      const { accountId } = connection;
      await inTransaction(this.dataSource, async (manager) => {
        if (keep) {
          await this.unprocessed.insert(
            connection.accountId,
            {
              connectionId: connection.id,
              provider: connection.provider,
              kind: keep.kind,
              reason: reasonsOf(keep.items),
              payload: storablePayload({ payload: keep.payload }).payload,
            },
            manager,
          );
        }
        for (const event of events) {
          const payload = storablePayload({ event });
          const key = orderingKeyOf(event);
          await this.outbox.append(manager, accountId, 'ChannelEventReceived', payload, key);
        }
        for (const template of templates) {
          const payload = storablePayload(template);
          const type = 'ProviderTemplateStatusReported';
          await this.outbox.append(manager, connection.accountId, type, payload);
        }
      });
    }
    if (keep) {
      this.unprocessedCounter?.inc({ provider: connection.provider });
      this.logger.warn(
        {
          connectionId: connection.id,
          provider: connection.provider,
          unprocessed: keep.items.length,
          reason: reasonsOf(keep.items),
        },
        'provider webhook items kept unprocessed',
      );
    }
    this.logger.log(
      {
        connectionId: connection.id,
        provider: connection.provider,
        events: events.length,
        templates: templates.length,
      },
      'provider webhook recorded',
    );
    return count;
  }
}
