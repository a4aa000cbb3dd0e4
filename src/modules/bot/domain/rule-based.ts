/**
 * The bot without a model (docs/bot.md#rule-based-answers: "otherwise a rule-based default answers (a greeting,
 * the campaign's FAQ pairs matched by keywords, and a hand-off line)"). Pure, no Nest.
 */
import { type BotAnswer, type BotContext, type BotFaqEntry, type BotTurn } from './bot-context';
import { wantsHuman } from './keywords';

/** What the bot says when it hands the conversation to a person. */
export const HAND_OFF_TEXT =
  "Thanks — I'm passing you to a member of our team, who will reply here shortly.";

/** `BotAnswer.reason` when the contact asked for a person. */
export const HAND_OFF_REASON_CONTACT_ASKED = 'contact_asked_for_human';

/** At most this many FAQ questions are offered in the fallback line. */
const FALLBACK_TOPICS = 3;

/**
 * The contact's latest burst: every inbound turn after the last outbound turn, oldest first (the
 * debounce gathers several quick messages into one reply). When the history ends with an outbound
 * turn, the last inbound turn alone; empty when the contact never wrote.
 */
export function latestInboundBurst(history: BotTurn[]): BotTurn[] {
  let start = history.length;
  while (start > 0 && history[start - 1].direction === 'inbound') start -= 1;
  if (start < history.length) return history.slice(start);
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i].direction === 'inbound') return [history[i]];
  }
  return [];
}

/** The text of `latestInboundBurst`, the bodies joined by newlines ('' when there is none). */
export function latestInboundText(history: BotTurn[]): string {
  return latestInboundBurst(history)
    .map((turn) => turn.body)
    .join('\n');
}

const STOP_WORDS = new Set(
  (
    'a an the and or but if then so than to of in on at by for with about from as into onto over ' +
    'is are was were be been being am do does did doing done have has had having ' +
    'i me my mine myself we us our ours you your yours he him his she her it its they them their ' +
    'this that these those what which who whom whose when where why how ' +
    'can could would should will shall may might must not no nor yes yeah ok okay please pls ' +
    'thanks thank thx hi hello hey hiya howdy there here all any some more most ' +
    'just also too very really get got want wanna like know tell need let lets im ive id dont ' +
    'good morning afternoon evening day team guys folks one'
  ).split(' '),
);

/** Light English suffix stripping so "opening"/"open", "hours"/"hour", "shipping"/"ship" meet. */
function stem(word: string): string {
  const undouble = (w: string) => (/([bcfgkmnprtv])\1$/.test(w) ? w.slice(0, -1) : w);
  if (word.length > 5 && word.endsWith('ing')) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return undouble(word.slice(0, -2));
  if (word.length > 3 && /(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The significant words of a text: lower-cased, accents removed, split on anything that is not a
 * letter or digit, one-character words and stop words dropped, lightly stemmed; duplicates
 * removed, in order of first appearance.
 */
export function significantWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
  return [...new Set(words)];
}

/**
 * The FAQ entry whose question best matches the text by keywords, or null.
 *
 * An entry matches when its question's significant words (see `significantWords`) and the text's
 * share at least one word and at least half of the question's words (rounded up). The best entry
 * has the most shared words, then the largest shared share of its question; the earlier entry wins
 * a tie.
 */
export function matchFaq(faq: BotFaqEntry[], text: string): BotFaqEntry | null {
  const said = new Set(significantWords(text));
  let best: { entry: BotFaqEntry; shared: number; share: number } | null = null;
  for (const entry of faq) {
    if (!entry.answer.trim()) continue;
    const asked = significantWords(entry.question);
    if (asked.length === 0) continue;
    const shared = asked.filter((word) => said.has(word)).length;
    if (shared === 0 || shared < Math.ceil(asked.length / 2)) continue;
    const share = shared / asked.length;
    if (!best || shared > best.shared || (shared === best.shared && share > best.share)) {
      best = { entry, shared, share };
    }
  }
  return best?.entry ?? null;
}

const GREETING =
  /^(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|hallo|hola|bonjour|good\s+(?:morning|afternoon|evening|day)|morning|evening)\b/;

/**
 * Whether the text is a greeting: it starts with hi / hello / hey / hiya / howdy / greetings /
 * good morning / good afternoon / good evening… and says at most one other significant word
 * ("Hello there!", "Hi Sunny team", "hey, how are you?"; not "hi, my order is late").
 */
export function isGreeting(text: string): boolean {
  const normalised = text.trim().toLowerCase();
  const match = GREETING.exec(normalised);
  if (!match) return false;
  return significantWords(normalised.slice(match[0].length)).length <= 1;
}

/** "Hi Ada! Thanks for getting in touch — how can I help?" (or "Hi there! …" without a first name). */
export function greetingText(firstName: string | null): string {
  const name = firstName?.trim() || 'there';
  return `Hi ${name}! Thanks for getting in touch — how can I help?`;
}

/** The line for a message the bot did not understand: FAQ topics when there are some, and a person. */
export function fallbackText(faq: BotFaqEntry[]): string {
  const topics = faq
    .filter((entry) => entry.question.trim() && entry.answer.trim())
    .slice(0, FALLBACK_TOPICS)
    .map((entry) => `"${entry.question.trim()}"`);
  const person = 'or reply "agent" to talk to a member of our team.';
  return topics.length > 0
    ? `Sorry, I'm not sure I understood. I can help with questions like ${topics.join(', ')} — ${person}`
    : `Sorry, I'm not sure I understood. Could you tell me a little more, ${person}`;
}

/**
 * The rule-based bot's answer to the contact's latest burst (`latestInboundText`), first rule that
 * applies:
 * 1. it asks for a person (`wantsHuman`) → `hand_off` with `HAND_OFF_TEXT`, reason
 *    `contact_asked_for_human`;
 * 2. an FAQ entry matches (`matchFaq`) → its answer;
 * 3. it is the contact's first message (no inbound turn before the burst) or a greeting
 *    (`isGreeting`) → `greetingText(firstName)`;
 * 4. otherwise `fallbackText(faq)`.
 */
export function ruleBasedAnswer(context: BotContext): BotAnswer {
  const burst = latestInboundBurst(context.history);
  const text = burst.map((turn) => turn.body).join('\n');
  if (wantsHuman(text)) {
    return { kind: 'hand_off', text: HAND_OFF_TEXT, reason: HAND_OFF_REASON_CONTACT_ASKED };
  }
  const entry = matchFaq(context.faq, text);
  if (entry) return { kind: 'reply', text: entry.answer.trim() };
  const inboundCount = context.history.filter((turn) => turn.direction === 'inbound').length;
  const first = inboundCount <= burst.length;
  if (first || isGreeting(text)) {
    return { kind: 'reply', text: greetingText(context.contact.firstName) };
  }
  return { kind: 'reply', text: fallbackText(context.faq) };
}
