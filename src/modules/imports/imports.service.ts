import { isUUID } from 'class-validator';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OnEvent } from '../../common/handlers/handler-decorators';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { ImportRequestedPayload } from '../../events';
import { inTransaction } from '../../database/transaction';
import { ContactsService, type NormalisedContactInput } from '../contacts';
import { ListsService } from '../lists';
import { dataErrorSummary, isDataError } from './data-error';
import {
  ContactCsvError,
  csvLine,
  type ParsedContactCsv,
  parseContactCsv,
  readContactRow,
  rejectedValue,
} from './domain/contact-csv';
import type { ContactImport, ImportRowIssue } from './import.entity';
import { ImportNotFoundError, UnreadableCsvError } from './imports.errors';
import { ImportsRepository } from './imports.repository';

/** Data rows per batch: one transaction, a couple of multi-row statements. */
export const IMPORT_BATCH_SIZE = 500;

type Step = 'more' | 'done';

/** What the processing of one import knows between its transactions. */
interface ProcessState {
  parsed: ParsedContactCsv | null;
  /** The `csvRevision` `parsed` was read at (an erasure that scrubbed rows moves it on). */
  revision: number;
  /** The work of the transaction under way: a batch (file row numbers) or the final add. */
  current: { kind: 'batch'; firstRow: number; lastRow: number } | { kind: 'add' } | null;
}

/**
 * CSV imports into a list (docs/lists-and-imports.md#csv-imports).
 *
 * Accepting an import stores it (with its CSV) and appends `ImportRequested` in one transaction;
 * the subscriber then processes it in batches of {@link IMPORT_BATCH_SIZE} rows, one transaction
 * each: the rows' contacts are taken in with `ContactsService.intake` (multi-row `INSERT … SELECT
 * FROM unnest … ON CONFLICT DO NOTHING RETURNING`) and the position and totals move in the same
 * transaction, so a crash resumes after the last committed batch. A last transaction adds every
 * contact of the file to the list as ONE add operation (`ListsService.addInTransaction`,
 * operation id = import id, one `ContactsAddedToList` event with only the newly added ids) and
 * marks the import `completed`. Each transaction locks the import row first, so concurrent
 * deliveries of the event serialise, and a finished import is never processed again. A batch
 * whose data PostgreSQL refuses (SQLSTATE class 22/23) fails the import instead of being retried
 * forever (see `process`).
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger(ImportsService.name);

  constructor(
    private readonly imports: ImportsRepository,
    private readonly contacts: ContactsService,
    private readonly lists: ListsService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /** `ImportRequested`: processes the import (see `process`). */
  @OnEvent('ImportRequested')
  async onImportRequested(event: OutboxEvent<ImportRequestedPayload>): Promise<void> {
    await this.process(event.accountId, event.payload.importId);
  }

  /**
   * `POST /v1/lists/{listId}/imports`: checks the CSV (readable, usable header, row count) and
   * the list, stores the import `queued` and requests its processing.
   *
   * @throws UnreadableCsvError (400 `VALIDATION_FAILED`, field `body`); ListNotFoundError.
   */
  async create(accountId: string, listId: string, csv: string): Promise<ContactImport> {
    let parsed: ParsedContactCsv;
    try {
      parsed = parseContactCsv(csv);
    } catch (error) {
      if (error instanceof ContactCsvError) throw new UnreadableCsvError(error.message);
      throw error;
    }
    await this.lists.assertExists(accountId, listId);
    const created = await inTransaction(this.dataSource, async (manager) => {
      const stored = await this.imports.insert(
        accountId,
        listId.toLowerCase(),
        csv,
        parsed.rows.length,
        manager,
      );
      const payload: ImportRequestedPayload = { importId: stored.id };
      await this.outbox.append(manager, accountId, 'ImportRequested', payload);
      return stored;
    });
    return created;
  }

  /** `GET /v1/imports/{id}`. @throws ImportNotFoundError. */
  async get(accountId: string, importId: string): Promise<ContactImport> {
    const found = isUUID(importId) ? await this.imports.findById(accountId, importId) : null;
    if (!found) throw new ImportNotFoundError(importId);
    return found;
  }

  /**
   * `GET /v1/imports/{id}/rejected` (docs/lists-and-imports.md#rejected-rows): the file's header
   * and its rejected rows as written, in CSV, to fix and import again; empty when none was
   * rejected (or they were cleared, 30 days after the import finished).
   *
   * @throws ImportNotFoundError for an unknown, malformed or other account's id.
   */
  async rejectedCsv(accountId: string, importId: string): Promise<string> {
    const csv = isUUID(importId) ? await this.imports.rejectedCsv(accountId, importId) : null;
    if (csv === null) throw new ImportNotFoundError(importId);
    return csv;
  }

  /**
   * Processes an import to the end (the `ImportRequested` subscriber). Idempotent: a completed
   * or failed import is left alone, an interrupted one resumes after its last committed batch.
   *
   * When PostgreSQL refuses the data of a batch (SQLSTATE class 22 or 23: a value or constraint
   * the contact rules did not foresee), the batch is rolled back, the import is marked `failed`
   * with an `error` naming the rows and the SQLSTATE (never the SQL or the row's values), and
   * this returns normally: the same data would fail the same way on every retry, so the outbox
   * event is done. Batches committed before it keep their contacts; none is added to the list
   * (that is the last step). Any other error (connection lost, deadlock…) is thrown, so the
   * outbox retries the event and the import resumes after its last committed batch.
   */
  async process(accountId: string, importId: string): Promise<void> {
    const state: ProcessState = { parsed: null, revision: -1, current: null };
    for (;;) {
      let step: Step;
      try {
        step = await inTransaction(this.dataSource, (manager) =>
          this.step(manager, accountId, importId, state),
        );
      } catch (error) {
        if (!isDataError(error)) throw error;
        await this.failOnDataError(accountId, importId, state, error);
        return;
      }
      if (step !== 'more') return;
    }
  }

  /** Marks the import `failed` after the database refused the data of its current step. */
  private async failOnDataError(
    accountId: string,
    importId: string,
    state: ProcessState,
    error: unknown,
  ): Promise<void> {
    const summary = dataErrorSummary(error);
    const why = `SQLSTATE ${summary.sqlState}: ${
      summary.sqlState?.startsWith('22')
        ? 'a value it cannot store'
        : 'a value that breaks one of its constraints'
    }`;
    const what =
      state.current?.kind === 'batch'
        ? `the data of rows ${state.current.firstRow}-${state.current.lastRow} of the file`
        : state.current?.kind === 'add'
          ? 'to add the contacts of this import to the list'
          : 'the data of this import';
    const reason =
      `The database refused ${what} (${why}). The import stopped there: ` +
      'contacts of the rows processed before were created, none was added to the list.';
    // No `err`: PostgreSQL's message and detail quote the failing row (personal data).
    this.logger.error({ importId, ...summary }, 'import failed: the database refused its data');
    await inTransaction(this.dataSource, async (manager) => {
      const current = await this.imports.lock(accountId, importId, manager);
      if (!current || current.status === 'completed' || current.status === 'failed') return;
      await this.imports.fail(accountId, importId, reason, manager);
    });
  }

  /** One transaction of the processing: a batch, or the final add operation. */
  private async step(
    manager: EntityManager,
    accountId: string,
    importId: string,
    state: ProcessState,
  ): Promise<Step> {
    state.current = null;
    const current = await this.imports.lock(accountId, importId, manager);
    if (!current || current.status === 'completed' || current.status === 'failed') return 'done';
    if (!state.parsed || state.revision !== current.csvRevision) {
      try {
        state.parsed = parseContactCsv(await this.imports.csvText(accountId, importId, manager));
        state.revision = current.csvRevision;
      } catch (error) {
        if (!(error instanceof ContactCsvError)) throw error;
        this.logger.warn({ importId, err: error }, 'stored import CSV is unreadable');
        await this.imports.fail(accountId, importId, error.message, manager);
        return 'done';
      }
    }
    const { header, layout, rows } = state.parsed;

    if (current.processedRows < rows.length) {
      const batch = rows.slice(current.processedRows, current.processedRows + IMPORT_BATCH_SIZE);
      state.current = {
        kind: 'batch',
        firstRow: batch[0].row,
        lastRow: batch[batch.length - 1].row,
      };
      const invalid: ImportRowIssue[] = [];
      const warnings: ImportRowIssue[] = [];
      const valid: NormalisedContactInput[] = [];
      let rejectedCsv = '';
      for (const { row, cells } of batch) {
        const outcome = readContactRow(layout, cells);
        if (outcome.kind === 'invalid') {
          invalid.push({
            row,
            code: outcome.code,
            value: rejectedValue(layout, cells, outcome.code),
          });
          rejectedCsv += csvLine(cells);
          continue;
        }
        if (outcome.warning) warnings.push({ row, code: outcome.warning });
        valid.push(outcome.input);
      }
      const results = await this.contacts.intake(accountId, valid, manager);
      const created = results.filter((result) => result.created).length;
      await this.imports.recordBatch(
        accountId,
        importId,
        {
          processedRows: current.processedRows + batch.length,
          created,
          existing: results.length - created,
          invalid,
          warnings,
          contactIds: results.map((result) => result.contact.id),
          // the header goes first, once: before the first rejected row of the file
          rejectedCsv:
            rejectedCsv && !current.hasRejectedRows ? csvLine(header) + rejectedCsv : rejectedCsv,
        },
        manager,
      );
      return 'more';
    }

    state.current = { kind: 'add' };
    const contactIds = [...new Set(await this.imports.contactIds(accountId, importId, manager))];
    const added = await this.lists.addInTransaction(
      manager,
      accountId,
      current.listId,
      contactIds,
      importId,
    );
    await this.imports.complete(accountId, importId, added.length, manager);
    return 'done';
  }
}
