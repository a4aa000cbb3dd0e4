import { Transform } from 'class-transformer';
import {
  IsBase64,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { availableParallelism } from 'node:os';
import { toBool, toInt, emptyToUndefined } from './env-values';

export const APP_ROLES = ['api', 'worker', 'all'] as const;
export type AppRole = (typeof APP_ROLES)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * How the service runs (listening, TLS, database, Redis, processes, limits, shutdown): the first
 * part of `AppConfig` (docs/operations.md#configuration).
 */
export class ServerConfig {
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
   * Run parameterised statements as named prepared statements of each connection (PostgreSQL
   * only; docs/performance.md#prepared-statements). Set false behind a pooler that does not keep
   * them per server connection (PgBouncer before 1.21, or transaction pooling without
   * `max_prepared_statements`).
   */
  @Transform(toBool)
  @IsBoolean()
  DATABASE_PREPARED_STATEMENTS: boolean = true;

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

  /**
   * What this process runs (docs/operations.md#processes-by-role): `api` (HTTP only), `worker`
   * (queue processors, the outbox relay, sweeps and retention only) or `all`. `PROCESS_ROLE` sets
   * it; `APP_ROLE` is its older name, still read (both set and different: the start-up fails).
   */
  @IsIn(APP_ROLES)
  APP_ROLE: AppRole = 'all';

  /** See `APP_ROLE`: the name to use; wins over `APP_ROLE` when set. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(APP_ROLES)
  PROCESS_ROLE?: AppRole;

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

  /**
   * Requests of one account handled at once per process (docs/api.md#requests-in-flight); more
   * wait in the account's line. Unset: `DATABASE_POOL_SIZE` − 2, at least 1, so one account's
   * burst leaves connections for the others.
   */
  @Transform((param) => toInt({ value: emptyToUndefined(param) }))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10_000)
  ACCOUNT_IN_FLIGHT_LIMIT?: number;

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

  /** `ACCOUNT_IN_FLIGHT_LIMIT`, or its default: `DATABASE_POOL_SIZE` − 2, at least 1 (requests). */
  get accountInFlightLimit(): number {
    return this.ACCOUNT_IN_FLIGHT_LIMIT ?? Math.max(1, this.DATABASE_POOL_SIZE - 2);
  }

  get runsHttp(): boolean {
    return this.APP_ROLE !== 'worker';
  }

  get runsWorkers(): boolean {
    return this.APP_ROLE !== 'api';
  }
}
