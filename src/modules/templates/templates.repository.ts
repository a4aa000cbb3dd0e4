import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';
import type {
  TemplateCategory,
  TemplateChannel,
  TemplateReview,
  TemplateStatus,
} from './domain/template-status';
import type { Template } from './template.entity';

/** The templates list's order: `(created_at, id)`. */
const KEYSET = new Keyset('created_at', 'id');

const COLUMNS = `id, account_id AS "accountId", name, channel, language, body, status,
  status_reason AS "statusReason", category, review,
  provider_template_id AS "providerTemplateId", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The optional filters of `GET /v1/templates`. */
export interface TemplateFilters {
  status?: TemplateStatus;
  channel?: TemplateChannel;
}

/** The columns of a new template (already normalised and checked). */
export interface NewTemplateRow {
  name: string;
  channel: TemplateChannel;
  language: string;
  body: string;
  status: TemplateStatus;
  category: TemplateCategory;
  review: TemplateReview;
}

/** What a review (submission, sandbox, edit) writes. */
export interface TemplateReviewRow {
  status: TemplateStatus;
  reason: string | null;
  review: TemplateReview;
  providerTemplateId: string | null;
}

/**
 * Templates in PostgreSQL. Every method takes the account id first and is scoped by it, except
 * {@link TemplatesRepository.findAccountIdForOperator} (the operator CLI's lookup); methods that
 * may run in a caller's transaction take its `EntityManager` last.
 */
@Injectable()
export class TemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new template with `INSERT … ON CONFLICT (account_id, channel, name, language) DO
   * NOTHING RETURNING`: a duplicate (even one a concurrent request is inserting: the statement
   * waits for it) inserts nothing.
   *
   * @returns the template, or null when the account already has one with this channel, name and language.
   */
  async insert(accountId: string, row: NewTemplateRow): Promise<Template | null> {
    const rows: Template[] = await this.dataSource.query(
      `INSERT INTO templates (account_id, name, channel, language, body, status, category, review)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (account_id, channel, name, language) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        accountId,
        row.name,
        row.channel,
        row.language,
        row.body,
        row.status,
        row.category,
        row.review,
      ],
    );
    return rows[0] ?? null;
  }

  /** The template (id a UUID), or null. */
  async find(accountId: string, templateId: string): Promise<Template | null> {
    const rows: Template[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM templates WHERE account_id = $1 AND id = $2`,
      [accountId, templateId],
    );
    return rows[0] ?? null;
  }

  /** The account's templates among `templateIds` (UUIDs), in no particular order. */
  async findMany(accountId: string, templateIds: string[]): Promise<Template[]> {
    if (templateIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM templates WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, templateIds],
    );
  }

  /**
   * The account a template belongs to, or null: the operator CLI's lookup (`templates:review
   * --template <id>` names no account), the one unscoped query of this repository.
   */
  async findAccountIdForOperator(templateId: string): Promise<string | null> {
    const rows: { account_id: string }[] = await this.dataSource.query(
      `SELECT account_id FROM templates WHERE id = $1`,
      [templateId],
    );
    return rows[0]?.account_id ?? null;
  }

  /** The template, locked (`FOR UPDATE`) until the caller's transaction ends, or null. */
  async lock(
    accountId: string,
    templateId: string,
    manager: EntityManager,
  ): Promise<Template | null> {
    const rows: Template[] = await manager.query(
      `SELECT ${COLUMNS} FROM templates WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, templateId],
    );
    return rows[0] ?? null;
  }

  /** The account's template with this channel, name and language, locked (`FOR UPDATE`), or null. */
  async lockByName(
    accountId: string,
    channel: TemplateChannel,
    name: string,
    language: string,
    manager: EntityManager,
  ): Promise<Template | null> {
    const rows: Template[] = await manager.query(
      `SELECT ${COLUMNS} FROM templates
        WHERE account_id = $1 AND channel = $2 AND name = $3 AND language = $4
        FOR UPDATE`,
      [accountId, channel, name, language],
    );
    return rows[0] ?? null;
  }

  /** Sets the status and its reason and moves `updated_at` to now. @returns the updated template. */
  async updateStatus(
    accountId: string,
    templateId: string,
    status: TemplateStatus,
    reason: string | null,
    manager: EntityManager,
  ): Promise<Template> {
    // (TypeORM answers a bare UPDATE … RETURNING with [rows, count]; the CTE makes it a SELECT)
    const rows: Template[] = await manager.query(
      `WITH updated AS (
         UPDATE templates
            SET status = $3, status_reason = $4,
                updated_at = greatest(date_trunc('milliseconds', now()), updated_at)
          WHERE account_id = $1 AND id = $2
          RETURNING ${COLUMNS})
       SELECT * FROM updated`,
      [accountId, templateId, status, reason],
    );
    return rows[0];
  }

  /**
   * Writes a review's outcome (status, reason, who reviewed, Meta's id) and, when given, a new
   * body and category (an edit), moving `updated_at` to now when the status, body or category
   * changed. @returns the updated template.
   */
  async updateReview(
    accountId: string,
    templateId: string,
    row: TemplateReviewRow & { body?: string; category?: TemplateCategory },
    manager: EntityManager,
  ): Promise<Template> {
    const rows: Template[] = await manager.query(
      `WITH updated AS (
         UPDATE templates
            SET status = $3, status_reason = $4, review = $5, provider_template_id = $6,
                body = coalesce($7, body), category = coalesce($8, category),
                updated_at = CASE
                  WHEN status IS DISTINCT FROM $3 OR body IS DISTINCT FROM coalesce($7, body)
                    OR category IS DISTINCT FROM coalesce($8, category)
                  THEN greatest(date_trunc('milliseconds', now()), updated_at)
                  ELSE updated_at END
          WHERE account_id = $1 AND id = $2
          RETURNING ${COLUMNS})
       SELECT * FROM updated`,
      [
        accountId,
        templateId,
        row.status,
        row.reason,
        row.review,
        row.providerTemplateId,
        row.body ?? null,
        row.category ?? null,
      ],
    );
    return rows[0];
  }

  /**
   * Up to `limit` templates in (created_at, id) order, strictly after `after` when given (exact
   * to the microsecond: see {@link Keyset}), with the optional status and channel filters. Each
   * row carries its `cursorAt`.
   */
  async page(
    accountId: string,
    limit: number,
    after: CursorPosition | null,
    filters: TemplateFilters,
  ): Promise<(Template & { cursorAt: string })[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${KEYSET.cursorColumn} FROM templates
        WHERE account_id = $1
          AND ($2::text IS NULL OR status = $2)
          AND ($3::text IS NULL OR channel = $3)
          AND ($4::text IS NULL OR ${KEYSET.after(4, 5)})
        ORDER BY ${KEYSET.orderBy} LIMIT $6`,
      [accountId, filters.status ?? null, filters.channel ?? null, ...Keyset.params(after), limit],
    );
  }

  /** Deletes the template. @returns whether it existed. */
  async delete(accountId: string, id: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH deleted AS (DELETE FROM templates WHERE account_id = $1 AND id = $2 RETURNING id)
       SELECT * FROM deleted`,
      [accountId, id],
    );
    return rows.length > 0;
  }
}
