import { redactUrl, serializeError } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/v1/account?apiKey=pk_secret', '/v1/account?apiKey=[redacted]'],
    ['/v1/account?limit=5&APIKEY=pk_secret&x=1', '/v1/account?limit=5&APIKEY=[redacted]&x=1'],
    ['/v1/account?api%4Bey=pk_secret', '/v1/account?api%4Bey=[redacted]'],
    [
      '/v1/account?%61piKey=pk_secret&apiKey=pk_other',
      '/v1/account?%61piKey=[redacted]&apiKey=[redacted]',
    ],
    ['/v1/account?apiKeyx=keep&xapiKey=keep', '/v1/account?apiKeyx=keep&xapiKey=keep'],
    ['/v1/account', '/v1/account'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('keeps the SQLSTATE and constraint of a database error but none of its data', () => {
    const driverError = Object.assign(
      new Error('new row violates check constraint "contacts_email_check"'),
      {
        code: '23514',
        constraint: 'contacts_email_check',
        table: 'contacts',
        detail: 'Failing row contains (ana@example.com, +14155552671).',
      },
    );
    const error = Object.assign(new Error(driverError.message), {
      name: 'QueryFailedError',
      query: 'INSERT INTO contacts … VALUES ($1, $2)',
      parameters: ['ana@example.com', '+14155552671'],
      driverError,
    });
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('+14155552671');
    expect(serialized.driverError).toEqual({
      code: '23514',
      constraint: 'contacts_email_check',
      table: 'contacts',
      routine: undefined,
    });
    expect(serialized.message).toContain('contacts_email_check');
    expect(typeof serialized.stack).toBe('string');
  });
});
