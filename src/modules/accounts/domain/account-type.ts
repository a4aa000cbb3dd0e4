/** What an account is (docs/ledger.md#credits): a standard account, an agency, or an agency's sub-account. */
export const ACCOUNT_TYPES = ['standard', 'agency', 'sub_account'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
