import type { Browser, Page } from 'playwright-core';
import { TeamService } from '../../src/modules/users';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { createAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

const suite = browserSuiteRuns() ? describe : describe.skip;
const PASSWORD = 'correct horse battery';

/**
 * A restricted agent (docs/conversations.md#restricted-agents) has their conversation open when
 * the owner assigns it to someone else: the screen says so ("This conversation was assigned to
 * someone else", docs/inbox-app.md#the-conversation) with a way back to the inbox, where it is no
 * longer listed, instead of a "not found" error. At 390 px wide too.
 */
suite('the Inbox in a browser: a conversation assigned away from a restricted agent', () => {
  let t: TestApp;
  let browser: Browser;
  let receiver: WebhookReceiver;
  let starting: [Promise<TestApp>, Promise<Browser>] | undefined;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    starting = [
      startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: '300' } }),
      launchBrowser(),
    ];
    [t, browser] = await Promise.all(starting);
  }, 180_000);
  afterAll(async () => {
    await receiver?.close();
    if (!starting) return;
    const [app, chromium] = await Promise.allSettled(starting);
    if (chromium.status === 'fulfilled') await chromium.value.close();
    if (app.status === 'fulfilled') await app.value.close();
  }, 180_000);

  /** A new browser signed in as `email` (viewport `width` px wide), on the Inbox. */
  async function signedIn(email: string, width: number): Promise<Page> {
    const context = await newContext(browser, t.baseUrl);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    if (width < 768) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    return page;
  }

  for (const width of [1280, 390]) {
    it(`the open conversation says it was assigned to someone else, and leaves the list (${width} px)`, async () => {
      const account = await createAccount(t.app);
      const team = t.app.get(TeamService);
      const stamp = `${width}-${Date.now()}`;
      const owner = await team.addUserToAccount(account.id, {
        email: `olivia-${stamp}@example.com`,
        password: PASSWORD,
        role: 'owner',
        name: 'Olivia Owner',
      });
      const agentEmail = `rita-${stamp}@example.com`;
      const agent = await team.addUserToAccount(account.id, {
        email: agentEmail,
        password: PASSWORD,
        role: 'agent',
        name: 'Rita Restricted',
      });
      await team.setRestriction(account.id, agent.id, true);
      const api = t.api.as(account.apiKey);
      await api
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(201);
      const said = await api
        .post('/v1/incoming_custom_channel_message', {
          customData: {
            messageSid: `m-${stamp}`,
            fromId: `visitor-${stamp}`,
            toId: 'livechat',
            body: 'Can I talk to a human please?',
          },
        })
        .expect(201);
      const id = (await api.get(`/v1/messages/${said.body.id}`).expect(200)).body
        .conversationId as string;
      await api.patch(`/v1/conversations/${id}`, { assigneeId: agent.id }).expect(200);

      const page = await signedIn(agentEmail, width);
      await page.getByRole('tab', { name: 'All' }).click();
      const list = page.getByRole('navigation', { name: 'Conversations' });
      const row = list.getByRole('link', { name: /Custom channel contact/ });
      await row.waitFor({ timeout: 10_000 });
      await row.click();
      await page.getByRole('log', { name: 'Messages' }).waitFor();

      // The owner gives it to herself: the agent's open screen says so within 5 s.
      await api.patch(`/v1/conversations/${id}`, { assigneeId: owner.id }).expect(200);
      await page
        .getByRole('status')
        .filter({ hasText: 'This conversation was assigned to someone else' })
        .waitFor({ timeout: 5_000 });
      expect(await page.getByText(/not found/i).count()).toBe(0);
      await checkScreen(page, `conversation-reassigned-${width}`);
      const widths = await page.evaluate(() => {
        const root = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return { scroll: root.scrollWidth, client: root.clientWidth };
      });
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);

      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await page.getByRole('heading', { name: 'Inbox' }).waitFor();
      await page.getByRole('tab', { name: 'All' }).click();
      await page.getByText('Nothing here').waitFor({ timeout: 5_000 });
      expect(await list.getByRole('link', { name: /Custom channel contact/ }).count()).toBe(0);
      await page.waitForTimeout(1_000); // and it does not come back when the list is read again
      expect(await list.getByRole('link', { name: /Custom channel contact/ }).count()).toBe(0);
      await page.context().close();
    }, 120_000);
  }
});
