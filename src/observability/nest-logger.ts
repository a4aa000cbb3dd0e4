import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** pino's level for each of Nest's logger methods (`verbose` is pino's `trace`). */
const LEVELS = {
  verbose: 'trace',
  debug: 'debug',
  log: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'fatal',
} as const;

/**
 * Nest's own log lines (`new Logger(name)` in services, the framework's start-up and exception
 * lines) written to the process's pino logger, one JSON line each, so that everything the service
 * logs is in one format. Set with `app.useLogger(new NestPinoLogger(logger))`.
 *
 * Nest calls `method(message, ...params, context)`: the last parameter is the calling class's
 * name and becomes the line's `context`. The message becomes pino's:
 * - an object is merged into the line (`logger.warn({messageId}, 'retry later')` logs
 *   `{messageId, context, msg: 'retry later'}`), an `Error` goes under `err` (pino's serializer);
 * - a string is the line's `msg`, the parameters left between it and the context its
 *   interpolation values;
 * - Nest's exception handlers call `error(message, stack, context)`: that stack becomes an
 *   `err` with the message, as for a thrown error.
 *
 * No request context is attached: the access line and the request id are `requestObserver`'s.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(method: keyof typeof LEVELS, message: unknown, params: unknown[]): void {
    const level = LEVELS[method];
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    let rest = params;
    if (params.length > 0) {
      fields.context = params[params.length - 1];
      rest = params.slice(0, -1);
    }
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, ...(rest as [string?]));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message }, ...(rest as [string?]));
    } else if (isStackContract(method, message, rest)) {
      const err = new Error(message as string);
      err.stack = rest[0];
      this.logger[level]({ ...fields, err });
    } else {
      this.logger[level](fields, String(message), ...rest);
    }
  }
}

/** Nest's exception handlers log `error(message, stack, context)`: a string and one stack trace. */
function isStackContract(
  method: keyof typeof LEVELS,
  message: unknown,
  rest: unknown[],
): rest is [string] {
  return (
    method === 'error' &&
    typeof message === 'string' &&
    rest.length === 1 &&
    typeof rest[0] === 'string' &&
    /\n\s*at /.test(rest[0])
  );
}
