/**
 * Keywords a contact's message can carry that change what happens to the conversation: opt-out,
 * opt-in and help (docs/bot.md#opt-out-words, docs/bot.md#us-sms-rules), and a request for a
 * person (docs/bot.md#hand-off). Pure, no Nest.
 */

/**
 * Opt-out keywords: Twilio's default English list for long codes ("STOP, UNSUBSCRIBE, END, QUIT,
 * STOPALL, REVOKE, OPTOUT, and CANCEL", Twilio's "Advanced Opt-Out" tutorial and help article
 * 223134027); the first six are also the CTIA set and Braze's and Telnyx's defaults.
 */
export const OPT_OUT_KEYWORDS: readonly string[] = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
];

/**
 * Opt-in keywords: `START` and `UNSTOP`. Twilio's long-code list also has `YES`; it is left out on
 * purpose. In a bot conversation "yes" is an ordinary answer ("Would you like a demo?" → "Yes"),
 * and treating it as a keyword would take the message away from the bot. Toll-free numbers accept only
 * START and UNSTOP at the carrier (Twilio help article 360058144374), and the opt-out confirmation
 * tells the contact to reply START.
 */
export const OPT_IN_KEYWORDS: readonly string[] = ['START', 'UNSTOP'];

/**
 * Help keywords: `HELP` and `INFO` (Twilio's and Braze's defaults). Answered on SMS only with the
 * account's help text (docs/bot.md#us-sms-rules); elsewhere "help" is an ordinary message for the bot.
 */
export const HELP_KEYWORDS: readonly string[] = ['HELP', 'INFO'];

/** Sent once when a contact opts out (the wording of Twilio's default STOP reply, minus the brand). */
export const OPT_OUT_CONFIRMATION =
  'You have been unsubscribed and will receive no more messages. Reply START to subscribe again.';

/** Sent once when an opted-out contact opts back in. */
export const OPT_IN_CONFIRMATION =
  'You have been resubscribed and will receive messages again. Reply STOP to unsubscribe.';

/** Trailing punctuation ignored around a keyword (`STOP.`, `Stop!`, `end…`). */
const TRAILING_PUNCTUATION = /[.!?,;:…。！？]+$/u;

const OPT_OUT = new Set(OPT_OUT_KEYWORDS);
const OPT_IN = new Set(OPT_IN_KEYWORDS);
const HELP = new Set(HELP_KEYWORDS);

/** What a one-word keyword message asks for. */
export type KeywordKind = 'opt_out' | 'opt_in' | 'help';

/**
 * Classifies a whole inbound message as an opt-out, opt-in or help keyword, or none (null).
 *
 * The message must be exactly one keyword. Case, surrounding whitespace and trailing punctuation
 * (`.`, `!`, `?`, `,`, `;`, `:`, `…`) are ignored. This follows Twilio's rule that only single-word
 * messages trigger the block: "replying STOP will stop the customer from receiving messages …, but
 * replying 'STOP PLEASE' or 'PLEASE CANCEL' will not" (Twilio help article 223134027). So
 * "please stop texting me" is not a keyword; it is a plain-language revocation, matched by
 * `revokesConsent` (./revocation.ts).
 *
 * @param body the inbound message text, as received.
 * @returns `'opt_out'`, `'opt_in'`, `'help'` or null.
 */
export function classifyKeyword(body: string): KeywordKind | null {
  const word = body.trim().replace(TRAILING_PUNCTUATION, '').trim().toUpperCase();
  if (OPT_OUT.has(word)) return 'opt_out';
  if (OPT_IN.has(word)) return 'opt_in';
  if (HELP.has(word)) return 'help';
  return null;
}

/**
 * Ways of asking for a person, matched case-insensitively on word boundaries (so "humane",
 * "agenda" and "operators" do not count).
 */
const HUMAN_REQUEST_PATTERNS: readonly RegExp[] = [
  /\bhumans?\b/,
  /\b(?:live|real|human|support|sales|customer service)\s+(?:agent|person|people|rep)\b/,
  /\bagents?\b/,
  /\brepresentatives?\b/,
  /\boperator\b/,
  /\breal\s+(?:person|people|someone|somebody)\b/,
  /\b(?:speak|talk|chat|connect\s+me|put\s+me\s+through)\s+(?:to|with)\s+(?:a\s+|an\s+|the\s+|your\s+)?(?:real\s+|live\s+|actual\s+)?(?:person|someone|somebody|anyone|anybody|people|staff|team\s+member|member\s+of\s+(?:the|your)\s+team|manager|supervisor)\b/,
  /\b(?:a|an)\s+(?:actual|live)\s+(?:person|human)\b/,
];

/**
 * Whether the message asks for a person instead of the bot: "human", "agent", "representative",
 * "operator", "real person", "speak to someone", "talk to a person", "live agent"…
 *
 * Word-boundary matching, case-insensitive, curly apostrophes and runs of whitespace normalised.
 * Negations are not parsed ("I don't need a human" also hands off): a wrong hand-off costs a
 * person's glance, a missed one leaves a customer stuck with a bot.
 *
 * @param body inbound text (one message or a burst joined by newlines).
 */
export function wantsHuman(body: string): boolean {
  const text = body.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  return HUMAN_REQUEST_PATTERNS.some((pattern) => pattern.test(text));
}
