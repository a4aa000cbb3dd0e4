import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WebhookErasureService } from '../../common/webhooks/webhook-erasure.service';
import { ERASED_BODY, ContactLifecycleService } from '../contacts/contact-lifecycle.service';
import type { ContactDataParticipant } from '../contacts/contact-data';
import { conversationState, type MessageView, messageView } from './views';
import { MessagingRepository } from './messaging.repository';

/** The error of a custom-channel message whose delivery an erasure cancelled. */
export const CONTACT_ERASED_ERROR = {
  code: 'CONTACT_ERASED',
  message: 'The contact was erased before this message was delivered.',
};

/** A conversation in a contact's export: its state and every message. */
type ExportedConversation = Record<string, unknown> & { messages: MessageView[] };

/**
 * Messaging's part in a contact's erasure and export (issue 14, product.md section 13).
 *
 * Erasure, in the erasure's transaction: the bodies of the contact's messages become
 * `[erased]` and their metadata goes (rows, credits and provider ids kept); the webhook
 * deliveries about the contact (custom-channel messages to it, `message.status_changed`,
 * `conversation.handed_off`) are redacted, and those not sent yet are cancelled
 * (`WebhookErasureService`): a custom-channel message whose delivery was still pending fails
 * with `CONTACT_ERASED` instead of going out with its original body.
 *
 * Export: its conversations, each with all of its messages.
 */
@Injectable()
export class MessagingContactData implements ContactDataParticipant, OnModuleInit {
  readonly section = 'conversations';

  constructor(
    private readonly lifecycle: ContactLifecycleService,
    private readonly messaging: MessagingRepository,
    private readonly webhookErasure: WebhookErasureService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerDataParticipant(this);
  }

  async erase(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await this.messaging.eraseBodiesOfContact(accountId, contactId, ERASED_BODY, manager);
    const cancelled = await this.webhookErasure.eraseContact(manager, accountId, contactId);
    for (const delivery of cancelled) {
      if (delivery.targetKind !== 'custom_channel' || !delivery.messageId) continue;
      await this.messaging.markFailed(
        accountId,
        delivery.messageId,
        CONTACT_ERASED_ERROR.code,
        CONTACT_ERASED_ERROR.message,
        manager,
      );
    }
  }

  async export(
    accountId: string,
    contactId: string,
    manager: EntityManager,
  ): Promise<ExportedConversation[]> {
    const conversations = await this.messaging.conversationsOfContact(
      accountId,
      contactId,
      manager,
    );
    const messages = await this.messaging.messagesOfContact(accountId, contactId, manager);
    return conversations.map((conversation) => ({
      ...conversationState(conversation),
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map(messageView),
    }));
  }
}
