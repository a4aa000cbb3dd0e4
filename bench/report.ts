import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

/**
 * What every benchmark report starts with: when, on what machine, and which runtime
 * (`DATABASE_URL` set: PostgreSQL, else embedded PGlite; `REDIS_URL` set: Bull, else the
 * in-process queue). Read from the environment the service under test is started with.
 */
export function benchContext(env: Record<string, string | undefined>) {
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    database: env.DATABASE_URL ? 'postgresql (DATABASE_URL)' : 'embedded PGlite',
    queue: env.REDIS_URL ? 'bull (REDIS_URL)' : 'in-process',
  };
}

/** Writes a report as `bench/results/<name>` (JSON) under `root`. @returns the path written. */
export function writeBenchReport(root: string, name: string, report: unknown): string {
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(root, 'bench', 'results', name);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
