import { startTestApp, type TestApp } from '../support/app-factory';
import { People, type TestPerson } from '../support/people';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * "Waiting for a person" (docs/conversations.md#the-inbox): `order=unread_first` puts the
 * conversations with unread messages first across pages (not only within one), and
 * `GET /v1/conversations/count` counts what the list would hold, as the navigation shows it.
 */
describe('Inbox: waiting for a person, unread first, and its count', () => {
  let t: TestApp;
  let people: People;
  let owner: TestPerson;
  let restricted: TestPerson;
  let key: string;
  let strangerKey: string;
  let receiver: WebhookReceiver;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: '600000' },
    });
    people = new People(t);
    owner = await people.signup('Olivia Owner');
    restricted = await people.join(owner, 'Rita Restricted');
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
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** A new visitor writes and a person takes the conversation: its id (1 unread). */
  async function waiting(k = key): Promise<string> {
    seq += 1;
    const res = await t.api
      .as(k)
      .post('/v1/incoming_custom_channel_message', {
        customData: {
          messageSid: `m-${Date.now()}-${seq}`,
          fromId: `visitor-${Date.now()}-${seq}`,
          toId: 'livechat',
          body: 'A person, please',
        },
      })
      .expect(201);
    const id = (await t.api.as(k).get(`/v1/messages/${res.body.id}`).expect(200)).body
      .conversationId as string;
    await t.api.as(k).patch(`/v1/conversations/${id}`, { owner: 'human' }).expect(200);
    return id;
  }
  const count = async (query: string, as: TestPerson | string = key) => {
    const req =
      typeof as === 'string'
        ? t.api.as(as).get(`/v1/conversations/count?${query}`)
        : people.as(as, 'get', `/v1/conversations/count?${query}`);
    return (await req.expect(200)).body.count as number;
  };
  /** Every id of the list, read one row a page (so the order holds across pages). */
  async function allPages(query: string): Promise<{ id: string; unreadCount: number }[]> {
    const rows: { id: string; unreadCount: number }[] = [];
    let cursor: string | null = null;
    do {
      const res: {
        body: { data: { id: string; unreadCount: number }[]; nextCursor: string | null };
      } = await t.api
        .as(key)
        .get(`/v1/conversations?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
        .expect(200);
      rows.push(...res.body.data);
      cursor = res.body.nextCursor;
    } while (cursor && rows.length < 50);
    return rows;
  }

  it('lists unread conversations first across pages, each group by most recent activity', async () => {
    // oldest first: a (unread), b (read), c (unread), d (read) — d the most recent
    const [a, b, c, d] = [await waiting(), await waiting(), await waiting(), await waiting()];
    for (const id of [b, d]) await t.api.as(key).post(`/v1/conversations/${id}/read`).expect(200);

    const query = 'owner=human&snoozed=false&order=unread_first';
    const rows = await allPages(query);
    expect(rows.map((r) => r.id)).toEqual([c, a, d, b]);
    expect(rows.map((r) => r.unreadCount > 0)).toEqual([true, true, false, false]);
    // the default order is still most recent activity first
    const byActivity = (
      await t.api.as(key).get('/v1/conversations?owner=human&snoozed=false&limit=10').expect(200)
    ).body.data.map((r: { id: string }) => r.id);
    expect(byActivity).toEqual([d, c, b, a]);

    // marking one unread moves it to the unread group at once
    await t.api.as(key).post(`/v1/conversations/${b}/unread`).expect(200);
    expect((await allPages(query)).map((r) => r.id)).toEqual([c, b, a, d]);

    const bad = await t.api.as(key).get('/v1/conversations?order=oldest').expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('counts what the list holds: waiting, snoozed left out, per person, per account', async () => {
    const before = await count('owner=human&snoozed=false');
    const listed = await allPages('owner=human&snoozed=false');
    expect(before).toBe(listed.length);

    const [first, second] = [await waiting(), await waiting()];
    expect(await count('owner=human&snoozed=false')).toBe(before + 2);
    await t.api
      .as(key)
      .patch(`/v1/conversations/${first}`, {
        snoozedUntil: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .expect(200);
    expect(await count('owner=human&snoozed=false')).toBe(before + 1);
    expect(await count('owner=human&snoozed=true')).toBe(1);
    await t.api.as(key).post(`/v1/conversations/${second}/read`).expect(200);
    expect(await count('owner=human&snoozed=false&unread=true')).toBe(
      (await allPages('owner=human&snoozed=false&unread=true')).length,
    );

    // another account's conversations never count; a session counts as the key does
    await waiting(strangerKey);
    expect(await count('owner=human&snoozed=false')).toBe(before + 1);
    expect(await count('owner=human&snoozed=false', owner)).toBe(before + 1);

    // a restricted agent counts only the conversations assigned to them
    await people
      .as(owner, 'patch', `/v1/users/${restricted.userId}`)
      .send({ restrictedToAssigned: true })
      .expect(200);
    expect(await count('owner=human&snoozed=false', restricted)).toBe(0);
    await t.api
      .as(key)
      .patch(`/v1/conversations/${second}`, { assigneeId: restricted.userId })
      .expect(200);
    expect(await count('owner=human&snoozed=false', restricted)).toBe(1);
    expect(await count('assignee=none', restricted)).toBe(0);
    expect(await count(`assignee=${restricted.userId}`)).toBe(1);

    // the list's rules: assignee=me needs a person, bad filters are 400, a malformed id counts 0
    const me = await t.api.as(key).get('/v1/conversations/count?assignee=me').expect(400);
    expect(me.body.error.code).toBe('VALIDATION_FAILED');
    await t.api.as(key).get('/v1/conversations/count?owner=nobody').expect(400);
    expect(await count('contactId=not-a-uuid')).toBe(0);
    await t.api.raw('get', '/v1/conversations/count').expect(401);
  });
});
