import { redactUrl, serializeError } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/v1/account?apiKey=pk_secret', '/v1/account?apiKey=[redacted]'],
    [
      '/v1/account?limit=5&APIKEY=pk_secret&x=1',
      '/v1/account?limit=5&APIKEY=[redacted]&x=[redacted]',
    ],
    ['/v1/account?api%4Bey=pk_secret', '/v1/account?api%4Bey=[redacted]'],
    [
      '/v1/account?%61piKey=pk_secret&apiKey=pk_other',
      '/v1/account?%61piKey=[redacted]&apiKey=[redacted]',
    ],
    ['/v1/account?apiKeyx=keep&xapiKey=keep', '/v1/account?apiKeyx=[redacted]&xapiKey=[redacted]'],
    ['/v1/account', '/v1/account'],
    [
      '/v1/contacts?phoneNumber=%2B14155552671&phone=1&phone_number=2&email=a%40b.c&q=Ada',
      '/v1/contacts?phoneNumber=[redacted]&phone=[redacted]&phone_number=[redacted]&email=[redacted]&q=[redacted]',
    ],
    ['/v1/contacts?PHONE=1&e%6Dail=x', '/v1/contacts?PHONE=[redacted]&e%6Dail=[redacted]'],
    [
      '/v1/conversations?owner=human&unread=true&limit=5&cursor=abc&contactId=c1&channel=sms',
      '/v1/conversations?owner=human&unread=true&limit=5&cursor=abc&contactId=c1&channel=sms',
    ],
    [
      '/v1/webhooks/meta?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=1',
      '/v1/webhooks/meta?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=[redacted]',
    ],
    ['/invitations/AbCdEf_123-xyz', '/invitations/[redacted]'],
    ['/v1/auth/signups/AbCdEf_123-xyz/confirm', '/v1/auth/signups/[redacted]/confirm'],
    [
      '/v1/auth/invitations/AbCdEf_123-xyz/accept?x=1',
      '/v1/auth/invitations/[redacted]/accept?x=[redacted]',
    ],
    [
      '/v1/invitations/3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f',
      '/v1/invitations/3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f',
    ],
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
