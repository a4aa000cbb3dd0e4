import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { createConnection } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** What a running embedded server writes to `DATA_DIR/embedded-postgres.json` (the lock file). */
export interface EmbeddedServerInfo {
  pid: number;
  host: string;
  /** 0 while the files are held by a process that serves no socket (e.g. a CLI run). */
  port: number;
  role: string;
  hostname: string;
  startedAt: string;
  url: string | null;
}

/** Raised when another live process holds the PGlite files of a DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: EmbeddedServerInfo) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.role}, ` +
        `started ${holder.startedAt} on ${holder.hostname}). Two processes must never open the same ` +
        `PGlite files: stop that process, point DATA_DIR elsewhere, or set DATABASE_URL.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveConnect(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The embedded PostgreSQL: PGlite (PostgreSQL compiled to WASM) over the files in
 * `DATA_DIR/pglite`, served on 127.0.0.1 by `@electric-sql/pglite-socket` so the ordinary `pg`
 * driver (and `psql`, and the operator CLI) reach it exactly like a PostgreSQL server.
 *
 * Ownership: `DATA_DIR/embedded-postgres.json` is created exclusively (O_EXCL) and names the
 * owning process and the socket address. A second process that finds a live owner gets
 * `DataDirInUseError`, or, through `attach()`, the owner's URL. A lock left by a dead process is
 * taken over.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly lockPath: string,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  /** The lock file path for a data directory. */
  static lockFile(dataDir: string): string {
    return join(resolve(dataDir), 'embedded-postgres.json');
  }

  /** The live server holding `dataDir`, if any (a stale lock of a dead process reads as none). */
  static async findRunning(dataDir: string): Promise<EmbeddedServerInfo | null> {
    let info: EmbeddedServerInfo;
    try {
      info = JSON.parse(
        readFileSync(EmbeddedPostgres.lockFile(dataDir), 'utf8'),
      ) as EmbeddedServerInfo;
    } catch {
      return null;
    }
    if (info.hostname !== hostname() || !processIsAlive(info.pid) || info.pid === process.pid)
      return null;
    if (info.port > 0 && !(await canConnect(info.host, info.port))) return info.url ? null : info;
    return info;
  }

  /**
   * Opens the PGlite files of `dataDir` in this process and serves them on `127.0.0.1:<free port>`.
   *
   * @param maxConnections socket connections accepted at once; must be at least the pg pool size
   *   (pglite-socket refuses connections past it).
   * @throws DataDirInUseError when another live process holds the files.
   */
  static async open(
    dataDir: string,
    options: { maxConnections: number; role: string },
  ): Promise<EmbeddedPostgres> {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const lockPath = EmbeddedPostgres.lockFile(dir);
    const claim: EmbeddedServerInfo = {
      pid: process.pid,
      host: '127.0.0.1',
      port: 0,
      role: options.role,
      hostname: hostname(),
      startedAt: new Date().toISOString(),
      url: null,
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(lockPath, 'wx');
        writeFileSync(fd, JSON.stringify(claim));
        closeSync(fd);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        let holder: EmbeddedServerInfo | null = null;
        try {
          holder = JSON.parse(readFileSync(lockPath, 'utf8')) as EmbeddedServerInfo;
        } catch {
          holder = null;
        }
        if (holder && holder.hostname === hostname() && processIsAlive(holder.pid)) {
          throw new DataDirInUseError(dir, holder);
        }
        rmSync(lockPath, { force: true });
      }
    }
    try {
      const db = await PGlite.create(join(dir, 'pglite'));
      const server = new PGLiteSocketServer({
        db,
        host: '127.0.0.1',
        port: 0,
        maxConnections: options.maxConnections,
      });
      await server.start();
      const [host, port] = server.getServerConn().split(':');
      const url = `postgres://postgres@${host}:${port}/postgres`;
      writeFileSync(lockPath, JSON.stringify({ ...claim, port: Number(port), url }));
      return new EmbeddedPostgres(lockPath, db, server, url);
    } catch (error) {
      rmSync(lockPath, { force: true });
      throw error;
    }
  }

  /** Server statistics (connections open and queries waiting), for metrics and debugging. */
  stats() {
    return this.server.getStats();
  }

  /** Stops accepting connections (existing ones are dropped) but keeps the files open. Used by fault tests. */
  async stopServing(): Promise<void> {
    await this.server.stop();
  }

  /** Stops the socket server, closes the PGlite files and releases the lock. Idempotent. */
  async close(): Promise<void> {
    await this.server.stop().catch(() => undefined);
    if (!this.db.closed) await this.db.close();
    rmSync(this.lockPath, { force: true });
  }
}
