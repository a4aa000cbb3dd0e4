import { Injectable, Logger } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { OnHook } from '../../../../common/handlers/handler-decorators';
import { AppConfig } from '../../../../config/app-config';
import type { TemplateSubmission, TemplateSubmissionResult } from '../../../../hooks';
import { ProviderRetryableError } from '../../channel-adapter';
import { ChannelsRepository } from '../../channels.repository';
import { openWhatsAppSecrets } from '../../connection-secrets';
import { providerRequest } from '../provider-http';

/** Meta's answer to a template submission: its id and first status. */
interface MetaTemplateAnswer {
  id?: unknown;
  status?: unknown;
  success?: unknown;
  error?: { message?: unknown; error_user_msg?: unknown; error_user_title?: unknown };
}

/** Meta's statuses of a submission's answer → the template's. */
const FIRST_STATUS: Record<string, 'pending' | 'approved' | 'rejected'> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

/**
 * Submits WhatsApp templates to Meta for review (docs/templates.md#review-by-meta), the
 * `TemplateSubmitting` hook of the templates module:
 *
 * - no WhatsApp connection → `{review: "sandbox"}` (approved at once, nobody reviews it);
 * - a connection without a WhatsApp Business Account id → `{review: "operator"}`;
 * - otherwise `POST {WHATSAPP_API_BASE_URL}/{waba-id}/message_templates` with
 *   `{name, language, category: "MARKETING"|"UTILITY"|"AUTHENTICATION", components: [{type: "BODY",
 *   text, example: {body_text: [[…]]}}]}` (an edit: `POST /{template-id}` with `{category,
 *   components}`), Bearer the connection's access token, within `PROVIDER_TIMEOUT_MS`. Meta's
 *   answer `{id, status}` gives the first status (usually `pending`); a Graph error makes it
 *   `rejected` with Meta's message; no answer leaves it `pending` with a note to edit it again.
 *
 * Meta's decision arrives later as the `message_template_status_update` webhook
 * (`ProviderTemplateStatusReported`).
 */
@Injectable()
export class WhatsAppTemplateSubmitter {
  private readonly logger = new Logger(WhatsAppTemplateSubmitter.name);

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
  ) {}

  @OnHook('TemplateSubmitting')
  async submit(
    accountId: string,
    submission: TemplateSubmission,
  ): Promise<TemplateSubmissionResult> {
    const connection = await this.connections.find(accountId, 'whatsapp');
    if (!connection) return { review: 'sandbox' };
    if (!connection.wabaId) return { review: 'operator' };
    const { accessToken } = openWhatsAppSecrets(this.box, connection);
    const components = [
      {
        type: 'BODY',
        text: submission.text,
        ...(submission.examples.length > 0
          ? { example: { body_text: [submission.examples] } }
          : {}),
      },
    ];
    const editing = submission.providerTemplateId !== null;
    const url = editing
      ? `${this.config.WHATSAPP_API_BASE_URL}/${encodeURIComponent(submission.providerTemplateId as string)}`
      : `${this.config.WHATSAPP_API_BASE_URL}/${encodeURIComponent(connection.wabaId)}/message_templates`;
    const body = editing
      ? { category: submission.category.toUpperCase(), components }
      : {
          name: submission.name,
          language: submission.language,
          category: submission.category.toUpperCase(),
          components,
        };
    let answer;
    try {
      answer = await providerRequest(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        },
        this.config.PROVIDER_TIMEOUT_MS,
      );
    } catch (error) {
      if (!(error instanceof ProviderRetryableError)) throw error;
      this.logger.warn({ accountId, err: error.message }, 'template submission: no answer');
      return {
        review: 'meta',
        providerTemplateId: submission.providerTemplateId,
        status: 'pending',
        reason: `Not submitted: ${error.message} Edit the template to submit it again.`,
      };
    }
    const json = (answer.json ?? {}) as MetaTemplateAnswer;
    if (answer.status >= 200 && answer.status < 300) {
      const id = typeof json.id === 'string' ? json.id : submission.providerTemplateId;
      const status = typeof json.status === 'string' ? FIRST_STATUS[json.status] : undefined;
      return { review: 'meta', providerTemplateId: id, status: status ?? 'pending', reason: null };
    }
    const message =
      (typeof json.error?.error_user_msg === 'string' && json.error.error_user_msg) ||
      (typeof json.error?.message === 'string' && json.error.message) ||
      `Meta answered ${answer.status}.`;
    return {
      review: 'meta',
      providerTemplateId: submission.providerTemplateId,
      status: 'rejected',
      reason: `Meta refused the submission: ${message}`,
    };
  }
}
