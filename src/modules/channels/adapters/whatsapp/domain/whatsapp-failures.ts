/**
 * The WhatsApp Cloud API's common failure codes, named, with a sentence each
 * (docs/channels.md#whatsapp-failure-codes; source: Meta's "Cloud API error codes" reference and
 * the pricing/marketing-limits pages). A code not in the table keeps its number. Pure.
 */
export interface WhatsAppFailure {
  /** Parley's name of the failure, stored as the message's `error.code`. */
  code: string;
  /** What happened, in words, stored as the message's `error.message`. */
  sentence: string;
  /** Whether sending the same message again may succeed later (the send path retries those). */
  retryable: boolean;
}

export const WHATSAPP_FAILURES: Readonly<Record<number, WhatsAppFailure>> = {
  131049: {
    code: 'MARKETING_LIMIT_REACHED',
    sentence:
      'WhatsApp did not deliver this marketing message: the person has received their limit of marketing messages from businesses for now. Not retried; follow-ups to this person wait at least 24 hours.',
    retryable: false,
  },
  131026: {
    code: 'UNDELIVERABLE',
    sentence:
      'WhatsApp could not deliver the message: the number is not on WhatsApp, has not accepted the latest terms, or uses an old app version.',
    retryable: false,
  },
  131047: {
    code: 'REENGAGEMENT_REQUIRED',
    sentence:
      'More than 24 hours have passed since the person last wrote: only an approved template can be sent now.',
    retryable: false,
  },
  131051: {
    code: 'UNSUPPORTED_MESSAGE_TYPE',
    sentence: 'WhatsApp does not support this type of message.',
    retryable: false,
  },
  130472: {
    code: 'EXPERIMENT_HOLDOUT',
    sentence:
      "WhatsApp held this marketing message back: the person's number is part of Meta's marketing experiment group.",
    retryable: false,
  },
  131056: {
    code: 'PAIR_RATE_LIMITED',
    sentence:
      'Too many messages to this person in a short time; the message is sent again shortly.',
    retryable: true,
  },
  131062: {
    code: 'PHONE_REQUIRED',
    sentence:
      "This message needs the person's phone number (an authentication template cannot go to a username).",
    retryable: false,
  },
  131050: {
    code: 'MARKETING_OPTED_OUT',
    sentence: 'The person stopped marketing messages from this business in WhatsApp.',
    retryable: false,
  },
  132001: {
    code: 'TEMPLATE_NOT_FOUND',
    sentence: 'The template does not exist in this language or is not approved yet at WhatsApp.',
    retryable: false,
  },
  132015: {
    code: 'TEMPLATE_PAUSED',
    sentence: 'WhatsApp paused this template for low quality.',
    retryable: false,
  },
  132016: {
    code: 'TEMPLATE_DISABLED',
    sentence: 'WhatsApp disabled this template for low quality.',
    retryable: false,
  },
  130429: {
    code: 'THROUGHPUT_LIMITED',
    sentence:
      "The number's messages-per-second limit was reached; the message is sent again shortly.",
    retryable: true,
  },
};

/**
 * The named failure of a Graph error `code` (a number or its text), or null when the table does
 * not name it (the caller keeps the number).
 */
export function whatsAppFailure(code: unknown): WhatsAppFailure | null {
  const n = typeof code === 'number' ? code : typeof code === 'string' ? Number(code) : NaN;
  return Number.isInteger(n) ? (WHATSAPP_FAILURES[n] ?? null) : null;
}
