import { type DataSource } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import {
  createDataSource,
  EMBEDDED_POOL_WAIT_MS,
  type EntityList,
  POOL_WAIT_MS,
  runMigrations,
} from './data-source';
import { EmbeddedPostgres } from './embedded-postgres';
import { isPglite, type PreparedStatementsSwitch } from './prepared-statements';

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
    /** Names of the migrations this open applied. */
    readonly appliedMigrations: string[],
  ) {}

  /**
   * Opens the configured database and applies pending migrations.
   *
   * @param role who opens it (`api`, `worker`, `all`, `cli`), written in the embedded lock file.
   * @param options.attachToRunning embedded only: when a live process already serves `DATA_DIR`,
   *   connect through its socket instead of failing (the operator CLI does this).
   * @throws DataDirInUseError when the embedded files are held by another live process.
   */
  static async open(
    config: AppConfig,
    role: string,
    options: { attachToRunning?: boolean; entities: EntityList },
  ): Promise<Database> {
    let embedded: EmbeddedPostgres | null = null;
    let url = config.DATABASE_URL;
    if (!url && options.attachToRunning) {
      const running = await EmbeddedPostgres.findRunning(config.DATA_DIR);
      if (running?.url) {
        return Database.connect(
          running.url,
          Math.min(config.DATABASE_POOL_SIZE, 2),
          null,
          `the running service's embedded PostgreSQL on ${running.host}:${running.port}`,
          options.entities,
          false,
        );
      }
    }
    if (!url) {
      embedded = await EmbeddedPostgres.open(config.DATA_DIR, {
        maxConnections: config.DATABASE_POOL_SIZE + EMBEDDED_SPARE_CONNECTIONS,
        role,
      });
      url = embedded.url;
    }
    const where = new URL(url);
    const description = embedded
      ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}, served on ${where.host}`
      : `PostgreSQL ${where.host}${where.pathname}`;
    return Database.connect(
      url,
      config.DATABASE_POOL_SIZE,
      embedded,
      description,
      options.entities,
      // named statements on PostgreSQL servers only: the embedded database's connections share one session
      !embedded && config.DATABASE_PREPARED_STATEMENTS,
    );
  }

  private static async connect(
    url: string,
    poolSize: number,
    embedded: EmbeddedPostgres | null,
    description: string,
    entities: EntityList,
    prepare: boolean,
  ): Promise<Database> {
    // off until the server is known not to be PGlite (a URL may lead to another process's embedded database)
    const prepared: PreparedStatementsSwitch = { enabled: false };
    const dataSource = createDataSource(
      url,
      poolSize,
      entities,
      embedded ? EMBEDDED_POOL_WAIT_MS : POOL_WAIT_MS,
      prepare ? prepared : undefined,
    );
    let applied: string[];
    try {
      await dataSource.initialize();
      if (prepare) prepared.enabled = !(await isPglite((sql) => dataSource.query(sql)));
      applied = await runMigrations(dataSource);
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.close();
      throw error;
    }
    return new Database(dataSource, embedded, description, applied);
  }

  /** Closes the pool, then the embedded server and files. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.dataSource.isInitialized) await this.dataSource.destroy().catch(() => undefined);
    await this.embedded?.close();
  }
}
