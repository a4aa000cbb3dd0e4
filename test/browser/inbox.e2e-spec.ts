import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TeamService } from '../../src/modules/users';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeGraph, signMeta } from '../support/fake-graph';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The Inbox in a real browser (docs/inbox-app.md): people answer the conversations the bot hands
 * over, live, by role and accessible name, with an axe scan and a screenshot of each screen
 * (reports/screenshots/inbox-*.png). Without a browser the suite does not run, unless
 * REQUIRE_BROWSER=1 (CI), where it fails.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

const PASSWORD = 'correct horse battery';
const DAY = 24 * 3_600_000;
const PAGE_ID = '1234567890123456';
const MESSENGER = {
  pageId: PAGE_ID,
  pageAccessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};

/** Waits (bounded, polling every 100 ms) until `check` holds; answers how long it took, in ms. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

suite('the Inbox in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let flow: CampaignFlow;
  let receiver: WebhookReceiver;
  let graph: FakeGraph;
  let starting: [Promise<TestApp>, Promise<Browser>] | undefined;
  const contexts: BrowserContext[] = [];
  let cspViolations: string[] = [];
  let seq = 0;

  beforeAll(async () => {
    graph = await FakeGraph.start([{ senderId: PAGE_ID, accessToken: MESSENGER.pageAccessToken }]);
    receiver = await WebhookReceiver.start();
    starting = [
      startTestApp({
        env: {
          RATE_LIMIT_PER_MINUTE: '100000',
          BOT_DEBOUNCE_MS: '300',
          MESSENGER_API_BASE_URL: graph.baseUrl,
        },
      }),
      launchBrowser(),
    ];
    [t, browser] = await Promise.all(starting);
    flow = new CampaignFlow(t);
  }, 180_000);
  afterAll(async () => {
    await receiver?.close();
    await graph?.close();
    if (!starting) return;
    const [app, chromium] = await Promise.allSettled(starting);
    if (chromium.status === 'fulfilled') await chromium.value.close();
    if (app.status === 'fulfilled') await app.value.close();
  }, 180_000);
  beforeEach(() => {
    cspViolations = [];
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(cspViolations).toEqual([]);
  });

  /** An account with an owner (Maria Lopez) who signs in, and its API key for the test's setup. */
  async function business(): Promise<{ account: TestAccount; email: string }> {
    const account = await createAccount(t.app);
    seq += 1;
    const email = `maria${seq}-${Date.now()}@example.com`;
    await t.app.get(TeamService).addUserToAccount(account.id, {
      email,
      password: PASSWORD,
      role: 'owner',
      name: 'Maria Lopez',
    });
    return { account, email };
  }

  /** A new browser (its own cookies), signed in as `email`, on the Inbox. */
  async function signedIn(
    email: string,
    viewport?: { width: number; height: number },
    options: { eventsRefused?: boolean } = {},
  ) {
    const context = await newContext(browser, t.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    // the event stream refused: the app falls back to polling and says "Reconnecting…"
    if (options.eventsRefused)
      await page.route('**/v1/events', (route) => route.fulfill({ status: 503, body: '' }));
    if (viewport) await page.setViewportSize(viewport);
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    if (viewport && viewport.width < 768) {
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
    }
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    return page;
  }

  /** A contact writes on the custom channel (`POST /v1/incoming_custom_channel_message`). */
  async function say(account: TestAccount, fromId: string, body: string): Promise<string> {
    seq += 1;
    const res = await t.api
      .as(account.apiKey)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    return (await t.api.as(account.apiKey).get(`/v1/messages/${res.body.id}`).expect(200)).body
      .conversationId as string;
  }

  /** No sideways scrolling: the page is no wider than the viewport. */
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const widths = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }

  it('(a) a contact asks for a person: waiting within 3 s with its unread count; live inbound, a signed reply with Send, Hand back to bot, the bot answers', async () => {
    const { account, email } = await business();
    const signingSecret = (
      await t.api
        .as(account.apiKey)
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(201)
    ).body.signingSecret as string;
    const page = await signedIn(email);
    await page.getByRole('tab', { name: 'Waiting for a person', selected: true }).waitFor();
    await page.getByText('Nobody is waiting').waitFor();
    await checkScreen(page, 'inbox-empty');

    const visitor = `visitor-${Date.now()}`;
    const id = await say(account, visitor, 'Can I talk to a human please?');
    const rows = page.getByRole('navigation', { name: 'Conversations' });
    const row = rows.getByRole('link', { name: /Custom channel contact/ });
    // the bot hands it over (after its 300 ms debounce); from then on the screen has 3 s
    await within(15_000, 'the bot hands over', async () => {
      const c = (await t.api.as(account.apiKey).get(`/v1/conversations/${id}`)).body;
      return c.owner === 'human';
    });
    const handedOver = Date.now();
    await row.waitFor({ timeout: 10_000 });
    expect(Date.now() - handedOver).toBeLessThan(3_000);
    await row.getByText('1 unread').waitFor();
    await page.getByRole('link', { name: /^Inbox\s*1 waiting/ }).waitFor();
    await checkScreen(page, 'inbox-waiting');

    // every "mark read" the app asks for (once on opening, once per inbound message while open)
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(`/${id}/read`))
        reads.push(r.url());
    });
    await row.click();
    await page.getByRole('heading', { name: 'Custom channel contact' }).waitFor();
    const thread = page.getByRole('log', { name: 'Messages' });
    await thread.getByText('Can I talk to a human please?').waitFor();
    // opening it marked it read
    await within(5_000, 'marked read', async () => {
      const c = (await t.api.as(account.apiKey).get(`/v1/conversations/${id}`)).body;
      return c.unreadCount === 0;
    });
    await page.getByText(/Free replies at any time/).waitFor();

    // a new inbound message appears in the open thread without a reload
    const sent = Date.now();
    await say(account, visitor, 'Are you there? My order is late.');
    await thread.getByText('Are you there? My order is late.').waitFor({ timeout: 5_000 });
    expect(Date.now() - sent).toBeLessThan(5_000);
    // that came over the event stream, which is up
    await expect(page.getByText('Reconnecting…').count()).resolves.toBe(0);
    // read once on opening and once for the new message: no loop of marks while a refresh is due
    await within(5_000, 'read again', async () => {
      const c = (await t.api.as(account.apiKey).get(`/v1/conversations/${id}`)).body;
      return c.unreadCount === 0;
    });
    await page.waitForTimeout(1_000);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.length).toBeLessThanOrEqual(3);

    // a reply with Send reaches the channel's delivery URL, signed
    await page.getByLabel('Reply').fill('Hi, Maria here. Let me check your order.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('Hi, Maria here. Let me check your order.').waitFor();
    await thread.getByText('Maria Lopez', { exact: true }).first().waitFor();
    const isReply = (r: { json: { data?: { body?: string } } }) =>
      r.json.data?.body === 'Hi, Maria here. Let me check your order.';
    const delivery = (await receiver.waitFor((all) => all.some(isReply))).find(isReply)!;
    expect(WebhookReceiver.verify(signingSecret, delivery)).toMatchObject({
      data: { body: 'Hi, Maria here. Let me check your order.', fromId: visitor },
    });
    // Enter sends too; Shift+Enter is a new line
    const reply = page.getByLabel('Reply');
    await reply.fill('Found it:');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('it ships today.');
    await reply.press('Enter');
    await thread.getByText(/Found it:\s+it ships today\./).waitFor();
    await expect(reply.inputValue()).resolves.toBe('');
    await checkScreen(page, 'inbox-conversation-custom');

    // Hand back to bot: the bot answers the next message
    await page.getByRole('button', { name: 'Hand back to bot' }).click();
    await page.getByRole('button', { name: 'Take over' }).waitFor();
    const botBefore = await thread.getByText('Bot', { exact: true }).count();
    await say(account, visitor, 'What are your opening hours?');
    await thread.getByText('What are your opening hours?').waitFor({ timeout: 5_000 });
    await within(10_000, 'the bot answers', async () => {
      return (await thread.getByText('Bot', { exact: true }).count()) > botBefore;
    });
  }, 120_000);

  it('(b) a WhatsApp conversation whose contact never wrote: the window is closed, an approved template is sent from the Template picker', async () => {
    const { account, email } = await business();
    const { listId, templateId } = await flow.liveCampaign(account, { channel: 'whatsapp' });
    const contactId = await flow.contact(account, {
      phone: nextPhone(),
      firstName: 'Ada',
      lastName: 'Byron',
    });
    await flow.add(account, listId, [contactId]);
    await flow.settle();
    const template = (await t.api.as(account.apiKey).get(`/v1/templates/${templateId}`).expect(200))
      .body;

    const page = await signedIn(email);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: /Ada Byron/ }).click();
    await page.getByRole('heading', { name: 'Ada Byron' }).waitFor();
    await page.getByText('The 24-hour window is closed: send an approved template').waitFor();
    await expect(
      page.getByRole('button', { name: 'Send', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await page.getByLabel('Template').selectOption({ label: `${template.name} (en_US)` });
    await checkScreen(page, 'inbox-conversation-whatsapp-closed');
    await page.getByRole('button', { name: 'Send template' }).click();
    const thread = page.getByRole('log', { name: 'Messages' });
    await within(5_000, 'the template shows in the thread', async () => {
      return (await thread.getByText('Hi Ada, thanks for signing up!').count()) === 2;
    });
    const messages = (
      await t.api.as(account.apiKey).get(`/v1/messages?contactId=${contactId}`).expect(200)
    ).body.data;
    expect(messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['campaign', 'Hi Ada, thanks for signing up!'],
      ['human', 'Hi Ada, thanks for signing up!'],
    ]);
  }, 120_000);

  it('(c) a Messenger conversation at 3 days is answered from the app with HUMAN_AGENT; an API-key reply is still 403', async () => {
    const { account, email } = await business();
    const connection = (
      await t.api.as(account.apiKey).post('/v1/channels/messenger', MESSENGER).expect(201)
    ).body;
    const psid = String(7_200_000_000_000_000 + (Date.now() % 1_000_000));
    graph.profile(psid, { first_name: 'Grace', last_name: 'Hopper' });
    const at = Date.now() - 3 * DAY;
    const event = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: PAGE_ID,
          time: at,
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: PAGE_ID },
              timestamp: at,
              message: { mid: `m_${Date.now()}`, text: 'Is the blue one back in stock?' },
            },
          ],
        },
      ],
    });
    await t.api
      .raw('post', `/v1/webhooks/messenger/${connection.id}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signMeta(event, MESSENGER.appSecret))
      .send(event)
      .expect(200);
    await flow.settle();
    const conversationId = await within(10_000, 'the conversation', async () => {
      const list = (await t.api.as(account.apiKey).get('/v1/conversations?channel=messenger')).body;
      return list.data?.length === 1;
    }).then(async () => {
      const list = (await t.api.as(account.apiKey).get('/v1/conversations?channel=messenger')).body;
      return list.data[0].id as string;
    });
    const refused = await t.api
      .as(account.apiKey)
      .post(`/v1/conversations/${conversationId}/messages`, { body: 'From the API' })
      .expect(403);
    expect(refused.body.error.code).toBe('CHANNEL_SEND_NOT_ALLOWED');

    const page = await signedIn(email, undefined, { eventsRefused: true });
    await page.getByText('Reconnecting…').waitFor();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: /Grace Hopper/ }).click();
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await page.getByText('Human agent reply (up to 7 days after their last message)').waitFor();
    const before = graph.messages.length;
    await page.getByLabel('Reply').fill('Yes, the blue one is back: size M and L.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await within(10_000, 'the Graph fake receives the reply', async () => {
      await flow.settle();
      return graph.messages.length > before;
    });
    expect(graph.messages.slice(before).map((m) => [m.messagingType, m.tag, m.text])).toEqual([
      ['MESSAGE_TAG', 'HUMAN_AGENT', 'Yes, the blue one is back: size M and L.'],
    ]);
    expect(graph.violations).toEqual([]);
    // without the stream, the thread still follows by polling (every 2 s)
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText('Yes, the blue one is back: size M and L.')
      .waitFor({ timeout: 5_000 });
    await checkScreen(page, 'inbox-conversation-messenger-human-agent');
  }, 120_000);

  it('the contact page: conversations, Edit with the conflict in words, Opt out / Opt back in, Add to list, Remove from list, Delete contact; at 390 px', async () => {
    const { account, email } = await business();
    const api = t.api.as(account.apiKey);
    const ada = (
      await api
        .post('/v1/contacts', { firstName: 'Ada', lastName: 'King', phone: nextPhone() })
        .expect(201)
    ).body;
    const taken = nextPhone();
    await api.post('/v1/contacts', { firstName: 'Other', phone: taken }).expect(201);
    await api.post('/v1/lists', { name: 'Webinar leads' }).expect(201);
    await say(account, `visitor-contact-${Date.now()}`, 'hello');

    const page = await signedIn(email);
    await page.goto(`/app/contacts/${ada.id}`);
    await page.getByRole('heading', { name: 'Ada King' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByLabel('Phone').fill(taken);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Another contact already has this phone number.').waitFor();
    await edit.getByRole('link', { name: 'Open the other contact' }).waitFor();
    await edit.getByLabel('Phone').fill(ada.phone);
    await edit.getByLabel('Last name').fill('Lovelace');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();

    await page.getByRole('button', { name: 'Opt out' }).click();
    await page.getByRole('button', { name: 'Opt back in' }).waitFor();
    await page.getByRole('button', { name: 'Add to list' }).click();
    const add = page.getByRole('dialog', { name: 'Add to list' });
    await add.getByLabel('List').selectOption({ label: 'Webinar leads' });
    await add.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('link', { name: 'Webinar leads' }).waitFor();
    await page.getByRole('button', { name: 'Remove from list Webinar leads' }).waitFor();
    await checkScreen(page, 'inbox-contact-page');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await expectNoSidewaysScroll(page);
    await checkScreen(page, 'inbox-contact-page-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Remove from list Webinar leads' }).click();
    await page.getByText('Not in any list.').waitFor();
    await page.getByRole('button', { name: 'Opt back in' }).click();
    await page.getByRole('button', { name: 'Opt out' }).waitFor();

    await page.getByRole('button', { name: 'Delete contact' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Ada Lovelace?' });
    await confirm.getByText(/channel identities and opt-out history are deleted/).waitFor();
    await checkScreen(page, 'inbox-contact-delete');
    await confirm.getByRole('button', { name: 'Delete contact' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await api.get(`/v1/contacts/${ada.id}`).expect(404);
  }, 120_000);

  it('a conversation with a note, a failed message and the window notice; the inbox and the conversation at 390 px without sideways scrolling', async () => {
    // a sub-account without credit: a person's reply fails with its reason in words
    const agency = await createAccount(t.app, { type: 'agency' });
    const account = await createAccount(t.app, { agencyId: agency.id });
    seq += 1;
    const email = `maria${seq}-${Date.now()}@example.com`;
    await t.app.get(TeamService).addUserToAccount(account.id, {
      email,
      password: PASSWORD,
      role: 'owner',
      name: 'Maria Lopez',
    });
    await t.api
      .as(account.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    await say(account, `visitor-phone-${Date.now()}`, 'Can I talk to a human please?');
    const page = await signedIn(email);
    await page.getByRole('tab', { name: 'All' }).click();
    const row = page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Custom channel contact/ });
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    const thread = page.getByRole('log', { name: 'Messages' });
    await thread.getByText('Can I talk to a human please?').waitFor();
    await page.getByLabel('Reply').fill('Hello! How can I help?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread
      .getByText(/^.*Failed: .+/)
      .first()
      .waitFor({ timeout: 10_000 });
    await page.getByLabel('Reply').fill('VIP customer: call back before 5 pm.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await thread.getByText('Note by Maria Lopez · private, never sent to the contact').waitFor();
    await checkScreen(page, 'inbox-conversation');
    // the note never reached the channel
    await flow.settle();
    expect(
      receiver.received.filter((r) => r.body.includes('VIP customer: call back before 5 pm.')),
    ).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await thread.getByText('VIP customer: call back before 5 pm.').waitFor();
    await expectNoSidewaysScroll(page);
    await checkScreen(page, 'inbox-conversation-390');
    await page.goto('/app/inbox?tab=all');
    await row.waitFor();
    await expectNoSidewaysScroll(page);
    await checkScreen(page, 'inbox-390');
  }, 120_000);

  it('(d) an agent added under Settings > Team signs in, uses Assign to me, replies, adds a note that never reaches the channel, and gets 403 on key generation', async () => {
    const { account, email } = await business();
    await t.api
      .as(account.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    const visitor = `visitor-agent-${Date.now()}`;
    const id = await say(account, visitor, 'Can I talk to a human please?');

    const owner = await signedIn(email);
    await owner.getByRole('link', { name: 'Settings', exact: true }).click();
    await owner.getByRole('tab', { name: 'Team' }).click();
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite' });
    const agentEmail = `sam${seq}-${Date.now()}@example.com`;
    await invite.getByLabel('Name').fill('Sam Agent');
    await invite.getByLabel('Email').fill(agentEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    const link = await owner.getByLabel('Invitation link').inputValue();

    const context = await newContext(browser, t.baseUrl);
    contexts.push(context);
    const agent = await context.newPage();
    agent.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await agent.goto(link);
    await agent.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await agent.getByRole('button', { name: 'Accept invitation' }).click();
    await agent.getByRole('heading', { name: 'Contacts' }).waitFor();
    await agent.getByRole('link', { name: /^Inbox/ }).click();
    const row = agent
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Custom channel contact/ });
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    await agent.getByRole('button', { name: 'Assign' }).click();
    await agent.getByRole('menuitem', { name: 'Assign to me' }).click();
    await agent.getByText('Assigned to you.').waitFor();
    const conversation = (await t.api.as(account.apiKey).get(`/v1/conversations/${id}`)).body;
    expect(conversation.assigneeName).toBe('Sam Agent');

    const thread = agent.getByRole('log', { name: 'Messages' });
    await agent.getByLabel('Reply').fill('Hi, Sam here. What can I do for you?');
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('Hi, Sam here. What can I do for you?').waitFor();
    const isReply = (r: { json: { data?: { body?: string } } }) =>
      r.json.data?.body === 'Hi, Sam here. What can I do for you?';
    await receiver.waitFor((all) => all.some(isReply));
    await agent.getByLabel('Reply').fill('Checked with billing: refund approved.');
    await agent.getByRole('button', { name: 'Add note' }).click();
    await thread.getByText('Note by Sam Agent · private, never sent to the contact').waitFor();
    await flow.settle();
    expect(receiver.received.filter((r) => r.body.includes('refund approved'))).toEqual([]);

    await agent.getByRole('link', { name: /^Inbox/ }).click();
    await agent.getByRole('tab', { name: 'Mine' }).click();
    await agent
      .getByRole('navigation', { name: 'Conversations' })
      .getByText('You', { exact: true })
      .waitFor();
    await checkScreen(agent, 'inbox-agent-mine');
    const status = await agent.evaluate(async () => {
      const res = await fetch('/v1/account/api-key', { method: 'POST' });
      return {
        status: res.status,
        code: ((await res.json()) as { error: { code: string } }).error.code,
      };
    });
    expect(status).toEqual({ status: 403, code: 'OWNER_ONLY' });
  }, 120_000);
});
