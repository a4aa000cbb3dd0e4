import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import { LiveEvents } from '../../common/outbox/live-events';
import { WebhookErasureService } from '../../common/webhooks/webhook-erasure.service';
import type { ContactExportSection } from '../../hooks';
import { ERASED_BODY } from '../contacts';
import { conversationState } from './conversations/conversation-view';
import { ConversationsRepository } from './conversations/conversations.repository';
import { MessageStatesRepository } from './messages/message-states.repository';
import { type MessageView, messageView } from './messages/message-view';
import { MessagesRepository } from './messages/messages.repository';

/** The error of a custom-channel message whose delivery an erasure cancelled. */
export const CONTACT_ERASED_ERROR = {
  code: 'CONTACT_ERASED',
  message: 'The contact was erased before this message was delivered.',
};

/** A conversation in a contact's export: its state and every message. */
type ExportedConversation = Record<string, unknown> & { messages: MessageView[] };

/**
 * Messaging's part in a contact's erasure and export (docs/data-lifecycle.md#erasure).
 *
 * Erasure, in the erasure's transaction: the bodies of the contact's messages become
 * `[erased]` and their metadata and Click-to-WhatsApp referrals go, on the messages and the
 * conversations (rows, credits, provider ids and `referral_at` kept); the webhook
 * deliveries about the contact (custom-channel messages to it, `message.status_changed`,
 * `conversation.handed_off`) are redacted, and those not sent yet are cancelled
 * (`WebhookErasureService`): a custom-channel message whose delivery was still pending fails
 * with `CONTACT_ERASED` instead of going out with its original body. Their live events
 * (`GET /v1/events`) are deleted.
 *
 * Export: its conversations, each with all of its messages (both with their `referral`).
 */
@Injectable()
export class MessagingContactData {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsRepository,
    private readonly states: MessageStatesRepository,
    private readonly webhookErasure: WebhookErasureService,
    private readonly liveEvents: LiveEvents,
  ) {}

  /** `ContactErasing`: see the class. */
  @OnHook('ContactErasing')
  async erase(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await this.messages.eraseBodiesOfContact(accountId, contactId, ERASED_BODY, manager);
    await this.conversations.eraseReferrals(accountId, contactId, manager);
    await this.liveEvents.eraseContact(manager, accountId, contactId);
    const cancelled = await this.webhookErasure.eraseContact(manager, accountId, contactId);
    for (const delivery of cancelled) {
      if (delivery.targetKind !== 'custom_channel' || !delivery.messageId) continue;
      await this.states.markFailed(
        accountId,
        delivery.messageId,
        CONTACT_ERASED_ERROR.code,
        CONTACT_ERASED_ERROR.message,
        manager,
      );
    }
  }

  /**
   * `ContactExporting`: section `conversations`, each with its Click-to-WhatsApp `referral` and
   * `referralAt` and all of its messages (each with its `referral`).
   */
  @OnHook('ContactExporting')
  async export(
    manager: EntityManager,
    accountId: string,
    contactId: string,
  ): Promise<ContactExportSection> {
    const conversations = await this.conversations.ofContact(accountId, contactId, manager);
    const messages = await this.messages.ofContact(accountId, contactId, manager);
    const data: ExportedConversation[] = conversations.map((conversation) => ({
      ...conversationState(conversation),
      // the Click-to-WhatsApp ad that brought the person (docs/channels.md#click-to-whatsapp-ads)
      referral: conversation.referral ?? null,
      referralAt: conversation.referralAt ? new Date(conversation.referralAt).toISOString() : null,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map(messageView),
    }));
    return { section: 'conversations', data };
  }
}
