import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { ErasedContact } from '../contacts';

/**
 * What an erased `ChannelEventReceived` keeps: which event of which channel happened when, the
 * provider's message ids and the identity scope (a Page or account, not the person). The
 * person's phone, PSID/IGSID and name, texts, payloads, attachment URLs, referrals and the
 * entry point's key (it holds the PSID) become `[erased]`.
 */
const KEEP = [
  'kind',
  'channel',
  'provider',
  'scope',
  'externalId',
  'externalIds',
  'upToExternalId',
  'reactsTo',
  'messageType',
  'status',
  'receivedAt',
  'occurredAt',
  'upTo',
  'commentedAt',
  'alteredFields',
];

/**
 * Channels' part in a contact's erasure (docs/data-lifecycle.md#erasure): the channel events
 * this module appended to the outbox still hold what the provider sent, until retention
 * (`RETENTION_OUTBOX_DAYS`). In the erasure's transaction, the `ChannelEventReceived` events
 * from the contact's phone (WhatsApp, Twilio) or of its Messenger/Instagram identities are
 * redacted, processed or not; an unprocessed one is closed (`OutboxService.erase`), so a message
 * the person sent just before the erasure is not recorded afterwards.
 */
@Injectable()
export class ChannelsContactData {
  constructor(private readonly outbox: OutboxService) {}

  /** `ContactErasing`: see the class. */
  @OnHook('ContactErasing')
  async erase(
    manager: EntityManager,
    accountId: string,
    _contactId: string,
    contact: ErasedContact,
  ): Promise<void> {
    const matches: object[] = contact.identities
      .filter((identity) => identity.scope !== null && identity.customChannelId === null)
      .map((identity) => ({
        event: { person: { scope: identity.scope, userId: identity.externalId } },
      }));
    if (contact.phone) matches.push({ event: { person: { phone: contact.phone } } });
    await this.outbox.erase(manager, accountId, 'ChannelEventReceived', matches, KEEP);
  }
}
