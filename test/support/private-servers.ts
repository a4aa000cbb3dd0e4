import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL server of the test's own, on 127.0.0.1 and a free port, in a temporary data
 * directory (initdb as the `postgres` OS user when running as root, since PostgreSQL refuses
 * root). For fault tests that stop the database: the shared server is never touched.
 */
export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    private readonly dataDir: string,
    readonly port: number,
    private readonly asUser: string[],
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/parley_fault_test`;
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL binaries are not installed');
    const root = process.getuid?.() === 0;
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-fault-pg-'));
    chmodSync(dataDir, 0o700);
    const asUser = root ? ['runuser', '-u', 'postgres', '--'] : [];
    if (root) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dataDir, uid, gid);
    }
    const server = new PrivatePostgres(bin, dataDir, await freePort(), asUser);
    server.run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await server.resume();
    server.run('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(server.port),
      '-U',
      'postgres',
      'parley_fault_test',
    ]);
    return server;
  }

  private run(tool: string, args: string[]): void {
    const [command, ...rest] = [...this.asUser, join(this.bin, tool), ...args];
    execFileSync(command, rest, { stdio: 'ignore', cwd: tmpdir() });
  }

  /** Starts (or restarts) the server and waits until it accepts connections. */
  async resume(): Promise<void> {
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-w',
      '-l',
      join(this.dataDir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  /** Stops the server at once (`-m immediate`): connections drop as in a crash. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
  }

  /** Stops it if running and deletes its files. */
  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A Redis server of the test's own on 127.0.0.1 and a free port, persisting nothing. */
export class PrivateRedis {
  private constructor(
    private child: ChildProcess,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    const port = await freePort();
    return new PrivateRedis(await PrivateRedis.spawnOn(port), port);
  }

  private static async spawnOn(port: number): Promise<ChildProcess> {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    return child;
  }

  /** Starts the server again on the same port after `kill()` (empty: it persists nothing). */
  async restart(): Promise<void> {
    await this.kill();
    this.child = await PrivateRedis.spawnOn(this.port);
  }

  kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}
