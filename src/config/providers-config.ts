import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { toInt, emptyToUndefined } from './env-values';
import { JobsConfig } from './jobs-config';

/**
 * The providers Parley talks to (WhatsApp, Messenger, Instagram, Twilio, the bot's model): part
 * of `AppConfig` (docs/channels.md, docs/bot.md#model-answers).
 */
export class ProvidersConfig extends JobsConfig {
  /** WhatsApp Cloud API (Graph API) base URL, with its version. */
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'must be an http(s):// URL without query' })
  WHATSAPP_API_BASE_URL: string = 'https://graph.facebook.com/v23.0';

  /**
   * Graph API base URL for Messenger, and for Instagram connected with Facebook login, with its
   * version (docs/channels.md#messenger-and-instagram).
   */
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'must be an http(s):// URL without query' })
  MESSENGER_API_BASE_URL: string = 'https://graph.facebook.com/v23.0';

  /** Instagram Graph API base URL for Instagram connected with Instagram login, with its version. */
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'must be an http(s):// URL without query' })
  INSTAGRAM_API_BASE_URL: string = 'https://graph.instagram.com/v23.0';

  /**
   * Messages per second per Facebook Page or Instagram account (Meta's Send API allows about 300
   * text calls per second per Page; the default stays under it).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(300)
  META_MESSAGES_PER_SECOND: number = 250;

  /**
   * Private replies to Instagram comments per sliding hour per account (Meta's Private Replies
   * limit is 750 per hour: docs/messaging-windows.md#private-replies). Over it, a reply waits in
   * the queue for a slot.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(750)
  META_PRIVATE_REPLIES_PER_HOUR: number = 750;

  /** Twilio REST API base URL. */
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'must be an http(s):// URL without query' })
  TWILIO_API_BASE_URL: string = 'https://api.twilio.com';

  /** Messages per second per WhatsApp business phone number (Cloud API default throughput: 80). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  WHATSAPP_MESSAGES_PER_SECOND: number = 80;

  /** SMS per second per Twilio sender (`from`); 1 = a US/Canada long code's rate. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  SMS_MESSAGES_PER_SECOND: number = 1;

  /** Time limit (ms) of one provider API call; a timeout is retryable. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120_000)
  PROVIDER_TIMEOUT_MS: number = 15_000;

  /** OpenAI-compatible chat-completions base URL (e.g. `https://api.openai.com/v1`). Unset: the rule-based bot answers. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'must be an http(s):// URL without query' })
  BOT_API_BASE_URL?: string;

  /** API key of the chat-completions server. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BOT_API_KEY?: string;

  /** Model name sent to the chat-completions server (e.g. `gpt-4o-mini`). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BOT_MODEL?: string;

  /** Time limit (ms) of one chat-completions request; a timeout is retried. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(300_000)
  BOT_TIMEOUT_MS: number = 20_000;

  /** Retries of a chat-completions request that timed out, hit 429 or 5xx, before the bot hands off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10)
  BOT_MAX_RETRIES: number = 2;

  /** The bot waits this long (ms) after a contact's latest message, so that a burst gets one reply. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  BOT_DEBOUNCE_MS: number = 3000;

  /** Conversation messages (most recent) the bot's prompt may include. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  BOT_HISTORY_MESSAGES: number = 20;

  /** Estimated tokens (about 4 characters each) of history the bot's prompt may include. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(100_000)
  BOT_HISTORY_TOKENS: number = 2000;

  /**
   * Sampling temperature sent to the bot's model (0-2). Unset (the default): none is sent and the
   * model's own default applies; OpenAI's reasoning models (o-series, gpt-5) refuse any other
   * value. A server that refuses the parameter gets the request again without it.
   */
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === undefined ? undefined : Number(value),
  )
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(2)
  BOT_TEMPERATURE?: number;

  /**
   * `max_completion_tokens` of the bot's model request: the answer and, for reasoning models,
   * the hidden reasoning tokens together. Large enough that reasoning does not use it all up
   * (an empty reply); the answer's own length is kept short by the prompt, and by `max_tokens`
   * 300 on servers that only know that parameter.
   */
  @Transform(toInt)
  @IsInt()
  @Min(16)
  @Max(100_000)
  BOT_MAX_COMPLETION_TOKENS: number = 2000;

  /** Whether the bot asks an OpenAI-compatible model (all of `BOT_API_BASE_URL`, `BOT_API_KEY`, `BOT_MODEL` set). */
  get botUsesModel(): boolean {
    return Boolean(this.BOT_API_BASE_URL && this.BOT_API_KEY && this.BOT_MODEL);
  }
}
