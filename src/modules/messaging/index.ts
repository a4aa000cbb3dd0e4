/** The public surface of the messaging module: what other modules may use (docs/architecture.md#boundaries). */
export { BotRepliesService } from './bot-replies/bot-replies.service';
export type { Conversation } from './conversations/conversation.entity';
export { ConversationsService } from './conversations/conversations.service';
export { InboundService } from './inbound/inbound.service';
export { MessagesService } from './messages/messages.service';
export { MessagingModule } from './messaging.module';
export { OutboundService } from './outbound/outbound.service';
