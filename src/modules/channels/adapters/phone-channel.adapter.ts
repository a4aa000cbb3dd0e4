import type { EntityManager } from 'typeorm';
import type { Contact } from '../../contacts';
import type { ChannelConnection } from '../channel-connection.entity';
import {
  type ChannelAdapter,
  type ChannelSender,
  type HandOver,
  type HandOverRequest,
  ProviderRejectedError,
  type SendReceipt,
  type SendRequest,
} from '../channel-adapter';
import type { ChannelsRepository } from '../channels.repository';
import type { PhoneChannel } from '../domain/channel';
import type { WindowRule } from '../domain/windows';
import { SandboxSender } from './sandbox/sandbox-sender';

/** The refusal of a phone channel's message to a contact without a phone. */
const NO_PHONE = {
  code: 'NO_PHONE',
  message: 'The contact has no phone number for this channel.',
} as const;

/**
 * What WhatsApp's and Twilio's adapters share (docs/channels.md#sandbox): the contact is
 * reached by its E.164 phone; the account's connection for the channel sends, after commit
 * (`queued`, the `message.send` job); an account without one uses the sandbox, which settles the
 * message in the writer's transaction (nothing leaves the machine). A connection replaced or
 * removed takes effect on the next send. People may reply with an API key.
 */
export abstract class PhoneChannelAdapter implements ChannelAdapter {
  abstract readonly channels: readonly [PhoneChannel];
  abstract readonly window: WindowRule;
  private readonly sandbox = new SandboxSender();

  protected constructor(protected readonly connections: ChannelsRepository) {}

  /** The provider's sender of a stored connection of this channel. */
  protected abstract senderOf(connection: ChannelConnection): ChannelSender;

  acceptsReplyWith(): boolean {
    return true;
  }

  async handOver(manager: EntityManager, request: HandOverRequest): Promise<HandOver> {
    const { accountId, contact, message, template } = request;
    const to = await this.recipientOf(accountId, this.channels[0], contact, manager);
    if (!to) return { kind: 'failed', ...NO_PHONE };
    const refusal = this.refusalOf(contact, template);
    if (refusal) return { kind: 'failed', ...refusal };
    if (await this.connections.find(accountId, this.channels[0], manager))
      return { kind: 'queued' };
    const receipt = await this.sandbox.send({
      messageId: message.id,
      to,
      body: message.body,
      ...(template ? { template } : {}),
    });
    return { kind: 'sent', receipt };
  }

  /**
   * A channel's own refusal of a message to a contact it can reach (WhatsApp: an authentication
   * template to a person known only by BSUID), or null. None by default.
   */
  protected refusalOf(
    _contact: Contact,
    _template: HandOverRequest['template'],
  ): { code: string; message: string } | null {
    return null;
  }

  /** @throws ProviderRejectedError `NO_PHONE`, and what the provider's sender throws. */
  async send(request: SendRequest): Promise<SendReceipt> {
    const { accountId, contact, message, template } = request;
    const to = contact ? await this.recipientOf(accountId, this.channels[0], contact) : null;
    if (!contact || !to) throw new ProviderRejectedError(NO_PHONE.code, NO_PHONE.message);
    const refusal = this.refusalOf(contact, template);
    if (refusal) throw new ProviderRejectedError(refusal.code, refusal.message);
    const sender = await this.senderFor(accountId);
    return sender.send({
      messageId: message.id,
      to,
      body: message.body,
      ...(template ? { template } : {}),
      ...(request.campaignRate ? { campaignRate: request.campaignRate } : {}),
    });
  }

  /**
   * The sender of the account's connection as stored now (a replaced connection takes effect on
   * the next call), or the sandbox when it has none.
   * @throws SecretBoxError when the stored credentials cannot be opened (another ENCRYPTION_KEY).
   */
  async senderFor(accountId: string): Promise<ChannelSender> {
    const connection = await this.connections.find(accountId, this.channels[0]);
    return connection ? this.senderOf(connection) : this.sandbox;
  }

  async settlesInTransaction(accountId: string): Promise<boolean> {
    return !(await this.connections.find(accountId, this.channels[0]));
  }

  async recipientOf(
    _accountId: string,
    _channel: string,
    contact: Contact,
    _manager?: EntityManager,
  ): Promise<string | null> {
    return contact.phone;
  }
}
