// Contract tests generated from the OpenAPI document (`npm run test:contract`, docs/contract-tests.md):
//  1. starts the built service (`node dist/src/main.js`) on the embedded runtime: a temporary
//     DATA_DIR, no DATABASE_URL/REDIS_URL, PORT=0 (the port it got is read from its start-up log);
//  2. creates an account with the operator CLI and takes its API key;
//  3. saves the document the service serves (/v1/openapi.json) and converts it with portman
//     (contract/portman-config.json, contract/postman-config.json) into a Postman collection
//     with contract tests for every operation;
//  4. runs the collection with newman (certificate checks off: the dev certificate is
//     self-signed); any failed request or assertion makes this script exit 1;
//  5. stops the service and removes its DATA_DIR.
// Artefacts: reports/contract/{openapi.json (as served), openapi.contract.json (what portman
// converts), collection.json, portman.log, newman.json, junit.xml, service.log}.
// Nothing here uses the network beyond 127.0.0.1.
const { spawn, execFile } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const https = require('node:https');
const { clearTimeout, setTimeout } = require('node:timers');
const { tmpdir } = require('node:os');
const { join, relative } = require('node:path');

const root = join(__dirname, '..');
const out = join(root, 'reports', 'contract');
const START_TIMEOUT_MS = 60_000;

/** Only what a child needs: none of DATABASE_URL, REDIS_URL, TLS_CERT_FILE, TRUST_PROXY… of this shell. */
function childEnv(extra) {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return Object.fromEntries(
    Object.entries({ PATH, HOME, TMPDIR, LANG, ...extra }).filter(([, v]) => v !== undefined),
  );
}

function log(message) {
  process.stdout.write(`contract: ${message}\n`);
}

/** GET over HTTPS to the local service, trusting its self-signed certificate. */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 5000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

function run(file, args, options) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 * 1024 * 1024, ...options }, (error, stdout, stderr) =>
      error
        ? reject(Object.assign(error, { stdout, stderr }))
        : resolve({ stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

/** Starts the service and resolves with its base URL once /health answers 200. */
async function startService(work, dataDir, logFile) {
  const child = spawn(process.execPath, [join(root, 'dist', 'src', 'main.js')], {
    // cwd is the work directory so that a developer's .env cannot point the service elsewhere
    cwd: work,
    env: childEnv({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      APP_ROLE: 'all',
      LOG_LEVEL: 'info',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let baseUrl = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (!baseUrl) {
      const match = /"url":"https:\/\/[^":]+:(\d+)"/.exec(output);
      if (match) baseUrl = `https://127.0.0.1:${match[1]}`;
    }
    if (baseUrl) {
      const health = await get(`${baseUrl}/health`).catch(() => null);
      if (health?.status === 200) {
        return { child, baseUrl, output: () => output };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(logFile, output);
  child.kill('SIGKILL');
  throw new Error(
    `the service did not become healthy within ${START_TIMEOUT_MS / 1000} s (exit code ${child.exitCode}); log: ${relative(root, logFile)}\n${output.slice(-4000)}`,
  );
}

async function stopService(service) {
  if (service.child.exitCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The copy portman converts is stricter than the served document: an object schema that lists
 * its `properties` and says nothing about others gets `additionalProperties: false`, so a
 * response carrying an undocumented field (a leaked column, a renamed property) fails its schema
 * test. Maps (`additionalProperties: {…}`) keep theirs, and schemas composed with `allOf` are
 * left open (a strict member would refuse the other members' properties). Portman's own
 * `additionalProperties` option is not used: it overwrites every object, maps included.
 */
function strictSchemas(document) {
  nullableRefs(document);
  const composed = new Set();
  const inAllOf = new Set();
  const findAllOf = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node.allOf)) {
      for (const member of node.allOf) {
        if (member?.$ref) composed.add(member.$ref.split('/').pop());
        else inAllOf.add(member);
      }
    }
    for (const value of Object.values(node)) findAllOf(value);
  };
  findAllOf(document);
  const close = (node) => {
    if (!node || typeof node !== 'object' || inAllOf.has(node)) return;
    if (node.properties && typeof node.properties === 'object' && !('additionalProperties' in node))
      node.additionalProperties = false;
    for (const value of Object.values(node)) close(value);
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    if (!composed.has(name)) close(schema);
  for (const item of Object.values(document.paths)) close(item);
  return document;
}

/**
 * OpenAPI 3.0 writes a nullable DTO-typed property as `{nullable: true, allOf: [{$ref}]}` (as
 * @nestjs/swagger emits it), which means "null, or the referenced object"; the JSON Schema
 * validator of the contract tests reads `nullable` as applying to the property's own type only,
 * so a `null` fails the `allOf`. In the test copy such a property becomes
 * `{anyOf: [{$ref}, {type: "null"}]}`: the same meaning in JSON Schema's words.
 */
function nullableRefs(node) {
  if (!node || typeof node !== 'object') return;
  for (const value of Object.values(node)) nullableRefs(value);
  if (node.nullable === true && Array.isArray(node.allOf) && node.allOf.length === 1) {
    const [member] = node.allOf;
    delete node.allOf;
    delete node.nullable;
    delete node.type;
    node.anyOf = [member, { type: 'null' }];
  }
}

/** Operations the document marks `security: []` (no API key): their requests send none. */
function markPublicRequests(collection, document) {
  const publicOps = new Set();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (Array.isArray(operation?.security) && operation.security.length === 0)
        publicOps.add(`${method.toUpperCase()}::${path}`);
    }
  }
  const visit = (items) => {
    for (const item of items) {
      if (item.item) visit(item.item);
      else if (publicOps.has(item._?.portman_operation)) item.request.auth = { type: 'noauth' };
    }
  };
  visit(collection.item);
}

/**
 * Server-Sent Events operations (`GET /v1/events`) answer a stream that never ends, which a
 * collection run would wait on for good: their success requests are left out (the event stream's
 * e2e tests cover them, test/e2e/events-stream.e2e-spec.ts); their refusals (the variation
 * folder: no key, 401 in the envelope) still run.
 */
function dropStreams(collection, document) {
  const streams = new Set();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const contents = Object.values(operation?.responses ?? {}).map((r) => r?.content ?? {});
      if (contents.some((content) => 'text/event-stream' in content))
        streams.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  const key = (request) =>
    `${request.request?.method} /${(request.request?.url?.path ?? []).join('/')}`;
  for (const folder of collection.item) {
    if (!Array.isArray(folder.item) || folder.name === 'Variation Tests') continue;
    folder.item = folder.item.filter((request) => !streams.has(key(request)));
  }
  collection.item = collection.item.filter(
    (folder) => !Array.isArray(folder.item) || folder.item.length > 0,
  );
}

/**
 * The requests that delete the collection's fixtures (the contact, list and template its first
 * folders create, which later folders such as Imports, Campaigns and Messages still use) run in
 * a last folder of their own, after every other folder: portman's `orderOfOperations` orders
 * requests only within a folder. The variation folders send no key and delete nothing.
 */
const FIXTURE_DELETES = [
  'DELETE v1/contacts/:id',
  'DELETE v1/lists/:id',
  'DELETE v1/templates/:id',
];
function runFixtureDeletesLast(collection) {
  const last = [];
  for (const folder of collection.item) {
    if (!Array.isArray(folder.item) || folder.name === 'Variation Tests') continue;
    folder.item = folder.item.filter((request) => {
      const key = `${request.request?.method} ${request.request?.url?.path?.join('/')}`;
      if (!FIXTURE_DELETES.includes(key)) return true;
      last.push(request);
      return false;
    });
  }
  last.sort(
    (a, b) =>
      FIXTURE_DELETES.indexOf(`${a.request.method} ${a.request.url.path.join('/')}`) -
      FIXTURE_DELETES.indexOf(`${b.request.method} ${b.request.url.path.join('/')}`),
  );
  const variations = collection.item.findIndex((folder) => folder.name === 'Variation Tests');
  const at = variations === -1 ? collection.item.length : variations;
  if (last.length > 0) collection.item.splice(at, 0, { name: 'Fixture deletions', item: last });
}

async function main() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'parley-contract-'));
  const dataDir = join(work, 'data');
  const logFile = join(out, 'service.log');
  const started = Date.now();
  let service = null;
  try {
    service = await startService(work, dataDir, logFile);
    log(`service up at ${service.baseUrl} (${Date.now() - started} ms)`);

    const created = await run(
      process.execPath,
      [
        join(root, 'dist', 'src', 'cli.js'),
        'accounts:create',
        '--name',
        'Contract',
        '--type',
        'agency',
      ],
      { cwd: work, env: childEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) },
    );
    const { apiKey, id } = JSON.parse(created.stdout);
    if (!apiKey) throw new Error(`accounts:create printed no apiKey: ${created.stdout}`);
    log(`account ${id} created`);

    const served = await get(`${service.baseUrl}/v1/openapi.json`);
    if (served.status !== 200) throw new Error(`GET /v1/openapi.json answered ${served.status}`);
    const document = JSON.parse(served.body);
    writeFileSync(join(out, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    const specFile = join(out, 'openapi.contract.json');
    writeFileSync(
      specFile,
      `${JSON.stringify(strictSchemas(JSON.parse(JSON.stringify(document))), null, 2)}\n`,
    );

    // portman works in ./tmp of its cwd and reads ./.env: give it the work directory
    const collectionFile = join(out, 'collection.json');
    const portman = await run(
      process.execPath,
      [
        join(root, 'node_modules', '@apideck', 'portman', 'bin', 'portman'),
        '--local',
        specFile,
        '--portmanConfigFile',
        join(root, 'contract', 'portman-config.json'),
        '--postmanConfigFile',
        join(root, 'contract', 'postman-config.json'),
        '--output',
        collectionFile,
        '--baseUrl',
        service.baseUrl,
        '--includeTests',
        'true',
        '--runNewman',
        'false',
        '--syncPostman',
        'false',
        '--logAssignVariables',
        'false',
        '--envFile',
        join(work, '.env'),
      ],
      { cwd: work, env: childEnv({ FORCE_COLOR: '0' }) },
    ).catch((error) => {
      writeFileSync(join(out, 'portman.log'), `${error.stdout}\n${error.stderr}`);
      throw new Error(`portman failed:\n${error.stdout}\n${error.stderr}`);
    });
    writeFileSync(join(out, 'portman.log'), `${portman.stdout}\n${portman.stderr}`);
    const collection = JSON.parse(readFileSync(collectionFile, 'utf8'));
    markPublicRequests(collection, document);
    dropStreams(collection, document);
    runFixtureDeletesLast(collection);
    writeFileSync(collectionFile, `${JSON.stringify(collection, null, 2)}\n`);
    // The key goes in as a collection variable, in memory only: the rotation test then replaces
    // it with the new key (pm.collectionVariables.set), which an environment value would shadow.
    collection.variable = [
      ...(collection.variable ?? []).filter((v) => v.key !== 'apiKey'),
      { key: 'apiKey', value: apiKey, type: 'string' },
    ];

    const newman = require('newman');
    const summary = await new Promise((resolve, reject) =>
      newman.run(
        {
          collection,
          insecure: true,
          timeoutRequest: 30_000,
          reporters: ['cli', 'json', 'junit'],
          reporter: {
            cli: { noSummary: false, showTimestamps: false },
            json: { export: join(out, 'newman.json') },
            junit: { export: join(out, 'junit.xml') },
          },
          color: 'off',
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    const stats = summary.run.stats;
    const failures = summary.run.failures.length;
    const operations = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    log(
      `${operations} operations, ${stats.requests.total} requests, ${stats.assertions.total} assertions: ` +
        `${stats.assertions.total - stats.assertions.failed} passed, ${stats.assertions.failed} failed; ` +
        `${failures} failure(s) in all (${Date.now() - started} ms)`,
    );
    if (stats.requests.total === 0 || stats.assertions.total === 0)
      throw new Error('the collection ran no requests or no assertions');
    return failures === 0 && stats.assertions.failed === 0 && stats.requests.failed === 0 ? 0 : 1;
  } finally {
    if (service) {
      await stopService(service);
      writeFileSync(logFile, service.output());
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`contract: ${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
