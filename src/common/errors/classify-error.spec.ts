import { QueryFailedError } from 'typeorm';
import { classifyError, unavailableBackend } from './classify-error';

describe('classifyError: the database busy or down (docs/api.md#errors)', () => {
  it("pg-pool's wait timeout is 503 saying the database is busy, Retry-After 2 s", () => {
    const error = classifyError(new Error('timeout exceeded when trying to connect'));
    expect(error?.code).toBe('SERVICE_UNAVAILABLE');
    expect(error?.message).toBe(
      'The database is busy: no connection came free in time; retry shortly.',
    );
    expect(error?.headers).toEqual({ 'Retry-After': '2' });
  });

  it('finds the wait timeout as the cause of a wrapping error', () => {
    const wrapped = new Error('could not run the query', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(classifyError(wrapped)?.message).toMatch(/^The database is busy/);
  });

  it('a refused or timed-out connection is still "unavailable", Retry-After 5 s', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const connectTimeout = new Error('Connection terminated due to connection timeout');
    for (const cause of [refused, connectTimeout]) {
      const error = classifyError(cause);
      expect(error?.code).toBe('SERVICE_UNAVAILABLE');
      expect(error?.message).toBe('The database is unavailable; retry later.');
      expect(error?.headers).toEqual({ 'Retry-After': '5' });
    }
  });

  it('names the backend from the driver error a query error wraps, or from Redis', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(unavailableBackend(new QueryFailedError('SELECT 1', [], reset))).toBe('The database');
    expect(
      unavailableBackend(new Error('job failed', { cause: new Error('Connection is closed.') })),
    ).toBe('Redis');
    expect(unavailableBackend(new Error('division by zero'))).toBeNull();
  });

  it("a failed statement is not the client's to know about (500)", () => {
    const failed = new QueryFailedError('SELECT 1', [], new Error('division by zero'));
    expect(classifyError(failed)).toBeNull();
  });
});
