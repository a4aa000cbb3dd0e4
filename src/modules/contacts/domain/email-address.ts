/**
 * Email addresses of contacts: a pragmatic validity check and a case-insensitive comparison key.
 * Pure domain rule (no Nest, no TypeORM).
 */
import { ContactRuleViolation } from './contact-rules.errors';
import { exceedsMaxChars } from './text-length';

/**
 * Longest accepted address, in characters, after trimming, of the stored address and of its key
 * (RFC 5321 path limit; docs/contacts.md#email-addresses; the `contacts_email_check` constraint).
 */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (before the `@`), in characters, as given and in the key (RFC 5321 section 4.5.3.1.1). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** Longest domain label, in characters, lowercased as stored (RFC 1035 section 2.3.4). */
const DOMAIN_LABEL_MAX_LENGTH = 63;

/** Whitespace or control characters anywhere: never part of an (unquoted) address. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
/** RFC 5322 "specials" that cannot appear unquoted in a local part (quoted local parts are not supported). */
const LOCAL_PART_FORBIDDEN = /[()<>[\]\\,;:"]/;
/**
 * One domain label: letters (any script, so internationalised domains pass), digits and marks,
 * with inner hyphens; no leading or trailing hyphen (RFC 1035 / RFC 5890 LDH rule, extended to Unicode).
 */
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u;

/** A normalised email: `address` for storage and display, `key` for de-duplication and lookup. */
export interface NormalisedEmail {
  /** The trimmed address, local part as given, domain lowercased: `Ana.Khan@example.com`. */
  address: string;
  /** The whole address lowercased: `ana.khan@example.com`. Two addresses are the same contact email iff their keys are equal. */
  key: string;
}

function invalidEmail(message: string): ContactRuleViolation {
  return new ContactRuleViolation('INVALID_EMAIL', 'email', message);
}

function tooLong(): ContactRuleViolation {
  return invalidEmail(`Email address is too long (at most ${EMAIL_MAX_LENGTH} characters).`);
}

function localPartTooLong(): ContactRuleViolation {
  return invalidEmail(
    `The part of the email address before the @ is too long (at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters).`,
  );
}

/**
 * Validates and normalises an email address.
 *
 * Shape: `(raw: string) => { address, key }` where `address` is the trimmed input with its domain
 * lowercased (the local part keeps its case: it is the owner's spelling) and `key` is the whole
 * address lowercased, the value to compare and de-duplicate on.
 *
 * The pragmatic (RFC 5322-ish) check: after trimming, the address
 * - is not empty and has at most {@link EMAIL_MAX_LENGTH} characters;
 * - contains no whitespace or control character;
 * - contains exactly one `@`;
 * - has a non-empty local part of at most {@link EMAIL_LOCAL_PART_MAX_LENGTH} characters without
 *   the RFC 5322 specials `( ) < > [ ] \ , ; : "` (quoted local parts are not supported);
 * - has a domain with at least one dot, made of non-empty labels of letters (any script), digits
 *   and inner hyphens, each at most 63 characters, and a top-level label that is not all digits
 *   (so no bare IP addresses and no `[…]` address literals).
 * Every length limit (whole address, local part, domain label) is checked on the values that are
 * stored and compared, not only on the input: `address` (domain lowercased) and `key` (all
 * lowercased) each respect them. Lowercasing can lengthen text (`İ`, U+0130, becomes `i` plus
 * U+0307), so a 254-character input with a dotted capital I may be refused as too long; this keeps
 * every accepted address within the database's `char_length(email) <= 254` check.
 * Otherwise it throws `ContactRuleViolation` with code `INVALID_EMAIL`, field `'email'` (also for
 * a non-string). Callers that treat an empty value as "no email" must check that before calling.
 *
 * Sources: docs/contacts.md#email-addresses (trimmed, validated, `INVALID_EMAIL`,
 * compared case-insensitively); RFC 5322 section 3.4.1 (addr-spec) and RFC 5321 section 4.5.3.1
 * (length limits), applied pragmatically as above.
 */
export function normaliseEmail(raw: string): NormalisedEmail {
  if (typeof raw !== 'string') throw invalidEmail('Email address must be a string.');
  const trimmed = raw.trim();
  if (trimmed === '') throw invalidEmail('Email address is empty.');
  // Lowercasing never shortens a string (one code point, U+0130 İ, grows to two), so an input
  // already over the limit is refused before any further work; the limits are checked again on
  // the normalised values below.
  if (exceedsMaxChars(trimmed, EMAIL_MAX_LENGTH)) throw tooLong();
  if (SPACE_OR_CONTROL.test(trimmed)) {
    throw invalidEmail('Email address must not contain spaces or control characters.');
  }

  const at = trimmed.indexOf('@');
  if (at === -1 || trimmed.indexOf('@', at + 1) !== -1) {
    throw invalidEmail('Email address must contain exactly one @.');
  }
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase(); // as stored

  if (local === '') throw invalidEmail('Email address is missing the part before the @.');
  if (exceedsMaxChars(local, EMAIL_LOCAL_PART_MAX_LENGTH)) throw localPartTooLong();
  if (LOCAL_PART_FORBIDDEN.test(local)) {
    throw invalidEmail(
      'The part of the email address before the @ contains a character that is not allowed.',
    );
  }

  const labels = domain.split('.');
  if (labels.length < 2) {
    throw invalidEmail('The email domain must contain a dot (for example example.com).');
  }
  for (const label of labels) {
    if (!DOMAIN_LABEL.test(label) || exceedsMaxChars(label, DOMAIN_LABEL_MAX_LENGTH)) {
      throw invalidEmail('The email domain is not a valid domain name.');
    }
  }
  if (/^[0-9]+$/.test(labels[labels.length - 1])) {
    throw invalidEmail('The email domain is not a valid domain name.');
  }

  const address = `${local}@${domain}`;
  const key = address.toLowerCase();
  // Every length limit holds for what is stored (`address`, domain lowercased) and for the key
  // (all lowercased): lowercasing can lengthen a value (`İ` becomes `i` + U+0307).
  if (exceedsMaxChars(address, EMAIL_MAX_LENGTH) || exceedsMaxChars(key, EMAIL_MAX_LENGTH)) {
    throw tooLong();
  }
  if (exceedsMaxChars(key.slice(0, key.indexOf('@')), EMAIL_LOCAL_PART_MAX_LENGTH)) {
    throw localPartTooLong();
  }
  return { address, key };
}

/**
 * Normalises the email of a lookup (`GET /v1/contacts?email=…`): same rules and errors as
 * {@link normaliseEmail}, plus one. In a query string an unencoded `+` (as in
 * `ana+funnel@example.com`) is decoded as a space; an address can never contain a space, so after
 * trimming, every space (U+0020) left inside the value is read as the `+` it was. Surrounding
 * whitespace is still only whitespace. Create/import input never gets this treatment.
 *
 * Shape: `(raw: string) => { address, key }`; throws `ContactRuleViolation` `INVALID_EMAIL`.
 * Sources: docs/contacts.md#lookup (email lookups, compared case-insensitively; an unencoded
 * `+` is understood); the `application/x-www-form-urlencoded` rule that `+` decodes to a space
 * (WHATWG URL standard).
 */
export function normaliseEmailForLookup(raw: string): NormalisedEmail {
  if (typeof raw !== 'string') return normaliseEmail(raw);
  return normaliseEmail(raw.trim().replace(/ /g, '+'));
}
