import { parse } from 'csv-parse/sync';

/** One opt-in submission read from a funnel export, before any call is made. */
export interface LeadRow {
  /** Row number in the file: the header is row 1, the first submission row 2. */
  row: number;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** Every other column, as text (e.g. utm_source, consent, submitted_at). */
  customFields: Record<string, string>;
}

/** Column names that map to contact fields (both the camelCase and snake_case spellings). */
const COLUMNS: Record<string, keyof Omit<LeadRow, 'row' | 'customFields'>> = {
  phone: 'phone',
  phone_number: 'phone',
  phonenumber: 'phone',
  first_name: 'firstName',
  firstname: 'firstName',
  last_name: 'lastName',
  lastname: 'lastName',
  email: 'email',
};

const clean = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed.length > 0 ? trimmed : null;
};

/**
 * Reads a funnel export (CSV with a header row) into lead rows. Values are trimmed; empty cells
 * are null; unknown columns become custom fields. Throws csv-parse's error for malformed CSV.
 */
export function readLeadRows(csv: string): LeadRow[] {
  const records: Record<string, string>[] = parse(csv, {
    columns: (header: string[]) => header.map((h) => h.trim()),
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  });
  return records.map((record, index) => {
    const lead: LeadRow = {
      row: index + 2,
      phone: null,
      firstName: null,
      lastName: null,
      email: null,
      customFields: {},
    };
    for (const [column, value] of Object.entries(record)) {
      const field = COLUMNS[column.toLowerCase()];
      if (field) lead[field] = clean(value);
      else if (clean(value) !== null) lead.customFields[column] = clean(value) as string;
    }
    return lead;
  });
}

/**
 * Why a row is not sent at all: the funnel guidance makes a phone number
 * with country code and a first name the minimum of a lead. Everything else is left to the API.
 */
export function missingRequiredField(lead: LeadRow): 'MISSING_PHONE' | 'MISSING_FIRST_NAME' | null {
  if (!lead.phone) return 'MISSING_PHONE';
  if (!lead.firstName) return 'MISSING_FIRST_NAME';
  return null;
}
