import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { OutboxService } from './outbox.service';

describe('OutboxService.append', () => {
  it('wakes the relay once after the commit of the transaction that appended, never before', async () => {
    const log: string[] = [];
    const manager = {
      query: async () => [{ id: `event-${log.length}` }],
    } as unknown as EntityManager;
    const dataSource = {
      transaction: async (work: (m: EntityManager) => Promise<unknown>) => {
        const result = await work(manager);
        log.push('commit');
        return result;
      },
    } as unknown as DataSource;
    const outbox = new OutboxService(dataSource, { runsWorkers: true } as AppConfig);
    outbox.kick = () => void log.push('kick');

    await inTransaction(dataSource, async (m) => {
      await outbox.append(m, 'account', 'ImportRequested', { importId: 'a' });
      await outbox.append(m, 'account', 'ContactsAddedToList', {
        listId: 'l',
        contactIds: ['c'],
        operationId: 'o',
      });
      log.push('appended');
    });
    expect(log).toEqual(['appended', 'commit', 'kick']);
  });
});
