/**
 * Cursor of the credit history (newest first). The ledger is ordered by its `seq` column (an
 * identity assigned while the sub-account's row is locked, so it is the order the balance
 * changed in, which timestamps cannot promise within a millisecond); the cursor is the
 * base64url of `seq:<n>` of the last row shown.
 */

const PREFIX = 'seq:';
/** A positive integer without leading zeros that fits PostgreSQL's bigint. */
const SEQ = /^[1-9]\d{0,18}$/;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** The cursor after a row of sequence `seq` (a bigint as decimal text). */
export function encodeLedgerCursor(seq: string): string {
  return Buffer.from(`${PREFIX}${seq}`, 'utf8').toString('base64url');
}

/**
 * The sequence a cursor made by `encodeLedgerCursor` points after, or null for anything else
 * (not base64url, another prefix, not a positive bigint, or a non-canonical spelling:
 * `encodeLedgerCursor(decodeLedgerCursor(c)) === c`). Pure; never throws.
 */
export function decodeLedgerCursor(cursor: unknown): string | null {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 64) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(PREFIX)) return null;
  const seq = text.slice(PREFIX.length);
  if (!SEQ.test(seq) || BigInt(seq) > MAX_BIGINT) return null;
  return encodeLedgerCursor(seq) === cursor ? seq : null;
}
