import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '../common/errors';

/** How long a refused connection's remaining bytes are read before it is closed (ms). */
const DRAIN_MS = 2000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** The code and message for an error Node's HTTP server raised before any route ran. */
export function describeClientError(error: NodeJS.ErrnoException): {
  code: ErrorCode;
  message: string;
} {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line with the headers: a long URL overflows the same limit
    return {
      code: 'HEADERS_TOO_LARGE',
      message: 'The URL and headers of the request are larger than the 16 KB limit.',
    };
  }
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') {
    return {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The chunk extensions of the request body are too large.',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      code: 'REQUEST_TIMEOUT',
      message: 'The request was not received in time (headers or body too slow).',
    };
  }
  if (typeof error.code === 'string' && error.code.startsWith('HPE_')) {
    return { code: 'VALIDATION_FAILED', message: 'The request is not well-formed HTTP/1.1.' };
  }
  return { code: 'VALIDATION_FAILED', message: 'The request could not be read.' };
}

/** The in-flight response of a connection, as Node's HTTP server keeps it on the socket. */
interface SocketWithResponse extends Duplex {
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * Answers the requests Node's HTTP server refuses before Express sees them with the error
 * envelope and an `X-Request-Id`, as every non-2xx answer has (docs/api.md#errors):
 *
 * - 431 `HEADERS_TOO_LARGE`: the request line and headers together (a long URL included: Node
 *   counts them as one) exceed Node's 16 KB `maxHeaderSize`;
 * - 413 `PAYLOAD_TOO_LARGE`: chunk extensions over Node's limit;
 * - 408 `REQUEST_TIMEOUT`: the headers (`headersTimeout`) or the whole request
 *   (`requestTimeout`) did not arrive in time;
 * - 400 `VALIDATION_FAILED`: any other parse error (malformed HTTP/1.1), and any other client
 *   error Node reports.
 *
 * Only where a response can still be written, as Node's own handler decides: the socket is
 * writable and no response on it has sent its headers yet (otherwise the bytes would corrupt
 * the answer in progress, and the socket is just destroyed); a reset connection is destroyed.
 * The connection is then closed, after reading (and discarding) what the client still sends for
 * up to 2 s, so a client writing a 100 KB URL reads the answer instead of a connection reset.
 */
export function installClientErrorEnvelope(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: SocketWithResponse) => {
    const inFlight = socket._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const known = describeClientError(error);
    const requestId = randomUUID();
    const status = ERROR_STATUS[known.code];
    const envelope: ErrorEnvelope = {
      error: { code: known.code, message: known.message, requestId },
    };
    const body = JSON.stringify(envelope);
    logger.warn(
      { requestId, code: known.code, clientError: error.code ?? error.message },
      'request refused before routing',
    );
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
