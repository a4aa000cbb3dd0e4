import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit, inTransaction } from './transaction';

/** A data source whose `transaction` records commit/rollback around the unit of work. */
function fakeDataSource(log: string[]): DataSource {
  return {
    transaction: async (work: (m: EntityManager) => Promise<unknown>) => {
      const manager = { queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
      try {
        const result = await work(manager);
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
  } as unknown as DataSource;
}

describe('inTransaction + afterCommit', () => {
  it('runs registered work after the commit, in order, once per function, before resolving', async () => {
    const log: string[] = [];
    const wake = () => void log.push('wake');
    const result = await inTransaction(fakeDataSource(log), async (manager) => {
      afterCommit(manager, wake);
      afterCommit(manager, () => void log.push('hand-off'));
      afterCommit(manager, wake);
      log.push('work');
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(['work', 'commit', 'wake', 'hand-off']);
  });

  it('discards registered work when the transaction rolls back', async () => {
    const log: string[] = [];
    await expect(
      inTransaction(fakeDataSource(log), async (manager) => {
        afterCommit(manager, () => void log.push('wake'));
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(log).toEqual(['rollback']);
  });

  it('keeps the committed result when after-commit work fails, and runs the rest', async () => {
    const log: string[] = [];
    const result = await inTransaction(fakeDataSource(log), async (manager) => {
      afterCommit(manager, () => {
        throw new Error('relay down');
      });
      afterCommit(manager, () => void log.push('second'));
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(log).toEqual(['commit', 'second']);
  });

  it('drops work for a transaction it did not start, runs it at once for an auto-commit manager', async () => {
    const foreign = { queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
    let ranForeign = false;
    afterCommit(foreign, () => void (ranForeign = true));
    const ran = await new Promise<boolean>((resolve) =>
      afterCommit({} as EntityManager, () => resolve(true)),
    );
    expect(ran).toBe(true);
    expect(ranForeign).toBe(false);
  });
});
