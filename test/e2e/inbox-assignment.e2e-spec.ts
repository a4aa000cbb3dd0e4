import { DataSource } from 'typeorm';
import { MessagesService } from '../../src/modules/messaging/messages/messages.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { People, type TestPerson } from '../support/people';
import { WebhookReceiver } from '../support/webhook-receiver';

const HOUR = 3_600_000;

/**
 * The inbox's people (docs/conversations.md#assignment, #snooze, #private-notes, #authors):
 * assignment and its filter, a replier becoming the assignee, snooze and reopen, private notes
 * (never sent, never read by the bot, erased with the contact), mark unread, and the person
 * recorded on their replies. Owners and agents alike; another account's ids are 404.
 */
describe('Inbox: assignment, snooze, notes, unread (docs/conversations.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let people: People;
  let owner: TestPerson;
  let agent: TestPerson;
  let key: string;
  let stranger: TestPerson;
  let strangerKey: string;
  let receiver: WebhookReceiver;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    people = new People(t);
    owner = await people.signup('Olivia Owner');
    agent = await people.join(owner, 'Sam Rivera');
    key = await people.apiKey(owner);
    stranger = await people.signup('Stan Stranger');
    strangerKey = await people.apiKey(stranger);
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

  /** The contact `fromId` writes on the custom channel: the conversation's id. */
  async function say(fromId: string, body = 'Can I talk to a human please?', k = key) {
    seq += 1;
    const res = await t.api
      .as(k)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    return (await t.api.as(k).get(`/v1/messages/${res.body.id}`).expect(200)).body
      .conversationId as string;
  }
  const fresh = () => say(`visitor-${Date.now()}-${++seq}`);
  const get = async (id: string) =>
    (await t.api.as(key).get(`/v1/conversations/${id}`).expect(200)).body;
  const inboxIds = async (query: string, as: TestPerson | null = null) => {
    const req = as
      ? people.as(as, 'get', `/v1/conversations?limit=100&${query}`)
      : t.api.as(key).get(`/v1/conversations?limit=100&${query}`);
    return ((await req.expect(200)).body.data as { id: string }[]).map((c) => c.id);
  };

  describe('assignment', () => {
    it('assigns to a person of the account, filters by assignee, and unassigns', async () => {
      const id = await fresh();
      expect(await get(id)).toMatchObject({ assigneeId: null, assigneeName: null });
      expect(await inboxIds('assignee=none')).toContain(id);

      const assigned = await people
        .as(owner, 'patch', `/v1/conversations/${id}`)
        .send({ assigneeId: agent.userId })
        .expect(200);
      expect(assigned.body).toMatchObject({ assigneeId: agent.userId, assigneeName: 'Sam Rivera' });
      expect(await inboxIds(`assignee=${agent.userId}`)).toContain(id);
      expect(await inboxIds('assignee=none')).not.toContain(id);
      expect(await inboxIds('assignee=me', agent)).toContain(id);
      expect(await inboxIds('assignee=me', owner)).not.toContain(id);
      // the filter of another account's person: nothing of theirs, nothing of ours
      expect(await inboxIds(`assignee=${stranger.userId}`)).toEqual([]);

      const unassigned = await t.api
        .as(key)
        .patch(`/v1/conversations/${id}`, { assigneeId: null })
        .expect(200);
      expect(unassigned.body).toMatchObject({ assigneeId: null, assigneeName: null });
    });

    it('refuses a person of another account (404 USER_NOT_FOUND) and bad input (400), changing nothing', async () => {
      const id = await fresh();
      for (const assigneeId of [stranger.userId, '00000000-0000-4000-8000-000000000000']) {
        const res = await t.api
          .as(key)
          .patch(`/v1/conversations/${id}`, { assigneeId, owner: 'closed' })
          .expect(404);
        expect(res.body.error.code).toBe('USER_NOT_FOUND');
      }
      const after = await get(id);
      expect(after.assigneeId).toBeNull();
      expect(after.owner).not.toBe('closed');
      for (const body of [
        {},
        { assigneeId: 'sam' },
        { owner: 'nobody' },
        { snoozedUntil: 'soon' },
      ]) {
        const res = await t.api.as(key).patch(`/v1/conversations/${id}`, body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      for (const q of ['assignee=someone', 'snoozed=maybe']) {
        const res = await t.api.as(key).get(`/v1/conversations?${q}`).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      // `me` needs a person
      const me = await t.api.as(key).get('/v1/conversations?assignee=me').expect(400);
      expect(me.body.error.code).toBe('VALIDATION_FAILED');
    });

    it("answers 404 for another account's conversation, by key and by session", async () => {
      const theirs = await say('their-visitor', 'hello', strangerKey);
      await t.api.as(key).patch(`/v1/conversations/${theirs}`, { assigneeId: null }).expect(404);
      await people
        .as(agent, 'patch', `/v1/conversations/${theirs}`)
        .send({ assigneeId: agent.userId })
        .expect(404);
      await people
        .as(agent, 'post', `/v1/conversations/${theirs}/notes`)
        .send({ body: 'x' })
        .expect(404);
      await people.as(agent, 'post', `/v1/conversations/${theirs}/unread`).expect(404);
      const row = (await t.api.as(strangerKey).get(`/v1/conversations/${theirs}`).expect(200)).body;
      expect(row).toMatchObject({ assigneeId: null, unreadCount: 1, owner: 'bot' });
    });

    it('makes a person who replies to an unassigned conversation its assignee, and records them on the message', async () => {
      const id = await fresh();
      const reply = await people
        .as(agent, 'post', `/v1/conversations/${id}/messages`)
        .send({ body: 'Hi, Sam here.' })
        .expect(202);
      expect(reply.body).toMatchObject({
        author: 'human',
        authorUserId: agent.userId,
        authorName: 'Sam Rivera',
      });
      expect(await get(id)).toMatchObject({ assigneeId: agent.userId, owner: 'human' });
      // the owner replying later does not take it from Sam
      const second = await people
        .as(owner, 'post', `/v1/conversations/${id}/messages`)
        .send({ body: 'Olivia too.' })
        .expect(202);
      expect(second.body).toMatchObject({ authorUserId: owner.userId, authorName: 'Olivia Owner' });
      expect(await get(id)).toMatchObject({ assigneeId: agent.userId });
      const stored: { author_user_id: string | null }[] = await db.query(
        `SELECT author_user_id FROM messages WHERE conversation_id = $1 AND purpose = 'human' ORDER BY created_at`,
        [id],
      );
      expect(stored.map((r) => r.author_user_id)).toEqual([agent.userId, owner.userId]);
    });

    it('records no person on a reply sent with an API key, and assigns nobody', async () => {
      const id = await fresh();
      const reply = await t.api
        .as(key)
        .post(`/v1/conversations/${id}/messages`, { body: 'An integration writes.' })
        .expect(202);
      expect(reply.body).toMatchObject({ author: 'human', authorUserId: null, authorName: null });
      expect(await get(id)).toMatchObject({ assigneeId: null });
    });

    it('unassigns the conversations of a person removed from the account', async () => {
      const temp = await people.join(owner, 'Temp Worker');
      const id = await fresh();
      await people
        .as(owner, 'patch', `/v1/conversations/${id}`)
        .send({ assigneeId: temp.userId })
        .expect(200);
      await people.as(owner, 'delete', `/v1/users/${temp.userId}`).expect(204);
      expect(await get(id)).toMatchObject({ assigneeId: null });
    });
  });

  describe('snooze and reopen', () => {
    it('takes a snoozed conversation out of Waiting until the contact writes', async () => {
      const visitor = `snoozer-${Date.now()}`;
      const id = await say(visitor);
      await t.api.as(key).patch(`/v1/conversations/${id}`, { owner: 'human' }).expect(200);
      expect(await inboxIds('owner=human&snoozed=false')).toContain(id);

      const until = new Date(Date.now() + 2 * HOUR).toISOString();
      const snoozed = await people
        .as(agent, 'patch', `/v1/conversations/${id}`)
        .send({ snoozedUntil: until })
        .expect(200);
      expect(snoozed.body.snoozedUntil).toBe(until);
      expect(await inboxIds('owner=human&snoozed=false')).not.toContain(id);
      expect(await inboxIds('owner=human&snoozed=true')).toContain(id);

      await say(visitor, 'Anyone there?');
      expect(await get(id)).toMatchObject({ snoozedUntil: null });
      expect(await inboxIds('owner=human&snoozed=false')).toContain(id);
    });

    it('wakes a snoozed conversation on request and when it is closed; reopens a closed one', async () => {
      const id = await fresh();
      const until = new Date(Date.now() + HOUR).toISOString();
      await t.api.as(key).patch(`/v1/conversations/${id}`, { snoozedUntil: until }).expect(200);
      const woken = await t.api
        .as(key)
        .patch(`/v1/conversations/${id}`, { snoozedUntil: null })
        .expect(200);
      expect(woken.body.snoozedUntil).toBeNull();

      await t.api.as(key).patch(`/v1/conversations/${id}`, { snoozedUntil: until }).expect(200);
      const closed = await t.api
        .as(key)
        .patch(`/v1/conversations/${id}`, { owner: 'closed' })
        .expect(200);
      expect(closed.body).toMatchObject({ owner: 'closed', snoozedUntil: null });
      const reopened = await t.api
        .as(key)
        .patch(`/v1/conversations/${id}`, { owner: 'human' })
        .expect(200);
      expect(reopened.body).toMatchObject({ owner: 'human', snoozedUntil: null });
    });

    it('refuses a snooze in the past or more than a year ahead', async () => {
      const id = await fresh();
      for (const at of [Date.now() - 60_000, Date.now() + 400 * 24 * HOUR]) {
        const res = await t.api
          .as(key)
          .patch(`/v1/conversations/${id}`, { snoozedUntil: new Date(at).toISOString() })
          .expect(400);
        expect(res.body.error.details[0].field).toBe('snoozedUntil');
      }
      expect(await get(id)).toMatchObject({ snoozedUntil: null });
    });
  });

  describe('private notes', () => {
    it('stores a note in the thread with its person, never sends it, and keeps it from the bot and the last message', async () => {
      const id = await fresh();
      const before = receiver.received.length;
      const note = await people
        .as(agent, 'post', `/v1/conversations/${id}/notes`)
        .send({ body: 'VIP customer: be nice.' })
        .expect(201);
      expect(note.body).toMatchObject({
        conversationId: id,
        author: 'note',
        direction: 'note',
        status: 'note',
        body: 'VIP customer: be nice.',
        authorUserId: agent.userId,
        authorName: 'Sam Rivera',
      });
      const row = await get(id);
      expect(row.messages.map((m: { author: string }) => m.author)).toEqual(['contact', 'note']);
      expect(row.lastMessage).toMatchObject({ author: 'contact' });
      const listed = (await t.api.as(key).get(`/v1/messages?conversationId=${id}`).expect(200))
        .body;
      expect(listed.data.map((m: { author: string }) => m.author)).toContain('note');
      // what the bot reads of the conversation
      const botView = await t.app.get(MessagesService).recent(owner.accountId, id, 50);
      expect(botView.map((m) => m.direction)).toEqual(['inbound']);
      // nothing went to the channel, no credit, no status moves
      await new Promise((resolve) => setTimeout(resolve, 500));
      const delivered = receiver.received.slice(before).map((r) => r.body);
      expect(delivered.filter((body) => body.includes('VIP customer'))).toEqual([]);
      const stored: { status: string; send_started_at: Date | null }[] = await db.query(
        `SELECT status, send_started_at FROM messages WHERE id = $1`,
        [note.body.id],
      );
      expect(stored).toEqual([{ status: 'note', send_started_at: null }]);
    });

    it('refuses a note from an API key (403 SESSION_REQUIRED) and an empty one (400)', async () => {
      const id = await fresh();
      const keyed = await t.api
        .as(key)
        .post(`/v1/conversations/${id}/notes`, { body: 'x' })
        .expect(403);
      expect(keyed.body.error.code).toBe('SESSION_REQUIRED');
      for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(4097) }]) {
        const res = await people
          .as(agent, 'post', `/v1/conversations/${id}/notes`)
          .send(body)
          .expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      expect((await get(id)).messages).toHaveLength(1);
    });

    it('erases the notes with the contact', async () => {
      const id = await fresh();
      await people
        .as(owner, 'post', `/v1/conversations/${id}/notes`)
        .send({ body: 'Her card ends in 4242' })
        .expect(201);
      const contactId = (await get(id)).contactId as string;
      await t.api.as(key).delete(`/v1/contacts/${contactId}`).expect(204);
      const bodies: { body: string }[] = await db.query(
        `SELECT body FROM messages WHERE conversation_id = $1 AND direction = 'note'`,
        [id],
      );
      expect(bodies).toHaveLength(1);
      expect(bodies[0].body).not.toContain('4242');
    });
  });

  describe('restricted agents', () => {
    it('lets an owner restrict an agent to the conversations assigned to them, and lift it', async () => {
      const restricted = await people.join(owner, 'Rita Restricted');
      const theirs = await fresh();
      const others = await fresh();
      await t.api
        .as(key)
        .patch(`/v1/conversations/${theirs}`, { assigneeId: restricted.userId })
        .expect(200);

      const set = await people
        .as(owner, 'patch', `/v1/users/${restricted.userId}`)
        .send({ restrictedToAssigned: true })
        .expect(200);
      expect(set.body).toMatchObject({
        id: restricted.userId,
        role: 'agent',
        restrictedToAssigned: true,
      });

      const listed = await inboxIds('', restricted);
      expect(listed).toEqual([theirs]);
      expect(await inboxIds('assignee=none', restricted)).toEqual([]);
      expect(await inboxIds(`assignee=${agent.userId}`, restricted)).toEqual([]);
      await people.as(restricted, 'get', `/v1/conversations/${theirs}`).expect(200);
      for (const [method, path, body] of [
        ['get', `/v1/conversations/${others}`, undefined],
        ['patch', `/v1/conversations/${others}`, { assigneeId: restricted.userId }],
        ['post', `/v1/conversations/${others}/messages`, { body: 'sneaky' }],
        ['post', `/v1/conversations/${others}/notes`, { body: 'sneaky' }],
        ['post', `/v1/conversations/${others}/read`, undefined],
        ['post', `/v1/conversations/${others}/unread`, undefined],
      ] as const) {
        const req = people.as(restricted, method, path);
        const res = await (body ? req.send(body) : req).expect(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
      expect(await get(others)).toMatchObject({ assigneeId: null });
      expect((await get(others)).messages).toHaveLength(1);

      // only owners change it; owners cannot be restricted; another account's person is 404
      const byAgent = await people
        .as(agent, 'patch', `/v1/users/${restricted.userId}`)
        .send({ restrictedToAssigned: false })
        .expect(403);
      expect(byAgent.body.error.code).toBe('OWNER_ONLY');
      const onOwner = await people
        .as(owner, 'patch', `/v1/users/${owner.userId}`)
        .send({ restrictedToAssigned: true })
        .expect(400);
      expect(onOwner.body.error.code).toBe('VALIDATION_FAILED');
      await people
        .as(owner, 'patch', `/v1/users/${stranger.userId}`)
        .send({ restrictedToAssigned: true })
        .expect(404);
      await people.as(owner, 'patch', `/v1/users/${restricted.userId}`).send({}).expect(400);

      await t.api
        .as(key)
        .patch(`/v1/users/${restricted.userId}`, { restrictedToAssigned: false })
        .expect(200);
      await people.as(restricted, 'get', `/v1/conversations/${others}`).expect(200);
      expect(await inboxIds('', restricted)).toEqual(expect.arrayContaining([theirs, others]));
    });
  });

  describe('unread', () => {
    it('marks a read conversation unread again, for owners and agents', async () => {
      const id = await fresh();
      await people.as(agent, 'post', `/v1/conversations/${id}/read`).expect(200);
      expect((await get(id)).unreadCount).toBe(0);
      const unread = await people.as(agent, 'post', `/v1/conversations/${id}/unread`).expect(200);
      expect(unread.body.unreadCount).toBe(1);
      expect(await inboxIds('unread=true')).toContain(id);
      // already unread: stays as counted
      await say((await get(id)).contact?.phone ?? 'x', 'more').catch(() => undefined);
      const again = await people.as(owner, 'post', `/v1/conversations/${id}/unread`).expect(200);
      expect(again.body.unreadCount).toBeGreaterThanOrEqual(1);
      await t.api.as(key).post('/v1/conversations/not-a-uuid/unread').expect(404);
    });
  });
});
