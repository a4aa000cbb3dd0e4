import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedFromPgliteTemplate } from '../support/pglite-template';
import { ensureBuilt, ServiceProcess } from '../support/processes';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Requests per run, SIGTERM after half of them, runs. */
const REQUESTS = 1000;
const RUNS = 5;
/** Requests kept in flight at once, over as many keep-alive connections. */
const CONCURRENCY = 8;

/** What one request ended as. */
type Outcome =
  | { kind: 'answer'; status: number; connection: string | undefined; afterSignal: boolean }
  | { kind: 'error'; code: string; afterSignal: boolean };

/** GET /health over a keep-alive agent. */
function healthCheck(port: number, agent: Agent, afterSignal: () => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/health', agent, rejectUnauthorized: false },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            kind: 'answer',
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            afterSignal: afterSignal(),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'error', code: error.code ?? error.message, afterSignal: afterSignal() }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: error.code ?? error.message, afterSignal: afterSignal() }),
    );
    req.end();
  });
}

/**
 * Graceful shutdown under keep-alive load (docs/security.md#shutdown): at SIGTERM the service stops
 * taking new connections (a client is refused, which it can retry elsewhere), answers in-flight
 * and keep-alive requests with `Connection: close`, says `draining` on `/health`, closes idle
 * connections only after `SHUTDOWN_GRACE_MS`, and exits 0. No request on a connection it had
 * accepted is ever reset.
 */
describe('graceful shutdown under keep-alive load', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-shutdown-'));
    if (!database.url) seedFromPgliteTemplate(dataDir);
  }, 300_000);
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`resets none of ${REQUESTS} keep-alive requests with SIGTERM in the middle, ${RUNS} runs in a row`, async () => {
    for (let run = 1; run <= RUNS; run += 1) {
      const service = ServiceProcess.spawn({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        SHUTDOWN_GRACE_MS: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      });
      await service.waitFor(/listening on https:\/\/localhost:(\d+)/, 120_000).catch(async () => {
        throw new Error(`run ${run}: the service did not start:\n${service.output}`);
      });
      const port = Number(/listening on https:\/\/localhost:(\d+)/.exec(service.output)?.[1]);
      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      // A load balancer's idle keep-alive connection, opened before the signal and next used
      // after it: still served (draining, Connection: close) within the grace period.
      const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(await healthCheck(port, idleAgent, () => false)).toMatchObject({ status: 200 });
      let signalled = false;
      let probe: Promise<Outcome> | null = null;
      let next = 0;
      const outcomes: Outcome[] = [];
      const worker = async () => {
        while (next < REQUESTS) {
          const i = next++;
          if (i === REQUESTS / 2) {
            service.child.kill('SIGTERM');
            signalled = true;
            probe = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
              healthCheck(port, idleAgent, () => true),
            );
          }
          outcomes.push(await healthCheck(port, agent, () => signalled));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const idle = await (probe as unknown as Promise<Outcome>);
      agent.destroy();
      idleAgent.destroy();
      const code = await service.exited(60_000);
      expect({ run, idle }).toEqual({
        run,
        idle: { kind: 'answer', status: 503, connection: 'close', afterSignal: true },
      });

      const errors = outcomes.filter((o) => o.kind === 'error');
      const resets = errors.filter((o) => o.code !== 'ECONNREFUSED');
      expect({ run, resets }).toEqual({ run, resets: [] });
      expect(outcomes).toHaveLength(REQUESTS);
      const before = outcomes.filter((o) => o.kind === 'answer' && !o.afterSignal);
      expect(before.length).toBeGreaterThanOrEqual(REQUESTS / 2 - CONCURRENCY);
      for (const answer of before) expect(answer).toMatchObject({ status: 200 });
      // after the signal, every draining answer says Connection: close
      for (const answer of outcomes.filter((o) => o.kind === 'answer' && o.status === 503))
        expect(answer).toMatchObject({ connection: 'close', afterSignal: true });
      expect({ run, code }).toEqual({ run, code: 0 });
    }
  }, 900_000);
});
