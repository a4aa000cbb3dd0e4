/**
 * CSV intake for list imports (docs/lists-and-imports.md#csv-imports): reads the file, maps its
 * header onto contact fields, and turns each data row into a normalised contact or the code of
 * the contact rule it breaks. Pure domain rule (no Nest, no TypeORM); the contact rules
 * themselves are the contacts module's `normaliseContactInput`.
 */
import { CsvError, parse } from 'csv-parse/sync';
import {
  type ContactInputFields,
  type ContactRuleCode,
  ContactRuleViolation,
  CUSTOM_FIELD_KEY_MAX_LENGTH,
  CUSTOM_FIELDS_MAX_KEYS,
  isNameText,
  normaliseContactInput,
  type NormalisedContactInput,
} from '../../contacts/domain';

/** Most data rows one import takes (a 1 MiB body of short rows stays under it). */
export const MAX_IMPORT_ROWS = 50_000;

/** A contact field a column can feed. */
export type ContactColumn = 'phone' | 'email' | 'firstName' | 'lastName';

/**
 * Header names of the contact columns, compared trimmed and case-insensitively: `phone` /
 * `phone_number` (and `phoneNumber`), `email`, `first_name` / `firstName`, `last_name` / `lastName`.
 */
const CONTACT_COLUMNS = new Map<string, ContactColumn>([
  ['phone', 'phone'],
  ['phone_number', 'phone'],
  ['phonenumber', 'phone'],
  ['email', 'email'],
  ['first_name', 'firstName'],
  ['firstname', 'firstName'],
  ['last_name', 'lastName'],
  ['lastname', 'lastName'],
]);

/** Where each field is in a row: column indexes, and the custom-field columns with their keys. */
export interface CsvLayout {
  /** Number of columns of the header: every data row must have exactly this many cells. */
  width: number;
  columns: Partial<Record<ContactColumn, number>>;
  custom: { index: number; key: string }[];
}

/** A data row: its number in the file (the header is row 1) and its cells as written. */
export interface CsvDataRow {
  row: number;
  cells: string[];
}

/** A readable contact CSV. */
export interface ParsedContactCsv {
  /** The header row's cells as written. */
  header: string[];
  layout: CsvLayout;
  rows: CsvDataRow[];
}

/** The CSV cannot be imported at all (unreadable, header unusable, too many rows). */
export class ContactCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactCsvError';
  }
}

/** What one data row becomes. */
export type RowOutcome =
  | {
      kind: 'contact';
      input: NormalisedContactInput;
      /** `INVALID_EMAIL` when a broken email was dropped from a row that has a valid phone. */
      warning: 'INVALID_EMAIL' | null;
    }
  | { kind: 'invalid'; code: ContactRuleCode };

/** Maps the header row onto a layout. @throws ContactCsvError when it cannot be used. */
function readHeader(header: string[]): CsvLayout {
  const layout: CsvLayout = { width: header.length, columns: {}, custom: [] };
  const seen = new Map<string, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return; // an unnamed column (e.g. a trailing comma) is ignored
    if (seen.has(name)) {
      throw new ContactCsvError(`The header names the column "${name}" twice.`);
    }
    seen.set(name, index);
    const field = CONTACT_COLUMNS.get(name.toLowerCase());
    if (field) {
      if (layout.columns[field] !== undefined) {
        throw new ContactCsvError(
          `The header has two columns for ${field} ("${header[layout.columns[field]].trim()}" and "${name}").`,
        );
      }
      layout.columns[field] = index;
      return;
    }
    if ([...name].length > CUSTOM_FIELD_KEY_MAX_LENGTH) {
      throw new ContactCsvError(
        `Custom-field columns need names of at most ${CUSTOM_FIELD_KEY_MAX_LENGTH} characters.`,
      );
    }
    if (!isNameText(name)) {
      throw new ContactCsvError(
        'Custom-field column names must not contain control characters (tab and line breaks are allowed).',
      );
    }
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') {
      // the JSON paths refuse these keys too (RESERVED_KEYS in common/http/input-rules.ts)
      throw new ContactCsvError(`The column name ${name} is reserved.`);
    }
    layout.custom.push({ index, key: name });
  });
  if (layout.columns.phone === undefined && layout.columns.email === undefined) {
    throw new ContactCsvError(
      'The header needs a phone (phone or phone_number) or an email column.',
    );
  }
  if (layout.custom.length > CUSTOM_FIELDS_MAX_KEYS) {
    throw new ContactCsvError(
      `At most ${CUSTOM_FIELDS_MAX_KEYS} custom-field columns (columns other than phone, email and names).`,
    );
  }
  return layout;
}

/**
 * Reads a contact CSV: RFC 4180 quoting, comma-separated, UTF-8 with or without BOM, LF or CRLF.
 * The first record is the header; blank lines and rows whose cells are all blank (`,,,` as
 * spreadsheets export empty rows) are skipped and not counted. Each data row keeps its number
 * in the file (the header is row 1, the line after it row 2; a skipped line still counts, and a
 * row whose quoted cell spans lines is numbered by its first line).
 *
 * Header: `phone`/`phone_number`, `email`, `first_name`/`firstName`, `last_name`/`lastName`
 * (trimmed, any case) feed the contact; every other named column becomes a custom field of that
 * name (string values); unnamed columns are ignored. A phone or an email column is required.
 *
 * @throws ContactCsvError when the text is not readable CSV (an unclosed quote…, or any NUL
 *   character U+0000, which PostgreSQL cannot store and only binary or UTF-16 files contain), is
 *   empty, has an unusable header (no phone/email column, two columns for one field, a repeated
 *   name, more than 50 custom-field columns, a custom name over 64 characters or with a control
 *   character other than tab and line breaks), or more than {@link MAX_IMPORT_ROWS} data rows.
 */
export function parseContactCsv(text: string): ParsedContactCsv {
  const [header, ...rows] = readRecords(text).records;
  const layout = readHeader(header.cells);
  const data = rows
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ row, cells }) => ({ row, cells }));
  if (data.length > MAX_IMPORT_ROWS) {
    throw new ContactCsvError(`An import takes at most ${MAX_IMPORT_ROWS} rows.`);
  }
  return { header: header.cells, layout, rows: data };
}

/**
 * What a person needs to see of a rejected row (docs/lists-and-imports.md#rejected-rows): the
 * cell that broke the rule (the phone for `INVALID_PHONE`, the email for `INVALID_EMAIL`), else
 * the row's cells joined with `, ` (a row with the wrong number of cells, a value too long).
 * `MISSING_CONTACT_IDENTIFIER` has no such cell: the empty string.
 */
export function rejectedValue(layout: CsvLayout, cells: string[], code: string): string {
  const at = (field: ContactColumn) => {
    const index = layout.columns[field];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  if (code === 'INVALID_PHONE') return at('phone');
  if (code === 'INVALID_EMAIL') return at('email');
  if (code === 'MISSING_CONTACT_IDENTIFIER') return '';
  return cells.join(', ');
}

/**
 * One CSV line (RFC 4180) with its CRLF: a cell holding a comma, a double quote or a line break
 * is quoted, its quotes doubled; others are written as they are.
 */
export function csvLine(cells: string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;
}

/** The text that replaces every cell of a row scrubbed by `scrubContactRows`. */
export const ERASED_CELL = '[erased]';

/**
 * A contact CSV with the rows of one person scrubbed (a contact's erasure,
 * docs/security.md#erasure): every data row whose contact (as `readContactRow` reads it) has `match.phone` or
 * `match.emailKey` gets `[erased]` in each of its cells. Everything else is left byte for byte,
 * and each scrubbed row keeps its line breaks, so every row keeps its number and its place in
 * the file (an import half done resumes at the same row). A scrubbed row not yet processed is
 * reported as an invalid row (`INVALID_PHONE` or `INVALID_EMAIL`); its person is not created.
 *
 * @returns the new text, or null when no row holds the person.
 * @throws ContactCsvError as `parseContactCsv` (a stored import was readable when accepted).
 */
export function scrubContactRows(
  text: string,
  match: { phone: string | null; emailKey: string | null },
): string | null {
  const { bytes, records } = readRecords(text);
  const layout = readHeader(records[0].cells);
  const parts: Buffer[] = [];
  let copied = 0;
  for (const record of records.slice(1)) {
    const outcome = readContactRow(layout, record.cells);
    const holds =
      outcome.kind === 'contact' &&
      ((match.phone !== null && outcome.input.phone === match.phone) ||
        (match.emailKey !== null && outcome.input.emailKey === match.emailKey));
    if (!holds) continue;
    const original = bytes.subarray(record.start, record.end).toString('utf8');
    const [, leading, content, terminator] = /^((?:\r\n|\r|\n)*)([\s\S]*?)(\r\n|\r|\n)?$/.exec(
      original,
    ) as RegExpExecArray;
    const inner = content.match(/\r\n|\r|\n/g)?.length ?? 0;
    const cells = record.cells.map(() => ERASED_CELL);
    if (inner > 0) cells[0] = `"${ERASED_CELL}${'\n'.repeat(inner)}"`;
    parts.push(
      bytes.subarray(copied, record.start),
      Buffer.from(`${leading}${cells.join(',')}${terminator ?? ''}`, 'utf8'),
    );
    copied = record.end;
  }
  if (parts.length === 0) return null;
  parts.push(bytes.subarray(copied));
  return Buffer.concat(parts).toString('utf8');
}

/** A CSV record: its cells, its row number and its bytes (`start` to `end`, blank lines before it included). */
interface CsvRecord {
  row: number;
  cells: string[];
  start: number;
  end: number;
}

/** The records of a CSV text (the header first), with their row numbers and byte ranges. */
function readRecords(text: string): { bytes: Buffer; records: CsvRecord[] } {
  if (text.includes('\u0000')) {
    // PostgreSQL text cannot hold NUL, and no spreadsheet writes one: a binary file or a UTF-16
    // export sent as UTF-8. Refused whole, before anything is stored.
    throw new ContactCsvError(
      'The body is not readable CSV: it contains a NUL character (U+0000), as binary files and UTF-16 text do.',
    );
  }
  const bytes = Buffer.from(text, 'utf8');
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new ContactCsvError(`The body is not readable CSV: ${error.message}`);
    }
    throw error;
  }
  if (parsed.length === 0) throw new ContactCsvError('The CSV is empty: it needs a header row.');
  const lines = lineCounter(bytes);
  let previousEnd = 0;
  const records = parsed.map(({ record, info }) => {
    const row = lines.lineOfNextContent(previousEnd);
    const start = previousEnd;
    previousEnd = info.bytes;
    return { row, cells: record, start, end: info.bytes };
  });
  return { bytes, records };
}

/**
 * Line numbers of byte offsets of a UTF-8 CSV (csv-parse reports byte offsets; its own line
 * count is off for CRLF inside quoted cells). A line break is LF, CRLF or a lone CR.
 */
function lineCounter(bytes: Buffer) {
  const LF = 0x0a;
  const CR = 0x0d;
  let position = 0;
  let line = 1;
  return {
    /** The line where the next record's content starts, at or after `offset` (blank lines and a BOM skipped). */
    lineOfNextContent(offset: number): number {
      let start = offset;
      if (start === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
      while (bytes[start] === LF || bytes[start] === CR) start += 1;
      for (; position < start; position++) {
        const byte = bytes[position];
        if (byte === LF || (byte === CR && bytes[position + 1] !== LF)) line += 1;
      }
      return line;
    },
  };
}

/**
 * Turns one data row into a normalised contact (contact rules of `normaliseContactInput`:
 * E.164 phone, valid email, names, custom fields) or the code of the first rule it breaks.
 *
 * - A row with another number of cells than the header is `VALIDATION_FAILED`.
 * - Blank custom-field cells are left out; other custom values are kept as written (strings).
 * - A broken email on a row whose phone is valid does not lose the row: the contact is taken
 *   without the email and the outcome carries the warning `INVALID_EMAIL`. Without a phone, a
 *   broken email makes the row `INVALID_EMAIL`.
 */
export function readContactRow(layout: CsvLayout, cells: string[]): RowOutcome {
  if (cells.length !== layout.width) return { kind: 'invalid', code: 'VALIDATION_FAILED' };
  const cell = (field: ContactColumn) => {
    const index = layout.columns[field];
    return index === undefined ? undefined : cells[index];
  };
  const fields: ContactInputFields = {
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    phone: cell('phone'),
    email: cell('email'),
    customFields: Object.fromEntries(
      layout.custom
        .filter(({ index }) => cells[index].trim() !== '')
        .map(({ index, key }) => [key, cells[index]]),
    ),
  };
  try {
    return { kind: 'contact', input: normaliseContactInput(fields), warning: null };
  } catch (error) {
    if (!(error instanceof ContactRuleViolation)) throw error;
    if (error.code === 'INVALID_EMAIL' && (fields.phone as string | undefined)?.trim()) {
      // The phone was checked before the email, so it is valid: keep the row without the email.
      const input = normaliseContactInput({ ...fields, email: null });
      return { kind: 'contact', input, warning: 'INVALID_EMAIL' };
    }
    return { kind: 'invalid', code: error.code };
  }
}
