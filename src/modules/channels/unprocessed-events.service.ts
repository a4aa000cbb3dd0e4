import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import type { ChannelEvent, ProviderTemplateStatusReportedPayload } from '../../events';
import { MetaWebhooksService } from './adapters/meta/meta-webhooks.service';
import { TwilioWebhooksService } from './adapters/twilio/twilio-webhooks.service';
import { WhatsAppWebhooksService } from './adapters/whatsapp/whatsapp-webhooks.service';
import { ChannelWebhooks } from './channel-webhooks.service';
import { ChannelsRepository } from './channels.repository';
import { reasonsOf, type ProviderReading } from './domain/unprocessed';
import {
  type UnprocessedEventRow,
  UnprocessedEventsRepository,
} from './unprocessed-events.repository';

/** What `retryAll` did: events tried, now processed, still unprocessed. */
export interface UnprocessedRetryReport {
  tried: number;
  processed: number;
  unprocessed: number;
}

/** Rows read per batch by the retry. */
const RETRY_BATCH = 100;

/**
 * Unprocessed provider events (docs/channels.md#unprocessed-events): the owners' list, and the
 * operator's retry against the current parser (`channels:retry-unprocessed`), which records what
 * the parser now reads through the one `ChannelWebhooks.record` path.
 */
@Injectable()
export class UnprocessedEventsService {
  private readonly logger = new Logger(UnprocessedEventsService.name);

  constructor(
    private readonly rows: UnprocessedEventsRepository,
    private readonly connections: ChannelsRepository,
    private readonly webhooks: ChannelWebhooks,
    private readonly whatsapp: WhatsAppWebhooksService,
    private readonly twilio: TwilioWebhooksService,
    private readonly meta: MetaWebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * `GET /v1/channels/events`: the account's events with `status`, oldest first.
   * @throws InvalidCursorError (400) for a cursor that is not one of ours.
   */
  async list(
    accountId: string,
    status: 'unprocessed' | 'processed',
    limit: number,
    cursor?: string,
  ): Promise<Page<UnprocessedEventRow>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.rows.page(accountId, status, limit + 1, after);
    return toPage(rows, limit, (row) => row);
  }

  /**
   * Reads every unprocessed event of every account again with the current parser: an event
   * that now reads without unusable items has its events recorded and becomes `processed`;
   * otherwise its attempts grow and its reason is the parser's current one. An event whose
   * connection is gone stays unprocessed.
   */
  async retryAll(): Promise<UnprocessedRetryReport> {
    const report: UnprocessedRetryReport = { tried: 0, processed: 0, unprocessed: 0 };
    let after: { createdAt: Date; id: string; cursorAt?: string } | null = null;
    for (;;) {
      const batch = await this.rows.dueForRetry(RETRY_BATCH, after);
      for (const row of batch) {
        report.tried += 1;
        if (await this.retry(row)) report.processed += 1;
        else report.unprocessed += 1;
      }
      if (batch.length < RETRY_BATCH) break;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id, cursorAt: last.cursorAt };
    }
    this.logger.log(report, 'unprocessed provider events retried');
    return report;
  }

  private async retry(row: UnprocessedEventRow): Promise<boolean> {
    const connection = await this.connections.findForWebhook(row.connectionId);
    let reading: ProviderReading<ChannelEvent, ProviderTemplateStatusReportedPayload> | null = null;
    if (connection && connection.accountId === row.accountId) {
      if (row.provider === 'whatsapp') reading = this.whatsapp.read(connection, row.payload);
      else if (row.provider === 'twilio') reading = this.twilio.read(row.kind, row.payload);
      else if (row.provider === 'messenger' || row.provider === 'instagram')
        reading = this.meta.read(connection, row.payload);
    }
    if (!reading || reading.unusable.items.length > 0) {
      const reason = reading
        ? reasonsOf(reading.unusable.items)
        : 'The connection this event arrived on no longer exists.';
      await inTransaction(this.dataSource, (manager) =>
        this.rows.settle(row.accountId, row.id, { processed: false, reason }, manager),
      );
      return false;
    }
    await this.webhooks.record(connection!, reading.events, reading.templates);
    await inTransaction(this.dataSource, (manager) =>
      this.rows.settle(row.accountId, row.id, { processed: true }, manager),
    );
    return true;
  }
}
