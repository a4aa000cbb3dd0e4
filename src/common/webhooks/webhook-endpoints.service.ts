import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { AppConfig } from '../../config/app-config';
import { SecretBox } from '../crypto/secret-box';
import { AppError, ValidationFailedError } from '../errors';
import { decodeCursor, type Page, toPage } from '../pagination/pagination';
import {
  WebhookEndpointsRepository,
  type WebhookEndpointRow,
} from './webhook-endpoints.repository';
import { resolvesToPrivate, webhookUrlProblem } from './webhook-http';
import { generateSigningSecret } from './webhook-signer';
import { endpointSecretContext } from './webhook-signer';

/** An endpoint without its secret. */
export type WebhookEndpointView = Omit<WebhookEndpointRow, 'signingSecret' | 'accountId'>;

/** 404 `NOT_FOUND`: no such webhook endpoint in the account. */
export class WebhookEndpointNotFoundError extends AppError {
  constructor(id: string) {
    super('NOT_FOUND', `No webhook endpoint ${id}.`);
  }
}

/**
 * Checks a URL an account registers (custom-channel delivery URL, webhook endpoint): its shape,
 * and, unless private addresses are allowed, that its host does not resolve to this machine or
 * a private range (docs/webhooks.md#outgoing-urls).
 *
 * @throws ValidationFailedError naming `field`.
 */
export async function assertWebhookUrl(
  url: string,
  field: string,
  allowPrivate: boolean,
): Promise<void> {
  const problem =
    webhookUrlProblem(url, allowPrivate) ?? (allowPrivate ? null : await resolvesToPrivate(url));
  if (problem) throw new ValidationFailedError([{ field, message: `${field} ${problem}` }]);
}

/** Webhook endpoints (`/v1/webhooks`): an account's subscriptions to event types. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly secretBox: SecretBox,
    private readonly config: AppConfig,
  ) {}

  /**
   * Registers an endpoint with a new signing secret (returned this once, stored sealed).
   *
   * @throws ValidationFailedError for a refused URL.
   */
  async create(
    accountId: string,
    input: { url: string; events: string[]; description?: string },
  ): Promise<WebhookEndpointView & { signingSecret: string }> {
    await assertWebhookUrl(input.url, 'url', this.config.ALLOW_PRIVATE_WEBHOOK_URLS);
    const secret = generateSigningSecret();
    // The secret is sealed for the endpoint's id, so the id is chosen here.
    const id = crypto.randomUUID();
    const row = await this.endpoints.insert(accountId, {
      id,
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      sealedSecret: this.secretBox.seal(secret, endpointSecretContext(accountId, id)),
    });
    return { ...view(row), signingSecret: secret };
  }

  /** @throws WebhookEndpointNotFoundError. */
  async get(accountId: string, id: string): Promise<WebhookEndpointView> {
    const row = isUUID(id) ? await this.endpoints.find(accountId, id) : null;
    if (!row) throw new WebhookEndpointNotFoundError(id);
    return view(row);
  }

  async page(
    accountId: string,
    limit: number,
    cursor?: string,
  ): Promise<Page<WebhookEndpointView>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.endpoints.page(accountId, limit + 1, after);
    return toPage(rows, limit, view);
  }

  /** Deletes the endpoint; its pending deliveries then fail (`TARGET_DELETED`). @throws WebhookEndpointNotFoundError. */
  async delete(accountId: string, id: string): Promise<void> {
    if (!(isUUID(id) && (await this.endpoints.delete(accountId, id)))) {
      throw new WebhookEndpointNotFoundError(id);
    }
  }
}

function view(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    createdAt: row.createdAt,
  };
}
