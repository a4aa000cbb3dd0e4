/**
 * The bot's answering port and its two adapters (docs/bot.md#model-answers): an OpenAI-compatible
 * chat-completions model when `BOT_API_BASE_URL`, `BOT_API_KEY` and `BOT_MODEL` are set, the
 * rule-based default otherwise (docs/bot.md#rule-based-answers). The BotService builds a `BotContext`, asks
 * `answer`, and sends / hands off; it never knows which adapter answered.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAI,
} from 'openai';
import type { AppConfig } from '../../config/app-config';
import { type BotAnswer, type BotContext, OPT_OUT_SIGNAL } from './domain/bot-context';
import { wantsHuman } from './domain/keywords';
import { buildChatMessages } from './domain/prompt';
import {
  HAND_OFF_REASON_CONTACT_ASKED,
  HAND_OFF_TEXT,
  latestInboundText,
  ruleBasedAnswer,
} from './domain/rule-based';

/**
 * Answers a contact on the bot's behalf. Also the Nest injection token of the chosen adapter
 * (`{provide: BotResponder, useFactory: createBotResponder, inject: [AppConfig]}`).
 */
export abstract class BotResponder {
  /** `model`: asks a chat-completions server; `rule-based`: the default without a model. */
  abstract readonly kind: 'model' | 'rule-based';

  /**
   * The answer to the contact's latest burst of messages in `context.history`.
   *
   * @throws BotModelError (model adapter only) when the model could not answer after its retries;
   *   the caller hands the conversation to `human`.
   */
  abstract answer(context: BotContext): Promise<BotAnswer>;
}

/**
 * The model could not answer, after the SDK's retries. `code`:
 * - `MODEL_TIMEOUT`: every attempt timed out (`BOT_TIMEOUT_MS` each);
 * - `MODEL_RATE_LIMITED`: still HTTP 429 after the retries;
 * - `MODEL_HTTP_<status>`: another HTTP error (5xx after the retries; 4xx at once, e.g. 401);
 * - `MODEL_NETWORK_ERROR`: connection refused / reset / DNS failure;
 * - `MODEL_EMPTY_REPLY`: the completion had no text;
 * - `MODEL_TOKEN_LIMIT`: the token cap was used up (reasoning) before any text, twice (the
 *   second time with the cap doubled);
 * - `MODEL_ERROR`: anything else the SDK threw.
 * The message never contains the API key.
 */
export class BotModelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BotModelError';
  }
}

/**
 * Whether a completion is the opt-out signal alone: `OPT_OUT` in any case, optionally wrapped in
 * brackets, backticks or quotes, with trailing punctuation (`[OPT_OUT]`, "`opt_out`.").
 */
export function isOptOutSignal(text: string): boolean {
  const bare = text
    .trim()
    .replace(/^[[("'`*]+|[\])"'`*.!]+$/g, '')
    .trim()
    .toUpperCase();
  return bare === OPT_OUT_SIGNAL;
}

/** The default bot without a model: `ruleBasedAnswer` (greeting, FAQ by keywords, hand-off line). Never throws. */
export class RuleBasedResponder extends BotResponder {
  readonly kind = 'rule-based' as const;

  answer(context: BotContext): Promise<BotAnswer> {
    return Promise.resolve(ruleBasedAnswer(context));
  }
}

/** Settings of `OpenAiResponder` (from `BOT_*` in AppConfig). */
export interface OpenAiResponderOptions {
  /** Chat-completions base URL, e.g. `https://api.openai.com/v1` (the SDK appends `/chat/completions`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  model: string;
  /** Time limit of one attempt, ms. */
  timeoutMs: number;
  /** Retries after the first attempt (0 = one attempt). */
  maxRetries: number;
  /** History turns in the prompt (`BOT_HISTORY_MESSAGES`). */
  maxMessages: number;
  /** Estimated history tokens in the prompt (`BOT_HISTORY_TOKENS`). */
  maxTokens: number;
  /** `max_completion_tokens`: answer plus reasoning tokens (`BOT_MAX_COMPLETION_TOKENS`, default 2000). */
  maxCompletionTokens?: number;
  /** Sampling temperature (`BOT_TEMPERATURE`); undefined: not sent, the model's default applies. */
  temperature?: number;
}

/**
 * `max_completion_tokens` by default: the answer and, for reasoning models, their hidden
 * reasoning together. 300 (the old cap) let a reasoning model spend everything on reasoning and
 * answer nothing; the prompt keeps the visible answer short.
 */
export const BOT_MAX_COMPLETION_TOKENS = 2000;
/**
 * `max_tokens` for a server that only knows that parameter (older OpenAI-compatible servers):
 * there it counts the answer alone, about 1,200 characters, under an SMS body's 1,600.
 */
export const BOT_LEGACY_MAX_TOKENS = 300;
/** The most `max_completion_tokens` a retry after a reasoning-exhausted empty reply asks for. */
const MAX_RETRY_COMPLETION_TOKENS = 16_000;

/**
 * Asks an OpenAI-compatible chat-completions server (`POST {baseUrl}/chat/completions`) through the
 * `openai` SDK (v6) with `{model, messages: buildChatMessages(context, {maxMessages, maxTokens}),
 * max_completion_tokens}` (2000 by default), which current OpenAI models, reasoning models
 * included, accept. No `temperature` unless configured (reasoning models refuse any but their
 * default). Two kinds of server are still served, each remembered after its first refusal:
 * - one that refuses `max_completion_tokens` (a 400 naming it) gets `max_tokens: 300` instead;
 * - one that refuses a configured `temperature` (a 400 naming it) gets the request without it.
 * A reply that is empty because the cap was used up (`finish_reason: length`, reasoning) is
 * asked once more with the cap doubled (at most 16,000), then `MODEL_TOKEN_LIMIT`.
 *
 * A contact asking for a person (`wantsHuman` on the latest burst) gets `hand_off` without a
 * request. A completion that is the opt-out signal alone (`OPT_OUT`, any case, in brackets,
 * backticks or quotes, with trailing punctuation; docs/bot.md#us-sms-rules) answers `opt_out`.
 * Otherwise the trimmed completion text is the reply.
 *
 * Retries are the SDK's own (node_modules/openai/client.js, `makeRequest`, `shouldRetry`,
 * `retryRequest`, `calculateDefaultRetryTimeoutMillis`): up to `maxRetries` more attempts after a
 * timeout or connection error, or an HTTP 408, 409, 429 or 5xx answer (or `x-should-retry: true`).
 * The wait before a retry is `retry-after-ms` (ms) or `retry-after` (seconds or an HTTP date) when
 * the server sends one, otherwise min(0.5 s × 2^n, 8 s) minus up to 25 % jitter (n = retries so far).
 * `timeoutMs` limits each attempt, not the total: the worst case is about
 * (1 + maxRetries) × timeoutMs plus the waits.
 *
 * The client ignores the `OPENAI_*` environment variables for organisation, project and logging
 * (configuration comes from AppConfig only) and logs nothing itself.
 *
 * @throws BotModelError when the model failed after the retries or answered no text (see codes).
 */
export class OpenAiResponder extends BotResponder {
  readonly kind = 'model' as const;
  private readonly client: OpenAI;
  /** Set once the server refused `max_completion_tokens`: later requests send `max_tokens`. */
  private legacyMaxTokens = false;
  /** Set once the server refused the configured `temperature`: later requests leave it out. */
  private omitTemperature = false;

  constructor(private readonly options: OpenAiResponderOptions) {
    super();
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      organization: null,
      project: null,
      webhookSecret: null,
      adminAPIKey: null,
      logLevel: 'off',
      fetch: fetchWithPlainAbortErrors,
    });
  }

  async answer(context: BotContext): Promise<BotAnswer> {
    if (wantsHuman(latestInboundText(context.history))) {
      return { kind: 'hand_off', text: HAND_OFF_TEXT, reason: HAND_OFF_REASON_CONTACT_ASKED };
    }
    const messages = buildChatMessages(context, {
      maxMessages: this.options.maxMessages,
      maxTokens: this.options.maxTokens,
    });
    let cap = this.options.maxCompletionTokens ?? BOT_MAX_COMPLETION_TOKENS;
    for (let attempt = 1; ; attempt++) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await this.complete(messages, cap);
      } catch (error) {
        throw toBotModelError(error, this.options);
      }
      const choice = completion.choices?.[0];
      const text = choice?.message?.content?.trim();
      if (text && isOptOutSignal(text)) return { kind: 'opt_out' };
      if (text) return { kind: 'reply', text };
      const usedUp = choice?.finish_reason === 'length' && !this.legacyMaxTokens;
      if (usedUp && attempt === 1 && cap < MAX_RETRY_COMPLETION_TOKENS) {
        cap = Math.min(cap * 2, MAX_RETRY_COMPLETION_TOKENS);
        continue;
      }
      throw new BotModelError(
        usedUp ? 'MODEL_TOKEN_LIMIT' : 'MODEL_EMPTY_REPLY',
        usedUp
          ? `model ${this.options.model} used up max_completion_tokens ${cap} before answering (raise BOT_MAX_COMPLETION_TOKENS)`
          : `model ${this.options.model} answered no text (finish_reason ${choice?.finish_reason ?? 'none'})`,
      );
    }
  }

  /**
   * One chat completion capped at `cap` `max_completion_tokens` (what current OpenAI models
   * accept; reasoning models refuse `max_tokens`), with `temperature` only when configured. A
   * server that answers 400 naming `max_completion_tokens` (older OpenAI-compatible servers) or
   * the configured `temperature` gets the request once more without it (`max_tokens: 300`
   * instead of the former), and this responder keeps that form.
   */
  private async complete(
    messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    cap: number,
  ): Promise<OpenAI.Chat.Completions.ChatCompletion> {
    for (;;) {
      const temperature =
        this.options.temperature === undefined || this.omitTemperature
          ? {}
          : { temperature: this.options.temperature };
      const length = this.legacyMaxTokens
        ? { max_tokens: BOT_LEGACY_MAX_TOKENS }
        : { max_completion_tokens: cap };
      try {
        return await this.client.chat.completions.create({
          model: this.options.model,
          messages,
          ...temperature,
          ...length,
        });
      } catch (error) {
        if (!this.legacyMaxTokens && refusesParameter(error, 'max_completion_tokens')) {
          this.legacyMaxTokens = true;
        } else if ('temperature' in temperature && refusesParameter(error, 'temperature')) {
          this.omitTemperature = true;
        } else {
          throw error;
        }
      }
    }
  }
}

/** Whether a chat-completions error is a 400 refusing the request parameter `name`. */
function refusesParameter(error: unknown, name: string): boolean {
  if (!(error instanceof APIError) || error.status !== 400) return false;
  const param = (error as { param?: unknown }).param;
  return param === name || new RegExp(`\\b${name}\\b`).test(error.message);
}

/**
 * Maps what the openai SDK threw (after its retries) to a `BotModelError` whose message says what
 * happened without the API key (it is cut out of anything quoted).
 */
export function toBotModelError(
  error: unknown,
  options: Pick<OpenAiResponderOptions, 'apiKey' | 'model' | 'timeoutMs' | 'maxRetries'>,
): BotModelError {
  const attempts = `${1 + options.maxRetries} attempt(s)`;
  const make = (code: string, message: string) =>
    new BotModelError(code, redact(`model ${options.model}: ${message}`, options.apiKey));
  if (error instanceof APIConnectionTimeoutError) {
    return make('MODEL_TIMEOUT', `timed out after ${options.timeoutMs} ms, ${attempts}`);
  }
  if (error instanceof APIUserAbortError) {
    return make('MODEL_ERROR', 'request aborted');
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${causeText(error.cause)}` : '';
    return make('MODEL_NETWORK_ERROR', `connection failed, ${attempts}${cause}`);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const detail = [error.type, error.code].filter((part) => typeof part === 'string').join(' ');
    const suffix = detail ? ` (${detail})` : '';
    if (error.status === 429) {
      return make('MODEL_RATE_LIMITED', `HTTP 429 rate limited${suffix}, ${attempts}`);
    }
    const retried = error.status >= 500 || error.status === 408 || error.status === 409;
    return make(
      `MODEL_HTTP_${error.status}`,
      `HTTP ${error.status}${suffix}${retried ? `, ${attempts}` : ''}`,
    );
  }
  const name = error instanceof Error ? error.name : typeof error;
  return make('MODEL_ERROR', `unexpected ${name}`);
}

/**
 * The adapter the configuration selects: `OpenAiResponder` when `config.botUsesModel` (all of
 * `BOT_API_BASE_URL`, `BOT_API_KEY`, `BOT_MODEL` set), else `RuleBasedResponder`.
 */
export function createBotResponder(config: AppConfig): BotResponder {
  if (!config.botUsesModel) return new RuleBasedResponder();
  return new OpenAiResponder({
    baseUrl: config.BOT_API_BASE_URL as string,
    apiKey: config.BOT_API_KEY as string,
    model: config.BOT_MODEL as string,
    timeoutMs: config.BOT_TIMEOUT_MS,
    maxRetries: config.BOT_MAX_RETRIES,
    maxMessages: config.BOT_HISTORY_MESSAGES,
    maxTokens: config.BOT_HISTORY_TOKENS,
    maxCompletionTokens: config.BOT_MAX_COMPLETION_TOKENS,
    temperature: config.BOT_TEMPERATURE,
  });
}

/**
 * `globalThis.fetch`, except that an `AbortError` which is not an `Error` of this realm is
 * re-thrown as a plain `Error` named `AbortError` (the original as its `cause`).
 *
 * Why: the SDK's timeout aborts the fetch, and Node's fetch rejects with a `DOMException` named
 * `AbortError`. The SDK turns a rejection into an error with `castToError`, which keeps the name
 * only for an `instanceof Error` value, and then recognises a timeout by that name
 * (node_modules/openai/internal/errors.js `isAbortError`). A `DOMException` from another realm
 * (Jest's vm contexts: the test global `fetch` is the host's) fails `instanceof Error`, loses its
 * name, and a timeout would be reported as a connection error. In a plain Node process the
 * `DOMException` is an `Error` and passes through untouched.
 */
async function fetchWithPlainAbortErrors(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    const name =
      typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
    if (name === 'AbortError' && !(error instanceof Error)) {
      const plain = new Error('Request aborted', { cause: error });
      plain.name = 'AbortError';
      throw plain;
    }
    throw error;
  }
}

/** The innermost cause's message ("connect ECONNREFUSED 127.0.0.1:9"), at most 200 characters. */
function causeText(error: Error): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth++) {
    current = current.cause;
  }
  const text = current instanceof Error ? current.message : String(current);
  return text.slice(0, 200);
}

function redact(text: string, secret: string): string {
  return secret.length >= 4 ? text.split(secret).join('***') : text;
}
