import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../../database/transaction';
import { ContactsService } from '../../contacts';
import { type Template, TemplatesService } from '../../templates';
import type { Message } from '../messages/message.entity';
import { ChannelAdapters } from '../../channels';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingWebhooks } from '../messaging-webhooks';
import {
  ChannelSendNotAllowedError,
  ConversationNotFoundError,
  TemplateNotApprovedError,
} from '../messaging.errors';
import { OutboundService } from '../outbound/outbound.service';
import { ConversationsService } from './conversations.service';

/** A person's reply: free text, or an approved template rendered for the contact. */
export type HumanReply =
  { body: string; templateId?: undefined } | { templateId: string; body?: undefined };

/**
 * People in the conversation (docs/conversations.md#human-replies): `POST
 * /v1/conversations/{id}/messages` sends as a person on the conversation's own channel through
 * the one outbound path, and takes the conversation (`owner: human`, so the bot stays silent
 * until it is handed back; a closed one reopens as `human`), in one transaction.
 */
@Injectable()
export class HumanRepliesService {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly outbound: OutboundService,
    private readonly adapters: ChannelAdapters,
    private readonly contacts: ContactsService,
    private readonly templates: TemplatesService,
    private readonly messages: MessagesRepository,
    private readonly webhooks: MessagingWebhooks,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * @returns the message as committed (`author: human`): `queued`, `sent` (sandbox), or `failed`
   *   (`INSUFFICIENT_CREDITS` for a sub-account without credit, `NO_PHONE`).
   * @throws ConversationNotFoundError (404 `NOT_FOUND`, also another account's id);
   *   TemplateNotFoundError (404); TemplateNotApprovedError (409 `TEMPLATE_NOT_APPROVED`: not
   *   approved, or a template of another channel); WindowClosedError (409 `WINDOW_CLOSED`: free
   *   text outside the channel's window); ChannelSendNotAllowedError (403
   *   `CHANNEL_SEND_NOT_ALLOWED`: Messenger/Instagram without a person). A refused reply changes
   *   nothing.
   *
   * `person`: the signed-in person who writes (a session, which only their own sign-in opens),
   * or null for an API key. Only a person may answer Messenger/Instagram (Meta's `HUMAN_AGENT`
   * is for people); the message records them (`authorUserId`), and a person who replies to an
   * unassigned conversation becomes its assignee (docs/conversations.md#authors, #assignment).
   */
  async reply(
    accountId: string,
    conversationId: string,
    reply: HumanReply,
    person: { id: string } | null = null,
  ): Promise<Message> {
    const known = await this.conversations.find(accountId, conversationId);
    if (!known) throw new ConversationNotFoundError(conversationId);
    if (!this.adapters.for(known.channel).acceptsReplyWith(person ? 'session' : 'api_key')) {
      throw new ChannelSendNotAllowedError(known.channel);
    }
    const template =
      reply.templateId !== undefined
        ? await this.approvedTemplate(accountId, reply.templateId, known.channel)
        : null;
    const contact = await this.contacts.findForDispatch(accountId, known.contactId);
    if (!contact) throw new ConversationNotFoundError(conversationId);
    return inTransaction(this.dataSource, async (manager) => {
      const conversation = await this.conversations.take(manager, accountId, known.id);
      if (!conversation) throw new ConversationNotFoundError(conversationId);
      const prepared = await this.outbound.prepare(manager, {
        accountId,
        conversation,
        contact,
        body: reply.body,
        template,
        purpose: 'human',
        authorUserId: person?.id ?? null,
      });
      if (person) await this.conversations.assignIfUnassigned(manager, conversation, person.id);
      return prepared.message!;
    });
  }

  /**
   * `POST /v1/conversations/{id}/notes`: a person's private note in the thread
   * (docs/conversations.md#private-notes): `author: note` with the person, never handed to a
   * channel, never read by the bot, erased with the contact's messages; announced as
   * `message.created` (the account's own webhooks and live events). Nothing else changes (no
   * owner, no window, no credit).
   * @throws ConversationNotFoundError (404 `NOT_FOUND`, also another account's id).
   */
  async addNote(
    accountId: string,
    conversationId: string,
    body: string,
    person: { id: string },
  ): Promise<Message> {
    const known = await this.conversations.find(accountId, conversationId);
    if (!known) throw new ConversationNotFoundError(conversationId);
    return inTransaction(this.dataSource, async (manager) => {
      const note = await this.messages.insertNote(
        accountId,
        known.id,
        { contactId: known.contactId, channel: known.channel, body, authorUserId: person.id },
        manager,
      );
      await this.webhooks.created(manager, note);
      return note;
    });
  }

  /** The account's template, approved, for this channel (any channel's for a custom conversation). */
  private async approvedTemplate(
    accountId: string,
    templateId: string,
    channel: string,
  ): Promise<Template> {
    const template = await this.templates.get(accountId, templateId);
    if (template.status !== 'approved') {
      throw new TemplateNotApprovedError(template.id, `is ${template.status}, not approved`);
    }
    if (channel !== 'custom' && template.channel !== channel) {
      throw new TemplateNotApprovedError(
        template.id,
        `is a ${template.channel} template; this conversation is on ${channel}`,
      );
    }
    return template;
  }
}
