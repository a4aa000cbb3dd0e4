import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ProvidersConfig } from './providers-config';

export { APP_ROLES, LOG_LEVELS, type AppRole } from './server-config';

/**
 * The service's whole configuration, read from environment variables (and `.env` when present)
 * and validated once at boot. Every variable, its default and its meaning is listed in
 * `.env.example`; the rules are docs/operations.md#configuration. Declared by concern in
 * `server-config.ts` → `people-config.ts` → `jobs-config.ts` → `providers-config.ts`, each
 * extending the previous one.
 *
 * Nothing else in the code reads `process.env`: inject `AppConfig`.
 */
export class AppConfig extends ProvidersConfig {}

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
    'PROCESS_ROLE',
    'ACCOUNT_IN_FLIGHT_LIMIT',
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
  if (config.PROCESS_ROLE) {
    if (picked.APP_ROLE !== undefined && picked.APP_ROLE !== config.PROCESS_ROLE) {
      problems.push(
        `PROCESS_ROLE and APP_ROLE (its older name) disagree (got "${config.PROCESS_ROLE}" and "${picked.APP_ROLE}")`,
      );
    }
    config.APP_ROLE = config.PROCESS_ROLE;
  }
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
