import { Logger } from '@nestjs/common';
import { type DataSource, type EntityManager } from 'typeorm';

/** Work registered for after a commit: runs once, after the transaction committed. */
export type AfterCommitWork = () => void | Promise<void>;

/** Work registered for the end of a transaction: runs in it, after the unit of work, before the commit. */
export type BeforeCommitWork = () => Promise<void>;

/**
 * The hooks of the transactions `inTransaction` runs, by the manager it gave the unit of work.
 * `Set`s, so the same function registered twice (the outbox relay's wake-up after two appends)
 * runs once.
 */
const pending = new WeakMap<
  EntityManager,
  { before: Set<BeforeCommitWork>; after: Set<AfterCommitWork> }
>();
const logger = new Logger('Transaction');

/**
 * Runs `work` in one PostgreSQL transaction (READ COMMITTED) and returns its result; rolls back
 * when it throws. Every query of the unit of work must go through the given `EntityManager`:
 * on the embedded database a second connection would wait for this transaction to finish.
 *
 * Work registered with {@link beforeCommit} on that manager runs at the end of the unit of work,
 * inside the transaction; work registered with {@link afterCommit} runs after the commit, in
 * registration order, before this resolves. A rollback discards both. A failing after-commit
 * step is logged and does not fail the committed unit of work (it must be recoverable by a
 * timer or a sweeper, like the outbox relay's, since a crash right after commit skips it too).
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const hooks = { before: new Set<BeforeCommitWork>(), after: new Set<AfterCommitWork>() };
  const result = await dataSource.transaction(async (transactional) => {
    pending.set(transactional, hooks);
    try {
      const value = await work(transactional);
      for (const hook of hooks.before) await hook();
      return value;
    } finally {
      pending.delete(transactional);
    }
  });
  for (const hook of hooks.after) {
    try {
      await hook();
    } catch (error) {
      logger.error({ err: error }, 'after-commit work failed');
    }
  }
  return result;
}

/**
 * Registers `hook` to run after the transaction of `manager` commits (see {@link inTransaction}).
 * A manager outside any transaction (the data source's own, auto-committing each statement) has
 * nothing to wait for: the hook runs on the next tick. A transaction not started by
 * `inTransaction` (tests calling `DataSource.transaction`) cannot tell when it commits: the hook
 * is dropped, which is safe because every hook is recoverable by a timer or a sweeper.
 */
export function afterCommit(manager: EntityManager, hook: AfterCommitWork): void {
  const hooks = pending.get(manager);
  if (hooks) {
    hooks.after.add(hook);
    return;
  }
  if (manager.queryRunner?.isTransactionActive) return;
  setImmediate(() => {
    void Promise.resolve()
      .then(hook)
      .catch((error) => logger.error({ err: error }, 'after-commit work failed'));
  });
}

/**
 * Registers `hook` to run at the end of the transaction of `manager` (see {@link inTransaction}),
 * inside it, after the unit of work and before the commit: work that many steps of one
 * transaction add to and that is cheaper done once (the webhook events it published, written in
 * one statement). A hook that throws rolls the transaction back. Hooks registered by a hook do
 * not run.
 *
 * @returns false when `manager` is not in a transaction `inTransaction` runs (nothing is
 *   registered: the caller does the work at once).
 */
export function beforeCommit(manager: EntityManager, hook: BeforeCommitWork): boolean {
  const hooks = pending.get(manager);
  if (!hooks) return false;
  hooks.before.add(hook);
  return true;
}
