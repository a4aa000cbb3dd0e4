import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  ContactCsvError,
  csvLine,
  MAX_IMPORT_ROWS,
  parseContactCsv,
  readContactRow,
  rejectedValue,
  scrubContactRows,
} from './contact-csv';

function outcomes(text: string) {
  const { layout, rows } = parseContactCsv(text);
  return rows.map(({ row, cells }) => ({ row, ...readContactRow(layout, cells) }));
}

describe('parseContactCsv', () => {
  it('maps the contact columns, case-insensitively, and keeps other named columns as custom fields', () => {
    const { layout } = parseContactCsv(
      ' Phone_Number ,EMAIL,firstName,last_name,utm_source,,consent\n+14155552671,a@b.co,A,B,fb,,yes\n',
    );
    expect(layout).toEqual({
      width: 7,
      columns: { phone: 0, email: 1, firstName: 2, lastName: 3 },
      custom: [
        { index: 4, key: 'utm_source' },
        { index: 6, key: 'consent' },
      ],
    });
  });

  it('numbers rows as in the file: header 1, blank lines counted, multi-line cells by their first line', () => {
    const crlf = '\uFEFFphone,note\r\n+1,"é\r\nb"\r\n\r\n+2,李\r\n,\r\n+3,d';
    expect(parseContactCsv(crlf).rows).toEqual([
      { row: 2, cells: ['+1', 'é\r\nb'] },
      { row: 5, cells: ['+2', '李'] },
      { row: 7, cells: ['+3', 'd'] }, // line 6 (",") has only blank cells: skipped, still counted
    ]);
    const lf = '\nphone,note\n\n+1,"a\nb\nc"\n+2, \n';
    expect(parseContactCsv(lf).rows).toEqual([
      { row: 4, cells: ['+1', 'a\nb\nc'] },
      { row: 7, cells: ['+2', ' '] },
    ]);
  });

  it('numbers the fixture rows 2..241', () => {
    const text = readFileSync(
      path.resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'),
      'utf8',
    );
    const rows = parseContactCsv(text).rows;
    expect(rows).toHaveLength(240);
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 240 }, (_, i) => i + 2));
  });

  it.each([
    ['an empty body', ''],
    ['only blank lines', '\n\n'],
    ['an unclosed quote', 'phone,email\n"+1415,x\n'],
    ['no phone or email column', 'first_name,last_name\nAna,Khan\n'],
    ['two phone columns', 'phone,phone_number\n+1,+1\n'],
    ['a repeated column name', 'phone,plan,plan\n+1,a,b\n'],
    ['a custom name over 64 characters', `phone,${'k'.repeat(65)}\n+1,x\n`],
    ['a __proto__ column', 'phone,__proto__\n+1,x\n'],
    ['a constructor column', 'phone,constructor\n+1,x\n'],
    ['a prototype column', 'phone,prototype\n+1,x\n'],
    ['a NUL in a cell', 'phone,first_name\n+14155552671,An\u0000a\n'],
    ['a NUL in a header name', 'phone,pl\u0000an\n+14155552671,pro\n'],
    ['a NUL inside a quoted cell', 'phone,note\n+14155552671,"a\u0000"\n'],
    ['a NUL at the very end', 'phone\n+14155552671\n\u0000'],
    ['UTF-16 text read as UTF-8', Buffer.from('phone\n+14155552671\n', 'utf16le').toString('utf8')],
    ['a control character in a custom column name', 'phone,pl\u0007an\n+14155552671,pro\n'],
    [
      'more than 50 custom columns',
      `phone,${Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')}\n`,
    ],
  ])('refuses %s', (_title, text) => {
    expect(() => parseContactCsv(text)).toThrow(ContactCsvError);
  });

  it('says that a body with NUL is not readable CSV, without echoing it', () => {
    expect(() => parseContactCsv('phone,first_name\n+14155552671,Secret\u0000Name\n')).toThrow(
      /^The body is not readable CSV: it contains a NUL character/,
    );
  });

  it('accepts tabs and line breaks in custom column names and other control characters in cells', () => {
    const parsed = parseContactCsv('phone,"a\tb","c\nd",note\n+14155552671,1,2,x\u0007y\n');
    expect(parsed.layout.custom.map((c) => c.key)).toEqual(['a\tb', 'c\nd', 'note']);
    expect(parsed.rows[0].cells[3]).toBe('x\u0007y');
  });

  it(`takes ${MAX_IMPORT_ROWS} data rows and refuses one more`, () => {
    const rows = (n: number) => `phone\n${'+14155552671\n'.repeat(n)}`;
    expect(parseContactCsv(rows(MAX_IMPORT_ROWS)).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(() => parseContactCsv(rows(MAX_IMPORT_ROWS + 1))).toThrow(ContactCsvError);
  });
});

describe('readContactRow', () => {
  const header = 'phone,email,first_name,last_name,utm_source,score\n';

  it('normalises a valid row; blank custom cells are left out; values stay strings', () => {
    const [row] = outcomes(`${header}+1 415 555 2671, Ana@Example.COM , Ana ,Khan,fb,\n`);
    expect(row).toEqual({
      row: 2,
      kind: 'contact',
      warning: null,
      input: {
        firstName: 'Ana',
        lastName: 'Khan',
        phone: '+14155552671',
        email: 'Ana@example.com',
        emailKey: 'ana@example.com',
        customFields: { utm_source: 'fb' },
      },
    });
  });

  it('keeps a row with a valid phone and a broken email, without the email, with a warning', () => {
    const [row] = outcomes(`${header}+14155552671,not-an-email,Ana,,,7\n`);
    expect(row).toMatchObject({
      kind: 'contact',
      warning: 'INVALID_EMAIL',
      input: { phone: '+14155552671', email: null, emailKey: null, customFields: { score: '7' } },
    });
  });

  it.each([
    [
      'an invalid phone (even with a valid email)',
      '(415) 555-2671,ana@example.com,,,,',
      'INVALID_PHONE',
    ],
    ['an invalid phone and a broken email', '+578743,not-an-email,,,,', 'INVALID_PHONE'],
    ['a broken email and no phone', ',not-an-email,,,,', 'INVALID_EMAIL'],
    ['neither phone nor email', ',,Ana,Khan,fb,', 'MISSING_CONTACT_IDENTIFIER'],
    ['a name over 100 characters', `+14155552671,,${'a'.repeat(101)},,,`, 'VALIDATION_FAILED'],
    [
      'a custom value over 1000 characters',
      `+14155552671,,,,${'v'.repeat(1001)},`,
      'VALIDATION_FAILED',
    ],
    ['a control character in a name', '+14155552671,,An\u001ba,,,', 'VALIDATION_FAILED'],
    ['too few cells', '+14155552671,,', 'VALIDATION_FAILED'],
    ['too many cells', '+14155552671,,,,,,extra', 'VALIDATION_FAILED'],
  ])('%s is invalid with its rule code', (_title, line, code) => {
    expect(outcomes(`${header}${line}\n`)).toEqual([{ row: 2, kind: 'invalid', code }]);
  });

  it('works with an email-only file', () => {
    expect(outcomes('email\nana@example.com\n')[0]).toMatchObject({
      kind: 'contact',
      input: { phone: null, emailKey: 'ana@example.com' },
    });
  });
});

describe('scrubContactRows', () => {
  const ada = { phone: '+14155552671', emailKey: 'ada@example.com' };

  it("replaces every cell of the person's rows and keeps every row's number and place", () => {
    const csv =
      '\ufeffphone,email,first_name,note\r\n' +
      '+1 415 555 2671,,Ada,"two\r\nlines"\r\n' + // her phone, written otherwise
      '\r\n' + // a blank line
      '+14155550100,ADA@example.com,Ada,x\r\n' + // her email on another phone's row
      '+14155550101,grace@example.com,Grace,"a\nb\nc"\r\n' +
      ',ada@example.com,,\r\n' +
      '+14155550102,,Linus,end';
    const scrubbed = scrubContactRows(csv, ada) as string;
    expect(scrubbed).not.toBeNull();
    expect(scrubbed).not.toMatch(/ada|2671|two/i);
    expect(scrubbed).toContain('grace@example.com');
    const before = parseContactCsv(csv);
    const after = parseContactCsv(scrubbed);
    expect(after.rows.map((r) => r.row)).toEqual(before.rows.map((r) => r.row));
    expect(after.rows.map((r) => r.cells.length)).toEqual(before.rows.map((r) => r.cells.length));
    const codes = after.rows.map((r) => {
      const outcome = readContactRow(after.layout, r.cells);
      return outcome.kind === 'invalid' ? outcome.code : outcome.input.firstName;
    });
    expect(codes).toEqual(['INVALID_PHONE', 'INVALID_PHONE', 'Grace', 'INVALID_PHONE', 'Linus']);
    expect(after.rows[2].cells).toEqual(before.rows[2].cells);
  });

  it('answers null when no row holds the person, and matches nothing on null keys', () => {
    expect(scrubContactRows('phone\n+14155550100\n', ada)).toBeNull();
    expect(scrubContactRows('email\n\n', { phone: null, emailKey: null })).toBeNull();
  });
});

describe('rejected rows (docs/lists-and-imports.md#rejected-rows)', () => {
  const { header, layout } = parseContactCsv('\uFEFFPhone,email,plan\n1,2,3\n');

  it('keeps the header as written, without the BOM', () => {
    expect(header).toEqual(['Phone', 'email', 'plan']);
  });

  it("names the cell that broke the rule, or the row's cells", () => {
    const cells = ['+1415', 'bad@', 'pro'];
    expect(rejectedValue(layout, cells, 'INVALID_PHONE')).toBe('+1415');
    expect(rejectedValue(layout, cells, 'INVALID_EMAIL')).toBe('bad@');
    expect(rejectedValue(layout, cells, 'MISSING_CONTACT_IDENTIFIER')).toBe('');
    expect(rejectedValue(layout, ['x', 'y'], 'VALIDATION_FAILED')).toBe('x, y');
  });

  it('writes RFC 4180 lines that read back as the same cells', () => {
    const cells = ['12, 34', 'Ana "A"', 'line 1\nline 2', '', 'plain'];
    expect(csvLine(cells)).toBe('"12, 34","Ana ""A""","line 1\nline 2",,plain\r\n');
    const back = parseContactCsv(csvLine(['phone', 'a', 'b', 'c', 'd']) + csvLine(cells));
    expect(back.rows[0].cells).toEqual(cells);
  });
});
