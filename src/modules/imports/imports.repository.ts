import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContactImport, ImportRowIssue, ImportStatus } from './import.entity';

/** Every column but the CSV text and the contact ids, under the entity's property names. */
const COLUMNS = `id, account_id AS "accountId", list_id AS "listId", status, total,
  processed_rows AS "processedRows", created, existing, added, invalid, warnings, error,
  created_at AS "createdAt", completed_at AS "completedAt"`;

/** An import as its processor sees it while holding the row lock. */
export interface LockedImport {
  listId: string;
  status: ImportStatus;
  total: number;
  processedRows: number;
  /** Changes when an erasure scrubbed rows of the CSV: a parse of another revision is stale. */
  csvRevision: number;
  /** Whether rejected rows (and so the header) were kept already. */
  hasRejectedRows: boolean;
}

/** What one processed batch adds to an import. */
export interface BatchProgress {
  /** The new position: data rows processed in all. */
  processedRows: number;
  created: number;
  existing: number;
  invalid: ImportRowIssue[];
  warnings: ImportRowIssue[];
  contactIds: string[];
  /** The batch's rejected rows as CSV lines (after the header on the first batch), or ''. */
  rejectedCsv: string;
}

/**
 * Imports in PostgreSQL. Every method takes the account id first and is scoped by it; the
 * processing methods run in the processor's transaction and take its `EntityManager` last.
 */
@Injectable()
export class ImportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a queued import with its CSV text and its number of data rows. */
  async insert(
    accountId: string,
    listId: string,
    csv: string,
    total: number,
    manager: EntityManager,
  ): Promise<ContactImport> {
    const rows: ContactImport[] = await manager.query(
      `INSERT INTO imports (account_id, list_id, csv, total) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [accountId, listId, csv, total],
    );
    return rows[0];
  }

  /** The import (without its CSV text), or null. `importId` must be a UUID. */
  async findById(accountId: string, importId: string): Promise<ContactImport | null> {
    const rows: ContactImport[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM imports WHERE account_id = $1 AND id = $2`,
      [accountId, importId],
    );
    return rows[0] ?? null;
  }

  /** Locks the import row for the rest of the transaction (`FOR UPDATE`) and reads its position. */
  async lock(
    accountId: string,
    importId: string,
    manager: EntityManager,
  ): Promise<LockedImport | null> {
    const rows: LockedImport[] = await manager.query(
      `SELECT list_id AS "listId", status, total, processed_rows AS "processedRows",
              csv_revision AS "csvRevision", rejected_csv <> '' AS "hasRejectedRows"
         FROM imports WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, importId],
    );
    return rows[0] ?? null;
  }

  /** The stored CSV text of the import. */
  async csvText(accountId: string, importId: string, manager: EntityManager): Promise<string> {
    const rows: { csv: string }[] = await manager.query(
      `SELECT csv FROM imports WHERE account_id = $1 AND id = $2`,
      [accountId, importId],
    );
    return rows[0].csv;
  }

  /** Records a processed batch: moves the position and the totals, status `processing`. */
  async recordBatch(
    accountId: string,
    importId: string,
    progress: BatchProgress,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE imports
          SET status = 'processing', processed_rows = $3, created = created + $4,
              existing = existing + $5, invalid = invalid || $6::jsonb,
              warnings = warnings || $7::jsonb, contact_ids = contact_ids || $8::uuid[],
              rejected_csv = rejected_csv || $9
        WHERE account_id = $1 AND id = $2`,
      [
        accountId,
        importId,
        progress.processedRows,
        progress.created,
        progress.existing,
        JSON.stringify(progress.invalid),
        JSON.stringify(progress.warnings),
        progress.contactIds,
        progress.rejectedCsv,
      ],
    );
  }

  /**
   * The import's rejected rows as CSV (the file's header, then each rejected row as written), ''
   * when none were kept; null for an unknown import.
   */
  async rejectedCsv(accountId: string, importId: string): Promise<string | null> {
    const rows: { rejected_csv: string }[] = await this.dataSource.query(
      `SELECT rejected_csv FROM imports WHERE account_id = $1 AND id = $2`,
      [accountId, importId],
    );
    return rows[0]?.rejected_csv ?? null;
  }

  /** The contacts of every valid row so far (repeats possible). */
  async contactIds(accountId: string, importId: string, manager: EntityManager): Promise<string[]> {
    const rows: { contact_ids: string[] }[] = await manager.query(
      `SELECT contact_ids FROM imports WHERE account_id = $1 AND id = $2`,
      [accountId, importId],
    );
    return rows[0]?.contact_ids ?? [];
  }

  /** Marks the import `completed` with the number of contacts it newly added to the list; its CSV is no longer kept. */
  async complete(
    accountId: string,
    importId: string,
    added: number,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE imports SET status = 'completed', added = $3, completed_at = now(), csv = ''
        WHERE account_id = $1 AND id = $2`,
      [accountId, importId, added],
    );
  }

  /** Marks the import `failed` with the reason; its CSV is no longer kept. */
  async fail(
    accountId: string,
    importId: string,
    reason: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE imports SET status = 'failed', error = $3, completed_at = now(), csv = ''
        WHERE account_id = $1 AND id = $2`,
      [accountId, importId, reason],
    );
  }

  /**
   * For a contact's erasure, in its transaction: clears the CSV of the account's finished imports
   * (any left from before finished imports stopped keeping it), and locks the unfinished ones
   * that no processor holds right now (`FOR UPDATE SKIP LOCKED`: a batch under way is not waited
   * for, which could deadlock with the erasure's lock on the contact; that import clears its CSV
   * when it ends).
   *
   * @returns the unfinished imports locked, with their CSV text.
   */
  async lockUnfinishedForErasure(
    accountId: string,
    manager: EntityManager,
  ): Promise<{ id: string; csv: string }[]> {
    await manager.query(
      `UPDATE imports SET csv = ''
        WHERE account_id = $1 AND status IN ('completed', 'failed') AND csv <> ''`,
      [accountId],
    );
    return manager.query(
      `SELECT id, csv FROM imports
        WHERE account_id = $1 AND status IN ('queued', 'processing')
        ORDER BY id FOR UPDATE SKIP LOCKED`,
      [accountId],
    );
  }

  /**
   * An erasure's changes to a locked unfinished import: the erased contact leaves the contacts
   * to add to the list, and the CSV text is replaced when given (its revision then moves on).
   */
  async forgetContact(
    accountId: string,
    importId: string,
    contactId: string,
    csv: string | null,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE imports
          SET contact_ids = array_remove(contact_ids, $3::uuid),
              csv = coalesce($4, csv),
              csv_revision = csv_revision + CASE WHEN $4::text IS NULL THEN 0 ELSE 1 END
        WHERE account_id = $1 AND id = $2`,
      [accountId, importId, contactId, csv],
    );
  }
}
