import type { Cents } from './credits';

/** A sub-account's auto-recharge settings (PATCH /v1/subaccounts/{id}), amounts in cents. */
export interface AutoRechargeSettings {
  enabled: boolean;
  /** The event is due when a debit leaves the balance below this. */
  thresholdCents: Cents;
  /** What the agency is asked to grant (carried in the event; the agency decides). */
  amountCents: Cents;
}

/**
 * Whether a debit that leaves the balance at `balanceAfter` makes a `subaccount.auto_recharge`
 * event due (docs/ledger.md#auto-recharge): auto-recharge is enabled, the balance is now below
 * the threshold, and the sub-account is **armed**, i.e. no event was emitted since the balance
 * was last at or above the threshold. So a debit taking the balance from ≥ threshold to
 * < threshold emits once, and the debits after it emit nothing until a grant re-arms
 * (`rearmsAt`). An armed sub-account already below its threshold (auto-recharge just enabled
 * there) emits on its next debit, so it is not left to run dry without notice.
 */
export function autoRechargeDue(
  settings: AutoRechargeSettings,
  armed: boolean,
  balanceAfter: Cents,
): boolean {
  return settings.enabled && armed && balanceAfter < settings.thresholdCents;
}

/**
 * Whether a balance re-arms the auto-recharge (the next crossing may emit again): at or above the
 * threshold. Applied after every grant and every settings change. The grant statement applies the
 * same comparison in SQL (`credit_balance + amount >= auto_recharge_threshold`).
 */
export function rearmsAt(thresholdCents: Cents, balance: Cents): boolean {
  return balance >= thresholdCents;
}
