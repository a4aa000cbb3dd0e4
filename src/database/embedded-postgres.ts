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
        `PGlite files: stop that process, point DATA_DIR elsewhere, or set DATABASE_URL. ` +
        `If no process uses it any more, delete ${EmbeddedPostgres.lockFile(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The internals of pglite-socket's query queue that `pinExtendedQueryBatches` replaces. */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}
interface SocketQueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Frontend messages that open or continue an extended-query batch (Parse, Bind, Describe, Execute, Close, Flush). */
const EXTENDED_QUERY_MESSAGES = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
/** Frontend messages that end one: Sync, or a simple Query. */
const BATCH_END_MESSAGES = new Set([0x53, 0x51]);

/**
 * pglite-socket 0.2.x serialises single protocol messages across connections and keeps a
 * connection's affinity only inside a SQL transaction. An extended-query batch (Parse, Bind,
 * Describe, Execute, Sync) is not a transaction, so a second connection's Parse can land between
 * a first connection's Parse and Bind on the one shared PGlite session: the first then binds the
 * other's unnamed statement, and gets a bind error or, silently, another query's rows
 * (electric-sql/pglite#1046). This replaces the queue's scheduler so that a connection keeps the
 * session from its first extended-query message until its Sync (as well as for a whole
 * transaction), and so that one failed message does not stop the queue for good.
 */
function pinExtendedQueryBatches(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: SocketQueryQueue }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    // The dependency is pinned (package.json); a new version must be checked against this fix.
    throw new Error(
      'pglite-socket internals changed: re-check pinExtendedQueryBatches against its new query queue',
    );
  }
  let batchOwner: number | null = null;
  queue.processQueue = async function processQueue(this: SocketQueryQueue): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner);
        if (index === -1) return; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        } finally {
          this.lastHandlerId = item.handlerId;
          const type = item.message[0];
          if (BATCH_END_MESSAGES.has(type)) batchOwner = null;
          else if (EXTENDED_QUERY_MESSAGES.has(type)) batchOwner = item.handlerId;
        }
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (batchOwner === handlerId) {
      batchOwner = null;
      void queue.processQueue();
    }
  };
}

/** Data directories this process has open (the lock file alone cannot tell, after PID reuse). */
const OPEN_IN_THIS_PROCESS = new Set<string>();

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
    private readonly dir: string,
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
        // Held: by a live process of this machine (this one only if it really opened the
        // directory: a lock left by a crashed process whose PID this one reuses, e.g. PID 1 in a
        // container, is stale), or by any process of another machine sharing the directory,
        // whose liveness cannot be checked from here.
        const held =
          holder !== null &&
          (holder.hostname !== hostname() ||
            (holder.pid === process.pid
              ? OPEN_IN_THIS_PROCESS.has(dir)
              : processIsAlive(holder.pid)));
        if (held) throw new DataDirInUseError(dir, holder as EmbeddedServerInfo);
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
      pinExtendedQueryBatches(server);
      await server.start();
      const [host, port] = server.getServerConn().split(':');
      const url = `postgres://postgres@${host}:${port}/postgres`;
      writeFileSync(lockPath, JSON.stringify({ ...claim, port: Number(port), url }));
      OPEN_IN_THIS_PROCESS.add(dir);
      return new EmbeddedPostgres(dir, lockPath, db, server, url);
    } catch (error) {
      rmSync(lockPath, { force: true });
      throw error;
    }
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
    OPEN_IN_THIS_PROCESS.delete(this.dir);
  }
}
