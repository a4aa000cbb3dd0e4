import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { ContactDataParticipant, ErasedContact } from '../contacts/contact-data';
import { ContactLifecycleService } from '../contacts/contact-lifecycle.service';
import {
  META_EVENT_RECEIVED,
  PROVIDER_MESSAGE_RECEIVED,
  type ProviderMessageReceivedPayload,
} from './channel-events';

/**
 * What an erased `ProviderMessageReceived` keeps: which message of which channel arrived when.
 * The sender's phone, the text and the profile name become `[erased]`.
 */
const RECEIVED_KEEP = [
  'channel',
  'provider',
  'externalId',
  'messageType',
  'receivedAt',
  'alteredFields',
] satisfies (keyof ProviderMessageReceivedPayload)[];

/**
 * What an erased `MetaEventReceived` keeps: the connection, the kind of event, its ids and
 * times. The person's PSID/IGSID, texts, titles, postback and quick-reply payloads, attachment
 * URLs, referrals, usernames and emoji become `[erased]`.
 */
const META_KEEP = [
  'connectionId',
  'channel',
  'ownerId',
  'occurredAt',
  'kind',
  'mid',
  'mids',
  'watermark',
  'replyToMid',
  'action',
  'commentId',
  'mediaId',
  'mediaProductType',
  'alteredFields',
];

/** The containment patterns of a contact's Meta identities (`messenger:<pageId>` → `{event: {channel, ownerId, userId}}`). */
function metaMatches(contact: ErasedContact): object[] {
  return contact.identities.flatMap((identity) => {
    const [channel, ownerId, ...rest] = identity.scope?.split(':') ?? [];
    if (identity.customChannelId !== null || !channel || !ownerId || rest.length > 0) return [];
    return [{ event: { channel, ownerId, userId: identity.externalId } }];
  });
}

/**
 * Channels' part in a contact's erasure (issue 14; product.md section 13): the provider events
 * this module appended to the outbox still hold what the provider sent, until retention
 * (`RETENTION_OUTBOX_DAYS`). Erasure redacts, in the erasure's transaction, the
 * `ProviderMessageReceived` events sent from the contact's phone (WhatsApp, Twilio) and the
 * `MetaEventReceived` events of its Messenger/Instagram identities, processed or not; an
 * unprocessed one is closed (`OutboxService.erase`), so a message the person sent just before
 * the erasure is not recorded afterwards. Nothing to export (the messages are messaging's).
 */
@Injectable()
export class ChannelsContactData implements ContactDataParticipant, OnModuleInit {
  readonly section = 'providerEvents';

  constructor(
    private readonly lifecycle: ContactLifecycleService,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerDataParticipant(this);
  }

  async erase(
    manager: EntityManager,
    accountId: string,
    _contactId: string,
    contact: ErasedContact,
  ): Promise<void> {
    if (contact.phone) {
      await this.outbox.erase(
        manager,
        accountId,
        PROVIDER_MESSAGE_RECEIVED,
        [{ from: contact.phone }],
        RECEIVED_KEEP,
      );
    }
    await this.outbox.erase(
      manager,
      accountId,
      META_EVENT_RECEIVED,
      metaMatches(contact),
      META_KEEP,
    );
  }
}
