import { isUUID } from 'class-validator';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OnEvent } from '../../common/handlers/handler-decorators';
import { HooksService } from '../../common/handlers/hooks.service';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { OutboxService } from '../../common/outbox/outbox.service';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import type {
  ProviderTemplateStatusReportedPayload,
  TemplateStatusChangedPayload,
} from '../../events';
import { whatsAppReviewBody } from './domain/template-body';
import {
  checkedInput,
  checkReviewRequest,
  reviewOutcome,
  storableReason,
} from './domain/template-review';
import { normaliseLanguage, type TemplateInputFields } from './domain/template-input';
import {
  initialStatus,
  isTemplateStatus,
  statusChange,
  type TemplateCategory,
  type TemplateStatus,
} from './domain/template-status';
import type { Template } from './template.entity';
import {
  TemplateExistsError,
  TemplateInUseError,
  TemplateNotFoundError,
  TemplateStatusChangeRefusedError,
} from './templates.errors';
import { type TemplateFilters, TemplatesRepository } from './templates.repository';

/** A provider's report about one template, matched by name and language. */
export interface ProviderTemplateStatusReport {
  templateName: string;
  language: string;
  status: TemplateStatus;
  reason: string | null;
  /** When the report was received (the outbox event's time); older than the template's last change = stale. */
  reportedAt?: Date;
}

/** Outcome of a status change request. */
export interface StatusChangeResult {
  template: Template;
  /** False when the template already had the status (nothing written, no event). */
  changed: boolean;
}

/**
 * Template use cases (docs/templates.md): create,
 * read, page, find for campaigns, and status changes by the operator (`templates:review`) or the
 * WhatsApp provider (`ProviderTemplateStatusReported`). Every status change appends a
 * `TemplateStatusChanged` outbox event in the same transaction.
 */
@Injectable()
export class TemplatesService {
  private readonly logger = new Logger(TemplatesService.name);

  constructor(
    private readonly templates: TemplatesRepository,
    private readonly outbox: OutboxService,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * `DELETE /v1/templates/{id}`: deletes the template, unless a `TemplateDeleting` handler names a
   * user of it (a campaign that is not archived), checked in the deleting transaction. An
   * archived campaign that opened with it keeps no opening template (`SET NULL`).
   *
   * @throws TemplateNotFoundError; TemplateInUseError (409 `CONFLICT`).
   */
  async delete(accountId: string, templateId: string): Promise<void> {
    await this.get(accountId, templateId);
    await inTransaction(this.dataSource, async (manager) => {
      const users = await this.hooks.run('TemplateDeleting', manager, accountId, templateId);
      const user = users.find((name) => name !== null);
      if (user) throw new TemplateInUseError(templateId, user);
      if (!(await this.templates.delete(accountId, templateId, manager))) {
        throw new TemplateNotFoundError(templateId);
      }
    });
  }

  /**
   * `POST /v1/templates`: checks and normalises the fields (`normaliseTemplateInput`) and stores
   * the template: `pending` on WhatsApp, `approved` at once for SMS.
   *
   * @throws ValidationFailedError (400, one detail per broken field: `name`, `language`, `body`);
   *   TemplateExistsError (409 `CONFLICT`) when the account has a template with the same channel,
   *   name and language (decided by the unique index, so concurrent duplicates get one 201).
   */
  async create(
    accountId: string,
    fields: TemplateInputFields & { category?: TemplateCategory },
  ): Promise<Template> {
    const input = checkedInput(fields);
    const template = await this.templates.insert(accountId, {
      name: input.name,
      channel: input.channel,
      language: input.language,
      body: input.body,
      status: initialStatus(input.channel),
      category: fields.category ?? 'marketing',
      review: 'none',
    });
    if (!template) throw new TemplateExistsError(input.channel, input.name, input.language);
    if (template.channel !== 'whatsapp') return template;
    return this.submit(template, {});
  }

  /**
   * `PATCH /v1/templates/{id}` (docs/templates.md#review-by-meta): a new body and/or category.
   * A WhatsApp template goes back to review (`pending`, submitted again to Meta as an edit of the
   * same template, or approved at once in the sandbox); other channels stay `approved`.
   *
   * @throws TemplateNotFoundError; ValidationFailedError (`body` as at creation);
   *   TemplateStatusChangeRefusedError (409 `CONFLICT`) for a `disabled` WhatsApp template
   *   (Meta disabled it: it cannot be edited).
   */
  async update(
    accountId: string,
    templateId: string,
    fields: { body?: string; category?: TemplateCategory },
  ): Promise<Template> {
    const template = await this.get(accountId, templateId);
    const body = fields.body ?? template.body;
    checkedInput({ ...template, body });
    const category = fields.category ?? template.category;
    if (template.channel !== 'whatsapp') {
      return inTransaction(this.dataSource, (manager) =>
        this.templates.updateReview(
          accountId,
          template.id,
          {
            status: template.status,
            reason: template.statusReason,
            review: template.review,
            providerTemplateId: template.providerTemplateId,
            body,
            category,
          },
          manager,
        ),
      );
    }
    if (template.status === 'disabled') {
      throw new TemplateStatusChangeRefusedError(template.status, 'pending');
    }
    return this.submit(template, { body, category });
  }

  /**
   * Submits a WhatsApp template for review through the `TemplateSubmitting` hook (the channels
   * module: Meta's Cloud API, or the sandbox) and writes the outcome: `pending` with Meta's id,
   * `approved` at once in the sandbox, `rejected` with Meta's message when it refused the
   * submission, or left `pending` for the operator. A status change appends
   * `TemplateStatusChanged`.
   */
  private async submit(
    template: Template,
    edit: { body?: string; category?: TemplateCategory },
  ): Promise<Template> {
    const body = edit.body ?? template.body;
    const category = edit.category ?? template.category;
    const { text, examples } = whatsAppReviewBody(body);
    const [result] = await this.hooks.run('TemplateSubmitting', template.accountId, {
      name: template.name,
      language: template.language,
      category,
      text,
      examples,
      providerTemplateId: template.providerTemplateId,
    });
    const outcome = reviewOutcome(result ?? { review: 'sandbox' }, template.providerTemplateId);
    return inTransaction(this.dataSource, async (manager) => {
      const updated = await this.templates.updateReview(
        template.accountId,
        template.id,
        { ...outcome, reason: storableReason(outcome.reason), body, category },
        manager,
      );
      if (updated.status !== template.status) {
        const payload: TemplateStatusChangedPayload = {
          templateId: template.id,
          previousStatus: template.status,
          status: updated.status,
          reason: updated.statusReason,
        };
        await this.outbox.append(manager, template.accountId, 'TemplateStatusChanged', payload);
      }
      return updated;
    });
  }

  /**
   * `GET /v1/templates/{id}`; also what campaigns read.
   *
   * @throws TemplateNotFoundError for an unknown, malformed or other account's id.
   */
  async get(accountId: string, templateId: string): Promise<Template> {
    const template = isUUID(templateId) ? await this.templates.find(accountId, templateId) : null;
    if (!template) throw new TemplateNotFoundError(templateId);
    return template;
  }

  /** The account's templates among `templateIds`, in no particular order; unknown or malformed ids are left out. */
  async findManyByIds(accountId: string, templateIds: string[]): Promise<Template[]> {
    const ids = [...new Set(templateIds.filter((id) => isUUID(id)).map((id) => id.toLowerCase()))];
    return this.templates.findMany(accountId, ids);
  }

  /**
   * A page of the account's templates, oldest first, optionally only one status and/or channel.
   *
   * @throws ValidationFailedError for a bad cursor.
   */
  async page(
    accountId: string,
    limit: number,
    cursor?: string,
    filters: TemplateFilters = {},
  ): Promise<Page<Template>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.templates.page(accountId, limit + 1, after, filters);
    return toPage(rows, limit, (template) => template);
  }

  /**
   * `templates:review --template <id> --status approved|rejected [--reason <text>]`
   * (docs/templates.md#review-status): the operator's review, on any account's template. Setting
   * the status the template already has changes nothing (no event). The change and its
   * `TemplateStatusChanged` event are one transaction; the relay wakes after the commit (a no-op in
   * a process without workers, such as the CLI: the running service's relay delivers the event).
   *
   * @param reason optional note, at most {@link STATUS_REASON_MAX_LENGTH} characters, stored as `statusReason`.
   * @throws ValidationFailedError (`status` not approved/rejected, `reason` too long);
   *   TemplateNotFoundError; TemplateStatusChangeRefusedError (409 `CONFLICT`) for a change the
   *   rules refuse (e.g. approved → rejected: see `canTransition`).
   */
  async review(
    templateId: string,
    status: string,
    reason: string | null = null,
  ): Promise<StatusChangeResult> {
    checkReviewRequest(status, reason);
    const accountId = isUUID(templateId)
      ? await this.templates.findAccountIdForOperator(templateId)
      : null;
    if (!accountId) throw new TemplateNotFoundError(templateId);
    const result = await inTransaction(this.dataSource, async (manager) => {
      const template = await this.templates.lock(accountId, templateId, manager);
      if (!template) throw new TemplateNotFoundError(templateId);
      const to = status as TemplateStatus;
      const decision = statusChange(template.status, to);
      if (decision === 'refused') throw new TemplateStatusChangeRefusedError(template.status, to);
      if (decision === 'unchanged') return { template, changed: false };
      return {
        template: await this.changeStatus(manager, template, to, storableReason(reason)),
        changed: true,
      };
    });
    return result;
  }

  /**
   * Applies the WhatsApp provider's status report to the account's WhatsApp template with that
   * name and language (language compared in WhatsApp spelling, `en-US` = `en_US`). Idempotent:
   *
   * - no such template → ignored (debug log): it may be one this service does not know;
   * - same status → nothing written, no event (a repeated webhook or redelivered event);
   * - `reportedAt` older than the template's last change → stale, ignored (a later review or
   *   report wins over an older one delivered late);
   * - a change the rules refuse (`canTransition`) → ignored with a warning;
   * - otherwise the status and reason (control characters made spaces, cut to
   *   {@link STATUS_REASON_MAX_LENGTH}) change and a
   *   `TemplateStatusChanged` event is appended, in one transaction; the relay wakes after commit.
   *
   * @returns the template after the report, or null when no template matched.
   */
  async applyProviderStatus(
    accountId: string,
    report: ProviderTemplateStatusReport,
  ): Promise<Template | null> {
    const language = normaliseLanguage(report.language) ?? report.language;
    const context = { accountId, templateName: report.templateName, language };
    const result = await inTransaction(this.dataSource, async (manager) => {
      const template = await this.templates.lockByName(
        accountId,
        'whatsapp',
        report.templateName,
        language,
        manager,
      );
      if (!template) {
        this.logger.debug(context, 'provider status report for an unknown template: ignored');
        return null;
      }
      const decision = statusChange(template.status, report.status);
      if (decision === 'unchanged') return { template, changed: false };
      if (report.reportedAt && report.reportedAt < template.updatedAt) {
        this.logger.log(
          { ...context, templateId: template.id, status: report.status },
          'stale provider status report (older than the last change): ignored',
        );
        return { template, changed: false };
      }
      if (decision === 'refused') {
        this.logger.warn(
          { ...context, templateId: template.id, from: template.status, to: report.status },
          'provider status report asks for a change the rules refuse: ignored',
        );
        return { template, changed: false };
      }
      const reason = storableReason(report.reason);
      return {
        template: await this.changeStatus(manager, template, report.status, reason),
        changed: true,
      };
    });
    return result?.template ?? null;
  }

  /** Writes the new status and appends `TemplateStatusChanged`, inside the caller's transaction. */
  private async changeStatus(
    manager: EntityManager,
    template: Template,
    status: TemplateStatus,
    reason: string | null,
  ): Promise<Template> {
    const updated = await this.templates.updateStatus(
      template.accountId,
      template.id,
      status,
      reason,
      manager,
    );
    const payload: TemplateStatusChangedPayload = {
      templateId: template.id,
      previousStatus: template.status,
      status,
      reason,
    };
    await this.outbox.append(manager, template.accountId, 'TemplateStatusChanged', payload);
    return updated;
  }

  /**
   * Subscriber of the WhatsApp provider's `ProviderTemplateStatusReported` (channels module,
   * Meta's `message_template_status_update` webhook; `event.accountId` is the account whose
   * connection received it): checks the payload, then {@link applyProviderStatus}. A malformed
   * payload is logged and dropped (redelivering it would not fix it).
   */
  @OnEvent('ProviderTemplateStatusReported')
  async onProviderStatusReported(
    event: OutboxEvent<ProviderTemplateStatusReportedPayload>,
  ): Promise<void> {
    // (stored JSON: checked again, a malformed payload is logged and dropped)
    const payload = event.payload as unknown as Partial<Record<string, unknown>>;
    const { templateName, language, status, reason } = payload;
    if (
      typeof templateName !== 'string' ||
      typeof language !== 'string' ||
      !isTemplateStatus(status) ||
      (reason !== null && reason !== undefined && typeof reason !== 'string')
    ) {
      this.logger.warn(
        { eventId: event.id, accountId: event.accountId },
        'malformed ProviderTemplateStatusReported event: ignored',
      );
      return;
    }
    await this.applyProviderStatus(event.accountId, {
      templateName,
      language,
      status,
      reason: (reason as string | null | undefined) ?? null,
      reportedAt: event.createdAt,
    });
  }
}
