import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../../config/app-config';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { OnHook } from '../../../../common/handlers/handler-decorators';
import { decodeCursor, type Page, toPage } from '../../../../common/pagination/pagination';
import type { WebhookTarget } from '../../../../common/webhooks/webhook-delivery';
import { assertWebhookUrl } from '../../../../common/webhooks/webhook-endpoints.service';
import { generateSigningSecret } from '../../../../common/webhooks/webhook-signer';
import { CustomChannelNameTakenError, CustomChannelNotFoundError } from '../../channels.errors';
import {
  type CustomChannelRow,
  CustomChannelsRepository,
  NameTakenError,
} from './custom-channels.repository';

/** After a rotation the previous signing secret keeps signing deliveries this long: ms (24 h, docs/webhooks.md#secret-rotation). */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

/** A custom channel without its secrets. */
export interface CustomChannelView {
  id: string;
  name: string;
  deliveryUrl: string;
  /** Until when deliveries are also signed with the previous secret (after a rotation), or null. */
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The sealing context of a custom channel's signing secret. */
function secretContext(accountId: string, id: string): string {
  return `custom-channel:${accountId}:${id}`;
}

/** Whether the secret replaced by the last rotation still signs (its 24 h are not over). */
function previousSecretInForce(row: CustomChannelRow): boolean {
  return Boolean(
    row.previousSigningSecret &&
    row.previousSecretExpiresAt &&
    new Date(row.previousSecretExpiresAt).getTime() > Date.now(),
  );
}

function view(row: CustomChannelRow): CustomChannelView {
  return {
    id: row.id,
    name: row.name,
    deliveryUrl: row.deliveryUrl,
    previousSecretExpiresAt: previousSecretInForce(row) ? row.previousSecretExpiresAt : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Custom channels (docs/channels.md#custom-channels): an account's own integration, by name,
 * with a delivery URL and a signing secret (shown on creation and on rotation). A delivery to a
 * `custom_channel` target goes to the channel's current URL, signed with its current secret (and
 * the previous one for 24 h after a rotation): `WebhookTargetResolving`.
 */
@Injectable()
export class CustomChannelsService {
  constructor(
    private readonly channels: CustomChannelsRepository,
    private readonly secretBox: SecretBox,
    private readonly config: AppConfig,
  ) {}

  /**
   * `POST /v1/custom_channels`. @throws ValidationFailedError (refused URL),
   * CustomChannelNameTakenError (409).
   */
  async create(
    accountId: string,
    input: { name: string; deliveryUrl: string },
  ): Promise<CustomChannelView & { signingSecret: string }> {
    await assertWebhookUrl(
      input.deliveryUrl,
      'deliveryUrl',
      this.config.ALLOW_PRIVATE_WEBHOOK_URLS,
    );
    const id = crypto.randomUUID();
    const secret = generateSigningSecret();
    try {
      const row = await this.channels.insert(accountId, {
        id,
        name: input.name,
        deliveryUrl: input.deliveryUrl,
        sealedSecret: this.secretBox.seal(secret, secretContext(accountId, id)),
      });
      return { ...view(row), signingSecret: secret };
    } catch (error) {
      if (error instanceof NameTakenError) throw new CustomChannelNameTakenError(input.name);
      throw error;
    }
  }

  /** @throws CustomChannelNotFoundError. */
  async get(accountId: string, id: string): Promise<CustomChannelView> {
    return view(await this.row(accountId, id));
  }

  /** The live channel, in the caller's transaction, or null. */
  async find(
    manager: EntityManager,
    accountId: string,
    id: string,
  ): Promise<CustomChannelView | null> {
    const row = await this.channels.find(accountId, id, manager);
    return row ? view(row) : null;
  }

  /** The live channel with that name (case-insensitive). @throws CustomChannelNotFoundError. */
  async getByName(accountId: string, name: string): Promise<CustomChannelView> {
    const row = await this.channels.findByName(accountId, name);
    if (!row) throw new CustomChannelNotFoundError(`named "${name}"`);
    return view(row);
  }

  /**
   * The channel an incoming message belongs to (the incoming message has no channel field, docs/channels.md#custom-channels): the one
   * named by `customChannel` when given (@throws CustomChannelNotFoundError otherwise), else the
   * one whose name or id is the message's `toId`, else the account's only channel; null when
   * none of these identifies one.
   */
  async resolveIncoming(
    accountId: string,
    hints: { customChannel?: string; toId?: string },
  ): Promise<CustomChannelView | null> {
    if (hints.customChannel !== undefined) return this.getByName(accountId, hints.customChannel);
    if (hints.toId) {
      const byId = isUUID(hints.toId) ? await this.channels.find(accountId, hints.toId) : null;
      const match = byId ?? (await this.channels.findByName(accountId, hints.toId));
      if (match) return view(match);
    }
    const firstTwo = await this.channels.firstTwo(accountId);
    return firstTwo.length === 1 ? view(firstTwo[0]) : null;
  }

  async page(accountId: string, limit: number, cursor?: string): Promise<Page<CustomChannelView>> {
    const after = cursor ? decodeCursor(cursor) : null;
    return toPage(await this.channels.page(accountId, limit + 1, after), limit, view);
  }

  /**
   * `PATCH /v1/custom_channels/{id}`: name and/or delivery URL (deliveries still pending go to
   * the new URL). @throws CustomChannelNotFoundError, ValidationFailedError, CustomChannelNameTakenError.
   */
  async update(
    accountId: string,
    id: string,
    changes: { name?: string; deliveryUrl?: string },
  ): Promise<CustomChannelView> {
    await this.row(accountId, id);
    if (changes.deliveryUrl !== undefined) {
      await assertWebhookUrl(
        changes.deliveryUrl,
        'deliveryUrl',
        this.config.ALLOW_PRIVATE_WEBHOOK_URLS,
      );
    }
    try {
      const row = await this.channels.update(accountId, id, changes);
      if (!row) throw new CustomChannelNotFoundError(id);
      return view(row);
    } catch (error) {
      if (error instanceof NameTakenError)
        throw new CustomChannelNameTakenError(changes.name ?? '');
      throw error;
    }
  }

  /**
   * `POST /v1/custom_channels/{id}/rotate-secret`: a new signing secret (returned this once); the
   * previous one keeps signing deliveries (both signatures in `webhook-signature`) for 24 h, so
   * the receiver can switch without losing a message. @throws CustomChannelNotFoundError.
   */
  async rotateSecret(
    accountId: string,
    id: string,
  ): Promise<CustomChannelView & { signingSecret: string }> {
    await this.row(accountId, id);
    const secret = generateSigningSecret();
    const row = await this.channels.rotate(
      accountId,
      id,
      this.secretBox.seal(secret, secretContext(accountId, id)),
      PREVIOUS_SECRET_VALID_MS,
    );
    if (!row) throw new CustomChannelNotFoundError(id);
    return { ...view(row), signingSecret: secret };
  }

  /** `DELETE /v1/custom_channels/{id}`; its conversations keep their history. @throws CustomChannelNotFoundError. */
  async delete(accountId: string, id: string): Promise<void> {
    if (!(isUUID(id) && (await this.channels.delete(accountId, id)))) {
      throw new CustomChannelNotFoundError(id);
    }
  }

  private async row(
    accountId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<CustomChannelRow> {
    const row = isUUID(id) ? await this.channels.find(accountId, id, manager) : null;
    if (!row) throw new CustomChannelNotFoundError(id);
    return row;
  }

  /**
   * `WebhookTargetResolving` for `custom_channel` deliveries: the channel's URL and its valid
   * secrets, or null when it was deleted (or for another kind of target).
   */
  @OnHook('WebhookTargetResolving')
  async target(kind: string, accountId: string, id: string): Promise<WebhookTarget | null> {
    if (kind !== 'custom_channel') return null;
    const row = await this.channels.find(accountId, id);
    if (!row) return null;
    const context = secretContext(accountId, id);
    const secrets = [this.secretBox.open(row.signingSecret, context)];
    if (previousSecretInForce(row)) {
      secrets.push(this.secretBox.open(row.previousSigningSecret!, context));
    }
    return { url: row.deliveryUrl, secrets };
  }
}
