import { type Cents, decimalFromCents } from './credits';

/**
 * Largest amount one grant (or an auto-recharge setting) may carry: 1,000,000 credits
 * (docs/ledger.md#grants).
 */
export const MAX_CREDIT_AMOUNT = 1_000_000;
/** Decimal places an amount may have (docs/ledger.md#credits). */
export const CREDIT_AMOUNT_DECIMALS = 2;

/** A valid amount: exact cents and its canonical decimal text (`"12.50"`). */
export interface CreditAmount {
  cents: Cents;
  decimal: string;
}

/** Result of `checkCreditAmount`: the amount, or why it is refused (a message for `error.details`). */
export type CreditAmountCheck = { ok: true; amount: CreditAmount } | { ok: false; message: string };

/**
 * The rule for a credit amount in a request body (docs/ledger.md#grants): a JSON
 * **number** (a numeric string is refused), finite, greater than 0 (negative zero is not), at
 * most 2 decimal places, at most 1,000,000. With `allowZero` (an auto-recharge threshold) 0 and
 * -0 are accepted as 0.
 *
 * Decimal places are counted on the number's shortest round-trip text (`String(n)`), which is the
 * digits the client wrote for any decimal of up to 15 significant digits: `10.005` has 3,
 * `1e-7` (written `1e-7`) has 7, `100.10` is the number 100.1 and has 1. JSON's `1e400` parses
 * to Infinity and is not finite; `1e2` is the number 100 and is accepted.
 *
 * Pure; never throws.
 */
export function checkCreditAmount(
  value: unknown,
  options: { allowZero?: boolean } = {},
): CreditAmountCheck {
  if (typeof value !== 'number') {
    return {
      ok: false,
      message:
        typeof value === 'string' ? 'must be a JSON number, not a string' : 'must be a JSON number',
    };
  }
  if (!Number.isFinite(value)) return { ok: false, message: 'must be a finite number' };
  if (options.allowZero ? value < 0 : !(value > 0)) {
    return {
      ok: false,
      message: options.allowZero ? 'must not be negative' : 'must be greater than 0',
    };
  }
  if (value > MAX_CREDIT_AMOUNT) {
    return { ok: false, message: `must be at most ${MAX_CREDIT_AMOUNT}` };
  }
  const text = String(value === 0 ? 0 : value); // -0 (allowed as a threshold) is written "0"
  // Below 1e-6 JavaScript writes an exponent ("1e-7"): such a positive number has > 2 decimals.
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > CREDIT_AMOUNT_DECIMALS) {
    return { ok: false, message: `must have at most ${CREDIT_AMOUNT_DECIMALS} decimal places` };
  }
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return { ok: true, amount: { cents, decimal: decimalFromCents(cents) } };
}
