import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/bootstrap/configure-app';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { Database } from '../../src/database/database';
import { createRootLogger } from '../../src/observability/logger';
import { ApiClient } from './api-client';
import { RUNTIME, TEST_TLS_DIR } from './runtime';
import { seedFromPgliteTemplate } from './pglite-template';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Options of `startTestApp`. */
export interface TestAppOptions {
  /** Environment overrides (e.g. `TRUST_PROXY`, `RATE_LIMIT_PER_MINUTE`, or another app's `DATABASE_URL`). */
  env?: Record<string, string>;
  /** Extra controllers mounted for the test only (e.g. a route that fails on purpose). */
  controllers?: Type[];
  /** Reuse this database instead of creating one (two app instances on one database). */
  database?: TestDatabase;
  /** Providers replaced for the test (e.g. a service without its handlers). */
  overrideProviders?: [token: Type, value: unknown][];
}

/** A running app: the real AppModule and HTTP pipeline, listening on 127.0.0.1 on a free port. */
export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** `https://127.0.0.1:<port>` (or `http://` in proxy mode). */
  baseUrl: string;
  /** The self-signed certificate the server presents, for clients to trust. */
  ca: string;
  api: ApiClient;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** The raw log text, to search for secrets. */
  rawLogs(): string;
  /**
   * Waits (up to 5 s) for a log line matching `predicate`. Access-log lines are written when the
   * response finishes on the server, which can be just after the client has read it.
   */
  waitForLog(
    predicate: (line: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>>;
  database: TestDatabase;
  /** The PostgreSQL URL the app uses (its embedded server's when embedded). */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Boots the real `AppModule` with `configureApp` (exactly the production pipeline) for one test
 * file: a database of its own (PostgreSQL database `parley_test_*`, or PGlite in a temporary
 * DATA_DIR), Redis from TEST_REDIS_URL under a unique key prefix, the shared test certificate,
 * and logs captured in memory.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-test-data-'));
  if (!database.url && !options.env?.DATABASE_URL && !options.env?.DATA_DIR)
    seedFromPgliteTemplate(dataDir);
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    TLS_CERT_FILE: join(TEST_TLS_DIR, 'tls-cert.pem'),
    TLS_KEY_FILE: join(TEST_TLS_DIR, 'tls-key.pem'),
    REDIS_KEY_PREFIX: `parley-test-${process.pid}-${Date.now().toString(36)}`,
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    DATABASE_POOL_SIZE: '5',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(RUNTIME === 'postgres' && process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL }
      : {}),
    ...options.env,
  };
  if (env.TRUST_PROXY) {
    delete env.TLS_CERT_FILE;
    delete env.TLS_KEY_FILE;
  }
  const config = loadConfig(env);
  let raw = '';
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createRootLogger(config, sink);
  const builder = Test.createTestingModule({
    imports: [AppModule.register(config)],
    controllers: options.controllers ?? [],
  });
  for (const [token, value] of options.overrideProviders ?? []) {
    builder.overrideProvider(token).useValue(value);
  }
  const moduleRef = await builder.compile();
  const ca = readFileSync(join(TEST_TLS_DIR, 'tls-cert.pem'), 'utf8');
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    httpsOptions:
      config.tlsMode === 'proxy'
        ? undefined
        : { cert: ca, key: readFileSync(join(TEST_TLS_DIR, 'tls-key.pem'), 'utf8') },
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config, logger);
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.database) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = ((app.getHttpServer() as Server).address() as AddressInfo).port;
  const baseUrl = `${config.tlsMode === 'proxy' ? 'http' : 'https'}://127.0.0.1:${port}`;
  const databaseUrl = database.url ?? (app.get(Database).embedded?.url as string);
  return {
    app,
    config,
    baseUrl,
    ca,
    api: new ApiClient(baseUrl, ca),
    logs,
    rawLogs: () => raw,
    waitForLog: async (predicate) => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = logs.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching log line within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    database,
    databaseUrl,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
