import { createHash } from 'node:crypto';
import { Client, type ClientConfig, type PoolConfig, type QueryConfig } from 'pg';

/**
 * Statements one connection prepares at most; later new texts run unnamed, as before. Most of the
 * service's statements are constants (a few hundred texts); the bound keeps a text built per
 * call (TypeORM's generated statements with a varying number of parameters) from growing the
 * server's memory without limit.
 */
export const MAX_PREPARED_PER_CONNECTION = 1000;

/** Names of statement texts seen by this process (text → `p_<hash>`), bounded like each connection's set. */
const names = new Map<string, string>();

/** The statement name of `text`: `p_` and 24 hex digits of its SHA-256, stable across processes. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_PREPARED_PER_CONNECTION * 4) names.set(text, name);
  }
  return name;
}

/**
 * Whether a pool's clients name their statements (passed in the pool's options as
 * `preparedStatements`). `Database.connect` turns it on only once it has seen that the server is
 * a PostgreSQL server and not PGlite (`isPglite`), so no named statement ever reaches an embedded
 * database, even one reached through `DATABASE_URL`.
 */
export interface PreparedStatementsSwitch {
  enabled: boolean;
}

/** Whether the server behind `query` is PGlite (its `version()` says so). */
export async function isPglite(query: (sql: string) => Promise<{ v: string }[]>): Promise<boolean> {
  const [row] = await query(`SELECT version() AS v`);
  return /PGlite/i.test(row?.v ?? '');
}

/**
 * A `pg` client that runs each parameterised statement as a named prepared statement of its
 * connection (docs/performance.md#prepared-statements) while the pool's
 * {@link PreparedStatementsSwitch} is on, so PostgreSQL parses a text once per connection and may
 * reuse its plan, instead of parsing and planning every call of an unnamed one: a campaign send's
 * statements spent about as much of the server's CPU in parse and bind as in running. Statements
 * without parameters (`START TRANSACTION`, `COMMIT`) keep the simple protocol. At most
 * {@link MAX_PREPARED_PER_CONNECTION} texts are named per connection.
 *
 * For PostgreSQL servers only: an embedded database's connections share one PGlite session, where
 * two connections preparing one name collide ("prepared statement … already exists"). A pooler
 * in front of PostgreSQL must keep prepared statements per server connection (PgBouncer 1.21+
 * with `max_prepared_statements`, or session pooling); otherwise set
 * `DATABASE_PREPARED_STATEMENTS=false`.
 */
export class PreparingClient extends Client {
  constructor(config?: ClientConfig & { preparedStatements?: PreparedStatementsSwitch }) {
    super(config);
    const toggle = config?.preparedStatements;
    const prepared = new Set<string>();
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // pg's overloads cannot be re-declared one by one: every call shape is forwarded unchanged
    // except (text, values) with values, which gets the text's name.
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (
        toggle?.enabled &&
        args.length === 2 &&
        typeof text === 'string' &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = statementName(text);
        if (prepared.has(name) || prepared.size < MAX_PREPARED_PER_CONNECTION) {
          prepared.add(name);
          return query({ name, text, values } satisfies QueryConfig);
        }
      }
      return query(...args);
    }) as Client['query'];
  }
}

/**
 * `config` for a `pg` pool whose clients always name their statements (the benchmark's bare
 * servers, which only ever talk to a PostgreSQL server).
 */
export function alwaysPreparedPoolConfig(config: PoolConfig): PoolConfig {
  const prepared: PreparedStatementsSwitch = { enabled: true };
  return { ...config, Client: PreparingClient, preparedStatements: prepared } as PoolConfig;
}
