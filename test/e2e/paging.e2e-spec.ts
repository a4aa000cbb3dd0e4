import { DataSource } from 'typeorm';
import { TeamService } from '../../src/modules/users/team.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Every keyset-paginated list of the service, paged with a small `limit` across the digit
 * boundaries 9 → 10 (and 99 → 100 for the credit ledger, the one list ordered by a sequence
 * number): each row comes back exactly once, in the list's documented order
 * (docs/api.md#pagination).
 */
describe('Keyset pagination across digit boundaries', () => {
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

  /**
   * Rows created in the same millisecond: every row of a list is given one timestamp carrying
   * microseconds (what PostgreSQL's `now()` stores), so the order is decided by the id alone and
   * a cursor that carries only milliseconds repeats or skips rows. Expected: the database's own
   * order of the list's documented keyset, each row once. One test per route.
   *
   * Lists, list members and campaigns (lists.repository.ts, campaigns.repository.ts), users
   * (users.repository.ts) and the inbox (messaging.repository.ts pageInbox) still compare the
   * raw column with a millisecond cursor: they pass once they use the shared Keyset of
   * common/pagination.
   */
  describe('rows created in the same millisecond (one timestamp with microseconds)', () => {
    const AT = '2026-03-01T10:00:00.123456Z';
    const N = 7;

    /** Gives the rows of `table` matched by `where` (params from $2) the timestamp AT in `columns`. */
    async function stamp(table: string, columns: string[], where: string, params: unknown[]) {
      const set = columns.map((column) => `${column} = $1::timestamptz`).join(', ');
      await t.app
        .get(DataSource)
        .query(`UPDATE ${table} SET ${set} WHERE ${where}`, [AT, ...params]);
    }

    /** The ids of `sql` (the list's documented keyset order, params from $1). */
    async function order(sql: string, params: unknown[]): Promise<string[]> {
      const rows: { id: string }[] = await t.app.get(DataSource).query(sql, params);
      expect(rows).toHaveLength(N);
      return rows.map((row) => row.id);
    }

    /** Creates N rows with `make`, stamps them and pages `path` against the database's order. */
    async function sameMillisecond(
      key: string,
      path: string,
      make: (i: number) => Promise<unknown>,
      table: string,
      where: string,
      owner: string,
      orderBy = 'created_at, id',
      columns = ['created_at'],
    ) {
      await sequential(N, make);
      await stamp(table, columns, where, [owner]);
      const id =
        table === 'list_members' ? 'contact_id' : table === 'memberships' ? 'user_id' : 'id';
      const expected = await order(
        `SELECT ${id} AS id FROM ${table} WHERE ${where.replace('$2', '$1')} ORDER BY ${orderBy}`,
        [owner],
      );
      for (const limit of [5, 3]) {
        const rows = (await collect(key, path, limit)) as Record<string, string>[];
        expect(rows.map((row) => row.id ?? row.contactId)).toEqual(expected);
      }
    }

    const fresh = async () => {
      const account = await createAccount(t.app);
      return { key: account.apiKey, id: account.id, api: () => t.api.as(account.apiKey) };
    };

    it('GET /v1/contacts', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/contacts',
        (i) =>
          api()
            .post('/v1/contacts', { phone: `+1415555${String(2000 + i)}` })
            .expect(201),
        'contacts',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/templates', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/templates',
        (i) =>
          api()
            .post('/v1/templates', {
              name: `same_${i}`,
              channel: 'sms',
              language: 'en',
              body: `Hi ${i}`,
            })
            .expect(201),
        'templates',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/custom_channels', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/custom_channels',
        (i) =>
          api()
            .post('/v1/custom_channels', { name: `same${i}`, deliveryUrl: receiver.url })
            .expect(201),
        'custom_channels',
        'account_id = $2 AND deleted_at IS NULL',
        id,
      );
    });

    it('GET /v1/webhooks', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/webhooks',
        (i) =>
          api()
            .post('/v1/webhooks', {
              url: `${receiver.url}/same${i}`,
              events: ['message.status_changed'],
            })
            .expect(201),
        'webhook_endpoints',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/messages', async () => {
      const { key, id, api } = await fresh();
      await api()
        .post('/v1/custom_channels', { name: 'same', deliveryUrl: receiver.url })
        .expect(201);
      await sameMillisecond(
        key,
        '/v1/messages',
        (i) =>
          api()
            .post('/v1/send_custom_channel_message', {
              customData: { fromId: `same-visitor-${i}`, customChannel: 'same', body: `Same ${i}` },
            })
            .expect(202),
        'messages',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/subaccounts', async () => {
      const agency = await createAccount(t.app, { type: 'agency' });
      await sameMillisecond(
        agency.apiKey,
        '/v1/subaccounts',
        (i) =>
          t.api
            .as(agency.apiKey)
            .post('/v1/subaccounts', {
              name: `Same ${i}`,
              email: `same${i}.${Date.now()}@paging.test`,
            })
            .expect(201),
        'accounts',
        'agency_id = $2',
        agency.id,
      );
    });

    it('GET /v1/lists', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/lists',
        (i) =>
          api()
            .post('/v1/lists', { name: `Same ${i}` })
            .expect(201),
        'lists',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/lists/{id}/contacts', async () => {
      const { key, api } = await fresh();
      const list = (await api().post('/v1/lists', { name: 'Members' }).expect(201)).body
        .id as string;
      await sameMillisecond(
        key,
        `/v1/lists/${list}/contacts`,
        async (i) => {
          const contact = await api()
            .post('/v1/contacts', { phone: `+1415555${String(3000 + i)}` })
            .expect(201);
          await api()
            .post(`/v1/lists/${list}/contacts`, { contactId: contact.body.id })
            .expect(201);
        },
        'list_members',
        'list_id = $2',
        list,
        'added_at, contact_id',
        ['added_at'],
      );
    });

    it('GET /v1/campaigns', async () => {
      const { key, id, api } = await fresh();
      await sameMillisecond(
        key,
        '/v1/campaigns',
        (i) =>
          api()
            .post('/v1/campaigns', { name: `Same ${i}` })
            .expect(201),
        'campaigns',
        'account_id = $2',
        id,
      );
    });

    it('GET /v1/users (team)', async () => {
      const { key, id } = await fresh();
      // people join by invitation or the operator's users:create: the latter's use case here
      await sameMillisecond(
        key,
        '/v1/users',
        (i) =>
          t.app.get(TeamService).addUserToAccount(id, {
            email: `same.user${i}.${Date.now()}@paging.test`,
            role: 'agent',
            password: 'correct horse battery staple',
          }),
        'memberships',
        'account_id = $2',
        id,
        'created_at, user_id',
      );
    });

    it('GET /v1/conversations (inbox, most recent activity first)', async () => {
      const { key, id, api } = await fresh();
      await api()
        .post('/v1/custom_channels', { name: 'inbox', deliveryUrl: receiver.url })
        .expect(201);
      await sameMillisecond(
        key,
        '/v1/conversations',
        (i) =>
          api()
            .post('/v1/send_custom_channel_message', {
              customData: { fromId: `inbox-visitor-${i}`, customChannel: 'inbox', body: `Hi ${i}` },
            })
            .expect(202),
        'conversations',
        'account_id = $2',
        id,
        'COALESCE(last_message_at, created_at) DESC, id DESC',
        ['created_at', 'last_message_at'],
      );
    });
  });
});
