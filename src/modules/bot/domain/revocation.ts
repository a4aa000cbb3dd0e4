/**
 * Plain-language revocation of consent (docs/bot.md#us-sms-rules): since 11 April 2025 the FCC
 * lets a person revoke consent to texts "by any reasonable means", in words such as "please stop
 * texting me". The one-word keywords (`STOP`, ./keywords.ts) are matched elsewhere. Pure, no Nest.
 */

/** Verbs of being messaged, as a person writes them after "stop" or "don't". */
const MESSAGING =
  '(?:text(?:ing)?|messag(?:e|ing)|msg(?:ing)?|sms(?:ing)?|contact(?:ing)?|email(?:ing)?|call(?:ing)?|spam(?:ming)?|bother(?:ing)?|writ(?:e|ing)(?: to)?|send(?:ing)?)';
/** Things we send, as a person names them. */
const MESSAGES = '(?:texts?|messages?|msgs?|sms|marketing|promotions?|offers?|emails?|spam)';
/** "me", "us", "this number" and the like. */
const ME = '(?:me|us|this number|my (?:number|phone))';
/** A clause ends here: end of text, punctuation, or a polite tail. */
const CLAUSE_END = '(?=$|[.!?,;:\\n)]|\\s+(?:please|pls|thanks?|thank you|ok|okay|now|ever)\\b)';

/**
 * A revocation phrase, and whether a negation just before it turns it around ("don't stop
 * texting me" is not a revocation; "don't message me again" is one, so its own "don't" is part
 * of the phrase and not negatable).
 */
interface RevocationPattern {
  pattern: RegExp;
  negatable: boolean;
}

const PATTERNS: readonly RevocationPattern[] = [
  // "please stop texting me", "stop sending me messages", "quit messaging me", "stop contacting us"
  {
    pattern: new RegExp(
      `\\b(?:stop|quit|cease)\\s+(?:${MESSAGING}\\s+${ME}|(?:sending|texting)\\s+(?:me\\s+|us\\s+)?(?:these\\s+|your\\s+|any\\s+|more\\s+)?${MESSAGES}|${MESSAGING}(?=\\s*$))`,
    ),
    negatable: true,
  },
  // "stop please", "please stop", "stop it", "stop now" as the whole message
  {
    pattern:
      /^(?:(?:please|pls|just)\s+stop(?:\s+(?:it|now|please|pls|already))*|stop(?:\s+(?:it|now|please|pls|already))+)[.!\s]*$/,
    negatable: false,
  },
  // "don't message me again", "do not text me", "never contact me again", "don't send me texts"
  {
    pattern: new RegExp(
      `\\b(?:don't|dont|do not|never)\\s+(?:ever\\s+)?(?:${MESSAGING}\\s+${ME}|send\\s+(?:me|us)\\s+(?:any\\s+(?:more\\s+)?)?${MESSAGES})(?:\\s+(?:again|any\\s?more|ever again|ever))?${CLAUSE_END}`,
    ),
    negatable: false,
  },
  // "unsubscribe me", "please unsubscribe", "I want to unsubscribe", "how do I unsubscribe"
  {
    pattern:
      /\b(?:unsubscribe\s+(?:me|us|this number|my number)|(?:please|pls|want to|wanna|wish to|like to|need to|how (?:do|can) i|let me)\s+unsubscribe)\b/,
    negatable: true,
  },
  // "opt me out", "I want to opt out", "opting out"
  {
    pattern:
      /\b(?:opt\s+(?:me|us|this number|my number)\s+out|(?:want to|wanna|wish to|like to|need to|how (?:do|can) i|please|pls|i)\s+opt[- ]?out|opting[- ]?out)\b/,
    negatable: true,
  },
  // "remove me from your list", "take me off your list", "remove my number", "delete my number"
  {
    pattern: new RegExp(
      `\\b(?:(?:remove|take|delete|drop|get)\\s+(?:me|us|my (?:number|phone(?: number)?|details|info|contact))\\s+(?:off|from|out of)\\s+(?:your|the|this|ur|that)\\s+(?:\\w+\\s+)?(?:list|database|system|texts|messages)|(?:remove|delete|erase)\\s+my\\s+(?:number|phone(?: number)?|contact(?: details)?)${CLAUSE_END})`,
    ),
    negatable: true,
  },
  // "no more texts", "no more messages please"
  { pattern: new RegExp(`\\bno\\s+(?:more|further)\\s+${MESSAGES}\\b`), negatable: true },
  // "I don't want (any more|these|your) texts", "I do not want to receive messages"
  {
    pattern: new RegExp(
      `\\b(?:don't|dont|do not|no longer)\\s+(?:want|wish)\\s+(?:to\\s+(?:receive|get)\\s+)?(?:any\\s?more\\s+|any\\s+|these\\s+|your\\s+|more\\s+)?${MESSAGES}\\b`,
    ),
    negatable: false,
  },
  // "opt out", "opt-out" as the whole message (the AWS keyword list has OPT-OUT)
  { pattern: /^opt[- ]out[.!\s]*$/, negatable: false },
  // "leave me alone"
  { pattern: /\bleave\s+(?:me|us)\s+alone\b/, negatable: true },
];

/** Words that, just before a negatable phrase, turn it around ("don't stop texting me"). */
const NEGATION_BEFORE =
  /\b(?:don't|dont|do not|didn't|didnt|did not|never|not|won't|wont|will not|why did you|why'd you|why would you|wouldn't|no need to)\s+(?:(?:please|pls|ever|you|to|want to|wanna)\s+)*$/;

/** Lower case, straight apostrophes, one space between words, trimmed. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a message revokes consent to be messaged in plain words: "please stop texting me",
 * "don't message me again", "unsubscribe me", "remove me from your list", "opt me out", "no more
 * texts", "leave me alone", "stop please"… Matched on word boundaries, case-insensitive, curly
 * apostrophes and runs of whitespace normalised, on any line of the text (a burst joined by
 * newlines counts when one message revokes).
 *
 * Careful about false positives: a phrase just after a negation ("don't stop texting me", "why
 * did you stop messaging me?") does not count, nor do questions and sentences that mention
 * stopping or ending something else ("when does it stop?", "stop by the store", "cancel my
 * order", "the sale ends Friday"). Not matched: the one-word keywords (`classifyKeyword` handles
 * them first).
 *
 * @param body inbound text (one message or a burst joined by newlines).
 * @returns true when some line revokes consent.
 */
export function revokesConsent(body: string): boolean {
  return body.split('\n').some((line) => {
    const text = normalise(line);
    if (!text) return false;
    return PATTERNS.some(({ pattern, negatable }) => {
      const match = pattern.exec(text);
      if (!match) return false;
      return !negatable || !NEGATION_BEFORE.test(text.slice(0, match.index));
    });
  });
}
