import { DataSource } from 'typeorm';
import { LiveEvents } from '../../src/common/outbox/live-events';
import { AppConfig } from '../../src/config/app-config';
import { LiveHub } from '../../src/modules/live';
import { Draining } from '../../src/observability/draining';
import { startTestApp, type TestApp } from '../support/app-factory';
import { People, type TestPerson } from '../support/people';
import { RUNTIME } from '../support/runtime';
import { SseClient } from '../support/sse-client';
import { WebhookReceiver } from '../support/webhook-receiver';

const HEARTBEAT_MS = 300;

/**
 * The live event stream `GET /v1/events` (docs/conversations.md#live-events): the account's
 * `message.created`, `message.status_changed` and `conversation.updated`, by key or session,
 * resumed with `Last-Event-ID` without a gap or a repeat, heartbeats, a resync for an id no
 * longer kept, erasure, and an event written by another process reaching a subscriber.
 */
describe('Live events: GET /v1/events (docs/conversations.md#live-events)', () => {
  let t: TestApp;
  let db: DataSource;
  let people: People;
  let owner: TestPerson;
  let agent: TestPerson;
  let key: string;
  let strangerKey: string;
  let receiver: WebhookReceiver;
  const open: SseClient[] = [];
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
        // the bot stays out of these tests: every event is one the test caused
        BOT_DEBOUNCE_MS: '600000',
      },
    });
    db = t.app.get(DataSource);
    people = new People(t);
    owner = await people.signup('Olivia Owner');
    agent = await people.join(owner, 'Sam Rivera');
    key = await people.apiKey(owner);
    strangerKey = await people.apiKey(await people.signup('Stan Stranger'));
    receiver = await WebhookReceiver.start();
    for (const k of [key, strangerKey]) {
      await t.api
        .as(k)
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(201);
    }
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.kill();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** Opens the stream with `headers` (a key or a session cookie). */
  async function subscribe(headers: Record<string, string>, path = '/v1/events') {
    const client = await SseClient.open(t.baseUrl, t.ca, path, headers);
    open.push(client);
    return client;
  }
  const byKey = (k: string) => ({ Authorization: `Bearer ${k}` });
  const bySession = (p: TestPerson) => ({ Cookie: `parley_session=${p.session}` });

  /** The contact `fromId` writes on the custom channel: the message id and conversation id. */
  async function say(fromId: string, body: string, k = key) {
    seq += 1;
    const res = await t.api
      .as(k)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    const message = (await t.api.as(k).get(`/v1/messages/${res.body.id}`).expect(200)).body;
    return { messageId: res.body.id as string, conversationId: message.conversationId as string };
  }

  /** The account's live event ids after `after`, in order, from the log. */
  async function storedIds(accountId: string, after: number): Promise<number[]> {
    const rows: { id: string }[] = await db.query(
      `SELECT id FROM live_events WHERE account_id = $1 AND id > $2 ORDER BY id`,
      [accountId, after],
    );
    return rows.map((r) => Number(r.id));
  }
  const latest = async (accountId: string) =>
    (await storedIds(accountId, 0)).reduce((a, b) => Math.max(a, b), 0);

  it('streams the account’s message and conversation events, by key and by session, and nothing of another account', async () => {
    const keyed = await subscribe(byKey(key));
    const signedIn = await subscribe(bySession(agent));
    const stranger = await subscribe(byKey(strangerKey));
    expect(keyed.status).toBe(200);
    expect(keyed.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(keyed.headers['cache-control']).toBe('no-store');

    const { messageId, conversationId } = await say(`live-${Date.now()}`, 'Is anyone there?');
    for (const client of [keyed, signedIn]) {
      await client.waitFor((c) => c.events.some((e) => e.data.data.id === messageId), 3000);
      const created = client.events.find((e) => e.data.data.id === messageId)!;
      expect(created).toMatchObject({
        event: 'message.created',
        data: { type: 'message.created', data: { author: 'contact', body: 'Is anyone there?' } },
      });
      expect(Number(created.id)).toBeGreaterThan(0);
    }

    const reply = await people
      .as(agent, 'post', `/v1/conversations/${conversationId}/messages`)
      .send({ body: 'Sam here.' })
      .expect(202);
    await keyed.waitFor(
      (c) =>
        c.events.some(
          (e) => e.event === 'message.status_changed' && e.data.data.id === reply.body.id,
        ),
      5000,
    );
    expect(
      keyed.events.find((e) => e.event === 'message.created' && e.data.data.id === reply.body.id)!
        .data.data,
    ).toMatchObject({ author: 'human', authorName: 'Sam Rivera' });
    await people.as(agent, 'post', `/v1/conversations/${conversationId}/read`).expect(200);
    await keyed.waitFor((c) =>
      c.events.some(
        (e) =>
          e.event === 'conversation.updated' &&
          e.data.data.conversationId === conversationId &&
          e.data.data.change === 'read',
      ),
    );

    // the stranger sees their own event and none of ours
    const theirs = await say(`their-${Date.now()}`, 'hello', strangerKey);
    await stranger.waitFor((c) => c.events.some((e) => e.data.data.id === theirs.messageId));
    const ours = new Set([messageId, reply.body.id, conversationId]);
    expect(
      stranger.events.filter(
        (e) => ours.has(e.data.data.id as string) || ours.has(e.data.data.conversationId as string),
      ),
    ).toEqual([]);
    // ids grow in the order they arrive
    const ids = keyed.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a request without credentials (401) and a malformed Last-Event-ID (400), in the envelope', async () => {
    const anonymous = await t.api.raw('get', '/v1/events').expect(401);
    expect(anonymous.body.error.code).toBe('API_KEY_MISSING');
    for (const id of ['abc', '-1', '1.5']) {
      const bad = await t.api.as(key).get('/v1/events').set('Last-Event-ID', id).expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    const badQuery = await t.api.as(key).get('/v1/events?lastEventId=x').expect(400);
    expect(badQuery.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('resumes after a connection killed mid-stream with Last-Event-ID: nothing missing, nothing twice', async () => {
    const start = await latest(owner.accountId);
    const first = await subscribe(byKey(key));
    let writing = true;
    const visitors = Array.from({ length: 6 }, (_, i) => `burst-${Date.now()}-${i}`);
    // six contacts write at once, five messages each, while the subscriber is killed and returns
    const writer = Promise.all(
      visitors.map(async (visitor) => {
        for (let i = 0; i < 5; i += 1) await say(visitor, `message ${i}`);
      }),
    ).finally(() => (writing = false));
    await first.waitFor((c) => c.events.length >= 4, 10_000);
    first.kill();
    const killedAt = first.lastId!;
    expect(writing).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await subscribe({ ...byKey(key), 'Last-Event-ID': killedAt });
    await writer;
    const expected = await storedIds(owner.accountId, start);
    expect(expected.length).toBeGreaterThanOrEqual(30);
    const last = expected[expected.length - 1];
    await second.waitFor((c) => c.lastId === String(last), 10_000);

    const before = first.events.map((e) => Number(e.id));
    const after = second.events.map((e) => Number(e.id));
    expect(after.every((id) => id > Number(killedAt))).toBe(true);
    expect(before.filter((id) => after.includes(id))).toEqual([]);
    // exactly the log, once each, in order
    expect([...before, ...after]).toEqual(expected);
  });

  it('writes a heartbeat comment on an idle stream', async () => {
    const idle = await subscribe(byKey(key));
    await idle.waitFor((c) => c.comments.some((line) => line.startsWith('heartbeat')), 3000);
    expect(idle.events).toEqual([]);
  });

  it('sends resync for an id older than what is kept, then carries on with new events', async () => {
    await say(`old-${Date.now()}`, 'one');
    const kept = await storedIds(owner.accountId, 0);
    const oldest = kept[kept.length - 1];
    // what the retention job does after 24 h
    await db.query(`DELETE FROM live_events WHERE id <= $1`, [oldest]);
    const client = await subscribe({ ...byKey(key), 'Last-Event-ID': String(oldest - 1) });
    await client.waitFor((c) => c.events.length >= 1);
    // the resync carries the account's latest kept id (none left here: 0), where the stream goes on from
    expect(client.events[0]).toMatchObject({
      event: 'resync',
      id: String(await latest(owner.accountId)),
    });
    const { messageId } = await say(`new-${Date.now()}`, 'two');
    await client.waitFor((c) => c.events.some((e) => e.data.data.id === messageId));
    // an id the account never had (greater than its latest) resyncs too
    const ahead = await subscribe({ ...byKey(key), 'Last-Event-ID': '999999999' });
    await ahead.waitFor((c) => c.events.length >= 1);
    expect(ahead.events[0].event).toBe('resync');
  });

  it("deletes the contact's events when the contact is erased", async () => {
    const { conversationId } = await say(`erase-${Date.now()}`, 'my secret is 4242');
    const contactId = (await t.api.as(key).get(`/v1/conversations/${conversationId}`).expect(200))
      .body.contactId as string;
    const count = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM live_events WHERE contact_id = $1`, [
          contactId,
        ])
      )[0].n as number;
    expect(await count()).toBeGreaterThan(0);
    await t.api.as(key).delete(`/v1/contacts/${contactId}`).expect(204);
    expect(await count()).toBe(0);
    const leaked: unknown[] = await db.query(
      `SELECT 1 FROM live_events WHERE data::text LIKE '%4242%'`,
    );
    expect(leaked).toEqual([]);
  });

  it('delivers an event written by another process to a subscriber of this one', async () => {
    const client = await subscribe(byKey(key));
    if (RUNTIME === 'postgres') {
      // a second service instance on the same PostgreSQL (its own pool, queue and listener)
      const second = await startTestApp({
        database: t.database,
        env: { BOT_DEBOUNCE_MS: '600000' },
      });
      try {
        const started = Date.now();
        const res = await second.api
          .as(key)
          .post('/v1/incoming_custom_channel_message', {
            customData: {
              messageSid: `p2-${Date.now()}`,
              fromId: 'other-process',
              toId: 'livechat',
              body: 'via process 2',
            },
          })
          .expect(201);
        await client.waitFor((c) => c.events.some((e) => e.data.data.id === res.body.id), 3000);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(t.app.get(LiveHub).hearsOthers).toBe(true);
      } finally {
        await second.close();
      }
    } else {
      // the embedded database serves one service process; another process (the operator CLI)
      // reaches it through its socket: a writer on a connection of its own, unheard by this
      // process's commits, is read on the next heartbeat
      const other = new DataSource({ type: 'postgres', url: t.databaseUrl, poolSize: 1 });
      await other.initialize();
      try {
        const writer = new LiveEvents(other, t.app.get(AppConfig));
        await writer.append(other.manager, [
          {
            accountId: owner.accountId,
            type: 'conversation.updated',
            data: { change: 'owner', conversationId: 'from-another-process' },
          },
        ]);
        await client.waitFor(
          (c) => c.events.some((e) => e.data.data.conversationId === 'from-another-process'),
          HEARTBEAT_MS * 3 + 2000,
        );
      } finally {
        await other.destroy();
      }
    }
  });

  it('ends its streams when the process starts draining, and counts open streams', async () => {
    const hub = t.app.get(LiveHub);
    const client = await subscribe(byKey(key));
    await client.waitFor(() => hub.size >= 1);
    const metrics = await t.api.raw('get', '/metrics').expect(200);
    expect(metrics.text).toMatch(/parley_event_streams [1-9]/);
    // SIGTERM's first step: the streams end, so the process does not wait for them
    t.app.get(Draining).begin();
    await client.waitFor((c) => c.closed, 3000);
    expect(hub.size).toBe(0);
  });
});
