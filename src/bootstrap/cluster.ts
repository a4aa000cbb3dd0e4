import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * The primary of `API_PROCESSES` > 1 (use the machine's cores: docs/performance.md). Forks `count`
 * workers, each running the whole service (`main.ts`) with its own database pool and sharing
 * the listening port through `node:cluster` (connections handed out round-robin). Workers are
 * started one after another, each once the previous one listens, so the first one alone applies
 * migrations and creates files in `DATA_DIR`.
 *
 * A worker that dies before all listen stops the start (exit code 1); one that dies later is
 * replaced. SIGTERM/SIGINT are passed to every worker (each drains its requests, see
 * `installGracefulShutdown`), and the primary exits 0 once all have exited.
 */
export async function runClusterPrimary(count: number, logger: Logger): Promise<void> {
  let stopping = false;
  let started = false;
  const workers = new Set<Worker>();
  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      workers.add(worker);
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        if (stopping) {
          if (workers.size === 0) {
            logger.info('all API processes stopped');
            logger.flush();
            process.exit(started ? 0 : 1);
          }
          return;
        }
        if (!started) return reject(new Error(`API process exited at start (code ${code})`));
        logger.error({ pid: worker.process.pid, code, signal }, 'API process died: replacing it');
        void fork().catch((error) => logger.error({ err: error }, 'API process failed to start'));
      });
    });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the API processes');
    if (workers.size === 0) process.exit(started ? 0 : 1);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  try {
    for (let i = 0; i < count && !stopping; i++) await fork();
  } catch (error) {
    logger.error({ err: error }, 'the API processes could not start');
    stopping = true;
    for (const worker of workers) worker.process.kill('SIGTERM');
    process.exitCode = 1;
    if (workers.size === 0) process.exit(1);
    return;
  }
  started = true;
  logger.info(
    { processes: count, pids: [...workers].map((w) => w.process.pid) },
    `Parley runs ${count} API processes (API_PROCESSES)`,
  );
}
