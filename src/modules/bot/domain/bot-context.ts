/**
 * What a bot responder is given and what it answers (docs/bot.md#model-answers). The BotService gathers the
 * context from the conversation, the contact and the campaign; a responder (model or rule-based)
 * turns it into an answer. Pure types, no Nest.
 */

/** One question/answer pair of a campaign's FAQ. */
export interface BotFaqEntry {
  question: string;
  answer: string;
}

/** One message of the conversation, as the bot sees it. */
export interface BotTurn {
  /** `inbound`: the contact wrote it; `outbound`: we sent it (opening, follow-up, bot or person). */
  direction: 'inbound' | 'outbound';
  body: string;
  createdAt: Date;
}

/** Everything a responder may use to answer. */
export interface BotContext {
  /** The campaign's `bot.instructions`, or the account's default; null = `DEFAULT_BOT_INSTRUCTIONS`. */
  instructions: string | null;
  /** The campaign's FAQ pairs (may be empty). */
  faq: BotFaqEntry[];
  /** The contact's known fields (null = unknown). */
  contact: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    customFields: Record<string, string | number | boolean>;
  };
  /** The conversation, oldest first, INCLUDING the latest inbound messages. */
  history: BotTurn[];
  /** `whatsapp`, `sms` or `custom`. */
  channel: string;
}

/**
 * A responder's answer:
 * - `reply`: send `text` in the conversation; the bot keeps it.
 * - `hand_off`: the conversation goes to `human`; send `text` first when not null. `reason` is a
 *   short machine-readable cause for logs and the `conversation.handed_off` event
 *   (e.g. `contact_asked_for_human`).
 * - `opt_out`: the contact revoked consent in words the model recognised (it answered
 *   `OPT_OUT_SIGNAL`): the contact is opted out and gets the opt-out confirmation
 *   (docs/bot.md#us-sms-rules).
 */
export type BotAnswer =
  | { kind: 'reply'; text: string }
  | { kind: 'hand_off'; text: string | null; reason: string }
  | { kind: 'opt_out' };

/**
 * What a model answers, alone, when the contact asks not to be messaged any more
 * (docs/bot.md#us-sms-rules); the system prompt asks for it whatever the instructions say.
 */
export const OPT_OUT_SIGNAL = 'OPT_OUT';

/**
 * The system prompt used when neither the campaign nor the account has instructions: a brief,
 * honest sales assistant that never invents prices, dates or commitments.
 */
export const DEFAULT_BOT_INSTRUCTIONS = [
  'You are a friendly sales assistant replying to a customer in a chat or text-message conversation on behalf of our business.',
  "Answer briefly: one to three short sentences, plain text, no markdown, in the customer's language.",
  'Use only the facts in these instructions, the FAQ and the conversation. Never invent prices, discounts, stock, delivery dates, policies or promises; if you do not know, say so and offer that a member of the team will follow up.',
  'Ask at most one question at a time, and do not ask for passwords or payment card details.',
  'If the customer is upset, asks for a person, or needs something you cannot do, say that a member of the team will reply here shortly.',
].join('\n');
