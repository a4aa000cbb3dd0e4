import { AppError } from '../../common/errors';
import { type AddContactsFields, toAddContactsRequest } from './add-contacts-request';

const A = '0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10';
const B = '5d1a3c2e-8f7b-4e6d-9a0c-1b2c3d4e5f60';

function failure(body: AddContactsFields): AppError {
  try {
    toAddContactsRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('toAddContactsRequest', () => {
  it.each<[string, AddContactsFields]>([
    ['contactId (shape A)', { contactId: A }],
    ['contact_id (shape B)', { contact_id: A }],
    ['contactId with null siblings', { contactId: A, contact_id: null, contactIds: null }],
  ])('%s is a single add', (_title, body) => {
    expect(toAddContactsRequest(body)).toEqual({ form: 'single', ids: [A] });
  });

  it('collapses repeated ids of the array, case-insensitively, keeping the first', () => {
    expect(toAddContactsRequest({ contactIds: [A, B, A, A.toUpperCase(), B] })).toEqual({
      form: 'many',
      ids: [A, B],
    });
  });

  it('keeps a one-element array as the array form (unknown ids go to notFound, not 404)', () => {
    expect(toAddContactsRequest({ contactIds: ['nope'] })).toEqual({ form: 'many', ids: ['nope'] });
  });

  it('refuses a body with no form, naming all three fields', () => {
    const error = failure({});
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((d) => d.field)).toEqual(['contactId', 'contact_id', 'contactIds']);
  });

  it.each<[AddContactsFields, string[]]>([
    [{ contactId: A, contact_id: A }, ['contactId', 'contact_id']],
    [{ contactId: A, contactIds: [A] }, ['contactId', 'contactIds']],
    [{ contact_id: A, contactIds: [B] }, ['contact_id', 'contactIds']],
    [{ contactId: A, contact_id: B, contactIds: [A] }, ['contactId', 'contact_id', 'contactIds']],
  ])('refuses two forms at once %j', (body, fields) => {
    const error = failure(body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((d) => d.field)).toEqual(fields);
  });
});
