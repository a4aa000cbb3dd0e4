import { CONTACT_SEARCH_VECTOR as MIGRATION_VECTOR } from '../../src/database/migrations/1795700200000-inbox-search-saved-replies';
import { CONTACT_SEARCH_VECTOR } from '../../src/modules/messaging/conversations/inbox-query';
import { startTestApp, type TestApp } from '../support/app-factory';
import { People, type TestPerson } from '../support/people';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Saved replies and the inbox search (docs/conversations.md#saved-replies, #search): CRUD with
 * `{{firstName}}` filled for a conversation's contact, shortcuts unique per account, another
 * account's ids 404; `q=` over the contact's name, phone, email and the message text.
 */
describe('Inbox: saved replies and search (docs/conversations.md)', () => {
  let t: TestApp;
  let people: People;
  let owner: TestPerson;
  let agent: TestPerson;
  let key: string;
  let strangerKey: string;
  let receiver: WebhookReceiver;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: '600000' } });
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
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** A contact writes on the custom channel (with `contact` fields): the conversation id. */
  async function say(fromId: string, body: string, contact: Record<string, string> = {}, k = key) {
    seq += 1;
    const res = await t.api
      .as(k)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    const message = (await t.api.as(k).get(`/v1/messages/${res.body.id}`).expect(200)).body;
    if (Object.keys(contact).length > 0) {
      await t.api.as(k).patch(`/v1/contacts/${message.contactId}`, contact).expect(200);
    }
    return message.conversationId as string;
  }
  const search = async (q: string, k = key) =>
    (
      (
        await t.api
          .as(k)
          .get(`/v1/conversations?limit=100&q=${encodeURIComponent(q)}`)
          .expect(200)
      ).body.data as { id: string }[]
    ).map((c) => c.id);

  describe('saved replies', () => {
    it('creates, lists, renders for a contact, changes and deletes, for agents and keys alike', async () => {
      const created = await people
        .as(agent, 'post', '/v1/saved_replies')
        .send({ shortcut: 'hours', body: 'Hi {{firstName}}, we open at 9.' })
        .expect(201);
      expect(created.body).toMatchObject({ shortcut: 'hours', rendered: null });
      await t.api.as(key).post('/v1/saved_replies', { shortcut: 'bye', body: 'Bye!' }).expect(201);

      const conversation = await say(`sr-${Date.now()}`, 'hello');
      const contactId = (await t.api.as(key).get(`/v1/conversations/${conversation}`).expect(200))
        .body.contactId;
      await t.api.as(key).patch(`/v1/contacts/${contactId}`, { firstName: 'Ada' }).expect(200);
      const listed = await t.api
        .as(key)
        .get(`/v1/saved_replies?conversationId=${conversation}`)
        .expect(200);
      expect(listed.body.data.map((r: { shortcut: string }) => r.shortcut)).toEqual([
        'bye',
        'hours',
      ]);
      expect(listed.body.data[1].rendered).toBe('Hi Ada, we open at 9.');
      const prefixed = await people.as(agent, 'get', '/v1/saved_replies?prefix=ho').expect(200);
      expect(prefixed.body.data.map((r: { shortcut: string }) => r.shortcut)).toEqual(['hours']);

      const changed = await people
        .as(owner, 'patch', `/v1/saved_replies/${created.body.id}`)
        .send({ body: 'We open at 8 now, {{firstName}}.' })
        .expect(200);
      expect(changed.body).toMatchObject({
        shortcut: 'hours',
        body: 'We open at 8 now, {{firstName}}.',
      });
      await people.as(agent, 'delete', `/v1/saved_replies/${created.body.id}`).expect(204);
      await t.api.as(key).get(`/v1/saved_replies/${created.body.id}`).expect(404);
    });

    it('refuses a taken shortcut (409), bad input (400) and another account’s ids (404), changing nothing', async () => {
      const first = await t.api
        .as(key)
        .post('/v1/saved_replies', { shortcut: 'price', body: 'It is 10 EUR.' })
        .expect(201);
      const taken = await t.api
        .as(key)
        .post('/v1/saved_replies', { shortcut: 'price', body: 'Other' })
        .expect(409);
      expect(taken.body.error.code).toBe('CONFLICT');
      const other = await t.api
        .as(key)
        .post('/v1/saved_replies', { shortcut: 'price2', body: 'Other' })
        .expect(201);
      const renamed = await t.api
        .as(key)
        .patch(`/v1/saved_replies/${other.body.id}`, { shortcut: 'price' })
        .expect(409);
      expect(renamed.body.error.code).toBe('CONFLICT');
      for (const body of [
        { shortcut: 'Has Space', body: 'x' },
        { shortcut: '', body: 'x' },
        { shortcut: 'ok', body: '' },
        { shortcut: 'ok', body: '   ' },
        { shortcut: 'ok', body: 'Hi {{unknownField}}' },
        { shortcut: 'x'.repeat(33), body: 'x' },
      ]) {
        const res = await t.api.as(key).post('/v1/saved_replies', body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      // the stranger cannot see, change or delete ours, nor render for our conversation
      await t.api.as(strangerKey).get(`/v1/saved_replies/${first.body.id}`).expect(404);
      await t.api
        .as(strangerKey)
        .patch(`/v1/saved_replies/${first.body.id}`, { body: 'mine' })
        .expect(404);
      await t.api.as(strangerKey).delete(`/v1/saved_replies/${first.body.id}`).expect(404);
      const ours = await say(`own-${Date.now()}`, 'hi');
      await t.api.as(strangerKey).get(`/v1/saved_replies?conversationId=${ours}`).expect(404);
      expect((await t.api.as(strangerKey).get('/v1/saved_replies').expect(200)).body.data).toEqual(
        [],
      );
      expect(
        (await t.api.as(key).get(`/v1/saved_replies/${first.body.id}`).expect(200)).body.body,
      ).toBe('It is 10 EUR.');
      await t.api.as(key).get('/v1/saved_replies/not-a-uuid').expect(404);
    });
  });

  describe('search', () => {
    it('finds conversations by contact name, email, phone and message text, and nothing of another account', async () => {
      const stamp = Date.now().toString(36);
      const byName = await say(`n-${stamp}`, 'hello', {
        firstName: `Grace${stamp}`,
        lastName: 'Hopper',
      });
      const byText = await say(`t-${stamp}`, `My parcel zebra${stamp} never arrived`);
      const byEmail = await say(`e-${stamp}`, 'hi', { email: `linus.${stamp}@example.com` });
      const theirs = await say(`x-${stamp}`, `zebra${stamp} too`, {}, strangerKey);

      expect(await search(`grace${stamp}`)).toEqual([byName]);
      expect(await search(`Grace${stamp.slice(0, 3)} hop`)).toContain(byName);
      expect(await search(`zebra${stamp}`)).toEqual([byText]);
      expect(await search(`parcel zebra${stamp}`)).toEqual([byText]);
      expect(await search(`linus.${stamp}@example.com`)).toEqual([byEmail]);
      expect(await search(`zebra${stamp}`, strangerKey)).toEqual([theirs]);
      expect(await search(`nothing-like-this-${stamp}`)).toEqual([]);
      // combined with other filters
      expect(
        (await t.api.as(key).get(`/v1/conversations?q=zebra${stamp}&owner=closed`).expect(200)).body
          .data,
      ).toEqual([]);
    });

    it('finds a contact by phone from its start, with or without +', async () => {
      const phone = `+4930${String(Date.now()).slice(-7)}`;
      const conversation = await say(`p-${Date.now()}`, 'by phone', { phone });
      const ids = await search(phone.slice(0, 8));
      const withoutPlus = await search(phone.slice(1, 9));
      expect(ids).toContain(conversation);
      expect(withoutPlus).toContain(conversation);
    });

    it('refuses a search longer than 100 characters (400) and uses the index expression of the migration', async () => {
      const res = await t.api
        .as(key)
        .get(`/v1/conversations?q=${'a'.repeat(101)}`)
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(CONTACT_SEARCH_VECTOR).toBe(MIGRATION_VECTOR);
    });
  });
});
