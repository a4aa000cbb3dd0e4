import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Every keyset-paginated list of the service, paged with a small `limit` across the digit
 * boundaries 9 → 10 (and 99 → 100 for the credit ledger, the one list ordered by a sequence
 * number): each row comes back exactly once, in the list's documented order (issue 16 defect 1).
 */
describe('Keyset pagination across digit boundaries (issue 16 defect 1)', () => {
  let t: TestApp;
  let acme: TestAccount;
  let agency: TestAccount;
  let receiver: WebhookReceiver;
  const COUNT = 12;

  beforeAll(async () => {
    t = await startTestApp();
    receiver = await WebhookReceiver.start();
    acme = await createAccount(t.app);
    agency = await createAccount(t.app, { type: 'agency' });
  }, 180_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  /** Follows `nextCursor` from the first page to the last; fails on a loop. */
  async function collect(key: string, path: string, limit: number): Promise<unknown[]> {
    const rows: unknown[] = [];
    let cursor: string | null = null;
    for (let pages = 0; ; pages += 1) {
      if (pages > 500) throw new Error(`${path}: more than 500 pages`);
      const separator = path.includes('?') ? '&' : '?';
      const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.api.as(key).get(url).expect(200);
      rows.push(...(res.body.data as unknown[]));
      cursor = res.body.nextCursor as string | null;
      if (!cursor) return rows;
    }
  }

  /** Pages `path` with limits 5 and 3 and expects exactly `ids` in that order. */
  async function expectPaged(key: string, path: string, ids: string[], idOf = 'id') {
    for (const limit of [5, 3]) {
      const rows = (await collect(key, path, limit)) as Record<string, string>[];
      expect(rows.map((row) => row[idOf])).toEqual(ids);
    }
  }

  const sequential = async <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> => {
    const out: T[] = [];
    for (let i = 1; i <= n; i += 1) out.push(await make(i));
    return out;
  };

  it('credit history (sub-account and agency views): 1..101 grants, each once, newest first, sums to the balance', async () => {
    const email = `paging.${Date.now()}@agency.test`;
    const sub = await t.api
      .as(agency.apiKey)
      .post('/v1/subaccounts', { name: 'Paging client', email })
      .expect(201);
    const n = 101;
    await sequential(n, (i) =>
      t.api
        .as(agency.apiKey)
        .post('/v1/subaccounts/credits', { email, amount: i, description: `grant ${i}` })
        .expect(200),
    );
    for (const [key, path] of [
      [agency.apiKey, `/v1/subaccounts/${sub.body.id}/credits/transactions`],
      [sub.body.apiKey as string, '/v1/account/credits/transactions'],
    ] as const) {
      for (const limit of [5, 10, 7]) {
        const rows = (await collect(key, path, limit)) as { amount: string }[];
        expect(rows.map((row) => Number(row.amount))).toEqual(
          Array.from({ length: n }, (_, i) => n - i),
        );
        expect(rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe((n * (n + 1)) / 2);
      }
    }
  });

  it('lists, contacts, list members, templates, campaigns, custom channels, webhooks, sub-accounts and messages', async () => {
    const key = acme.apiKey;
    const lists = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/lists', { name: `List ${i}` })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/lists', lists);

    const contacts = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/contacts', { firstName: `C${i}`, phone: `+1415555${String(1000 + i)}` })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/contacts', contacts);
    for (const contactId of contacts) {
      await t.api.as(key).post(`/v1/lists/${lists[0]}/contacts`, { contactId }).expect(201);
    }
    const members = (await collect(key, `/v1/lists/${lists[0]}/contacts`, 5)) as Record<
      string,
      string
    >[];
    expect(members.map((m) => m.id ?? m.contactId)).toEqual(contacts);
    const members3 = (await collect(key, `/v1/lists/${lists[0]}/contacts`, 3)) as Record<
      string,
      string
    >[];
    expect(members3.map((m) => m.id ?? m.contactId)).toEqual(contacts);

    const templates = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/templates', {
          name: `paging_${i}`,
          channel: 'sms',
          language: 'en',
          body: `Hi {{firstName}} ${i}`,
        })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/templates', templates);

    const campaigns = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/campaigns', { name: `Campaign ${i}` })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/campaigns', campaigns);

    const channels = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/custom_channels', { name: `chan${i}`, deliveryUrl: receiver.url })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/custom_channels', channels);

    const hooks = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/webhooks', { url: `${receiver.url}/${i}`, events: ['message.status_changed'] })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/webhooks', hooks);

    const messages = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(key)
        .post('/v1/send_custom_channel_message', {
          customData: { fromId: 'visitor-1', customChannel: 'chan1', body: `Message ${i}` },
        })
        .expect(202);
      return res.body.id as string;
    });
    await expectPaged(key, '/v1/messages', messages);

    const otherAgency = await createAccount(t.app, { type: 'agency' });
    const subs = await sequential(COUNT, async (i) => {
      const res = await t.api
        .as(otherAgency.apiKey)
        .post('/v1/subaccounts', { name: `Sub ${i}`, email: `sub${i}.${Date.now()}@paging.test` })
        .expect(201);
      return res.body.id as string;
    });
    await expectPaged(otherAgency.apiKey, '/v1/subaccounts', subs);
  });
});
