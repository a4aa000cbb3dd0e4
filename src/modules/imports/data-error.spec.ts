import { dataErrorSummary, isDataError, sqlStateOf } from './data-error';

/** A `pg` DatabaseError as TypeORM's QueryFailedError carries it (fields copied, and nested). */
function queryFailed(code: string, extra: Record<string, unknown> = {}): Error {
  const driverError = Object.assign(new Error('new row for relation "contacts" violates…'), {
    code,
    detail: 'Failing row contains (secret@example.com, …).',
    ...extra,
  });
  return Object.assign(new Error(driverError.message), {
    name: 'QueryFailedError',
    query: 'INSERT INTO contacts …',
    driverError,
    ...extra,
    code,
  });
}

describe('isDataError', () => {
  it.each([
    ['23514', 'check_violation'],
    ['23505', 'unique_violation'],
    ['23503', 'foreign_key_violation'],
    ['23502', 'not_null_violation'],
    ['22001', 'string_data_right_truncation'],
    ['22P05', 'untranslatable_character (\\u0000 in jsonb)'],
    ['22021', 'character_not_in_repertoire (NUL in text)'],
    ['22P02', 'invalid_text_representation'],
    ['22008', 'datetime_field_overflow'],
  ])('is true for SQLSTATE %s (%s)', (code) => {
    expect(isDataError(queryFailed(code))).toBe(true);
    expect(isDataError({ driverError: { code } })).toBe(true); // only on the driver error
    expect(isDataError(new Error('wrapped', { cause: queryFailed(code) }))).toBe(true);
  });

  it.each([
    ['08006', 'connection_failure'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'admin_shutdown'],
    ['53300', 'too_many_connections'],
    ['40001', 'serialization_failure'],
    ['40P01', 'deadlock_detected'],
    ['42P01', 'undefined_table'],
    ['XX000', 'internal_error'],
  ])('is false for SQLSTATE %s (%s): the outbox retries', (code) => {
    expect(isDataError(queryFailed(code))).toBe(false);
  });

  it.each([
    ['a plain error', new Error('worker crashed during batch 2')],
    ['a connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['pg losing the connection', new Error('Connection terminated unexpectedly')],
    ['a numeric code', { code: 23514 }],
    ['a lower-case code', { code: '22p02' }],
    ['null', null],
    ['a string', '23514'],
  ])('is false for %s', (_title, error) => {
    expect(isDataError(error)).toBe(false);
  });

  it('reads the SQLSTATE from the error, its driver error or its cause', () => {
    expect(sqlStateOf(queryFailed('23514'))).toBe('23514');
    expect(sqlStateOf({ cause: { driverError: { code: '22P05' } } })).toBe('22P05');
    expect(sqlStateOf({ code: 'ECONNREFUSED' })).toBeNull();
  });
});

describe('dataErrorSummary', () => {
  it('keeps the SQLSTATE, constraint and table, and nothing of the row or the SQL', () => {
    const error = queryFailed('23514', { constraint: 'contacts_email_check', table: 'contacts' });
    const summary = dataErrorSummary(error);
    expect(summary).toEqual({
      sqlState: '23514',
      constraint: 'contacts_email_check',
      table: 'contacts',
    });
    expect(JSON.stringify(summary)).not.toMatch(/secret|INSERT|Failing/);
  });

  it('answers nulls for what the error does not say', () => {
    expect(dataErrorSummary(new Error('x'))).toEqual({
      sqlState: null,
      constraint: null,
      table: null,
    });
  });
});
