/**
 * Telling a database error caused by the data of an import (which no retry can fix) from one
 * caused by the database's state (connection lost, deadlock, shutdown: retry later).
 */

/** The fields of a `pg` `DatabaseError` (also copied onto TypeORM's `QueryFailedError`) read here. */
interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * A SQLSTATE: five digits or upper-case letters (PostgreSQL appendix A). No SQLSTATE class starts
 * with `E`, so the errno names of network errors (`EPIPE`, `ECONNRESET`) never pass for one.
 */
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;

/**
 * The SQLSTATE of a PostgreSQL error, found on the error itself, on TypeORM's `driverError` or on
 * a `cause` (a few levels deep); `null` when there is none (a JavaScript or network error).
 *
 * Shape: `(error: unknown) => string | null`; never throws.
 */
export function sqlStateOf(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const e = error as DatabaseErrorLike;
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e.code;
  return sqlStateOf(e.driverError, depth + 1) ?? sqlStateOf(e.cause, depth + 1);
}

/**
 * `true` when `error` is PostgreSQL refusing the data itself: SQLSTATE class 22 "data exception"
 * (a value out of range, an untranslatable character, invalid JSON text…) or class 23 "integrity
 * constraint violation" (a CHECK, NOT NULL, foreign-key or unique constraint). The same
 * statement with the same data fails the same way every time, so retrying is pointless.
 * Everything else (connection exceptions 08, insufficient resources 53, operator intervention 57,
 * serialization failures and deadlocks 40, JavaScript errors) is not.
 *
 * Shape: `(error: unknown) => boolean`; never throws. Source: PostgreSQL documentation,
 * appendix A "PostgreSQL Error Codes".
 */
export function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}

/**
 * What may be logged about a data error: its SQLSTATE and the constraint and table it names.
 * Never the message or `detail` (PostgreSQL's `detail` of a constraint violation quotes the
 * failing row: personal data) nor the SQL.
 */
export function dataErrorSummary(error: unknown): {
  sqlState: string | null;
  constraint: string | null;
  table: string | null;
} {
  const find = (key: 'constraint' | 'table', value: unknown, depth = 0): string | null => {
    if (!value || typeof value !== 'object' || depth > 3) return null;
    const e = value as DatabaseErrorLike;
    if (typeof e[key] === 'string') return e[key] as string;
    return find(key, e.driverError, depth + 1) ?? find(key, e.cause, depth + 1);
  };
  return {
    sqlState: sqlStateOf(error),
    constraint: find('constraint', error),
    table: find('table', error),
  };
}
