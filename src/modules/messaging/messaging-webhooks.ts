import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import type { Conversation } from './conversations/conversation.entity';
import {
  type ConversationChange,
  conversationUpdatedEvent,
} from './conversations/conversation-view';
import type { Message } from './messages/message.entity';
import { messageView } from './messages/message-view';

/**
 * The account webhooks of messaging (docs/webhooks.md#events): `message.created`,
 * `message.status_changed` and `conversation.updated`, each written in the transaction of the
 * change it announces (sent if and only if the change commits), in one shape built from the rows.
 */
@Injectable()
export class MessagingWebhooks {
  constructor(private readonly webhooks: WebhooksService) {}

  /** A new message (inbound or outbound). */
  async created(manager: EntityManager, message: Message): Promise<void> {
    await this.webhooks.publish(
      manager,
      message.accountId,
      'message.created',
      { ...messageView(message) },
      { messageId: message.id },
    );
  }

  /** A message's status moved; `message` is the row after the move (null: no move). */
  async statusChanged(manager: EntityManager, message: Message | null): Promise<Message | null> {
    if (message) {
      await this.webhooks.publish(
        manager,
        message.accountId,
        'message.status_changed',
        { ...messageView(message) },
        { messageId: message.id },
      );
    }
    return message;
  }

  /** A conversation changed (`change`: what; `previousAssigneeId` for `assignee`). */
  async conversationUpdated(
    manager: EntityManager,
    conversation: Conversation,
    change: ConversationChange,
    previousAssigneeId: string | null = null,
  ): Promise<void> {
    await this.webhooks.publish(
      manager,
      conversation.accountId,
      'conversation.updated',
      conversationUpdatedEvent(conversation, change, previousAssigneeId),
    );
  }
}
