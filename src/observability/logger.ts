import { unescape } from 'node:querystring';
import pino, { type Logger } from 'pino';
import { type AppConfig } from '../config/app-config';

/**
 * Paths pino replaces with "[redacted]": every header that can carry an API key, a session or a
 * secret, and password fields should a body ever be logged (request bodies are not logged).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.headers["x-twilio-signature"]',
  'req.headers["x-hub-signature-256"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'apiKey',
  '*.apiKey',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
];

/**
 * Query parameters whose values are logged as sent: paging, filters and ids, none of which
 * identifies a person. Every other value (`apiKey`, `phone`, `phoneNumber`, `phone_number`,
 * `email`, `q`, a webhook's `hub.verify_token`, and any name a client invents) is logged as
 * `[redacted]`: an allow-list, so a new parameter is kept out of the logs by default.
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'limit',
  'cursor',
  'status',
  'channel',
  'owner',
  'unread',
  'contactid',
  'conversationid',
  'campaignid',
  'listid',
  'hub.mode',
]);

/** A path segment after `/invitations/` or `/signups/` that is not a UUID: a link's secret token. */
const LINK_TOKEN =
  /(\/(?:invitations|signups)\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:[/?]|$))[^/?]+/gi;

/**
 * A request URL as the access log may hold it (docs/security.md#logs: logs never hold a query
 * value that identifies a person, nor a key or a token): the value of every query parameter
 * outside {@link LOGGED_QUERY_PARAMETERS} becomes `[redacted]`, and so does a link's token in
 * the path (`/invitations/<token>`, `/signups/<token>`). Names are compared decoded and case-insensitively, as
 * Express's query parser decodes them (`?api%4Bey=…` authenticates too).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  const path = (start < 0 ? url : url.slice(0, start)).replace(LINK_TOKEN, '$1[redacted]');
  if (start < 0) return path;
  const pairs = url.slice(start + 1).split('&');
  const redacted = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0) return pair;
    const name = pair.slice(0, equals);
    return LOGGED_QUERY_PARAMETERS.has(unescape(name.replace(/\+/g, ' ')).toLowerCase())
      ? pair
      : `${name}=[redacted]`;
  });
  return `${path}?${redacted.join('&')}`;
}

/**
 * pino's error serializer, minus what a database error carries of the data: TypeORM's
 * `QueryFailedError` holds the SQL `parameters` (contacts' phones and emails, whole import
 * batches) and pg's `detail` repeats the offending values. The SQLSTATE, constraint, table and
 * stack stay.
 */
export function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  delete serialized.parameters;
  delete serialized.query;
  delete serialized.detail;
  const driver = serialized.driverError as Record<string, unknown> | undefined;
  if (driver && typeof driver === 'object') {
    serialized.driverError = {
      code: driver.code,
      constraint: driver.constraint,
      table: driver.table,
      routine: driver.routine,
    };
  }
  return serialized;
}

/** Log lines are buffered up to this many bytes, and flushed at least this often (ms). */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 500;

/**
 * The process's pino logger: JSON lines to stdout (stderr for the CLI, whose stdout is JSON
 * output), level `LOG_LEVEL`, with API keys and secrets redacted. Writes to a file descriptor
 * are buffered (one write per 4 KiB instead of one per line: a measurable share of a request's
 * cost under load) and flushed every 500 ms and at shutdown, so a quiet service still shows
 * its lines at once.
 */
export function createRootLogger(
  config: AppConfig,
  destination: pino.DestinationStream | number = 1,
): Logger {
  let stream = destination;
  if (typeof destination === 'number') {
    const buffered = pino.destination({
      fd: destination,
      sync: false,
      minLength: LOG_BUFFER_BYTES,
    });
    setInterval(() => buffered.flush(), LOG_FLUSH_INTERVAL_MS).unref();
    stream = buffered;
  }
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      base: { pid: process.pid, role: config.APP_ROLE },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stream as pino.DestinationStream,
  );
}
