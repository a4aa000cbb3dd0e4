import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { missingRequiredField, readLeadRows } from './lead-rows';

describe('readLeadRows', () => {
  it('maps both column spellings, trims values, and keeps other columns as custom fields', () => {
    const rows = readLeadRows(
      'submitted_at,First_Name,last_name,phone_number,email,utm_source\n' +
        '2026-11-02T08:08:57Z, Mateo ,Dubois, +34 612 89 09 21 ,,facebook\n' +
        '2026-11-02T08:09:00Z,Ngozi,,+34612890921,n@example.test,\n',
    );
    expect(rows).toEqual([
      {
        row: 2,
        phone: '+34 612 89 09 21',
        firstName: 'Mateo',
        lastName: 'Dubois',
        email: null,
        customFields: { submitted_at: '2026-11-02T08:08:57Z', utm_source: 'facebook' },
      },
      {
        row: 3,
        phone: '+34612890921',
        firstName: 'Ngozi',
        lastName: null,
        email: 'n@example.test',
        customFields: { submitted_at: '2026-11-02T08:09:00Z' },
      },
    ]);
  });

  it('reports leads without a phone or a first name (the funnel minimum) and nothing else', () => {
    const [a, b, c] = readLeadRows(
      'phone,first_name,email\n,Ada,ada@example.test\n+14155552671,,\n+14155552671,Bo,broken\n',
    );
    expect(missingRequiredField(a)).toBe('MISSING_PHONE');
    expect(missingRequiredField(b)).toBe('MISSING_FIRST_NAME');
    expect(missingRequiredField(c)).toBeNull();
  });

  it('reads the 240 real submissions, 5 of them without a phone', () => {
    const rows = readLeadRows(
      readFileSync(resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'), 'utf8'),
    );
    expect(rows).toHaveLength(240);
    expect(rows[0].row).toBe(2);
    expect(rows.filter((r) => missingRequiredField(r) === 'MISSING_PHONE')).toHaveLength(5);
    expect(rows.filter((r) => missingRequiredField(r) === 'MISSING_FIRST_NAME')).toHaveLength(0);
    expect(Object.keys(rows[0].customFields).sort()).toEqual([
      'consent',
      'submitted_at',
      'utm_source',
    ]);
  });
});
