/**
 * Starting and stopping the benchmarks' server processes: a free port, a `node` child with a
 * clean environment, waiting until it answers, and a graceful stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Client } from 'pg';

const ROOT = resolve(__dirname, '..', '..');

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Polls `url` (every 100 ms, at most 60 s) until it answers below 500, sending `headers`.
 *
 * @throws Error with the child's last output when it exits first or the time runs out.
 */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  output: () => string,
  headers: Record<string, string> = {},
): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}:\n${output()}`);
}

/** SIGTERM, then the exit (SIGKILL after 20 s, past Parley's shutdown grace). */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Node's own flags for a benchmark's Parley processes: with BENCH_CPU_PROF_DIR set, each writes a
 * V8 CPU profile there when it exits (`--cpu-prof`; open it in Chrome DevTools or speedscope).
 */
export function profileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(dir)}`] : [];
}

/** `node <args>` from the repository root with only PATH and `env`; keeps its last 5,000 characters of stderr. */
export function spawnNode(
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-5000)));
  return { child, output: () => output };
}

/**
 * Creates the database `DATABASE_URL` names when its server answers but it does not exist yet
 * (PostgreSQL error 3D000), so `npm run bench` works on a fresh machine; the name must contain
 * `bench` (a benchmark never creates anything else). Does nothing without `DATABASE_URL`.
 *
 * @throws Error naming the database when it is missing and not a bench database.
 */
export async function ensureBenchDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const probe = new Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/bench/.test(name) || !/^[a-z0-9_]+$/.test(name))
    throw new Error(`database "${name}" does not exist: create it, or name one containing "bench"`);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    process.stderr.write(`created database ${name}\n`);
  } finally {
    await admin.end();
  }
}
