// Writes the OpenAPI document the service serves at /v1/openapi.json to a file, without listening:
//   node scripts/export-openapi.js reports/openapi.json
// Runs from the build (dist/): it creates the real app (AppModule + configureApp, exactly the
// production pipeline) on the embedded runtime in a temporary DATA_DIR (no DATABASE_URL, no
// REDIS_URL), builds the document with buildOpenApiDocument(), closes the app and removes DATA_DIR.
require('reflect-metadata');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join, resolve } = require('node:path');

const root = join(__dirname, '..');
const dist = join(root, 'dist', 'src');

async function main() {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('usage: node scripts/export-openapi.js <output.json>\n');
    process.exit(2);
  }
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(join(dist, 'app.module'));
  const { configureApp } = require(join(dist, 'bootstrap', 'configure-app'));
  const { loadConfig } = require(join(dist, 'config', 'app-config'));
  const { createRootLogger } = require(join(dist, 'observability', 'logger'));
  const { buildOpenApiDocument } = require(join(dist, 'common', 'http', 'openapi'));

  const dataDir = mkdtempSync(join(tmpdir(), 'parley-openapi-'));
  // Only what the document needs: embedded database, no Redis, no TLS material (nothing listens).
  const config = loadConfig({
    APP_ROLE: 'api',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const logger = createRootLogger(config, 2);
  let app;
  try {
    app = await NestFactory.create(AppModule.register(config), {
      bodyParser: false,
      bufferLogs: true,
      abortOnError: false,
    });
    configureApp(app, config, logger);
    const document = buildOpenApiDocument(app);
    const output = resolve(target);
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(document, null, 2)}\n`);
    const operations = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    process.stdout.write(`openapi: ${operations} operations written to ${target}\n`);
  } finally {
    if (app) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`export-openapi: ${error?.stack ?? error}\n`);
  process.exit(1);
});
