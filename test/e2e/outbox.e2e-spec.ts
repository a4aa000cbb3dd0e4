import { DataSource } from 'typeorm';
import {
  MAX_DELIVERY_ATTEMPTS,
  OutboxService,
  type OutboxEvent,
} from '../../src/common/outbox/outbox.service';
import { AppConfig } from '../../src/config/app-config';
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

  describe('concurrent relaying', () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('runs several deliveries at once in one process', async () => {
      let running = 0;
      let most = 0;
      outbox.subscribe('TestWide', async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(5);
        running -= 1;
      });
      await inTransaction(dataSource, async (manager) => {
        for (let n = 0; n < 30; n++) await outbox.append(manager, acme.id, 'TestWide', { n });
      });
      await outbox.drain();
      const [left] = await dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'TestWide' AND processed_at IS NULL`,
      );
      expect(left.n).toBe(0);
      expect(most).toBeGreaterThan(1);
    });

    it('hands out one conversation’s events in order and each once, with many conversations and several relays', async () => {
      // three relays over one pool, as three worker processes would run them (each with its own
      // slots and claims; the embedded runtime's socket takes one more app at most)
      const config = t.app.get(AppConfig);
      const relays: OutboxTransport[] = [0, 1, 2].map(
        () => new OutboxService(dataSource, config) as unknown as OutboxTransport,
      );
      {
        const handled: { conversation: number; n: number; relay: number }[] = [];
        const inFlight = new Set<number>();
        let overlapped = false;
        relays.forEach((relay, index) =>
          relay.subscribe('TestOrdered', async (event) => {
            const { conversation, n } = event.payload as { conversation: number; n: number };
            if (inFlight.has(conversation)) overlapped = true;
            inFlight.add(conversation);
            await pause((conversation * 7 + n * 3) % 4);
            handled.push({ conversation, n, relay: index });
            inFlight.delete(conversation);
          }),
        );
        const conversations = 8; // fewer than the relays' 18 slots: same-conversation events compete
        const perConversation = 20;
        // interleaved appends, several per transaction, as concurrent inbound messages would be
        for (let n = 0; n < perConversation; n++) {
          await inTransaction(dataSource, async (manager) => {
            for (let conversation = 0; conversation < conversations; conversation++)
              await outbox.append(
                manager,
                acme.id,
                'TestOrdered',
                { conversation, n },
                `conversation:${conversation}`,
              );
          });
        }
        await Promise.all(relays.flatMap((relay) => [relay.drain(), relay.drain()]));
        // a relay may finish while another still holds a conversation's predecessor: drain again
        for (let round = 0; round < 50 && handled.length < conversations * perConversation; round++)
          await Promise.all(relays.map((relay) => relay.drain()));

        expect(handled).toHaveLength(conversations * perConversation);
        expect(overlapped).toBe(false);
        for (let conversation = 0; conversation < conversations; conversation++) {
          const order = handled.filter((h) => h.conversation === conversation).map((h) => h.n);
          expect(order).toEqual(Array.from({ length: perConversation }, (_, n) => n));
        }
        expect(new Set(handled.map((h) => h.relay)).size).toBeGreaterThan(1);
      }
    });

    it('holds a conversation’s later events behind an earlier one that is waiting for its retry', async () => {
      const handled: number[] = [];
      let failFirst = true;
      outbox.subscribe('TestHeld', async (event) => {
        const { n } = event.payload as { n: number };
        if (n === 0 && failFirst) {
          failFirst = false;
          throw new Error('subscriber down');
        }
        handled.push(n);
      });
      const [first] = await inTransaction(dataSource, async (manager) => [
        await outbox.append(manager, acme.id, 'TestHeld', { n: 0 }, 'conversation:held'),
        await outbox.append(manager, acme.id, 'TestHeld', { n: 1 }, 'conversation:held'),
        await outbox.append(manager, acme.id, 'TestHeld', { n: 2 }, 'conversation:held'),
        await outbox.append(manager, acme.id, 'TestHeld', { n: 9 }, 'conversation:other'),
      ]);
      await outbox.drain();
      expect(handled).toEqual([9]);
      await dataSource.query(`UPDATE outbox_events SET available_at = now() WHERE id = $1`, [
        first,
      ]);
      await outbox.drain();
      expect(handled).toEqual([9, 0, 1, 2]);
    });

    it('lets a parked event stop holding its conversation', async () => {
      const handled: number[] = [];
      outbox.subscribe('TestParked', async (event) => {
        handled.push((event.payload as { n: number }).n);
      });
      const [first] = await inTransaction(dataSource, async (manager) => [
        await outbox.append(manager, acme.id, 'TestParked', { n: 0 }, 'conversation:parked'),
        await outbox.append(manager, acme.id, 'TestParked', { n: 1 }, 'conversation:parked'),
      ]);
      await dataSource.query(
        `UPDATE outbox_events SET available_at = 'infinity', attempts = $2 WHERE id = $1`,
        [first, MAX_DELIVERY_ATTEMPTS],
      );
      await outbox.drain();
      expect(handled).toEqual([1]);
    });
  });
});
