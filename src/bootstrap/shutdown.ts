import type { INestApplicationContext } from '@nestjs/common';
import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import { Draining } from '../observability/draining';

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
 * Stops `server` from accepting connections, leaving the open ones alone: Node's own
 * `server.close()` (http and https, since Node 19) also closes every idle keep-alive connection at
 * once, and a client that is just sending its next request on one of them sees it reset
 * (ECONNRESET). Calling the `net.Server` close it builds on stops only the listening socket.
 *
 * @returns a promise settled when every connection has ended (the `close` event).
 */
export function stopListening(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
}

/**
 * Graceful shutdown on SIGTERM/SIGINT, for a keep-alive load balancer in front of several
 * instances (no request of a client that plays by HTTP's rules is ever reset):
 *
 * 1. `/health` answers 503 `draining` (`Draining`), so the load balancer moves away;
 * 2. the server stops accepting connections (`stopListening`; new ones are refused, which a
 *    client can retry elsewhere safely) but keeps serving the ones it has: every response from
 *    then on, in flight or on a keep-alive connection, says `Connection: close`
 *    (`closeConnectionsOnShutdown`), so each client leaves after its answer;
 * 3. after `graceMs`, connections still idle are closed (a client that kept one unused that
 *    long gets no answer to reuse it for), and after `graceMs` more, any still open;
 * 4. the app closes (shutdown hooks close Redis, the pool and the embedded database, in that
 *    order). A second signal exits at once.
 */
export function installGracefulShutdown(
  app: INestApplicationContext,
  server: Server | null,
  logger: Logger,
  graceMs: number,
): void {
  let stopping = false;
  const connections = server ? closeConnectionsOnShutdown(server) : null;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down: draining in-flight and keep-alive requests');
    if (server) {
      app.get(Draining, { strict: false }).begin();
      connections?.begin();
      const drained = stopListening(server);
      const idle = setTimeout(() => server.closeIdleConnections(), graceMs);
      const all = setTimeout(() => server.closeAllConnections(), 2 * graceMs);
      await drained;
      clearTimeout(idle);
      clearTimeout(all);
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
