import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { createDataSource, runMigrations } from './data-source';
import { EmbeddedPostgres } from './embedded-postgres';

/** Extra embedded-server connections beyond the pool: room for the operator CLI and psql. */
const EMBEDDED_SPARE_CONNECTIONS = 8;

/**
 * The service's database: the PostgreSQL of `DATABASE_URL`, or the embedded PGlite of
 * `DATA_DIR` served in-process on a local socket. Either way the app talks to it through one
 * TypeORM DataSource on the `pg` driver: one code path.
 *
 * `open()` connects and applies pending migrations; `close()` drains the pool, then stops the
 * embedded server and releases its files.
 */
export class Database {
  private closed = false;

  private constructor(
    readonly dataSource: DataSource,
    readonly embedded: EmbeddedPostgres | null,
    /** Human description for the start-up log, without credentials. */
    readonly description: string,
  ) {}

  /**
   * @param role who opens it (`api`, `worker`, `all`, `cli`), written in the embedded lock file.
   * @throws DataDirInUseError when the embedded files are held by another live process.
   */
  static async open(config: AppConfig, role: string, options: { migrate?: boolean } = {}): Promise<Database> {
    let embedded: EmbeddedPostgres | null = null;
    let url = config.DATABASE_URL;
    if (!url) {
      embedded = await EmbeddedPostgres.open(config.DATA_DIR, {
        maxConnections: config.DATABASE_POOL_SIZE + EMBEDDED_SPARE_CONNECTIONS,
        role,
      });
      url = embedded.url;
    }
    return Database.connect(url, config.DATABASE_POOL_SIZE, embedded, options.migrate ?? true);
  }

  /** Connects to a database served by someone else (the embedded server of a running service). */
  static async attach(url: string, poolSize: number, options: { migrate?: boolean } = {}): Promise<Database> {
    return Database.connect(url, poolSize, null, options.migrate ?? true);
  }

  private static async connect(
    url: string,
    poolSize: number,
    embedded: EmbeddedPostgres | null,
    migrate: boolean,
  ): Promise<Database> {
    const dataSource = createDataSource(url, poolSize);
    try {
      await dataSource.initialize();
      if (migrate) await runMigrations(dataSource);
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.close();
      throw error;
    }
    const where = new URL(url);
    const description = embedded
      ? `embedded PostgreSQL (PGlite) on ${where.host}`
      : `PostgreSQL ${where.host}${where.pathname}`;
    return new Database(dataSource, embedded, description);
  }

  /** Closes the pool, then the embedded server and files. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.dataSource.isInitialized) await this.dataSource.destroy().catch(() => undefined);
    await this.embedded?.close();
  }
}
