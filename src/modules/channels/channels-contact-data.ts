import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { ErasedContact } from '../contacts';
import { UnprocessedEventsRepository } from './unprocessed-events.repository';

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
 * the person sent just before the erasure is not recorded afterwards. Unprocessed provider events
 * whose payload names the person's phone or identities are deleted
 * (docs/channels.md#unprocessed-events).
 */
@Injectable()
export class ChannelsContactData {
  constructor(
    private readonly outbox: OutboxService,
    private readonly unprocessed: UnprocessedEventsRepository,
  ) {}

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
      .flatMap((identity) => [
        { event: { person: { scope: identity.scope, userId: identity.externalId } } },
        // a WhatsApp identity change names the person as `previous` and `next`
        { event: { previous: { scope: identity.scope, userId: identity.externalId } } },
        { event: { next: { scope: identity.scope, userId: identity.externalId } } },
      ]);
    if (contact.phone) {
      matches.push(
        { event: { person: { phone: contact.phone } } },
        { event: { previous: { phone: contact.phone } } },
        { event: { next: { phone: contact.phone } } },
      );
    }
    await this.outbox.erase(manager, accountId, 'ChannelEventReceived', matches, KEEP);
    // unprocessed provider events naming the person (phone digits as the providers write them,
    // E.164, BSUIDs, PSIDs, IGSIDs, custom-channel ids) go entirely
    const needles = contact.identities.map((identity) => identity.externalId);
    if (contact.phone) needles.push(contact.phone, contact.phone.replace(/^\+/, ''));
    await this.unprocessed.eraseMentioning(accountId, needles, manager);
  }
}
