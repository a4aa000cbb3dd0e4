/**
 * The real funnel export (shared/data/funnel-leads.csv) through the intake rules, row by row. The
 * expected E.164 of each row is worked out independently of `normalisePhone`: the formatting rule
 * of docs/contacts.md#phone-numbers (drop spaces, dashes, dots, brackets; 00 means +; no country
 * code is invalid) plus a hand-checked list of the numbers that are too short for their country.
 */
import { readFileSync } from 'fs';
import * as path from 'path';

import { parse } from 'csv-parse/sync';

import { normaliseContactInput } from './contact-input';
import { ContactRuleViolation } from './contact-rules.errors';
import { normalisePhone, normalisePhoneForLookup } from './phone-number';

// A copy of shared/data/funnel-leads.csv (240 real opt-in submissions), kept in the repo so tests never depend on files outside it.
const CSV_PATH = path.resolve(process.cwd(), 'test/fixtures/funnel-leads.csv');

interface LeadRow {
  submitted_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  utm_source: string;
  consent: string;
}

// No trimming, no skipping: the cells reach the rules exactly as the funnel exported them.
const rows = parse(readFileSync(CSV_PATH), { columns: true }) as LeadRow[];

/**
 * Numbers that carry a country code but are too short to be a number of that country, checked by
 * hand against the national numbering plans:
 * +57 (Colombia) needs 10 national digits, +7 (Russia) 10, +51 (Peru) 8-9, +1 (NANP) 10;
 * "+125" has 2 digits after +1.
 */
const TOO_SHORT = new Set(['+578743', '+780339', '+513464', '+109540', '+125']);

/** The hand-derived expectation for one `phone` cell: E.164, INVALID_PHONE, or null (no phone). */
function expectedPhone(cell: string): string | 'INVALID_PHONE' | null {
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  let compact = trimmed.replace(/[ .()-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+[1-9][0-9]+$/.test(compact)) return 'INVALID_PHONE'; // no country code: "(201) 560-9088"
  if (TOO_SHORT.has(compact)) return 'INVALID_PHONE';
  return compact; // every other number in the file is a well-formed mobile/fixed number of its country
}

/** The E.164 result, or the code of the violation thrown. */
function outcome(normalise: (raw: string) => string, cell: string): string {
  try {
    return normalise(cell);
  } catch (error) {
    if (error instanceof ContactRuleViolation) return error.code;
    throw error;
  }
}

const phoneOutcome = (cell: string): string => outcome(normalisePhone, cell);

describe('shared/data/funnel-leads.csv', () => {
  it('has the 240 rows and the columns this test expects', () => {
    expect(rows).toHaveLength(240);
    expect(Object.keys(rows[0])).toEqual([
      'submitted_at',
      'first_name',
      'last_name',
      'phone',
      'email',
      'utm_source',
      'consent',
    ]);
  });

  describe('every phone cell normalises to its hand-derived E.164 or INVALID_PHONE', () => {
    it.each(
      rows
        .map((row, i) => [i + 2, row.phone, expectedPhone(row.phone)] as const)
        .filter(([, , e]) => e !== null),
    )('line %i: %j → %s', (_line, cell, expected) => {
      expect(phoneOutcome(cell)).toBe(expected);
      // a lookup with the same text finds the same number (no cell starts with " <digit>")
      expect(outcome(normalisePhoneForLookup, cell)).toBe(expected);
    });
  });

  it('counts: 225 valid phones, 10 invalid, 5 empty, 203 distinct E.164 numbers', () => {
    const outcomes = rows.map((row) => (row.phone.trim() === '' ? null : phoneOutcome(row.phone)));
    const valid = outcomes.filter((o): o is string => o !== null && o.startsWith('+'));
    const invalid = outcomes.filter((o) => o === 'INVALID_PHONE');
    const empty = outcomes.filter((o) => o === null);

    expect(valid).toHaveLength(225);
    expect(invalid).toHaveLength(10);
    expect(empty).toHaveLength(5);
    expect(new Set(valid).size).toBe(203);
  });

  it('the invalid phones are exactly the five without country code and the five too short', () => {
    const invalidCells = rows
      .filter((row) => row.phone.trim() !== '' && phoneOutcome(row.phone) === 'INVALID_PHONE')
      .map((row) => row.phone);
    expect(invalidCells.sort()).toEqual(
      [
        '(201) 560-9088',
        '(201) 513-5929',
        '(201) 512-9944',
        '(201) 585-5082',
        '(201) 562-5484',
        '+578743',
        '+780339',
        '+125',
        '+513464',
        '+109540',
      ].sort(),
    );
  });

  it.each([
    // the same number written differently in different rows (all 16 such pairs of the file)
    [' +34 612 89 09 21 ', '+34 612 89 09 21', '+34612890921'],
    ['+447400618336', '+44 7400 618336', '+447400618336'],
    ['+234 802 116 7508', '+2348021167508', '+2348021167508'],
    ['+34 612 88 91 91', '+34612889191', '+34612889191'],
    ['+52-222-176-8663', '+52 222 176 8663', '+522221768663'],
    ['+39 312 383 6139', '+393123836139', '+393123836139'],
    ['+49 1512 3726784', '+49-1512-3726784', '+4915123726784'],
    ['+33612242842', '+33-6-12-24-28-42', '+33612242842'],
    ['+447400762286', '+44 7400 762286', '+447400762286'],
    ['+39 312 307 6678', ' +39 312 307 6678 ', '+393123076678'],
    ['+44-7400-888126', '+44 7400 888126', '+447400888126'],
    ['+34-612-10-13-73', '+34612101373', '+34612101373'],
    ['+1 201 588 8710', '0012015888710', '+12015888710'],
    ['+91 81233 92028', '00918123392028', '+918123392028'],
    ['+5511961739332', ' +55 11 96173 9332 ', '+5511961739332'],
    ['+61 412 530 309', ' +61 412 530 309 ', '+61412530309'],
  ])('%j and %j are the same number %s', (a, b, e164) => {
    const cells = new Set(rows.map((row) => row.phone));
    expect(cells.has(a) && cells.has(b)).toBe(true);
    expect(normalisePhone(a)).toBe(e164);
    expect(normalisePhone(b)).toBe(e164);
  });

  it('rows whose cells differ only by formatting always share one E.164 (22 numbers appear twice)', () => {
    const byFormattingFreeDigits = new Map<string, Set<string>>();
    for (const row of rows) {
      const expected = expectedPhone(row.phone);
      if (expected === null || expected === 'INVALID_PHONE') continue;
      const results = byFormattingFreeDigits.get(expected) ?? new Set<string>();
      results.add(normalisePhone(row.phone));
      byFormattingFreeDigits.set(expected, results);
    }
    for (const [expected, results] of byFormattingFreeDigits)
      expect([...results]).toEqual([expected]);
    const repeated =
      rows.filter((r) => expectedPhone(r.phone)?.startsWith('+')).length -
      byFormattingFreeDigits.size;
    expect(repeated).toBe(22);
  });

  it('whole rows through normaliseContactInput: 220 accepted, 10 INVALID_PHONE, 8 INVALID_EMAIL, 2 MISSING_CONTACT_IDENTIFIER', () => {
    const tally: Record<string, number> = {};
    for (const row of rows) {
      const { first_name, last_name, phone, email, ...rest } = row;
      let outcome: string;
      try {
        const contact = normaliseContactInput({
          firstName: first_name,
          lastName: last_name,
          phone,
          email,
          customFields: rest,
        });
        expect(contact.phone).toBe(expectedPhone(phone));
        expect(contact.firstName).toBe(first_name.trim() === '' ? null : first_name.trim());
        expect(contact.customFields).toEqual(rest);
        outcome = 'accepted';
      } catch (error) {
        if (!(error instanceof ContactRuleViolation)) throw error;
        outcome = error.code;
        if (error.code === 'INVALID_EMAIL') expect(email).toBe('not-an-email');
        if (error.code === 'MISSING_CONTACT_IDENTIFIER') expect([phone, email]).toEqual(['', '']);
      }
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
    expect(tally).toEqual({
      accepted: 220,
      INVALID_PHONE: 10,
      INVALID_EMAIL: 8,
      MISSING_CONTACT_IDENTIFIER: 2,
    });
  });
});
