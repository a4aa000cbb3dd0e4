import type { INestApplicationContext } from '@nestjs/common';
import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/**
 * Tracks `server`'s open responses so that, once `begin()` is called (shutdown starts), every
 * response whose headers are not yet written, in flight or arriving later, carries
 * `Connection: close`: Node then closes the connection after it, and a keep-alive client opens a
 * new connection (to another instance) for its next request instead of reusing one that the idle
 * sweeper closes as the request arrives (ECONNRESET).
 *
 * Shape: `(server) => { begin(): void }`; call once, before the server takes requests.
 */
export function closeConnectionsOnShutdown(server: Server): { begin(): void } {
  let closing = false;
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) {
      res.setHeader('Connection', 'close');
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  return {
    begin() {
      closing = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      open.clear();
    },
  };
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests
 * finish (idle keep-alive sockets are closed at once), force-close whatever is still open after
 * `graceSeconds`, then close the app (every response from then on says `Connection: close`, see
 * `closeConnectionsOnShutdown`) (shutdown hooks close Redis, the pool and the embedded
 * database, in that order). A second signal exits at once.
 */
export function installGracefulShutdown(
  app: INestApplicationContext,
  server: Server | null,
  logger: Logger,
  graceSeconds: number,
): void {
  let stopping = false;
  const connections = server ? closeConnectionsOnShutdown(server) : null;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceSeconds }, 'shutting down: draining in-flight requests');
    connections?.begin();
    if (server) {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // keep-alive sockets go idle as their last response is written: close them as they do
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceSeconds * 1000);
      await drained;
      clearInterval(sweeper);
      clearTimeout(timer);
    }
    await app.close();
    logger.info('shutdown complete');
    logger.flush();
    process.exitCode = 0;
    // an API_PROCESSES worker: its channel to the primary is all that still holds the process
    if (cluster.isWorker) cluster.worker?.disconnect();
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
