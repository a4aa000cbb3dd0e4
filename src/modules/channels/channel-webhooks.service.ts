import { isUUID } from 'class-validator';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import type { ChannelEvent, ProviderTemplateStatusReportedPayload } from '../../events';
import type { ChannelConnection } from './channel-connection.entity';
import { ChannelsRepository } from './channels.repository';
import { storablePayload } from './domain/storable';

/**
 * What every provider webhook does once its adapter has verified and read a call
 * (docs/channels.md#provider-webhooks): find the connection its URL names, and record what it reported
 * as outbox events in one transaction (all or nothing): one `ChannelEventReceived` per channel
 * event (messaging records it) and one `ProviderTemplateStatusReported` per template review
 * (templates apply it). A verified event is never refused for its content: what cannot be stored
 * is made storable (`storablePayload`). The answer is quick; the relay does the work after commit.
 */
@Injectable()
export class ChannelWebhooks {
  private readonly logger = new Logger(ChannelWebhooks.name);

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /** The connection of a webhook URL (any account) when it is of `provider`, else null. */
  async connection(connectionId: string, provider: string): Promise<ChannelConnection | null> {
    const connection = isUUID(connectionId)
      ? await this.connections.findForWebhook(connectionId)
      : null;
    return connection && connection.provider === provider ? connection : null;
  }

  /**
   * Appends the events of one verified call of `connection` in one transaction.
   * @returns how many events were appended.
   */
  async record(
    connection: ChannelConnection,
    events: ChannelEvent[],
    templates: ProviderTemplateStatusReportedPayload[] = [],
  ): Promise<number> {
    const count = events.length + templates.length;
    if (count > 0) {
      await inTransaction(this.dataSource, async (manager) => {
        for (const event of events) {
          const payload = storablePayload({ event });
          await this.outbox.append(manager, connection.accountId, 'ChannelEventReceived', payload);
        }
        for (const template of templates) {
          const payload = storablePayload(template);
          const type = 'ProviderTemplateStatusReported';
          await this.outbox.append(manager, connection.accountId, type, payload);
        }
      });
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
