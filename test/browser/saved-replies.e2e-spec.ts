import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TeamService } from '../../src/modules/users';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Settings > Saved replies in a real browser (docs/inbox-app.md#saved-replies): a person creates
 * a saved reply, brings it into a conversation's composer with `/`, edits it and deletes it
 * (after a confirmation), by role and accessible name, with an axe scan and a screenshot at
 * desktop width and at 390 px (reports/screenshots/saved-replies-*.png).
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };

suite('Saved replies in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let receiver: WebhookReceiver;
  let starting: [Promise<TestApp>, Promise<Browser>] | undefined;
  const contexts: BrowserContext[] = [];
  let cspViolations: string[] = [];

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    starting = [
      startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: '600000' } }),
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
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(cspViolations).toEqual([]);
    cspViolations = [];
  });

  /** An account whose owner (Maria Lopez) signs in, with a custom channel. */
  async function business(): Promise<{ account: TestAccount; email: string }> {
    const account = await createAccount(t.app);
    const email = `maria-${Date.now()}@example.com`;
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
    return { account, email };
  }

  async function signedIn(email: string): Promise<Page> {
    const context = await newContext(browser, t.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    return page;
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

  it('creates a saved reply, uses it with / in a conversation, edits it and deletes it', async () => {
    const { account, email } = await business();
    const api = t.api.as(account.apiKey);
    // a contact named Ana writes; the conversation is waiting for a person
    const said = await api
      .post('/v1/incoming_custom_channel_message', {
        customData: {
          messageSid: `m-${Date.now()}`,
          fromId: 'visitor-ana',
          toId: 'livechat',
          body: 'When are you open?',
        },
      })
      .expect(201);
    const message = (await api.get(`/v1/messages/${said.body.id}`).expect(200)).body;
    await api.patch(`/v1/contacts/${message.contactId}`, { firstName: 'Ana' }).expect(200);
    const conversationId = message.conversationId as string;

    const page = await signedIn(email);
    await page.goto('/app/settings/account');
    await page.getByRole('tab', { name: 'Saved replies' }).click();
    await page.getByRole('heading', { name: 'Saved replies' }).waitFor();
    await page.getByText('No saved replies yet').waitFor();
    // the placeholder is explained on the screen
    await page.getByText(/becomes the contact.s first name/).waitFor();
    await checkScreen(page, 'saved-replies-empty');

    // New saved reply: a taken shortcut is said in the dialog, nothing is saved twice
    await page.getByRole('button', { name: 'New saved reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'New saved reply' });
    await dialog.getByLabel('Shortcut').pressSequentially('/Hours');
    // the / shown before the field is not typed twice, and shortcuts are lower case
    await expect(dialog.getByLabel('Shortcut').inputValue()).resolves.toBe('hours');
    await dialog.getByLabel('Body').fill('Hi {{firstName}}, we are open 9-17, Monday to Friday.');
    await checkScreen(page, 'saved-replies-new');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('list', { name: 'Saved replies' });
    await table.getByText('/hours').waitFor();
    await table.getByText('Hi {{firstName}}, we are open 9-17, Monday to Friday.').waitFor();
    const listed = (await api.get('/v1/saved_replies').expect(200)).body.data;
    expect(listed).toMatchObject([
      { shortcut: 'hours', body: 'Hi {{firstName}}, we are open 9-17, Monday to Friday.' },
    ]);

    await page.getByRole('button', { name: 'New saved reply' }).click();
    await dialog.getByLabel('Shortcut').fill('hours');
    await dialog.getByLabel('Body').fill('Another text');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api.get('/v1/saved_replies').expect(200)).body.data).toHaveLength(1);
    await checkScreen(page, 'saved-replies-list');

    // in the conversation: "/ho" offers it; choosing it fills Reply for Ana
    await page.goto(`/app/inbox/${conversationId}`);
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.fill('/ho');
    const offered = page.getByRole('group', { name: 'Saved replies' });
    await offered.getByRole('button', { name: '/hours' }).click();
    await expect(reply.inputValue()).resolves.toBe('Hi Ana, we are open 9-17, Monday to Friday.');
    await page.getByRole('button', { name: 'Send' }).click();
    await waitUntil(async () =>
      (await api.get(`/v1/messages?conversationId=${conversationId}`).expect(200)).body.data.some(
        (m: { body: string }) => m.body === 'Hi Ana, we are open 9-17, Monday to Friday.',
      ),
    );

    // Edit: the new text is what / brings from now on
    await page.goto('/app/settings/saved-replies');
    await page.getByRole('button', { name: 'Edit /hours' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit /hours' });
    await expect(edit.getByLabel('Shortcut').inputValue()).resolves.toBe('hours');
    await edit.getByLabel('Shortcut').fill('open');
    await edit.getByLabel('Body').fill('Hi {{firstName}}, we are open 8-18 every day.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await table.getByText('/open').waitFor();
    await table.getByText('Hi {{firstName}}, we are open 8-18 every day.').waitFor();
    expect((await api.get('/v1/saved_replies').expect(200)).body.data).toMatchObject([
      { shortcut: 'open', body: 'Hi {{firstName}}, we are open 8-18 every day.' },
    ]);

    // at 390 px: the screen and its dialog fit, nothing scrolls sideways
    await page.setViewportSize(PHONE);
    await table.getByText('/open').waitFor();
    await expectNoSidewaysScroll(page);
    await checkScreen(page, 'saved-replies-list-390');
    await page.getByRole('button', { name: 'Edit /open' }).click();
    await page.getByRole('dialog', { name: 'Edit /open' }).waitFor();
    await checkScreen(page, 'saved-replies-edit-390');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete asks first; Cancel keeps it, Delete removes it
    await page.getByRole('button', { name: 'Delete /open' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete /open?' });
    await confirm.waitFor();
    await checkScreen(page, 'saved-replies-delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await api.get('/v1/saved_replies').expect(200)).body.data).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete /open' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No saved replies yet').waitFor();
    expect((await api.get('/v1/saved_replies').expect(200)).body.data).toEqual([]);

    // and the composer no longer offers it
    await page.goto(`/app/inbox/${conversationId}`);
    await reply.fill('/o');
    await page.waitForTimeout(300);
    await expect(page.getByRole('group', { name: 'Saved replies' }).count()).resolves.toBe(0);
  }, 180_000);
});

/** Waits (bounded, polling every 100 ms) until `check` holds. */
async function waitUntil(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
