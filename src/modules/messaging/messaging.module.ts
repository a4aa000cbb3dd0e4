import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { AgencyModule } from '../agency';
import { ChannelsModule } from '../channels';
import { ContactsModule } from '../contacts';
import { TemplatesModule } from '../templates';
import { BotRepliesRepository } from './bot-replies/bot-replies.repository';
import { BotRepliesService } from './bot-replies/bot-replies.service';
import { MessagingContactData } from './contact-data';
import { Conversation } from './conversations/conversation.entity';
import { ConversationsController } from './conversations/conversations.controller';
import { ConversationsRepository } from './conversations/conversations.repository';
import { InboxRepository } from './conversations/inbox.repository';
import { ConversationsService } from './conversations/conversations.service';
import { HumanRepliesService } from './conversations/human-replies.service';
import { ChannelEventsHandler } from './inbound/channel-events.handler';
import { InboundService } from './inbound/inbound.service';
import { Message } from './messages/message.entity';
import { MessageStatesRepository } from './messages/message-states.repository';
import { MessageStatsRepository } from './messages/message-stats.repository';
import { MessageStatusService } from './messages/message-status.service';
import { MessagesController } from './messages/messages.controller';
import { MessagesRepository } from './messages/messages.repository';
import { MessagesService } from './messages/messages.service';
import { MessagingWebhooks } from './messaging-webhooks';
import { OutboundService } from './outbound/outbound.service';
import { SendJob } from './outbound/send.job';
import { SendsRepository } from './outbound/sends.repository';
import { SavedRepliesController } from './saved-replies/saved-replies.controller';
import { SavedRepliesRepository } from './saved-replies/saved-replies.repository';
import { SavedRepliesService } from './saved-replies/saved-replies.service';

/**
 * Conversations and messages (docs/conversations.md), by job: `conversations/` (the inbox, owners,
 * people's replies), `messages/` (reading, status moves), `inbound/` (the one way an inbound
 * message is recorded, and the provider events), `outbound/` (the one outbound path and its
 * `message.send` job) and `bot-replies/` (what the bot's debounce and hand-off keep). Exports
 * narrow services; `parley_messages{direction,status}` on /metrics.
 */
@Module({
  imports: [ContactsModule, ChannelsModule, AgencyModule, TemplatesModule, ObservabilityModule],
  controllers: [MessagesController, ConversationsController, SavedRepliesController],
  providers: [
    ConversationsService,
    ConversationsRepository,
    InboxRepository,
    HumanRepliesService,
    MessagesService,
    MessagesRepository,
    MessageStatusService,
    MessageStatesRepository,
    MessageStatsRepository,
    InboundService,
    ChannelEventsHandler,
    OutboundService,
    SendJob,
    SendsRepository,
    BotRepliesService,
    BotRepliesRepository,
    MessagingWebhooks,
    MessagingContactData,
    SavedRepliesService,
    SavedRepliesRepository,
  ],
  exports: [
    ConversationsService,
    MessagesService,
    InboundService,
    OutboundService,
    SendJob,
    BotRepliesService,
  ],
})
export class MessagingModule implements OnModuleInit {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Conversation, Message];

  constructor(
    private readonly metrics: MetricsService,
    private readonly messages: MessagesService,
  ) {}

  /** `parley_messages{direction,status}` on /metrics, counted at each scrape. */
  onModuleInit(): void {
    const messages = this.messages;
    new Gauge({
      name: 'parley_messages',
      help: 'Messages by direction and status (all accounts)',
      labelNames: ['direction', 'status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await messages.countByStatus().catch(() => [])) {
          this.set({ direction: row.direction, status: row.status }, row.count);
        }
      },
    });
  }
}
