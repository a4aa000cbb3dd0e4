import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { redactJson } from '../erasure/redact';
import type { WebhookDelivery } from './webhook-delivery';
import { WebhooksRepository } from './webhooks.repository';

/**
 * What an erased delivery's event data keeps: ids, kinds, statuses and times (what a receiver
 * that already has the event can still match). Texts, names, phones, emails, channel ids of the
 * person (`fromId`), metadata and error texts become `[erased]`.
 */
const KEEP = new Set([
  'id',
  'contactId',
  'conversationId',
  'messageId',
  'campaignId',
  'customChannelId',
  'customChannel',
  'channel',
  'direction',
  'author',
  'status',
  'purpose',
  'messageType',
  'externalId',
  'reactsToMessageId',
  'code',
  'reason',
  'createdAt',
  'sentAt',
  'deliveredAt',
  'readAt',
  'handedOffAt',
]);

/**
 * Erasure of a person from outgoing webhooks (`DELETE /v1/contacts/{id}`, GDPR article 17): the
 * deliveries about the contact (custom-channel messages to it, `message.status_changed`,
 * `conversation.handed_off`) keep their rows, with their event data redacted (`redactJson`
 * with the ids, statuses and times kept); those not sent yet are cancelled, so a pending custom-
 * channel delivery never carries the original body after the erasure.
 */
@Injectable()
export class WebhookErasureService {
  constructor(private readonly deliveries: WebhooksRepository) {}

  /**
   * In the erasure's transaction: redacts every delivery about the contact and cancels those
   * pending or being attempted (`failed`, `last_error` `ERASED: …`; an attempt already on the
   * wire cannot be recalled, its settlement no longer matches and is dropped).
   *
   * @returns the deliveries cancelled (as they were before), for their owners to settle what
   *   they were delivering (a custom-channel message fails).
   */
  async eraseContact(
    manager: EntityManager,
    accountId: string,
    contactId: string,
  ): Promise<WebhookDelivery[]> {
    const about = await this.deliveries.lockAboutContact(accountId, contactId, manager);
    if (about.length === 0) return [];
    const cancelled = about.filter((d) => d.status === 'pending' || d.status === 'delivering');
    await this.deliveries.erase(
      accountId,
      about.map((d) => ({ id: d.id, payload: redactJson(d.payload, KEEP) })),
      cancelled.map((d) => d.id),
      manager,
    );
    return cancelled;
  }
}
