import fc from 'fast-check';

import { ContactRuleViolation } from './contact-rules.errors';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, normaliseEmail } from './email-address';

function expectInvalidEmail(raw: unknown): ContactRuleViolation {
  let caught: unknown;
  try {
    normaliseEmail(raw as string);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ContactRuleViolation);
  const violation = caught as ContactRuleViolation;
  expect(violation.code).toBe('INVALID_EMAIL');
  expect(violation.field).toBe('email');
  return violation;
}

describe('normaliseEmail', () => {
  it.each([
    // shapes from shared/data/funnel-leads.csv
    ['fatima.silva415@example.com', 'fatima.silva415@example.com', 'fatima.silva415@example.com'],
    ['maria.smith120@Outlook.com', 'maria.smith120@outlook.com', 'maria.smith120@outlook.com'],
    ['NOAH.MULLER782@YAHOO.CO.UK', 'NOAH.MULLER782@yahoo.co.uk', 'noah.muller782@yahoo.co.uk'],
    [
      'lead.johansson157@example.com',
      'lead.johansson157@example.com',
      'lead.johansson157@example.com',
    ],
    // trimming
    ['  ana@example.com ', 'ana@example.com', 'ana@example.com'],
    ['\tAna@Example.COM\n', 'Ana@example.com', 'ana@example.com'],
    // the local part keeps its case in `address`; only `key` folds it
    ['Ana.Khan@EXAMPLE.com', 'Ana.Khan@example.com', 'ana.khan@example.com'],
    // pragmatic but permissive local parts (RFC 5322 atext, dots anywhere as browsers do)
    ['user+tag@example.com', 'user+tag@example.com', 'user+tag@example.com'],
    ["o'brien@example.ie", "o'brien@example.ie", "o'brien@example.ie"],
    [
      "!#$%&'*+/=?^_`{|}~-@example.com",
      "!#$%&'*+/=?^_`{|}~-@example.com",
      "!#$%&'*+/=?^_`{|}~-@example.com",
    ],
    ['a..b@example.com', 'a..b@example.com', 'a..b@example.com'],
    ['a@b.co', 'a@b.co', 'a@b.co'],
    ['x_y-z@sub.do-main.example', 'x_y-z@sub.do-main.example', 'x_y-z@sub.do-main.example'],
    ['user@123.example.com', 'user@123.example.com', 'user@123.example.com'],
    // internationalised
    ['JOSÉ@BÜCHER.DE', 'JOSÉ@bücher.de', 'josé@bücher.de'],
    ['用户@例子.广告', '用户@例子.广告', '用户@例子.广告'],
    ['user@xn--bcher-kva.de', 'user@xn--bcher-kva.de', 'user@xn--bcher-kva.de'],
  ])('accepts %j as %j (key %j)', (raw, address, key) => {
    expect(normaliseEmail(raw)).toEqual({ address, key });
  });

  it.each([
    ['not-an-email', 'exactly one @'], // from the CSV
    ['', 'empty'],
    ['   ', 'empty'],
    ['@example.com', 'before the @'],
    ['ana@', 'must contain a dot'],
    ['ana@example', 'must contain a dot'],
    ['ana@@example.com', 'exactly one @'],
    ['ana@ex@ample.com', 'exactly one @'],
    ['ana @example.com', 'spaces'],
    ['ana@exa mple.com', 'spaces'],
    ['ana@example.com\u0007', 'control'],
    ['an\u0000a@example.com', 'control'],
    ['ana@.example.com', 'not a valid domain'],
    ['ana@example.com.', 'not a valid domain'],
    ['ana@example..com', 'not a valid domain'],
    ['ana@-example.com', 'not a valid domain'],
    ['ana@example-.com', 'not a valid domain'],
    ['ana@exam_ple.com', 'not a valid domain'],
    ['ana@exa/mple.com', 'not a valid domain'],
    ['ana@exa+mple.com', 'not a valid domain'],
    ['ana@[192.168.0.1]', 'not a valid domain'],
    ['ana@192.168.0.1', 'not a valid domain'],
    ['"ana"@example.com', 'not allowed'],
    ['ana<x>@example.com', 'not allowed'],
    ['ana,x@example.com', 'not allowed'],
    ['ana;x@example.com', 'not allowed'],
    ['mailto:ana@example.com', 'not allowed'],
    ['ana\\x@example.com', 'not allowed'],
    ['ana(comment)@example.com', 'not allowed'],
    ['ana[x]@example.com', 'not allowed'],
    ['Ana Khan <ana@example.com>', 'spaces'],
  ])('rejects %j with INVALID_EMAIL (%s)', (raw, messagePart) => {
    const violation = expectInvalidEmail(raw);
    expect(violation.message.toLowerCase()).toContain(messagePart);
    if (raw.trim() !== '') expect(violation.message).not.toContain(raw.trim());
  });

  it.each([[null], [undefined], [42], [['a@b.co']], [{ address: 'a@b.co' }]])(
    'rejects the non-string %j with INVALID_EMAIL',
    (raw) => {
      expectInvalidEmail(raw);
    },
  );

  describe('lengths', () => {
    const local64 = 'l'.repeat(64);
    // 64 + 1 + 189 = 254: three labels within the 63-character label limit, then ".com"
    const domain189 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;

    it(`accepts an address of exactly ${EMAIL_MAX_LENGTH} characters and rejects 255`, () => {
      expect(EMAIL_MAX_LENGTH).toBe(254);
      const atLimit = `${local64}@${domain189}`;
      expect(atLimit).toHaveLength(254);
      expect(normaliseEmail(atLimit).address).toBe(atLimit);
      expect(normaliseEmail(`  ${atLimit}  `).address).toBe(atLimit); // counted after trimming

      const tooLong = `${local64}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.com`;
      expect(tooLong).toHaveLength(255);
      expect(expectInvalidEmail(tooLong).message).toContain('too long');
    });

    it('checks the limit on the stored address and key: İ lowercases to two code points', () => {
      // 254 characters as typed; the domain holds three İ (U+0130), each of which lowercases
      // to "i" + U+0307, so the stored address would have 257 characters (database CHECK
      // contacts_email_check allows 254).
      const dotted = `${local64}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'İ'.repeat(3)}${'c'.repeat(54)}.com`;
      expect([...dotted]).toHaveLength(254);
      expect([...`${local64}@${dotted.split('@')[1].toLowerCase()}`]).toHaveLength(257);
      expect(expectInvalidEmail(dotted).message).toContain('too long');

      // the same address with room to spare is accepted, and both outputs fit
      const fits = `${'l'.repeat(61)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'İ'.repeat(3)}${'c'.repeat(54)}.com`;
      const normalised = normaliseEmail(fits);
      expect([...normalised.address]).toHaveLength(254);
      expect([...normalised.key]).toHaveLength(254);
    });

    it('checks the local part in the key, and each domain label as stored', () => {
      // 64 characters as typed, 128 in the lowercased key
      expect(expectInvalidEmail(`${'İ'.repeat(64)}@example.com`).message).toContain('too long');
      expect(normaliseEmail(`${'İ'.repeat(32)}@example.com`).key).toBe(
        `${'i\u0307'.repeat(32)}@example.com`,
      );
      // a 63-character label that lowercases to 126 characters
      expectInvalidEmail(`a@${'İ'.repeat(63)}.com`);
      expect(normaliseEmail(`a@${'İ'.repeat(31)}x.com`).address).toBe(
        `a@${'i\u0307'.repeat(31)}x.com`,
      );
    });

    it('never returns an address or key over the limits, whatever the case of the input', () => {
      const char = fc.constantFrom('a', 'İ', 'I', 'ß', 'Σ', 'x');
      const localChar = fc.constantFrom('a', 'İ', 'I', '😀');
      fc.assert(
        fc.property(
          fc.string({ unit: localChar, minLength: 1, maxLength: 70, size: 'max' }),
          fc.array(fc.string({ unit: char, minLength: 20, maxLength: 70, size: 'max' }), {
            minLength: 1,
            maxLength: 4,
          }),
          (local, labels) => {
            let result: { address: string; key: string };
            try {
              result = normaliseEmail(`${local}@${[...labels, 'com'].join('.')}`);
            } catch (error) {
              expect(error).toBeInstanceOf(ContactRuleViolation);
              return;
            }
            for (const value of [result.address, result.key]) {
              expect([...value].length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
              const [localPart, domain] = value.split('@');
              expect([...localPart].length).toBeLessThanOrEqual(EMAIL_LOCAL_PART_MAX_LENGTH);
              for (const label of domain.split('.')) expect([...label].length).toBeLessThan(64);
            }
          },
        ),
      );
    });

    it('counts characters, not UTF-16 units', () => {
      const emojiLocal = '😀'.repeat(64); // 128 code units, 64 characters
      expect(normaliseEmail(`${emojiLocal}@example.com`).address).toBe(`${emojiLocal}@example.com`);
    });

    it(`accepts a local part of ${EMAIL_LOCAL_PART_MAX_LENGTH} characters and rejects 65`, () => {
      expect(normaliseEmail(`${local64}@example.com`).key).toBe(`${local64}@example.com`);
      expect(expectInvalidEmail(`${local64}x@example.com`).message).toContain('too long');
    });

    it('accepts domain labels of 63 characters and rejects 64', () => {
      expect(normaliseEmail(`a@${'d'.repeat(63)}.com`).key).toBe(`a@${'d'.repeat(63)}.com`);
      expectInvalidEmail(`a@${'d'.repeat(64)}.com`);
    });

    it('rejects huge input without echoing it', () => {
      const huge = `${'x'.repeat(100_000)}@example.com`;
      const violation = expectInvalidEmail(huge);
      expect(violation.message.length).toBeLessThan(200);
    });
  });

  describe('properties', () => {
    const localChar = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-',
    );
    const labelChar = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    );
    const label = fc.string({ unit: labelChar, minLength: 1, maxLength: 12 });
    const tld = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 2,
      maxLength: 6,
    });
    const email = fc
      .tuple(
        fc.string({ unit: localChar, minLength: 1, maxLength: 30 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
      )
      .map(([local, labels, top]) => `${local}@${[...labels, top].join('.')}`);
    const whitespace = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0');

    it('accepts well-formed addresses; key = address lowercased; domain lowercased; local part kept', () => {
      fc.assert(
        fc.property(email, whitespace, whitespace, (address, before, after) => {
          const result = normaliseEmail(before + address + after);
          const at = address.indexOf('@');
          expect(result.address).toBe(
            address.slice(0, at + 1) + address.slice(at + 1).toLowerCase(),
          );
          expect(result.key).toBe(address.toLowerCase());
        }),
      );
    });

    it('is idempotent on both outputs', () => {
      fc.assert(
        fc.property(email, (address) => {
          const once = normaliseEmail(address);
          expect(normaliseEmail(once.address)).toEqual(once);
          expect(normaliseEmail(once.key).key).toBe(once.key);
        }),
      );
    });

    it('gives any upper/lower-case spelling of an address the same key', () => {
      fc.assert(
        fc.property(
          email,
          fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
          (address, flips) => {
            const respelled = [...address]
              .map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase()))
              .join('');
            expect(normaliseEmail(respelled).key).toBe(normaliseEmail(address).key);
          },
        ),
      );
    });

    it('rejects any well-formed address with a space or a second @ inserted', () => {
      fc.assert(
        fc.property(email, fc.nat(), fc.constantFrom(' ', '@'), (address, at, inserted) => {
          const i = 1 + (at % (address.length - 1));
          expectInvalidEmail(address.slice(0, i) + inserted + address.slice(i));
        }),
      );
    });
  });
});
