import { AppError } from '../../common/errors';
import { contactQueryMode, mapContactRequest, toRequestField } from './contact-request';
import { contactRuleError } from './contacts.errors';
import { ContactRuleViolation } from './domain/contact-rules.errors';

describe('mapContactRequest', () => {
  it('maps shape A as is', () => {
    const mapped = mapContactRequest({
      firstName: 'Ana',
      lastName: 'Khan',
      phone: '+14155552671',
      email: 'a@b.co',
      customFields: { plan: 'pro' },
    });
    expect(mapped.fields).toEqual({
      firstName: 'Ana',
      lastName: 'Khan',
      phone: '+14155552671',
      email: 'a@b.co',
      customFields: { plan: 'pro' },
    });
    expect(mapped.keys).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      phone: 'phone',
      email: 'email',
      customFields: 'customFields',
    });
  });

  it('maps shape B onto the same fields and remembers the keys used', () => {
    const mapped = mapContactRequest({
      first_name: 'Ana',
      last_name: 'Khan',
      phone_number: '+14155552671',
      custom_fields: { plan: 'pro' },
    });
    expect(mapped.fields).toEqual({
      firstName: 'Ana',
      lastName: 'Khan',
      phone: '+14155552671',
      email: undefined,
      customFields: { plan: 'pro' },
    });
    expect(mapped.keys).toMatchObject({
      firstName: 'first_name',
      phone: 'phone_number',
      customFields: 'custom_fields',
    });
  });

  it('takes a mix, and the shape B value when shape A is null', () => {
    const mapped = mapContactRequest({ firstName: 'Ana', phone: null, phone_number: '+1 415' });
    expect(mapped.fields).toMatchObject({ firstName: 'Ana', phone: '+1 415' });
    expect(mapped.keys.phone).toBe('phone_number');
  });

  it('accepts both names with equal values (objects compared by content)', () => {
    const mapped = mapContactRequest({
      phone: '+14155552671',
      phone_number: '+14155552671',
      customFields: { a: 1, b: 'x' },
      custom_fields: { b: 'x', a: 1 },
    });
    expect(mapped.fields.phone).toBe('+14155552671');
  });

  it('refuses both names with different values, naming each shape B key', () => {
    let caught: unknown;
    try {
      mapContactRequest({
        phone: '+14155552671',
        phone_number: '+34612890921',
        firstName: 'Ana',
        first_name: 'Anna',
        customFields: { a: 1 },
        custom_fields: { a: 2 },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('VALIDATION_FAILED');
    expect((caught as AppError).details?.map((d) => d.field)).toEqual([
      'first_name',
      'phone_number',
      'custom_fields',
    ]);
  });
});

describe('toRequestField', () => {
  const keys = {
    firstName: 'first_name',
    lastName: 'lastName',
    phone: 'phone_number',
    email: 'email',
    customFields: 'custom_fields',
  };
  it.each([
    ['phone', 'phone_number'],
    ['firstName', 'first_name'],
    ['lastName', 'lastName'],
    ['customFields', 'custom_fields'],
    ['customFields.plan.x', 'custom_fields.plan.x'],
    ['phone|email', 'phone_number|email'],
  ])('%s → %s', (field, expected) => {
    expect(toRequestField(field, keys)).toBe(expected);
  });
});

describe('contactRuleError', () => {
  it.each([
    ['INVALID_PHONE', 400],
    ['INVALID_EMAIL', 400],
    ['MISSING_CONTACT_IDENTIFIER', 400],
    ['VALIDATION_FAILED', 400],
  ] as const)('maps %s to an AppError with status %i and the renamed field', (code, status) => {
    const error = contactRuleError(
      new ContactRuleViolation(code, 'phone', 'phone must be a string.'),
      (field) => `renamed.${field}`,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.details?.[0].field).toBe('renamed.phone');
  });

  it('drops the repeated field name from a VALIDATION_FAILED detail', () => {
    const error = contactRuleError(
      new ContactRuleViolation('VALIDATION_FAILED', 'firstName', 'firstName must be a string.'),
    );
    expect(error.details).toEqual([{ field: 'firstName', message: 'must be a string.' }]);
  });
});

describe('contactQueryMode', () => {
  it.each([
    // no lookup key: the list only when limit or cursor is carried
    [{}, { mode: 'missing' }],
    [{ limit: 50 }, { mode: 'list' }],
    [{ limit: '' }, { mode: 'list' }],
    [{ cursor: 'abc' }, { mode: 'list' }],
    [{ cursor: '' }, { mode: 'list' }],
    [{ limit: 5, cursor: 'abc' }, { mode: 'list' }],
    [{ limit: undefined, cursor: undefined }, { mode: 'missing' }],
    // a lookup key decides, with or without limit/cursor
    [
      { phoneNumber: '+1', limit: 5 },
      { mode: 'phone', value: '+1' },
    ],
    [
      { email: 'a@b.co', cursor: 'abc' },
      { mode: 'email', value: 'a@b.co' },
    ],
    [{ phoneNumber: '', limit: 5 }, { mode: 'missing' }],
    [{ email: ' ', cursor: 'abc' }, { mode: 'missing' }],
    [{ phoneNumber: ' 14155552671' }, { mode: 'phone', value: ' 14155552671' }],
    [{ phone_number: '+1' }, { mode: 'phone', value: '+1' }],
    [{ phone: '+1' }, { mode: 'phone', value: '+1' }],
    [{ email: 'a@b.co' }, { mode: 'email', value: 'a@b.co' }],
    [
      { phoneNumber: '+1', email: 'a@b.co' },
      { mode: 'phone', value: '+1' },
    ],
    [
      { phoneNumber: '', email: 'a@b.co' },
      { mode: 'email', value: 'a@b.co' },
    ],
    [{ phoneNumber: '' }, { mode: 'missing' }],
    [{ email: '  ' }, { mode: 'missing' }],
    [{ phoneNumber: ' ', email: '' }, { mode: 'missing' }],
  ])('%j → %j', (query, expected) => {
    expect(contactQueryMode(query)).toEqual(expected);
  });
});
