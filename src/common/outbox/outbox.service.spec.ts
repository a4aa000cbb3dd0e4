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

describe('OutboxService relay (kick)', () => {
  it('keeps claiming while events are left, with at most OUTBOX_CONCURRENCY in flight, also when woken while every slot is taken', async () => {
    const pending = Array.from({ length: 50 }, (_, n) => `event-${n}`);
    const handled: string[] = [];
    let running = 0;
    let most = 0;
    const dataSource = {
      query: async (sql: string, params: unknown[]) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (sql.includes('WITH claimed')) {
          const limit = params[1] as number;
          return pending.splice(0, limit).map((id) => ({
            id,
            account_id: 'a',
            type: 'T',
            payload: {},
            created_at: new Date(),
            attempts: 1,
          }));
        }
        return [];
      },
    } as unknown as DataSource;
    const outbox = new OutboxService(dataSource, {
      runsWorkers: true,
      OUTBOX_CONCURRENCY: 6,
    } as AppConfig);
    (
      outbox as unknown as {
        subscribe: (t: string, h: (e: { id: string }) => Promise<void>) => void;
      }
    ).subscribe('T', async (event) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      handled.push(event.id);
    });
    outbox.kick();
    // appends wake the relay while every slot is taken (the round then ends at once)
    const appends = setInterval(() => outbox.kick(), 1);
    const deadline = Date.now() + 5000;
    while (handled.length < 50 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    clearInterval(appends);
    expect(handled).toHaveLength(50);
    expect(most).toBeLessThanOrEqual(6);
    expect(most).toBeGreaterThan(1);
  });
});
