import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';

import { ContactRuleViolation } from './contact-rules.errors';
import { normalisePhone, normalisePhoneForLookup, PHONE_MAX_INPUT_LENGTH } from './phone-number';

/** Runs `fn` and returns the ContactRuleViolation it throws (fails the test if it throws nothing else). */
function violationOf(fn: () => unknown): ContactRuleViolation {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContactRuleViolation);
    return error as ContactRuleViolation;
  }
  throw new Error('expected a ContactRuleViolation, nothing was thrown');
}

function expectInvalidPhone(fn: () => unknown): ContactRuleViolation {
  const violation = violationOf(fn);
  expect(violation.code).toBe('INVALID_PHONE');
  expect(violation.field).toBe('phone');
  return violation;
}

describe('normalisePhone', () => {
  // One row per phone FORMAT found in shared/data/funnel-leads.csv (column `phone`), with the
  // E.164 worked out by hand: drop spaces/dashes/dots/brackets, read a leading 00 as +.
  describe.each([
    // + then digits, no formatting, every length in the file
    ['+15062870316', '+15062870316'], // +1 (CA, New Brunswick) 11 digits
    ['+447400618336', '+447400618336'], // +44 UK mobile, 12 digits
    ['+5511961788123', '+5511961788123'], // +55 BR São Paulo mobile, 13 digits
    // + with spaces, the groupings of the file
    ['+34 612 89 09 21', '+34612890921'], // ES: cc ddd dd dd dd
    ['+33 6 12 58 79 22', '+33612587922'], // FR: cc d dd dd dd dd
    ['+234 802 116 7508', '+2348021167508'], // NG: ccc ddd ddd dddd
    ['+39 312 357 0149', '+393123570149'], // IT: cc ddd ddd dddd
    ['+55 11 96113 3786', '+5511961133786'], // BR: cc dd ddddd dddd
    ['+49 1512 3978236', '+4915123978236'], // DE: cc dddd ddddddd
    ['+1 201 514 1333', '+12015141333'], // US: c ddd ddd dddd
    ['+91 81235 29928', '+918123529928'], // IN: cc ddddd ddddd
    ['+27 71 177 1097', '+27711771097'], // ZA: cc dd ddd dddd
    ['+44 7400 946989', '+447400946989'], // UK: cc dddd dddddd
    ['+61 412 530 309', '+61412530309'], // AU: cc ddd ddd ddd
    ['+52 222 111 6068', '+522221116068'], // MX: cc ddd ddd dddd
    // + with dashes
    ['+44-7400-699665', '+447400699665'],
    ['+52-222-176-8663', '+522221768663'],
    ['+61-412-682-539', '+61412682539'],
    ['+27-71-134-8533', '+27711348533'],
    ['+49-1512-3726784', '+4915123726784'],
    ['+1-201-518-7009', '+12015187009'],
    ['+34-612-10-13-73', '+34612101373'],
    ['+33-6-12-24-28-42', '+33612242842'],
    ['+234-802-181-4708', '+2348021814708'],
    ['+55-11-96159-4621', '+5511961594621'],
    ['+39-312-359-2918', '+393123592918'],
    // surrounded by whitespace (leading and trailing blanks in the CSV cells)
    [' +34 612 89 09 21 ', '+34612890921'],
    [' +234 802 116 2961 ', '+2348021162961'],
    [' +1 506 203 0127 ', '+15062030127'],
    [' +31 6 12409204 ', '+31612409204'], // NL: cc d dddddddd
    [' +33 6 12 53 45 41 ', '+33612534541'],
    [' +39 312 307 6678 ', '+393123076678'],
    [' +91 81233 63216 ', '+918123363216'],
    [' +44 7400 006587 ', '+447400006587'],
    [' +61 412 999 153 ', '+61412999153'],
    [' +55 11 96173 9332 ', '+5511961739332'],
    // 00 international prefix instead of + (the "missing plus" numbers), 13 to 15 digits
    ['0034612796683', '+34612796683'],
    ['0012015808837', '+12015808837'],
    ['0015062353618', '+15062353618'],
    ['0027711238335', '+27711238335'],
    ['0061412484943', '+61412484943'],
    ['0033612302629', '+33612302629'],
    ['00393123606505', '+393123606505'],
    ['00918123392028', '+918123392028'],
    ['005511961453559', '+5511961453559'],
    ['004915123777981', '+4915123777981'],
  ])('accepts %j', (raw, e164) => {
    it(`as ${e164}`, () => {
      expect(normalisePhone(raw)).toBe(e164);
    });
  });

  // Formats of docs/contacts.md#phone-numbers that the CSV does not use.
  it.each([
    ['+1.415.555.2671', '+14155552671'], // dots
    ['+1 (415) 555-2671', '+14155552671'], // brackets around the area code
    ['(+1) 415 555 2671', '+14155552671'], // bracketed country code
    ['+1-(415)-555.2671', '+14155552671'], // every separator at once
    ['00 1 415 555 2671', '+14155552671'], // 00 then spaces
    ['+ 1 415 555 2671', '+14155552671'], // space after the plus
    ['\t+14155552671\n', '+14155552671'], // other whitespace around
    ['+1\u00a0415\u00a0555\u00a02671', '+14155552671'], // non-breaking spaces (copy-paste)
    ['+44 (0) 7400 618336', '+447400618336'], // UK "(0)" trunk prefix is dropped by libphonenumber
    ['+4407400618336', '+447400618336'],
    ['+39 06 1234 5678', '+390612345678'], // Italian fixed lines keep their leading 0
  ])('accepts %j as %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  describe('rejects with INVALID_PHONE', () => {
    it.each([
      // without a country code: never guessed (from the CSV, and the documented examples)
      ['(201) 560-9088', 'country code'],
      ['(201) 513-5929', 'country code'],
      ['(415) 555-2671', 'country code'],
      ['4155552671', 'country code'],
      ['14155552671', 'country code'],
      ['07400 618336', 'country code'],
      ['0 7400 618336', 'country code'],
      // too short for their country (the short numbers of the CSV)
      ['+578743', 'not a valid number'],
      ['+780339', 'not a valid number'],
      ['+513464', 'not a valid number'],
      ['+109540', 'not a valid number'],
      ['+125', 'not a valid number'],
      // other numbers that are not valid for their country
      ['+44 7400 61833', 'not a valid number'], // UK mobile one digit short
      ['+1 415 055 2671', 'not a valid number'], // NANP exchange cannot start with 0
      ['+1 415 555 26710', 'not a valid number'], // one digit too many
      ['+1415555267100000', 'not a valid number'], // more than E.164's 15 digits
      ['+999 123 456 789', 'not a valid number'], // unassigned country calling code
      ['+0034612796683', 'not a valid number'], // + and 00 together
      ['+', 'no digits'],
      ['00', 'not a valid number'],
      ['-().', 'no digits'],
      // junk characters
      ['+1 415 555 CALL', 'may contain only'],
      ['+1 415 555 2671 ext. 12', 'may contain only'],
      ['+1-415-555-2671x12', 'may contain only'],
      ['+1 415 555 2671;', 'may contain only'],
      ['++14155552671', 'may contain only'],
      ['+1 415 +555 2671', 'may contain only'],
      ['+1/415/555/2671', 'may contain only'],
      ['[+1] 415 555 2671', 'may contain only'], // only round brackets are formatting
      ['+1\u2013415\u2013555\u20132671', 'may contain only'], // en dashes are not ASCII dashes
      ['+\u0661\u0664\u0661\u0665\u0665\u0665\u0665\u0662\u0666\u0667\u0661', 'may contain only'], // Arabic-Indic digits
      ['+\uff11\uff14\uff11\uff15\uff15\uff15\uff15\uff12\uff16\uff17\uff11', 'may contain only'], // full-width digits
      ['tel:+14155552671', 'may contain only'],
      // empty
      ['', 'empty'],
      ['   ', 'empty'],
    ])('%j (%s)', (raw, messagePart) => {
      const violation = expectInvalidPhone(() => normalisePhone(raw));
      expect(violation.message.toLowerCase()).toContain(messagePart);
      // the message never echoes the input
      if (raw.trim().length > 3) expect(violation.message).not.toContain(raw.trim());
    });

    it.each([[null], [undefined], [14155552671], [{}]])('a non-string %j', (raw) => {
      expectInvalidPhone(() => normalisePhone(raw as unknown as string));
    });

    it(`accepts exactly ${PHONE_MAX_INPUT_LENGTH} characters, counting surrounding whitespace, and rejects one more`, () => {
      expect(PHONE_MAX_INPUT_LENGTH).toBe(64);
      const atLimit = '+14155552671'.padEnd(64, ' ');
      expect(atLimit).toHaveLength(64);
      expect(normalisePhone(atLimit)).toBe('+14155552671');
      const formattedAtLimit = '+1' + ' -'.repeat(26) + '4155552671';
      expect(formattedAtLimit).toHaveLength(64);
      expect(normalisePhone(formattedAtLimit)).toBe('+14155552671');

      const violation = expectInvalidPhone(() => normalisePhone(atLimit + ' '));
      expect(violation.message).toContain('too long');
      expectInvalidPhone(() => normalisePhone(' ' + formattedAtLimit));
      expectInvalidPhone(() => normalisePhone('+1'.padEnd(1_000_000, '5')));
    });
  });

  it('does not treat a leading space as a plus (that is for lookups only)', () => {
    expectInvalidPhone(() => normalisePhone(' 14155552671'));
  });
});

describe('normalisePhoneForLookup', () => {
  it.each([
    [' 14155552671', '+14155552671'], // ?phoneNumber=+14155552671 unencoded
    [' 1 415 555 2671', '+14155552671'], // ?phoneNumber=+1+415+555+2671 unencoded
    [' 14155552671 ', '+14155552671'],
    [' 34612890921', '+34612890921'],
    [' 1-415-555-2671', '+14155552671'],
    ['+14155552671', '+14155552671'], // encoded %2B, or sent by a client that encodes properly
    [' +14155552671', '+14155552671'], // plain surrounding whitespace still trimmed
    ['0014155552671', '+14155552671'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('reads %j as %s', (raw, e164) => {
    expect(normalisePhoneForLookup(raw)).toBe(e164);
  });

  it.each([
    ['14155552671'], // no space, no plus: still no country code, nothing guessed
    ['  14155552671'], // two spaces: not a decoded plus
    ['\t14155552671'], // only a space is a decoded plus
    [' (415) 555-2671'], // the space is not followed by a digit
    [' 4155552671'], // read as +41 55 552 671: not a valid Swiss number
    [' 0014155552671'], // read as +00…: invalid
    [' 1 415 555 CALL'],
    [' 578743'],
    [''],
    [' '],
    [' ' + '1'.repeat(64)], // 65 characters
  ])('rejects %j with INVALID_PHONE', (raw) => {
    expectInvalidPhone(() => normalisePhoneForLookup(raw));
  });

  it('agrees with normalisePhone for every input not starting with " <digit>"', () => {
    fc.assert(
      fc.property(phoneLikeString(), (raw) => {
        fc.pre(!/^ [0-9]/.test(raw));
        expect(outcome(() => normalisePhoneForLookup(raw))).toEqual(
          outcome(() => normalisePhone(raw)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('reads " <digits…>" exactly as "+<digits…>"', () => {
    fc.assert(
      fc.property(
        digits(1, 17),
        fc.string({ unit: fc.constantFrom(' ', '-', '.'), maxLength: 3 }),
        (d, tail) => {
          expect(outcome(() => normalisePhoneForLookup(` ${d}${tail}`))).toEqual(
            outcome(() => normalisePhone(`+${d}${tail}`)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties (fast-check v4)
// ---------------------------------------------------------------------------------------------

/** Either the E.164 result or the violation code: lets two calls be compared, errors included. */
function outcome(fn: () => string): { ok: string } | { error: string } {
  try {
    return { ok: fn() };
  } catch (error) {
    if (error instanceof ContactRuleViolation) return { error: error.code };
    throw error;
  }
}

function digits(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
}

/** Strings made mostly of what phone input is made of, plus the odd junk character. */
function phoneLikeString(): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...'0123456789') },
      { weight: 3, arbitrary: fc.constantFrom(' ', '-', '.', '(', ')', '+', '\t') },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
    ),
    maxLength: 70,
  });
}

/** Valid E.164 numbers from many countries: libphonenumber's mobile example number of every region. */
const VALID_E164: string[] = getCountries()
  .map((country) => getExampleNumber(country, examples)?.number)
  .filter((n): n is NonNullable<typeof n> => n !== undefined)
  .map(String);

/** A valid E.164 with formatting noise between its digits (and around it). */
function noisy(e164: string, noise: string[], pad: [string, string]): string {
  const chars = [...e164.slice(1)];
  const withNoise = chars.map((c, i) => c + (noise[i] ?? '')).join('');
  return `${pad[0]}+${withNoise}${pad[1]}`;
}

describe('normalisePhone properties', () => {
  it('has a pool of valid numbers from most regions', () => {
    expect(VALID_E164.length).toBeGreaterThan(200);
    for (const e164 of VALID_E164) expect(normalisePhone(e164)).toBe(e164);
  });

  it('always returns E.164 (+, a non-zero digit, at most 15 digits in all)', () => {
    fc.assert(
      fc.property(phoneLikeString(), (raw) => {
        const result = outcome(() => normalisePhone(raw));
        if ('ok' in result) expect(result.ok).toMatch(/^\+[1-9][0-9]{1,14}$/);
        else expect(result.error).toBe('INVALID_PHONE');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: normalising an E.164 output gives itself', () => {
    const anyInput = fc.oneof(
      phoneLikeString(),
      fc.constantFrom(...VALID_E164),
      fc.tuple(fc.constantFrom('+', '00'), digits(4, 15)).map(([p, d]) => p + d),
    );
    fc.assert(
      fc.property(anyInput, (raw) => {
        const first = outcome(() => normalisePhone(raw));
        if ('ok' in first) {
          expect(normalisePhone(first.ok)).toBe(first.ok);
          expect(normalisePhoneForLookup(first.ok)).toBe(first.ok);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores formatting noise between the digits of a valid E.164', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '(', ')', '  ', ' - ', '. ', ') ', ' (');
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID_E164),
        fc.array(separator, { maxLength: 15 }),
        fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.constantFrom('', ' ', '  ', '\n')),
        (e164, noise, pad) => {
          const raw = noisy(e164, noise, pad);
          fc.pre(raw.length <= PHONE_MAX_INPUT_LENGTH);
          expect(normalisePhone(raw)).toBe(e164);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads 00<digits> exactly as +<digits>', () => {
    fc.assert(
      fc.property(
        fc.oneof(digits(1, 17), fc.constantFrom(...VALID_E164.map((n) => n.slice(1)))),
        (d) => {
          expect(outcome(() => normalisePhone(`00${d}`))).toEqual(
            outcome(() => normalisePhone(`+${d}`)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rejects any input containing a letter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID_E164),
        fc.nat(),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (e164, at, letter) => {
          const i = 1 + (at % e164.length);
          expect(outcome(() => normalisePhone(e164.slice(0, i) + letter + e164.slice(i)))).toEqual({
            error: 'INVALID_PHONE',
          });
        },
      ),
    );
  });

  it('rejects any number written without + or 00', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID_E164),
        fc.constantFrom('', '0', ' ', '('),
        (e164, prefix) => {
          const national = prefix + e164.slice(1);
          fc.pre(!/^[\s(]*0\s*0/.test(national));
          expect(outcome(() => normalisePhone(national))).toEqual({ error: 'INVALID_PHONE' });
        },
      ),
    );
  });
});
