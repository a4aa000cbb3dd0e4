import fc from 'fast-check';
import { checkCreditAmount, MAX_CREDIT_AMOUNT } from './credit-amount';
import { decimalFromCents } from './credits';

/** JSON text as a client sends it → the value the handler sees (what JSON.parse makes of it). */
const fromJson = (text: string): unknown => JSON.parse(text);

describe('checkCreditAmount', () => {
  it.each([
    // [JSON text, cents, canonical decimal]
    ['1', 100n, '1.00'],
    ['0.01', 1n, '0.01'],
    ['0.1', 10n, '0.10'],
    ['0.10', 10n, '0.10'],
    ['12.5', 1250n, '12.50'],
    ['99.99', 9999n, '99.99'],
    ['100.10', 10010n, '100.10'],
    ['150', 15000n, '150.00'],
    ['1e2', 10000n, '100.00'],
    ['1.5E1', 1500n, '15.00'],
    ['999999.99', 99999999n, '999999.99'],
    ['1000000', 100000000n, '1000000.00'],
    ['1000000.00', 100000000n, '1000000.00'],
    ['0.29', 29n, '0.29'], // 0.29 * 100 is 28.999… in floating point: the text is what counts
    ['1.005e2', 10050n, '100.50'],
  ])('accepts %s', (json, cents, decimal) => {
    expect(checkCreditAmount(fromJson(json))).toEqual({ ok: true, amount: { cents, decimal } });
  });

  it.each([
    // [description, value, message]
    ['a numeric string', '100', 'must be a JSON number, not a string'],
    ['a decimal string', '10.50', 'must be a JSON number, not a string'],
    ['the string NaN', 'NaN', 'must be a JSON number, not a string'],
    ['the string Infinity', 'Infinity', 'must be a JSON number, not a string'],
    ['an empty string', '', 'must be a JSON number, not a string'],
    ['null', null, 'must be a JSON number'],
    ['undefined (missing)', undefined, 'must be a JSON number'],
    ['true', true, 'must be a JSON number'],
    ['an array', [100], 'must be a JSON number'],
    ['an object', { value: 100 }, 'must be a JSON number'],
    ['a bigint', 100n, 'must be a JSON number'],
    ['NaN', Number.NaN, 'must be a finite number'],
    ['Infinity', Number.POSITIVE_INFINITY, 'must be a finite number'],
    ['-Infinity', Number.NEGATIVE_INFINITY, 'must be a finite number'],
    ['1e400 (parses to Infinity)', fromJson('1e400'), 'must be a finite number'],
    ['0', 0, 'must be greater than 0'],
    ['-0', fromJson('-0'), 'must be greater than 0'],
    ['-0.0', fromJson('-0.0'), 'must be greater than 0'],
    ['-1', -1, 'must be greater than 0'],
    ['-0.01', -0.01, 'must be greater than 0'],
    ['1e-400 (parses to 0)', fromJson('1e-400'), 'must be greater than 0'],
    ['1000000.01', 1000000.01, 'must be at most 1000000'],
    ['1000001', 1000001, 'must be at most 1000000'],
    ['1e21', 1e21, 'must be at most 1000000'],
    ['Number.MAX_VALUE', Number.MAX_VALUE, 'must be at most 1000000'],
    ['2^53 + 1 written out', fromJson('9007199254740993'), 'must be at most 1000000'],
    ['3 decimals', 10.005, 'must have at most 2 decimal places'],
    ['0.001', 0.001, 'must have at most 2 decimal places'],
    ['1e-7', fromJson('1e-7'), 'must have at most 2 decimal places'],
    ['5e-324 (smallest double)', 5e-324, 'must have at most 2 decimal places'],
    ['0.1 + 0.2', 0.1 + 0.2, 'must have at most 2 decimal places'],
    ['999999.999', 999999.999, 'must have at most 2 decimal places'],
  ])('refuses %s', (_name, value, message) => {
    expect(checkCreditAmount(value)).toEqual({ ok: false, message });
  });

  it('accepts 0 and -0 as a threshold (allowZero), still refusing negatives and 3 decimals', () => {
    expect(checkCreditAmount(0, { allowZero: true })).toEqual({
      ok: true,
      amount: { cents: 0n, decimal: '0.00' },
    });
    expect(checkCreditAmount(-0, { allowZero: true })).toEqual({
      ok: true,
      amount: { cents: 0n, decimal: '0.00' },
    });
    expect(checkCreditAmount(-0.01, { allowZero: true })).toEqual({
      ok: false,
      message: 'must not be negative',
    });
    expect(checkCreditAmount(0.001, { allowZero: true })).toMatchObject({ ok: false });
  });

  it('accepts every whole-cent amount from 0.01 to 1,000,000 with its exact cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: BigInt(MAX_CREDIT_AMOUNT) * 100n }), (cents) => {
        const decimal = decimalFromCents(cents);
        // as a client's JSON would carry it, with and without trailing zeros
        for (const json of [decimal, decimal.replace(/\.?0+$/, '')]) {
          expect(checkCreditAmount(JSON.parse(json))).toEqual({
            ok: true,
            amount: { cents, decimal },
          });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never accepts a double that is not exactly its decimal text, and never throws', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const result = checkCreditAmount(value);
        if (result.ok) {
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThanOrEqual(MAX_CREDIT_AMOUNT);
          // the accepted cents are the value, exactly as JSON would write it back
          expect(Number(result.amount.decimal)).toBe(value);
          expect(JSON.stringify(value)).toBe(
            result.amount.decimal.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1'),
          );
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses every value that is not a number', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'number'),
        (value) => {
          expect(checkCreditAmount(value).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses every amount with 3 or more decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, third, first2) => {
          const json = `${whole}.${String(first2).padStart(2, '0')}${third}`;
          expect(checkCreditAmount(JSON.parse(json))).toEqual({
            ok: false,
            message: 'must have at most 2 decimal places',
          });
        },
      ),
    );
  });
});
