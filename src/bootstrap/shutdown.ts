import type { INestApplicationContext } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests
 * finish (idle keep-alive sockets are closed at once), force-close whatever is still open after
 * `graceSeconds`, then close the app (shutdown hooks close Redis, the pool and the embedded
 * database, in that order). A second signal exits at once.
 */
export function installGracefulShutdown(
  app: INestApplicationContext,
  server: Server | null,
  logger: Logger,
  graceSeconds: number,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceSeconds }, 'shutting down: draining in-flight requests');
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
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
