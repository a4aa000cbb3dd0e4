import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ErrorEnvelope } from '../common/errors';
import { type ErrorCode, ERROR_STATUS } from '../common/errors';

/** How long a refused connection's remaining bytes are read before it is closed (ms). */
const DRAIN_MS = 2000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The envelope, status and code for an error Node's HTTP parser raised before any route ran. */
function describe(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } | null {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line with the headers: a long URL overflows the same limit
    return {
      code: 'HEADERS_TOO_LARGE',
      message: 'The URL and headers of the request are larger than the 16 KB limit.',
    };
  }
  if (typeof error.code === 'string' && error.code.startsWith('HPE_')) {
    return { code: 'VALIDATION_FAILED', message: 'The request is not well-formed HTTP/1.1.' };
  }
  return null;
}

/**
 * Answers the requests Node's HTTP parser refuses before Express sees them (a URL or headers over
 * Node's 16 KB `maxHeaderSize`, malformed HTTP) with the error envelope and an `X-Request-Id`,
 * as the contract asks of every non-2xx (product.md section 4): 431 `HEADERS_TOO_LARGE` when
 * the request line and headers together (a long URL included: Node counts them as one) exceed
 * 16 KB, 400
 * `VALIDATION_FAILED` for other parse errors; request timeouts get Node's own bare 408. The
 * connection is then closed, after reading (and discarding) what the client still sends for up to
 * 2 s, so a client writing a 100 KB URL reads the answer instead of a connection reset.
 */
export function installClientErrorEnvelope(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const known = describe(error);
    if (!known) {
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const requestId = randomUUID();
    const status = ERROR_STATUS[known.code];
    const envelope: ErrorEnvelope = {
      error: { code: known.code, message: known.message, requestId },
    };
    const body = JSON.stringify(envelope);
    logger.warn(
      { requestId, code: known.code, parserError: error.code },
      'request refused by the HTTP parser',
    );
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
