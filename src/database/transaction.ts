import { type DataSource, type EntityManager } from 'typeorm';

/**
 * Runs `work` in one PostgreSQL transaction (READ COMMITTED) and returns its result; rolls back
 * when it throws. Every query of the unit of work must go through the given `EntityManager`:
 * on the embedded database a second connection would wait for this transaction to finish.
 */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(work);
}
