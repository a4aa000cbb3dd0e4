import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERASED_BODY, ContactLifecycleService } from '../contacts/contact-lifecycle.service';
import type { ContactDataParticipant } from '../contacts/contact-data';
import { ConversationDto } from './dto/message.dto';
import { MessagingRepository } from './messaging.repository';

/**
 * Messaging's part in a contact's erasure and export (issue 14, product.md section 13): erasure
 * replaces the bodies of the contact's messages with `[erased]` (rows, credits and provider ids
 * kept); the export lists its conversations, each with all of its messages.
 */
@Injectable()
export class MessagingContactData implements ContactDataParticipant, OnModuleInit {
  readonly section = 'conversations';

  constructor(
    private readonly lifecycle: ContactLifecycleService,
    private readonly messaging: MessagingRepository,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerDataParticipant(this);
  }

  async erase(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await this.messaging.eraseBodiesOfContact(accountId, contactId, ERASED_BODY, manager);
  }

  async export(accountId: string, contactId: string): Promise<ConversationDto[]> {
    const conversations = await this.messaging.conversationsOfContact(accountId, contactId);
    const messages = await this.messaging.messagesOfContact(accountId, contactId);
    return conversations.map((conversation) => {
      const own = messages.filter((message) => message.conversationId === conversation.id);
      const readAt = conversation.lastReadAt?.getTime() ?? -Infinity;
      return ConversationDto.from({
        ...conversation,
        messages: own,
        unreadCount: own.filter(
          (message) => message.direction === 'inbound' && message.createdAt.getTime() > readAt,
        ).length,
      });
    });
  }
}
