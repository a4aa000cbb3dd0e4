/**
 * Exact credit arithmetic (docs/ledger.md#credits: credits are exact decimals, never floating
 * point). A credit quantity is held as a `bigint` count of hundredths of a credit ("cents"),
 * matching PostgreSQL's `numeric(14,2)`; it crosses the database boundary as `numeric`'s text
 * (`"150.00"`, `"-1.00"`) and the JSON boundary as a number made from that exact text.
 */

/** A credit quantity in hundredths of a credit (1 credit = 100n). */
export type Cents = bigint;

/** Largest magnitude `numeric(14,2)` holds: 999,999,999,999.99 credits, in cents. */
export const MAX_STORED_CENTS: Cents = 99_999_999_999_999n;

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a decimal text with at most 2 decimals (`"150"`, `"150.5"`, `"-1.00"`), as PostgreSQL
 * writes `numeric(14,2)` values.
 *
 * @throws Error when the text is not such a decimal (a bug, not user input: user amounts go
 *   through `checkCreditAmount`).
 */
export function centsFromDecimal(text: string): Cents {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new Error(`not a decimal with at most 2 places: ${JSON.stringify(text)}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Writes cents as a decimal text with exactly 2 places: `15025n` → `"150.25"`, `-100n` → `"-1.00"`. */
export function decimalFromCents(cents: Cents): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The JSON number of an exact decimal text (`"150.25"` → 150.25). Exact in the sense that
 * matters: any decimal of at most 15 significant digits (all of `numeric(14,2)`) is the
 * shortest round-trip form of the double chosen, so `JSON.stringify` writes back the same digits.
 */
export function jsonNumberFromDecimal(text: string): number {
  return Number(decimalFromCents(centsFromDecimal(text)));
}

/** The JSON number of a cents amount (`15025n` → 150.25); see `jsonNumberFromDecimal`. */
export function jsonNumberFromCents(cents: Cents): number {
  return Number(decimalFromCents(cents));
}

/** Credits as whole-credit units (config `MESSAGE_CREDIT_COST`, an integer) → cents. */
export function centsFromWholeCredits(credits: number): Cents {
  if (!Number.isSafeInteger(credits) || credits < 0)
    throw new Error(`not a whole number of credits: ${credits}`);
  return BigInt(credits) * 100n;
}
