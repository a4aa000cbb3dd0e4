import { startTestApp, type TestApp } from '../support/app-factory';
import { People, type TestPerson } from '../support/people';
import { SseClient } from '../support/sse-client';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * A restricted agent (docs/conversations.md#restricted-agents) reaches only the conversations
 * assigned to them through every route that shows a conversation, its messages or their events:
 * `GET /v1/messages` (with or without a filter), a message by id and its deliveries, replies and
 * notes, search, a contact's export, and the live stream `GET /v1/events`
 * (docs/conversations.md#live-events). Anything else is 404, as another account's id.
 */
describe('Inbox: a restricted agent sees only their conversations, everywhere', () => {
  let t: TestApp;
  let people: People;
  let owner: TestPerson;
  let restricted: TestPerson;
  let colleague: TestPerson;
  let key: string;
  let receiver: WebhookReceiver;
  const open: SseClient[] = [];
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        EVENTS_HEARTBEAT_MS: '300',
        // the bot stays out: every message and event is one the test caused
        BOT_DEBOUNCE_MS: '600000',
      },
    });
    people = new People(t);
    owner = await people.signup('Olivia Owner');
    restricted = await people.join(owner, 'Rita Restricted');
    colleague = await people.join(owner, 'Sam Rivera');
    key = await people.apiKey(owner);
    receiver = await WebhookReceiver.start();
    await t.api
      .as(key)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    await people
      .as(owner, 'patch', `/v1/users/${restricted.userId}`)
      .send({ restrictedToAssigned: true })
      .expect(200);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.kill();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** The contact `fromId` writes on the custom channel: the message, conversation and contact ids. */
  async function say(fromId: string, body: string) {
    seq += 1;
    const res = await t.api
      .as(key)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    const message = (await t.api.as(key).get(`/v1/messages/${res.body.id}`).expect(200)).body;
    return {
      messageId: message.id as string,
      conversationId: message.conversationId as string,
      contactId: message.contactId as string,
    };
  }
  /** A new conversation (a new visitor writes), assigned to `assignee` (or nobody). */
  async function conversation(body: string, assignee: TestPerson | null) {
    const written = await say(`visitor-${Date.now()}-${++seq}`, body);
    if (assignee) {
      await t.api
        .as(key)
        .patch(`/v1/conversations/${written.conversationId}`, { assigneeId: assignee.userId })
        .expect(200);
    }
    return written;
  }
  const messageIds = async (as: TestPerson, query = '') =>
    (
      (await people.as(as, 'get', `/v1/messages?limit=100&${query}`).expect(200)).body.data as {
        id: string;
      }[]
    ).map((m) => m.id);

  it('lists only the messages of their conversations, and 404s any other message by id', async () => {
    const theirs = await conversation('mine to answer', restricted);
    const colleagues = await conversation('for Sam', colleague);
    const unassigned = await conversation('nobody yet', null);

    const listed = await messageIds(restricted);
    expect(listed).toContain(theirs.messageId);
    expect(listed).not.toContain(colleagues.messageId);
    expect(listed).not.toContain(unassigned.messageId);
    // asking for another conversation or contact by filter gives nothing either
    expect(await messageIds(restricted, `conversationId=${colleagues.conversationId}`)).toEqual([]);
    expect(await messageIds(restricted, `contactId=${unassigned.contactId}`)).toEqual([]);
    expect(await messageIds(restricted, `conversationId=${theirs.conversationId}`)).toEqual([
      theirs.messageId,
    ]);
    // the owner and an unrestricted agent still see the whole account
    for (const person of [owner, colleague]) {
      expect(await messageIds(person)).toEqual(
        expect.arrayContaining([theirs.messageId, colleagues.messageId, unassigned.messageId]),
      );
    }

    await people.as(restricted, 'get', `/v1/messages/${theirs.messageId}`).expect(200);
    for (const id of [colleagues.messageId, unassigned.messageId]) {
      for (const [method, path] of [
        ['get', `/v1/messages/${id}`],
        ['get', `/v1/messages/${id}/deliveries`],
        ['post', `/v1/messages/${id}/redeliver`],
      ] as const) {
        const res = await people.as(restricted, method, path).expect(404);
        expect(res.body.error.code).toBe('MESSAGE_NOT_FOUND');
      }
    }
    await people.as(colleague, 'get', `/v1/messages/${colleagues.messageId}`).expect(200);
  });

  it('cannot reply, note, assign or read an unassigned or a colleague’s conversation (404), nothing written', async () => {
    const colleagues = await conversation('for Sam again', colleague);
    const unassigned = await conversation('still nobody', null);
    for (const id of [colleagues.conversationId, unassigned.conversationId]) {
      for (const [method, path, body] of [
        ['post', `/v1/conversations/${id}/messages`, { body: 'sneaky reply' }],
        ['post', `/v1/conversations/${id}/notes`, { body: 'sneaky note' }],
        ['patch', `/v1/conversations/${id}`, { assigneeId: restricted.userId }],
        ['get', `/v1/conversations/${id}`, undefined],
      ] as const) {
        const req = people.as(restricted, method, path);
        const res = await (body ? req.send(body) : req).expect(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
      const thread = (await t.api.as(key).get(`/v1/messages?conversationId=${id}`).expect(200)).body
        .data as { body: string }[];
      expect(thread.map((m) => m.body)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/sneaky/)]),
      );
    }
    // a replier to an unassigned conversation would become its assignee: not through this door
    expect(
      (await t.api.as(key).get(`/v1/conversations/${unassigned.conversationId}`).expect(200)).body
        .assigneeId,
    ).toBeNull();
  });

  it("searches and exports only their conversations' content", async () => {
    const word = `zebra${Date.now().toString(36)}`;
    const theirs = await conversation(`${word} on my side`, restricted);
    const colleagues = await conversation(`${word} on Sam's side`, colleague);
    const found = (await people.as(restricted, 'get', `/v1/conversations?q=${word}`).expect(200))
      .body.data as { id: string }[];
    expect(found.map((c) => c.id)).toEqual([theirs.conversationId]);

    // a contact's export holds its conversations with every message: only assigned ones for them
    const mine = (
      await people.as(restricted, 'get', `/v1/contacts/${theirs.contactId}/export`).expect(200)
    ).body.conversations as { conversationId: string }[];
    expect(mine.map((c) => c.conversationId)).toEqual([theirs.conversationId]);
    const notMine = (
      await people.as(restricted, 'get', `/v1/contacts/${colleagues.contactId}/export`).expect(200)
    ).body.conversations as unknown[];
    expect(notMine).toEqual([]);
    const byOwner = (
      await people.as(owner, 'get', `/v1/contacts/${colleagues.contactId}/export`).expect(200)
    ).body.conversations as { messages: { body: string }[] }[];
    expect(byOwner).toHaveLength(1);
    expect(byOwner[0].messages.map((m) => m.body)).toContain(`${word} on Sam's side`);
  });

  it('streams only the events of their conversations, and the reassignment that takes one away', async () => {
    const theirs = await conversation('live: mine', restricted);
    const colleagues = await conversation('live: Sam', colleague);

    const stream = await SseClient.open(t.baseUrl, t.ca, '/v1/events', {
      Cookie: `parley_session=${restricted.session}`,
    });
    open.push(stream);
    const ownerStream = await SseClient.open(t.baseUrl, t.ca, '/v1/events', {
      Authorization: `Bearer ${key}`,
    });
    open.push(ownerStream);
    expect(stream.status).toBe(200);

    // another conversation's note and inbound message, then one of theirs as a marker
    await people
      .as(colleague, 'post', `/v1/conversations/${colleagues.conversationId}/notes`)
      .send({ body: 'Sam’s private note' })
      .expect(201);
    await people
      .as(colleague, 'post', `/v1/conversations/${colleagues.conversationId}/messages`)
      .send({ body: 'Sam answers' })
      .expect(202);
    const marker = await people
      .as(restricted, 'post', `/v1/conversations/${theirs.conversationId}/notes`)
      .send({ body: 'marker' })
      .expect(201);
    await stream.waitFor((s) => s.events.some((e) => e.data.data.id === marker.body.id), 10_000);
    // the owner's stream had them all (the events exist), in the same id order
    await ownerStream.waitFor(
      (s) => s.events.some((e) => e.data.data.id === marker.body.id),
      10_000,
    );
    expect(
      ownerStream.events.some((e) => e.data.data.conversationId === colleagues.conversationId),
    ).toBe(true);
    const about = (conversationId: string) =>
      stream.events.filter((e) => e.data.data.conversationId === conversationId);
    expect(about(colleagues.conversationId)).toEqual([]);
    expect(stream.body).not.toContain('Sam’s private note');
    expect(stream.body).not.toContain('Sam answers');

    // reassigned away: the restricted agent gets that conversation.updated, then nothing of it
    await people
      .as(owner, 'patch', `/v1/conversations/${theirs.conversationId}`)
      .send({ assigneeId: colleague.userId })
      .expect(200);
    await stream.waitFor(
      (s) =>
        s.events.some(
          (e) =>
            e.event === 'conversation.updated' &&
            e.data.data.conversationId === theirs.conversationId &&
            e.data.data.change === 'assignee',
        ),
      10_000,
    );
    const away = about(theirs.conversationId).find((e) => e.data.data.change === 'assignee')!;
    expect(away.data.data).toMatchObject({
      assigneeId: colleague.userId,
      previousAssigneeId: restricted.userId,
    });
    const seenBefore = about(theirs.conversationId).length;
    await people
      .as(colleague, 'post', `/v1/conversations/${theirs.conversationId}/notes`)
      .send({ body: 'after the hand-over' })
      .expect(201);
    // a new conversation of theirs as the next marker
    const next = await conversation('live: mine again', restricted);
    await stream.waitFor(
      (s) => s.events.some((e) => e.data.data.conversationId === next.conversationId),
      10_000,
    );
    expect(about(theirs.conversationId)).toHaveLength(seenBefore);
    expect(stream.body).not.toContain('after the hand-over');
  });
});
