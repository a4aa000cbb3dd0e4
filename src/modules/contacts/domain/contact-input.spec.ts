import {
  type ContactInputFields,
  CUSTOM_FIELD_KEY_MAX_LENGTH,
  CUSTOM_FIELD_STRING_MAX_LENGTH,
  CUSTOM_FIELDS_MAX_KEYS,
  NAME_MAX_LENGTH,
  normaliseContactInput,
} from './contact-input';
import {
  type ContactRuleCode,
  ContactRuleViolation,
  isContactRuleViolation,
} from './contact-rules.errors';

function violationOf(input: ContactInputFields): ContactRuleViolation {
  let caught: unknown;
  try {
    normaliseContactInput(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ContactRuleViolation);
  return caught as ContactRuleViolation;
}

function expectViolation(
  input: ContactInputFields,
  code: ContactRuleCode,
  field: string,
): ContactRuleViolation {
  const violation = violationOf(input);
  expect({ code: violation.code, field: violation.field }).toEqual({ code, field });
  return violation;
}

const PHONE = '+14155552671';
const EMAIL = 'ana@example.com';

describe('ContactRuleViolation', () => {
  it('is an Error with code, field, message and name', () => {
    const violation = new ContactRuleViolation('INVALID_PHONE', 'phone', 'Phone number is empty.');
    expect(violation).toBeInstanceOf(Error);
    expect(violation).toBeInstanceOf(ContactRuleViolation);
    expect(violation).toMatchObject({
      code: 'INVALID_PHONE',
      field: 'phone',
      message: 'Phone number is empty.',
      name: 'ContactRuleViolation',
    });
    expect(violation.stack).toContain('ContactRuleViolation');
  });

  it('isContactRuleViolation narrows, optionally by code', () => {
    const violation = new ContactRuleViolation('INVALID_EMAIL', 'email', 'x');
    expect(isContactRuleViolation(violation)).toBe(true);
    expect(isContactRuleViolation(violation, 'INVALID_EMAIL')).toBe(true);
    expect(isContactRuleViolation(violation, 'INVALID_PHONE')).toBe(false);
    expect(isContactRuleViolation(new Error('x'))).toBe(false);
    expect(isContactRuleViolation({ code: 'INVALID_EMAIL', field: 'email' })).toBe(false);
  });
});

describe('normaliseContactInput', () => {
  describe('a valid contact', () => {
    it('normalises every field', () => {
      expect(
        normaliseContactInput({
          firstName: ' Mateo ',
          lastName: 'Dubois',
          phone: ' +34 612 89 09 21 ',
          email: ' Mateo.Dubois@Example.COM ',
          customFields: { plan: 'pro', age: 42, vip: true },
        }),
      ).toEqual({
        firstName: 'Mateo',
        lastName: 'Dubois',
        phone: '+34612890921',
        email: 'Mateo.Dubois@example.com',
        emailKey: 'mateo.dubois@example.com',
        customFields: { plan: 'pro', age: 42, vip: true },
      });
    });

    it.each<[string, ContactInputFields, Partial<ReturnType<typeof normaliseContactInput>>]>([
      ['phone only', { phone: PHONE }, { phone: PHONE, email: null, emailKey: null }],
      ['email only', { email: EMAIL }, { phone: null, email: EMAIL, emailKey: EMAIL }],
      ['00 phone', { phone: '0014155552671' }, { phone: PHONE }],
      ['blank phone, email', { phone: '   ', email: EMAIL }, { phone: null, email: EMAIL }],
      ['empty phone, email', { phone: '', email: EMAIL }, { phone: null }],
      ['phone, blank email', { phone: PHONE, email: ' \t ' }, { email: null, emailKey: null }],
      ['null phone, email', { phone: null, email: EMAIL }, { phone: null }],
      ['phone, null email', { phone: PHONE, email: null }, { email: null }],
      [
        'whitespace-only phone longer than 64',
        { phone: ' '.repeat(100), email: EMAIL },
        { phone: null },
      ],
    ])('%s', (_title, input, expected) => {
      expect(normaliseContactInput(input)).toMatchObject(expected);
    });

    it('ignores unknown extra properties', () => {
      const input = { phone: PHONE, utm_source: 'google', first_name: 'Ana' } as ContactInputFields;
      expect(normaliseContactInput(input)).toEqual({
        firstName: null,
        lastName: null,
        phone: PHONE,
        email: null,
        emailKey: null,
        customFields: {},
      });
    });
  });

  describe('names', () => {
    it.each([
      [undefined, null],
      [null, null],
      ['', null],
      ['   ', null],
      ['\t\n', null],
      ['Ana', 'Ana'],
      ['  Ana María  ', 'Ana María'],
      ["O'Brien", "O'Brien"],
      ['李', '李'],
    ])('%j becomes %j', (raw, expected) => {
      const result = normaliseContactInput({ phone: PHONE, firstName: raw, lastName: raw });
      expect(result.firstName).toBe(expected);
      expect(result.lastName).toBe(expected);
    });

    it.each(['firstName', 'lastName'] as const)(
      `%s: ${NAME_MAX_LENGTH} characters pass (after trimming, counting code points), ${NAME_MAX_LENGTH + 1} fail`,
      (field) => {
        expect(NAME_MAX_LENGTH).toBe(100);
        for (const ok of [
          'a'.repeat(100),
          ` ${'a'.repeat(100)} `,
          '李'.repeat(100),
          '😀'.repeat(100),
        ]) {
          expect(normaliseContactInput({ phone: PHONE, [field]: ok })[field]).toBe(ok.trim());
        }
        for (const tooLong of ['a'.repeat(101), '😀'.repeat(101)]) {
          const violation = expectViolation(
            { phone: PHONE, [field]: tooLong },
            'VALIDATION_FAILED',
            field,
          );
          expect(violation.message).toContain(field);
          expect(violation.message).not.toContain(tooLong);
        }
      },
    );

    it.each([
      ['NUL', 'An\u0000a'],
      ['a trailing NUL', 'Ana\u0000'],
      ['a bell', 'An\u0007a'],
      ['an escape', '\u001b[31mAna'],
      ['a backspace', 'Ana\b'],
      ['a vertical tab', 'A\u000Bna'],
      ['an unpaired surrogate', 'Ana\ud800'],
    ])('a name with %s fails VALIDATION_FAILED naming the field', (_title, raw) => {
      for (const field of ['firstName', 'lastName'] as const) {
        const violation = expectViolation(
          { phone: PHONE, [field]: raw },
          'VALIDATION_FAILED',
          field,
        );
        expect(violation.message).toContain('control characters');
        expect(violation.message).not.toContain(raw);
      }
    });

    it.each([
      ['a tab', 'Ana\tMaría'],
      ['a line feed', 'Ana\nMaría'],
      ['CRLF', 'Ana\r\nMaría'],
      ['DEL and a C1 control (not C0)', 'Ana\u007f\u0085'],
      ['a surrogate pair', 'Ana 😀'],
    ])('a name with %s inside is kept', (_title, raw) => {
      expect(normaliseContactInput({ phone: PHONE, firstName: raw }).firstName).toBe(raw);
    });

    it.each([[42], [true], [{}], [['Ana']], [0]])(
      'a non-string %j fails VALIDATION_FAILED naming the field',
      (raw) => {
        expectViolation({ phone: PHONE, firstName: raw }, 'VALIDATION_FAILED', 'firstName');
        expectViolation({ phone: PHONE, lastName: raw }, 'VALIDATION_FAILED', 'lastName');
      },
    );
  });

  describe('phone and email', () => {
    it.each([[14155552671], [true], [{ number: PHONE }], [[PHONE]]])(
      'a non-string phone %j is VALIDATION_FAILED (phone), not INVALID_PHONE',
      (raw) => {
        expectViolation({ phone: raw, email: EMAIL }, 'VALIDATION_FAILED', 'phone');
      },
    );

    it.each([[1], [false], [{ address: EMAIL }], [[EMAIL]]])(
      'a non-string email %j is VALIDATION_FAILED (email), not INVALID_EMAIL',
      (raw) => {
        expectViolation({ phone: PHONE, email: raw }, 'VALIDATION_FAILED', 'email');
      },
    );

    it.each([
      ['(415) 555-2671'],
      ['4155552671'],
      ['+578743'],
      ['+1 415 555 CALL'],
      ['+1'.padEnd(65, '5')],
    ])('an invalid phone %j is INVALID_PHONE even with a valid email', (phone) => {
      expectViolation({ phone, email: EMAIL }, 'INVALID_PHONE', 'phone');
    });

    it.each([['not-an-email'], ['ana@example'], ['@example.com'], ['ana @example.com']])(
      'an invalid email %j is INVALID_EMAIL even with a valid phone',
      (email) => {
        expectViolation({ phone: PHONE, email }, 'INVALID_EMAIL', 'email');
      },
    );
  });

  describe('missing identifier', () => {
    it.each<[string, ContactInputFields]>([
      ['nothing', {}],
      ['names only', { firstName: 'Ana', lastName: 'Khan' }],
      ['custom fields only', { firstName: 'Ana', customFields: { plan: 'pro' } }],
      ['empty strings', { phone: '', email: '' }],
      ['whitespace only', { phone: '  ', email: '\t' }],
      ['nulls', { phone: null, email: null }],
      ['undefined', { phone: undefined, email: undefined }],
    ])('%s is MISSING_CONTACT_IDENTIFIER', (_title, input) => {
      const violation = expectViolation(input, 'MISSING_CONTACT_IDENTIFIER', 'phone|email');
      expect(violation.message).toBe('A contact needs a phone number or an email address.');
    });
  });

  describe('order of checks: types/lengths, then phone, then email, then missing identifier', () => {
    it.each<[string, ContactInputFields, ContactRuleCode, string]>([
      [
        'bad first name before bad phone',
        { firstName: 5, phone: 'junk' },
        'VALIDATION_FAILED',
        'firstName',
      ],
      [
        'first name before last name',
        { lastName: 5, firstName: 6 },
        'VALIDATION_FAILED',
        'firstName',
      ],
      [
        'long last name before bad email',
        { lastName: 'x'.repeat(101), email: 'junk' },
        'VALIDATION_FAILED',
        'lastName',
      ],
      [
        'long name before missing identifier',
        { firstName: 'x'.repeat(101) },
        'VALIDATION_FAILED',
        'firstName',
      ],
      ['phone type before email type', { phone: 1, email: 2 }, 'VALIDATION_FAILED', 'phone'],
      ['email type before bad phone', { phone: 'junk', email: 2 }, 'VALIDATION_FAILED', 'email'],
      [
        'custom fields before bad phone',
        { phone: 'junk', customFields: [] },
        'VALIDATION_FAILED',
        'customFields',
      ],
      [
        'custom field value before bad email',
        { email: 'junk', customFields: { a: null } },
        'VALIDATION_FAILED',
        'customFields.a',
      ],
      [
        'custom fields before missing identifier',
        { customFields: 'x' },
        'VALIDATION_FAILED',
        'customFields',
      ],
      ['bad phone before bad email', { phone: 'junk', email: 'junk' }, 'INVALID_PHONE', 'phone'],
      ['bad email before missing phone', { phone: '', email: 'junk' }, 'INVALID_EMAIL', 'email'],
    ])('%s', (_title, input, code, field) => {
      expectViolation(input, code, field);
    });
  });

  describe('customFields', () => {
    it.each([[undefined], [null]])('%j becomes {}', (customFields) => {
      expect(normaliseContactInput({ phone: PHONE, customFields }).customFields).toEqual({});
    });

    it('keeps strings (untrimmed, empty allowed), finite numbers and booleans', () => {
      const customFields = {
        plan: 'pro',
        note: '  spaced  ',
        empty: '',
        zero: 0,
        negative: -1.5,
        big: 1e21,
        yes: true,
        no: false,
        'with space': 'ok',
        'utm.source': 'google',
        constructor: 'a normal key',
        キー: '値',
      };
      expect(normaliseContactInput({ phone: PHONE, customFields }).customFields).toEqual(
        customFields,
      );
    });

    it('returns a copy, not the caller object', () => {
      const customFields = { plan: 'pro' };
      const result = normaliseContactInput({ phone: PHONE, customFields }).customFields;
      expect(result).not.toBe(customFields);
      customFields.plan = 'changed';
      expect(result).toEqual({ plan: 'pro' });
    });

    it('accepts a null-prototype object and ignores symbol keys', () => {
      const bare = Object.create(null) as Record<string | symbol, unknown>;
      bare.plan = 'pro';
      bare[Symbol('hidden')] = 'x';
      expect(normaliseContactInput({ phone: PHONE, customFields: bare }).customFields).toEqual({
        plan: 'pro',
      });
    });

    it.each([
      [[]],
      [['a']],
      ['plan=pro'],
      [42],
      [true],
      [new Date(0)],
      [new Map([['a', 1]])],
      [
        new (class Fields {
          plan = 'pro';
        })(),
      ],
    ])('a non-object %p fails VALIDATION_FAILED (customFields)', (customFields) => {
      expectViolation({ phone: PHONE, customFields }, 'VALIDATION_FAILED', 'customFields');
    });

    it(`accepts ${CUSTOM_FIELDS_MAX_KEYS} keys and rejects ${CUSTOM_FIELDS_MAX_KEYS + 1}`, () => {
      expect(CUSTOM_FIELDS_MAX_KEYS).toBe(50);
      const fields = (n: number) =>
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
      expect(
        Object.keys(normaliseContactInput({ phone: PHONE, customFields: fields(50) }).customFields),
      ).toHaveLength(50);
      const violation = expectViolation(
        { phone: PHONE, customFields: fields(51) },
        'VALIDATION_FAILED',
        'customFields',
      );
      expect(violation.message).toContain('50');
    });

    it(`keys have 1 to ${CUSTOM_FIELD_KEY_MAX_LENGTH} characters`, () => {
      expect(CUSTOM_FIELD_KEY_MAX_LENGTH).toBe(64);
      const k64 = 'k'.repeat(64);
      expect(
        normaliseContactInput({ phone: PHONE, customFields: { [k64]: 1 } }).customFields,
      ).toEqual({ [k64]: 1 });
      const emoji64 = '😀'.repeat(64);
      expect(
        normaliseContactInput({ phone: PHONE, customFields: { [emoji64]: 1 } }).customFields,
      ).toEqual({ [emoji64]: 1 });
      expectViolation(
        { phone: PHONE, customFields: { ['k'.repeat(65)]: 1 } },
        'VALIDATION_FAILED',
        `customFields.${'k'.repeat(65)}`,
      );
      expectViolation(
        { phone: PHONE, customFields: { '': 1 } },
        'VALIDATION_FAILED',
        'customFields.',
      );
    });

    it(`string values have at most ${CUSTOM_FIELD_STRING_MAX_LENGTH} characters`, () => {
      expect(CUSTOM_FIELD_STRING_MAX_LENGTH).toBe(1000);
      const s1000 = 'v'.repeat(1000);
      expect(
        normaliseContactInput({ phone: PHONE, customFields: { note: s1000 } }).customFields.note,
      ).toBe(s1000);
      const violation = expectViolation(
        { phone: PHONE, customFields: { note: `${s1000}v` } },
        'VALIDATION_FAILED',
        'customFields.note',
      );
      expect(violation.message).not.toContain(s1000);
    });

    it.each([
      ['null', null],
      ['undefined', undefined],
      ['NaN', NaN],
      ['Infinity', Infinity],
      ['-Infinity', -Infinity],
      ['an object', { nested: 1 }],
      ['an array', [1, 2]],
      ['a bigint', BigInt(1)],
      ['a function', () => 1],
      ['a symbol', Symbol('x')],
      ['a date', new Date(0)],
    ])('a value that is %s fails VALIDATION_FAILED naming customFields.<key>', (_title, value) => {
      expectViolation(
        { phone: PHONE, customFields: { ok: 'fine', age: value } },
        'VALIDATION_FAILED',
        'customFields.age',
      );
    });

    it.each([
      ['NUL', 'a\u0000b', 'customFields.a\\u0000b'],
      ['a bell', 'a\u0007', 'customFields.a\\u0007'],
      ['an unpaired surrogate', '\udc00x', 'customFields.\\uDC00x'],
    ])('refuses a key with %s, naming it with the character escaped', (_title, key, field) => {
      const violation = expectViolation(
        { phone: PHONE, customFields: { ok: 'fine', [key]: 'x' } },
        'VALIDATION_FAILED',
        field,
      );
      expect(violation.message).toContain('control characters');
    });

    it('accepts keys with a tab or a line break', () => {
      const customFields = { 'a\tb': 1, 'c\nd': 'x' };
      expect(normaliseContactInput({ phone: PHONE, customFields }).customFields).toEqual(
        customFields,
      );
    });

    it.each([
      ['NUL', 'pro\u0000'],
      ['only NUL', '\u0000'],
      ['an unpaired high surrogate', '\ud83d'],
      ['an unpaired low surrogate', 'x\ude00y'],
    ])('refuses a string value with %s', (_title, value) => {
      const violation = expectViolation(
        { phone: PHONE, customFields: { plan: value } },
        'VALIDATION_FAILED',
        'customFields.plan',
      );
      expect(violation.message).not.toContain(value);
    });

    it('keeps other control characters in string values (jsonb stores them)', () => {
      const customFields = { note: 'line 1\r\nline 2\tend\u0007\u001b' };
      expect(normaliseContactInput({ phone: PHONE, customFields }).customFields).toEqual(
        customFields,
      );
    });

    it.each([
      ['an object', '{"plan": "pro", "__proto__": {"polluted": true}}'],
      ['a string', '{"plan": "pro", "__proto__": "x"}'],
      ['a number', '{"__proto__": 1}'],
    ])('refuses a __proto__ key (as JSON.parse produces it) whose value is %s', (_title, json) => {
      const customFields = JSON.parse(json) as unknown;
      const violation = expectViolation(
        { phone: PHONE, customFields },
        'VALIDATION_FAILED',
        'customFields.__proto__',
      );
      expect(violation.message).toContain('reserved');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});
