import { DataSource } from 'typeorm';
import {
  MAX_DELIVERY_ATTEMPTS,
  OutboxService,
  type OutboxEvent,
} from '../../src/common/outbox/outbox.service';
import { inTransaction } from '../../src/database/transaction';
import type { OutboxTransport } from '../support/transports';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

describe('Transactional outbox (common/outbox)', () => {
  let t: TestApp;
  let outbox: OutboxTransport;
  let dataSource: DataSource;
  let acme: TestAccount;
  const seen: OutboxEvent[] = [];
  let failNext = 0;

  beforeAll(async () => {
    // APP_ROLE=api: no timer, so the test decides when the relay runs
    t = await startTestApp({ env: { APP_ROLE: 'api' } });
    outbox = t.app.get(OutboxService) as unknown as OutboxTransport;
    dataSource = t.app.get(DataSource);
    acme = await createAccount(t.app);
    outbox.subscribe('TestHappened', async (event) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('subscriber down');
      }
      seen.push(event);
    });
  });
  afterAll(() => t.close());
  beforeEach(() => (seen.length = 0));

  it('delivers an event appended in a committed transaction, once', async () => {
    await inTransaction(dataSource, (manager) =>
      outbox.append(manager, acme.id, 'TestHappened', { n: 1 }),
    );
    await outbox.drain();
    await outbox.drain();
    expect(seen.map((e) => e.payload)).toEqual([{ n: 1 }]);
    expect(seen[0]).toMatchObject({ accountId: acme.id, type: 'TestHappened', attempts: 1 });
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await expect(
      inTransaction(dataSource, async (manager) => {
        await outbox.append(manager, acme.id, 'TestHappened', { n: 2 });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await outbox.drain();
    expect(seen).toEqual([]);
  });

  it('retries an event whose subscriber failed, later', async () => {
    failNext = 1;
    const id = await inTransaction(dataSource, (manager) =>
      outbox.append(manager, acme.id, 'TestHappened', { n: 3 }),
    );
    await outbox.drain();
    expect(seen).toEqual([]);
    const [row] = await dataSource.query(
      `SELECT attempts, last_error, processed_at FROM outbox_events WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({ attempts: 1, last_error: 'subscriber down', processed_at: null });
    await dataSource.query(`UPDATE outbox_events SET available_at = now() WHERE id = $1`, [id]);
    await outbox.drain();
    expect(seen.map((e) => [e.payload, e.attempts])).toEqual([[{ n: 3 }, 2]]);
  });

  it('parks an event that keeps failing instead of retrying it forever', async () => {
    failNext = 1;
    const id = await inTransaction(dataSource, (manager) =>
      outbox.append(manager, acme.id, 'TestHappened', { n: 4 }),
    );
    await dataSource.query(`UPDATE outbox_events SET attempts = $2 WHERE id = $1`, [
      id,
      MAX_DELIVERY_ATTEMPTS - 1,
    ]);
    await outbox.drain();
    const [row] = await dataSource.query(
      `SELECT attempts, last_error, processed_at, available_at = 'infinity' AS parked FROM outbox_events WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      last_error: 'subscriber down',
      processed_at: null,
      parked: true,
    });
    await outbox.drain();
    expect(seen).toEqual([]);
  });

  it('delivers each of many events exactly once when two app instances relay at once', async () => {
    const second = await startTestApp({
      database: t.database,
      env: { APP_ROLE: 'api', DATABASE_URL: t.databaseUrl },
    });
    try {
      const otherOutbox = second.app.get(OutboxService) as unknown as OutboxTransport;
      otherOutbox.subscribe('TestHappened', async (event) => {
        seen.push(event);
      });
      await inTransaction(dataSource, async (manager) => {
        for (let n = 0; n < 60; n++) await outbox.append(manager, acme.id, 'TestHappened', { n });
      });
      await Promise.all([outbox.drain(), otherOutbox.drain(), outbox.drain(), otherOutbox.drain()]);
      const delivered = seen.map((e) => (e.payload as { n: number }).n).sort((a, b) => a - b);
      expect(delivered).toEqual(Array.from({ length: 60 }, (_, n) => n));
    } finally {
      await second.close();
    }
  });
});
