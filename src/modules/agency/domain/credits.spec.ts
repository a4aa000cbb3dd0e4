import fc from 'fast-check';
import {
  centsFromDecimal,
  centsFromWholeCredits,
  decimalFromCents,
  jsonNumberFromCents,
  jsonNumberFromDecimal,
  MAX_STORED_CENTS,
} from './credits';

describe('credit arithmetic', () => {
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['150', 15000n],
    ['150.5', 15050n],
    ['150.25', 15025n],
    ['-1.00', -100n],
    ['-0.01', -1n],
    ['999999999999.99', 99_999_999_999_999n],
  ])('reads numeric text %s', (text, cents) => {
    expect(centsFromDecimal(text)).toBe(cents);
  });

  it.each(['', '1.234', '1e2', ' 1', '+1', '1.', '.5', 'NaN', '1,00', '--1'])(
    'refuses %j (not numeric(14,2) text)',
    (text) => {
      expect(() => centsFromDecimal(text)).toThrow();
    },
  );

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [15025n, '150.25'],
    [-100n, '-1.00'],
    [-5n, '-0.05'],
  ])('writes %p as %s', (cents, text) => {
    expect(decimalFromCents(cents)).toBe(text);
  });

  it('converts whole credits (MESSAGE_CREDIT_COST) to cents', () => {
    expect(centsFromWholeCredits(1)).toBe(100n);
    expect(centsFromWholeCredits(0)).toBe(0n);
    expect(() => centsFromWholeCredits(1.5)).toThrow();
    expect(() => centsFromWholeCredits(-1)).toThrow();
  });

  it('round-trips every storable amount through text and JSON numbers exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_STORED_CENTS, max: MAX_STORED_CENTS }), (cents) => {
        const text = decimalFromCents(cents);
        expect(centsFromDecimal(text)).toBe(cents);
        const number = jsonNumberFromCents(cents);
        expect(jsonNumberFromDecimal(text)).toBe(number);
        // JSON writes the same digits back (15 significant digits or fewer round-trip)
        expect(centsFromDecimal(Number(JSON.stringify(number)).toFixed(2))).toBe(cents);
      }),
      { numRuns: 3000 },
    );
  });

  it('adds and subtracts without floating point drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30
    expect(decimalFromCents(centsFromDecimal('0.10') + centsFromDecimal('0.20'))).toBe('0.30');
    let balance = 0n;
    for (let i = 0; i < 1000; i++) balance += centsFromDecimal('0.01');
    expect(decimalFromCents(balance)).toBe('10.00');
  });
});
