import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WebhookDelivery } from '../../common/webhooks/webhook-delivery';
import { inTransaction } from '../../database/transaction';
import {
  type ChannelSender,
  ProviderRejectedError,
  ProviderRetryableError,
} from '../channels/channel-sender';
import { INSUFFICIENT_CREDITS } from '../agency/agency.errors';
import { CreditsService } from '../agency/credits.service';
import { ChannelsService, isChannelName } from '../channels/channels.service';
import type { Contact } from '../contacts/contact.entity';
import { CustomChannelMessagesService } from '../custom-channel/custom-channel-messages.service';
import type { Conversation, Message, MessagePurpose } from '../messaging/message.entity';
import { MessagingService } from '../messaging/messaging.service';

/** Hand-offs to a provider that asks to retry are tried this many times in all. */
const PROVIDER_ATTEMPTS = 3;
/** The longest wait between those tries: ms. */
const MAX_PROVIDER_WAIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a free-text message in an existing conversation on its own channel (bot replies, opt-out
 * confirmations): written `queued` first, then delivered to the custom channel's URL (signed
 * webhook, retried), recorded `sent` by the sandbox in the same transaction, or handed to
 * WhatsApp/Twilio after commit (a retryable refusal is tried up to 3 times within ~15 s, then the
 * message fails with the provider's code). A sub-account pays for it in the same transaction;
 * with too little credit the message is `failed` with `INSUFFICIENT_CREDITS`. A reply is written once and never resent after a
 * crash mid-hand-off (at most once, as campaign sends).
 */
@Injectable()
export class ReplySender {
  private readonly logger = new Logger(ReplySender.name);

  constructor(
    private readonly messaging: MessagingService,
    private readonly channels: ChannelsService,
    private readonly customMessages: CustomChannelMessagesService,
    private readonly credits: CreditsService,
    private readonly dataSource: DataSource,
  ) {}

  /** @returns the message as written (its later status is on `GET /v1/messages/{id}`). */
  async send(
    accountId: string,
    conversation: Conversation,
    contact: Contact,
    body: string,
    purpose: MessagePurpose,
  ): Promise<Message> {
    const sender = isChannelName(conversation.channel)
      ? await this.channels.senderFor(accountId, conversation.channel)
      : null;
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const message = await this.messaging.queueInConversation(manager, accountId, conversation, {
        body,
        purpose,
      });
      let delivery: WebhookDelivery | null = null;
      let handOff = false;
      const paid = await this.credits.debitForMessage(manager, accountId, message.id);
      if (paid.metered && !paid.ok) {
        const { code, message: text } = INSUFFICIENT_CREDITS;
        await this.messaging.markFailed(accountId, message.id, code, text, manager);
      } else if (conversation.channel === 'custom') {
        delivery = await this.customMessages.deliver(
          manager,
          accountId,
          conversation,
          message,
          contact,
        );
      } else if (!sender || !contact.phone) {
        await this.messaging.markFailed(
          accountId,
          message.id,
          'NO_PHONE',
          'The contact has no phone number for this channel.',
          manager,
        );
      } else if (sender.provider === 'sandbox') {
        const receipt = await sender.send({ messageId: message.id, to: contact.phone, body });
        await this.messaging.markSent(
          manager,
          accountId,
          message.id,
          receipt.provider,
          receipt.externalId,
        );
      } else {
        handOff = await this.messaging.startHandoff(manager, accountId, message.id);
      }
      return { message, delivery, handOff };
    });
    if (outcome.delivery) await this.customMessages.schedule([outcome.delivery]);
    if (outcome.handOff && sender && contact.phone) {
      await this.handOff(accountId, outcome.message, sender, contact.phone);
    }
    return outcome.message;
  }

  private async handOff(
    accountId: string,
    message: Message,
    sender: ChannelSender,
    to: string,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const receipt = await sender.send({ messageId: message.id, to, body: message.body });
        await inTransaction(this.dataSource, (manager) =>
          this.messaging.markSent(
            manager,
            accountId,
            message.id,
            receipt.provider,
            receipt.externalId,
          ),
        );
        return;
      } catch (error) {
        if (error instanceof ProviderRetryableError && attempt < PROVIDER_ATTEMPTS) {
          await sleep(Math.min(error.retryAfterMs || 1000, MAX_PROVIDER_WAIT_MS));
          continue;
        }
        const code =
          error instanceof ProviderRejectedError || error instanceof ProviderRetryableError
            ? error.code
            : 'PROVIDER_ERROR';
        this.logger.warn({ messageId: message.id, code }, 'reply hand-off failed');
        await this.messaging.markFailed(
          accountId,
          message.id,
          code,
          (error as Error).message ?? String(error),
        );
        return;
      }
    }
  }
}
