/**
 * Account settings: the default country, the time zone and the SMS help text, checked and
 * normalised. Pure rule (docs/api.md#account-settings).
 */
import { isISO31661Alpha2 } from 'class-validator';
import type { ErrorDetail } from '../../../common/errors';

/** Longest SMS help text: characters (two SMS segments of 160 GSM-7 characters). */
export const SMS_HELP_TEXT_MAX_LENGTH = 320;

/**
 * The text an SMS `HELP` / `INFO` keyword is answered with when the account has set none
 * (docs/bot.md#us-sms-rules): names the business, says how to get help and how to opt out, as
 * carriers expect of a HELP reply. `accountName` is trimmed; a blank name reads "Our team".
 */
export function defaultSmsHelpText(accountName: string): string {
  const name = accountName.trim() || 'Our team';
  return `${name}: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again.`;
}

/** The account's HELP answer: its `smsHelpText`, or {@link defaultSmsHelpText} when it has none. */
export function smsHelpTextOf(account: { name: string; smsHelpText?: string | null }): string {
  return account.smsHelpText?.trim() || defaultSmsHelpText(account.name);
}

/** The settings an owner may change; a field left out is kept, `null` clears a nullable one. */
export interface AccountSettingsChange {
  defaultCountry?: string | null;
  timeZone?: string;
  smsHelpText?: string | null;
}

/** The outcome of {@link checkAccountSettings}: the normalised change, or what is wrong with it. */
export type CheckedAccountSettings =
  { ok: true; change: AccountSettingsChange } | { ok: false; problems: ErrorDetail[] };

/**
 * The IANA name of `value` as the runtime's time zone database spells it (`europe/madrid` →
 * `Europe/Madrid`), or null when it is not an IANA zone name. UTC offsets (`+01:00`), which
 * some runtimes accept, are not zone names and are refused.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64)
    return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Checks a settings change (`PATCH /v1/account`): `defaultCountry` an ISO 3166-1 alpha-2 code
 * (any case, stored upper case) or null; `timeZone` an IANA zone name (stored as the runtime
 * spells it); `smsHelpText` 1-{@link SMS_HELP_TEXT_MAX_LENGTH} characters after trimming, or
 * null (an empty text clears it too). Wrong types are problems too; nothing is thrown.
 */
export function checkAccountSettings(input: Record<string, unknown>): CheckedAccountSettings {
  const problems: ErrorDetail[] = [];
  const change: AccountSettingsChange = {};
  if ('defaultCountry' in input && input.defaultCountry !== undefined) {
    const value = input.defaultCountry;
    if (value === null || value === '') change.defaultCountry = null;
    else if (typeof value === 'string' && isISO31661Alpha2(value.trim().toUpperCase()))
      change.defaultCountry = value.trim().toUpperCase();
    else
      problems.push({
        field: 'defaultCountry',
        message: 'must be an ISO 3166-1 alpha-2 country code, such as ES or US',
      });
  }
  if ('timeZone' in input && input.timeZone !== undefined) {
    const value = input.timeZone;
    const zone = typeof value === 'string' ? canonicalTimeZone(value.trim()) : null;
    if (zone) change.timeZone = zone;
    else
      problems.push({
        field: 'timeZone',
        message: 'must be an IANA time zone, such as Europe/Madrid or America/New_York',
      });
  }
  if ('smsHelpText' in input && input.smsHelpText !== undefined) {
    const value = input.smsHelpText;
    if (value === null) change.smsHelpText = null;
    else if (typeof value !== 'string')
      problems.push({ field: 'smsHelpText', message: 'must be a text or null' });
    else if (value.trim().length > SMS_HELP_TEXT_MAX_LENGTH)
      problems.push({
        field: 'smsHelpText',
        message: `must be at most ${SMS_HELP_TEXT_MAX_LENGTH} characters`,
      });
    else change.smsHelpText = value.trim() || null;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, change };
}
