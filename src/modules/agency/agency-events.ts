/**
 * Outbox events of the agency module (docs/ledger.md). Amounts are JSON numbers made from the exact
 * `numeric(14,2)` values (credits, at most 2 decimals); times are ISO 8601.
 */

/**
 * Appended (outbox account: the **agency**) in the transaction of the debit that leaves an armed
 * sub-account with auto-recharge enabled below its threshold: one per crossing. The subscriber
 * delivers it to the agency's webhook endpoints as `subaccount.auto_recharge`
 * (docs/ledger.md#auto-recharge); `idempotency_key` is the same on every delivery of one crossing,
 * so the agency's grant carrying it is applied once (`POST /v1/subaccounts/credits` with
 * `idempotency_key`).
 */
export const SUBACCOUNT_AUTO_RECHARGE_DUE = 'SubaccountAutoRechargeDue';

/** Payload of `SubaccountAutoRechargeDue` (the webhook body's fields, plus `agency_id`). */
export interface SubaccountAutoRechargeDuePayload {
  /** `ar_<uuid>`: names this crossing; also stored on the sub-account until a grant re-arms it. */
  idempotency_key: string;
  sub_account_id: string;
  agency_id: string;
  /** The sub-account's email (how the agency names it in the grant). */
  email: string;
  /** Balance right after the debit, credits. */
  balance: number;
  /** The sub-account's auto-recharge threshold, credits. */
  threshold: number;
  /** The sub-account's auto-recharge amount (what the agency is asked to grant), credits. */
  amount: number;
  /** ISO 8601: when the crossing happened. */
  created_at: string;
}

/**
 * Appended (outbox account: the **sub-account**) in the transaction of every applied grant (not
 * a replayed one), so that sends waiting for credit (queued campaign sends) can be retried.
 */
export const SUBACCOUNT_CREDITS_GRANTED = 'SubaccountCreditsGranted';

/** Payload of `SubaccountCreditsGranted`. */
export interface SubaccountCreditsGrantedPayload {
  sub_account_id: string;
  agency_id: string;
  /** Balance right after the grant, credits. */
  balance: number;
}
