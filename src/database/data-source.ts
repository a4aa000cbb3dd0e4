import { DataSource, type EntitySchema } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { type PreparedStatementsSwitch, PreparingClient } from './prepared-statements';

/** The entity classes of the service: assembled by the modules (`src/entities.ts`), not here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
export type EntityList = (Function | EntitySchema)[];

/** Arbitrary constant key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_245_019_331;

/** How long (ms) a query waits for a pool connection on PostgreSQL before the request is 503. */
export const POOL_WAIT_MS = 5000;
/**
 * The same wait on the embedded database (ms). Its connections all share one PGlite session, so
 * a burst (200 concurrent sends) simply queues for it: there is no other capacity to fail over
 * to, and a 503 after 5 s would only turn a queue a few seconds long into errors.
 */
export const EMBEDDED_POOL_WAIT_MS = 30_000;

/**
 * A TypeORM DataSource over the `pg` driver for `url`, with the given entities and every
 * migration. `poolSize` is the pg pool's maximum; connecting, or waiting for a free connection of
 * the pool (pg-pool's `connectionTimeoutMillis` covers both), gives up after `waitMs`
 * ({@link POOL_WAIT_MS} by default) so an unreachable or saturated database answers 503 rather
 * than hanging. `prepared`: while it is on, parameterised statements run as named prepared
 * statements of each connection (`PreparingClient`; PostgreSQL servers only, never PGlite).
 */
export function createDataSource(
  url: string,
  poolSize: number,
  entities: EntityList,
  waitMs = POOL_WAIT_MS,
  prepared?: PreparedStatementsSwitch,
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    poolSize,
    connectTimeoutMS: waitMs,
    extra: {
      idleTimeoutMillis: 30_000,
      ...(prepared ? { Client: PreparingClient, preparedStatements: prepared } : {}),
    },
    logging: false,
  });
}

/**
 * Applies pending migrations, each in its own transaction, holding a PostgreSQL advisory lock
 * so that processes starting together against one database never migrate twice.
 * The lock is held on a connection of its own while another connection runs the migrations.
 *
 * @returns the names of the migrations applied now.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lockRunner
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await lockRunner.release();
  }
}
