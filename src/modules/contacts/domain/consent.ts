/**
 * A contact's record of consent to be messaged (docs/contacts.md#consent): where and when the
 * person agreed, as the funnel that collected it tells us. Checked and normalised here. Pure
 * domain rule (no Nest, no TypeORM).
 */
import { isIP, isISO8601, isURL } from 'class-validator';
import { ContactRuleViolation } from './contact-rules.errors';
import { isNameText, isStorableText } from './plain-text';
import { exceedsMaxChars } from './text-length';

/** Longest `source`, in characters (a short label such as `facebook_lead_form`). */
export const CONSENT_SOURCE_MAX_LENGTH = 64;
/** Longest `formUrl`, in characters. */
export const CONSENT_FORM_URL_MAX_LENGTH = 2048;
/** Longest `text` (the consent wording the person saw), in characters. */
export const CONSENT_TEXT_MAX_LENGTH = 2000;
/** How far in the future `at` may be (clock skew of the caller): ms. */
export const CONSENT_AT_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A stored consent record; every field but `at` and `recordedAt` may be null. */
export interface ContactConsent {
  /** Where the consent was collected, e.g. `facebook_lead_form`, `website`. */
  source: string | null;
  /** The page of the form (an absolute http(s) URL). */
  formUrl: string | null;
  /** The IP address the form was submitted from (IPv4 or IPv6, as given). */
  ip: string | null;
  /** The consent wording the person agreed to. */
  text: string | null;
  /** ISO 8601 UTC: when the person agreed (the request's `at`, else when Parley received it). */
  at: string;
  /** ISO 8601 UTC: when Parley recorded it. */
  recordedAt: string;
}

function invalid(field: string, message: string): ContactRuleViolation {
  return new ContactRuleViolation('VALIDATION_FAILED', field, message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A trimmed string, null when absent or blank; VALIDATION_FAILED when not a string. */
function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, `${field} must be a string.`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks a request's `consent` and returns the record to store, or null when absent (`undefined`
 * or `null`). Rules, each a `VALIDATION_FAILED` naming the field (`consent.<key>`):
 * - `consent`: a JSON object; unknown keys are ignored;
 * - `source`: a string of 1-{@link CONSENT_SOURCE_MAX_LENGTH} characters after trimming, no
 *   control characters;
 * - `formUrl` (shape B `form_url`; both given must agree): an absolute `http` or `https` URL of at
 *   most {@link CONSENT_FORM_URL_MAX_LENGTH} characters;
 * - `ip`: an IPv4 or IPv6 address;
 * - `text`: at most {@link CONSENT_TEXT_MAX_LENGTH} characters after trimming, no NUL;
 * - `at`: an ISO 8601 date or date-time, not more than 5 minutes ahead of `now`; stored in UTC.
 *   Absent: `now`.
 *
 * @param now the moment the request was received (also `recordedAt`).
 */
export function normaliseConsent(value: unknown, now: Date): ContactConsent | null {
  if (value === undefined || value === null) return null;
  const name = (key: string) => `consent.${key}`;
  if (!isPlainObject(value)) {
    throw invalid('consent', 'consent must be an object {source, formUrl, ip, text, at}.');
  }
  const source = optionalText(value.source, name('source'));
  if (source !== null) {
    if (exceedsMaxChars(source, CONSENT_SOURCE_MAX_LENGTH) || !isNameText(source)) {
      throw invalid(
        name('source'),
        `${name('source')} must be a short label of at most ${CONSENT_SOURCE_MAX_LENGTH} characters without control characters.`,
      );
    }
  }
  const formUrlKey = value.formUrl !== undefined && value.formUrl !== null ? 'formUrl' : 'form_url';
  if (
    value.formUrl !== undefined &&
    value.formUrl !== null &&
    value.form_url !== undefined &&
    value.form_url !== null &&
    value.formUrl !== value.form_url
  ) {
    throw invalid(name('form_url'), 'conflicts with formUrl; send only one of them');
  }
  const formUrl = optionalText(value[formUrlKey], name(formUrlKey));
  if (
    formUrl !== null &&
    (formUrl.length > CONSENT_FORM_URL_MAX_LENGTH ||
      !isURL(formUrl, {
        protocols: ['http', 'https'],
        require_protocol: true,
        require_tld: false,
      }))
  ) {
    throw invalid(name(formUrlKey), `${name(formUrlKey)} must be an absolute http(s) URL.`);
  }
  const ip = optionalText(value.ip, name('ip'));
  if (ip !== null && !isIP(ip)) {
    throw invalid(name('ip'), `${name('ip')} must be an IPv4 or IPv6 address.`);
  }
  const text = optionalText(value.text, name('text'));
  if (text !== null) {
    if (exceedsMaxChars(text, CONSENT_TEXT_MAX_LENGTH)) {
      throw invalid(
        name('text'),
        `${name('text')} must be at most ${CONSENT_TEXT_MAX_LENGTH} characters.`,
      );
    }
    if (!isStorableText(text)) {
      throw invalid(name('text'), `${name('text')} must not contain the NUL character.`);
    }
  }
  const rawAt = optionalText(value.at, name('at'));
  let at = now;
  if (rawAt !== null) {
    const parsed = new Date(rawAt);
    if (!isISO8601(rawAt, { strict: true }) || Number.isNaN(parsed.getTime())) {
      throw invalid(name('at'), `${name('at')} must be an ISO 8601 date-time.`);
    }
    if (parsed.getTime() > now.getTime() + CONSENT_AT_FUTURE_TOLERANCE_MS) {
      throw invalid(name('at'), `${name('at')} must not be in the future.`);
    }
    at = parsed;
  }
  return {
    source,
    formUrl,
    ip,
    text,
    at: at.toISOString(),
    recordedAt: now.toISOString(),
  };
}
