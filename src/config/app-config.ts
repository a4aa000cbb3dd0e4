import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBase64,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';
import { availableParallelism } from 'node:os';

export const APP_ROLES = ['api', 'worker', 'all'] as const;
export type AppRole = (typeof APP_ROLES)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * The service's whole configuration, read from environment variables (and `.env` when present)
 * and validated once at boot. Every variable, its default and its meaning is listed in
 * `.env.example`; the rules are docs/operations.md#configuration.
 *
 * Nothing else in the code reads `process.env`: inject `AppConfig`.
 */
export class AppConfig {
  /** Listening port (1-65535). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  /** Listening address. */
  @IsString()
  HOST: string = '127.0.0.1';

  /** Where embedded state lives: the PGlite database, the dev TLS certificate, the dev encryption key. */
  @IsString()
  DATA_DIR: string = './data';

  /** PostgreSQL URL; unset = the embedded PostgreSQL (PGlite) in DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  /** Size of the pg connection pool (the embedded server accepts this many plus headroom for the CLI and psql). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE: number = 10;

  /**
   * HTTP processes to run (`node:cluster`): a number (1-64) or `auto` (one per CPU). More than
   * one needs `DATABASE_URL` and `REDIS_URL` (shared rate-limit counters); otherwise one process
   * runs and says so at start-up. Each process has its own pool of `DATABASE_POOL_SIZE`.
   */
  @Matches(/^(auto|[1-9]|[1-5][0-9]|6[0-4])$/, { message: 'must be 1-64 or auto' })
  API_PROCESSES: string = '1';

  /** Redis URL; set = Bull queues and shared rate-limit counters in Redis. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Prefix of every Redis key this service writes (lets several deployments or test files share one Redis). */
  @IsString()
  @Matches(/^[A-Za-z0-9:_-]{1,64}$/, { message: 'must be 1-64 letters, digits, ":", "_" or "-"' })
  REDIS_KEY_PREFIX: string = 'parley';

  /** `api` (HTTP only), `worker` (queue processors only), `all`. */
  @IsIn(APP_ROLES)
  APP_ROLE: AppRole = 'all';

  /** PEM certificate file for direct TLS (with TLS_KEY_FILE). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TLS_CERT_FILE?: string;

  /** PEM private key file for direct TLS (with TLS_CERT_FILE). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TLS_KEY_FILE?: string;

  /**
   * Express `trust proxy` value (`true`, a hop count, or addresses/subnets). Set = the service runs
   * behind a TLS-terminating proxy, listens on plain HTTP and accepts only requests marked
   * `X-Forwarded-Proto: https` (docs/api.md#transport).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Requests per minute per API key (per client IP without a valid key). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_PER_MINUTE: number = 600;

  /** pino level. */
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /** 32-byte key, base64, that encrypts stored provider credentials and signing secrets. Unset: a dev key kept in DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsBase64()
  ENCRYPTION_KEY?: string;

  /**
   * Allow webhook/delivery URLs that resolve to this machine or private ranges (development and
   * tests). Default: true unless `NODE_ENV=production`, so the README's local receiver works on a
   * fresh `npm start`; production refuses them (server-side request forgery).
   */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_PRIVATE_WEBHOOK_URLS: boolean = process.env.NODE_ENV !== 'production';

  /**
   * Milliseconds SIGTERM waits, with `/health` answering 503 `draining` and every answer saying
   * `Connection: close`, before idle keep-alive connections are closed; in-flight requests get
   * the same time again before their connections are closed anyway.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  SHUTDOWN_GRACE_MS: number = 10_000;

  /**
   * Days a processed outbox event is kept before the retention job deletes it
   * (docs/data-lifecycle.md#retention).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  RETENTION_OUTBOX_DAYS: number = 7;

  /**
   * Days a settled (delivered or failed) webhook delivery and its attempts are kept
   * (docs/data-lifecycle.md#retention).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  RETENTION_WEBHOOK_DAYS: number = 30;

  /** How often (ms) the retention job is scheduled on the queue (one run at a time, cluster-wide). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(86_400_000)
  RETENTION_INTERVAL_MS: number = 3_600_000;

  /** Rows the retention job deletes per statement (at most 5000, so no statement holds long locks). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(5000)
  RETENTION_BATCH_SIZE: number = 5000;

  /** Pause (ms) between two retention batches, leaving the database to the API. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  RETENTION_BATCH_PAUSE_MS: number = 200;

  /** How often (ms) a worker process looks for outbox events left behind (crash, failed subscriber). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(600_000)
  OUTBOX_POLL_MS: number = 1000;

  /**
   * How often (ms) a worker process re-enqueues campaign sends that are due but whose job was
   * lost (a restart of the in-process driver, Redis down when they were enqueued).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600_000)
  DISPATCH_SWEEP_MS: number = 5000;

  /** Queue jobs one worker process runs at once, across all job names (Bull or in-process driver). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  QUEUE_CONCURRENCY: number = 10;

  /**
   * The externally visible HTTPS base of this service (scheme, host, optional path prefix), e.g.
   * `https://parley.example.com`. Used to build provider webhook URLs and to verify Twilio
   * signatures (which sign the full URL). Its origin is also the one a cookie-authenticated
   * write must come from (403 `CSRF_ORIGIN_MISMATCH`). Unset: derived from each request.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, {
    message: 'must be an https:// URL without query or fragment',
  })
  PUBLIC_BASE_URL?: string;

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

  /** Time limit (ms) of one outgoing webhook request (custom-channel delivery, event webhooks). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  /**
   * Delays (ms, comma-separated) before each retry of a failed webhook delivery; jitter adds up
   * to 20 %. The default retries for about 26 h (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h,
   * 4 h, 8 h, 10 h); after the last retry fails the delivery is `failed`. Tests compress it.
   */
  @Matches(/^\d{1,9}(,\d{1,9}){0,29}$/, {
    message: 'must be 1-30 comma-separated millisecond delays',
  })
  WEBHOOK_RETRY_SCHEDULE_MS: string =
    '5000,30000,120000,600000,1800000,3600000,7200000,14400000,28800000,36000000';

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

  /** Credits a sub-account's outbound message costs (docs/ledger.md#debits). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  MESSAGE_CREDIT_COST: number = 1;

  /**
   * Whether `POST /v1/auth/signup` creates accounts (docs/sessions-and-app.md#sign-up-and-sign-in).
   * False: 403 `SIGNUP_CLOSED`, and people are added by an owner (Settings > Team) or
   * `users:create`.
   */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_SIGNUP: boolean = true;

  /**
   * SMTP server for the mail the app sends (invitations, sign-up confirmations), e.g.
   * `smtp://user:pass@mail.example.com:587` (STARTTLS when offered) or `smtps://…:465`. Unset: no
   * mail; invitation links are shown to the owner only, and sign-up signs in at once. Needs
   * `PUBLIC_BASE_URL` (links in mail are never built from a request's Host).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From of the mail the app sends. */
  @IsString()
  MAIL_FROM: string = 'Parley <no-reply@localhost>';

  /**
   * Failed sign-ins per minute, service-wide, past which sign-ins from browsers that never signed
   * in as that person (no device cookie) are refused for a minute (429): a password spray slows
   * to a trickle while people on their own browsers still sign in.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SIGN_IN_FAILURES_PER_MINUTE: number = 300;

  get databaseMode(): 'postgres' | 'embedded' {
    return this.DATABASE_URL ? 'postgres' : 'embedded';
  }

  get tlsMode(): 'proxy' | 'certificate' | 'self-signed' {
    if (this.TRUST_PROXY) return 'proxy';
    return this.TLS_CERT_FILE ? 'certificate' : 'self-signed';
  }

  /**
   * How many HTTP processes to start, and why not more: `API_PROCESSES` (`auto` = the CPU
   * count), but one with the embedded database or without Redis.
   */
  get apiProcesses(): { count: number; note: string | null } {
    const asked =
      this.API_PROCESSES === 'auto' ? availableParallelism() : Number(this.API_PROCESSES);
    if (asked <= 1 || !this.runsHttp) return { count: 1, note: null };
    if (!this.DATABASE_URL)
      return {
        count: 1,
        note: `API_PROCESSES=${this.API_PROCESSES} ignored: the embedded database serves one process`,
      };
    if (!this.REDIS_URL)
      return {
        count: 1,
        note: `API_PROCESSES=${this.API_PROCESSES} ignored: several processes need REDIS_URL to share rate limits`,
      };
    return { count: asked, note: null };
  }

  get runsHttp(): boolean {
    return this.APP_ROLE !== 'worker';
  }

  /** Whether the bot asks an OpenAI-compatible model (all of `BOT_API_BASE_URL`, `BOT_API_KEY`, `BOT_MODEL` set). */
  get botUsesModel(): boolean {
    return Boolean(this.BOT_API_BASE_URL && this.BOT_API_KEY && this.BOT_MODEL);
  }

  get runsWorkers(): boolean {
    return this.APP_ROLE !== 'api';
  }
}

/** Raised at boot when the environment is invalid; the message names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** How an invalid value is echoed: never a secret, never the credentials of a URL. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (name === 'ENCRYPTION_KEY' || name === 'BOT_API_KEY' || name === 'SMTP_URL')
    return `a value of ${value.length} characters`;
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1***@'));
}

/**
 * Builds and validates the configuration from an environment map (only the keys AppConfig
 * declares are read; unknown keys are ignored).
 *
 * @throws ConfigError naming each invalid variable, e.g. `PORT must not be greater than 65535 (got "70000")`.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const known = Object.keys(new AppConfig());
  const extra = [
    'DATABASE_URL',
    'REDIS_URL',
    'TLS_CERT_FILE',
    'TLS_KEY_FILE',
    'TRUST_PROXY',
    'ENCRYPTION_KEY',
    'PUBLIC_BASE_URL',
    'SMTP_URL',
    'BOT_API_BASE_URL',
    'BOT_API_KEY',
    'BOT_MODEL',
  ];
  const picked: Record<string, string> = {};
  for (const key of [...known, ...extra]) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  const config = plainToInstance(AppConfig, picked, { exposeDefaultValues: true });
  const problems = validateSync(config, { forbidUnknownValues: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) => {
      const reason = message.startsWith(`${error.property} `)
        ? message.slice(error.property.length + 1)
        : message;
      return `${error.property} ${reason} (got ${shownValue(error.property, picked[error.property])})`;
    }),
  );
  if (Boolean(config.TLS_CERT_FILE) !== Boolean(config.TLS_KEY_FILE)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  if (config.SMTP_URL && !config.PUBLIC_BASE_URL) {
    problems.push(
      'SMTP_URL needs PUBLIC_BASE_URL: links in mail are built from it, never from a request',
    );
  }
  if (config.ENCRYPTION_KEY && Buffer.from(config.ENCRYPTION_KEY, 'base64').length !== 32) {
    problems.push('ENCRYPTION_KEY must be 32 bytes encoded in base64');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
