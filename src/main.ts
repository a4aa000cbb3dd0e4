import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import cluster from 'node:cluster';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { config as loadDotenv } from 'dotenv';
import type { Server } from 'node:http';
import { AppModule } from './app.module';
import { runClusterPrimary } from './bootstrap/cluster';
import { configureApp } from './bootstrap/configure-app';
import { installGracefulShutdown } from './bootstrap/shutdown';
import { loadTlsMaterial } from './bootstrap/tls';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config';
import { Database } from './database/database';
import { DataDirInUseError } from './database/embedded-postgres';
import { createRootLogger } from './observability/logger';
import { NestPinoLogger } from './observability/nest-logger';
import { RedisConnection } from './redis/redis.module';

function startupFailure(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  process.stderr.write(
    `parley: ${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`,
  );
  process.exit(1);
}

/** The public URL to call, and the curl hint for the self-signed certificate. */
function describeEndpoint(config: AppConfig, port: number): { url: string; hint: string } {
  const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  if (config.tlsMode === 'proxy') {
    return {
      url: `http://${host}:${port} (behind your TLS proxy)`,
      hint: 'requests must arrive with X-Forwarded-Proto: https',
    };
  }
  const url = `https://${host}:${port}`;
  const insecure = config.tlsMode === 'self-signed' ? '-k ' : '';
  return { url, hint: `curl ${insecure}${url}/health` };
}

async function bootstrap(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig(process.env);
  const logger = createRootLogger(config);
  const processes = config.apiProcesses;
  if (processes.count > 1 && cluster.isPrimary) return runClusterPrimary(processes.count, logger);
  const module = AppModule.register(config);
  let server: Server | null = null;
  let app;
  let tlsSource = 'none (worker: no HTTP)';
  if (config.runsHttp) {
    const tls = await loadTlsMaterial(config);
    tlsSource = tls ? tls.source : `behind a proxy (TRUST_PROXY=${config.TRUST_PROXY})`;
    const http = await NestFactory.create<NestExpressApplication>(module, {
      httpsOptions: tls ? { cert: tls.cert, key: tls.key } : undefined,
      bodyParser: false,
      bufferLogs: true,
      abortOnError: false,
    });
    configureApp(http, config, logger);
    await http.listen(config.PORT, config.HOST);
    server = http.getHttpServer() as Server;
    app = http;
  } else {
    app = await NestFactory.createApplicationContext(module, {
      bufferLogs: true,
      abortOnError: false,
    });
    // configureApp does this for HTTP processes; without it a worker's buffered Nest lines are
    // never written (and the buffer grows for as long as the worker runs)
    app.useLogger(new NestPinoLogger(logger));
  }
  const address = server?.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const endpoint = describeEndpoint(config, port);
  logger.info(
    {
      database: app.get(Database).description,
      queue: config.REDIS_URL
        ? `bull on ${RedisConnection.describe(config.REDIS_URL)}`
        : 'in-process',
      tls: tlsSource,
      url: config.runsHttp ? endpoint.url : null,
      ...(processes.count > 1 ? { apiProcess: cluster.worker?.id } : {}),
      ...(processes.note ? { processes: processes.note } : {}),
    },
    config.runsHttp
      ? `Parley is listening on ${endpoint.url} — try: ${endpoint.hint}`
      : 'Parley worker started',
  );
  installGracefulShutdown(app, server, logger, config.SHUTDOWN_GRACE_MS);
}

bootstrap().catch(startupFailure);
