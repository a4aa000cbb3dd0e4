import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit, beforeCommit, inTransaction } from './transaction';

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
      afterCommit(manager, () => void log.push('hand-over'));
      afterCommit(manager, wake);
      log.push('work');
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(['work', 'commit', 'wake', 'hand-over']);
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

describe('beforeCommit', () => {
  it('runs registered work inside the transaction, after the unit of work, once per function', async () => {
    const log: string[] = [];
    const flush = async () => void log.push('flush');
    await inTransaction(fakeDataSource(log), async (manager) => {
      expect(beforeCommit(manager, flush)).toBe(true);
      expect(beforeCommit(manager, flush)).toBe(true);
      afterCommit(manager, () => void log.push('after'));
      log.push('work');
    });
    expect(log).toEqual(['work', 'flush', 'commit', 'after']);
  });

  it('rolls the transaction back when the work fails, and after-commit work registered by it runs after the commit', async () => {
    const log: string[] = [];
    await expect(
      inTransaction(fakeDataSource(log), async (manager) => {
        beforeCommit(manager, async () => {
          throw new Error('flush failed');
        });
      }),
    ).rejects.toThrow('flush failed');
    expect(log).toEqual(['rollback']);
    const second: string[] = [];
    await inTransaction(fakeDataSource(second), async (manager) => {
      beforeCommit(manager, async () => afterCommit(manager, () => void second.push('scheduled')));
    });
    expect(second).toEqual(['commit', 'scheduled']);
  });

  it('says so when the manager is not in a transaction of inTransaction (nothing registered)', () => {
    const outside = { queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
    expect(beforeCommit(outside, async () => undefined)).toBe(false);
  });
});
