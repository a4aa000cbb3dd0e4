import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TeamService } from '../../src/modules/users/team.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { FakeTemplateReview } from '../support/fake-template-review';
import { signWhatsApp } from '../support/fake-whatsapp';
import {
  browserSuiteRuns,
  checkScreen,
  expectFocused,
  launchBrowser,
  newContext,
} from '../support/browser';
import { WebhookReceiver } from '../support/webhook-receiver';
import { waitUntil } from '../support/poll';

/**
 * The Channels, Templates review, Webhooks and Agency screens in a real browser
 * (docs/sessions-and-app.md#the-app, docs/channels.md#connections): headless Chromium against
 * the real service, driven by the names a person reads. Screenshots land in reports/screenshots/
 * (`channels-*`), each screen also at 390 px, each scanned by axe.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

/** The WhatsApp connection the journeys type in (the template fake knows its WABA and token). */
const WABA = '102290129340398';
const ACCESS_TOKEN = 'EAAJB0ExampleAccessToken';
const APP_SECRET = '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a';

/** The password every person of these tests signs up with. */
const PASSWORD = 'correct horse battery';

/** The page's `document`, as the browser-side callbacks see it (this project compiles without the DOM types). */
interface PageDocument {
  documentElement: { scrollWidth: number; clientWidth: number };
  querySelectorAll(selector: string): { getBoundingClientRect(): { right: number } }[];
}

suite('Channels, templates, webhooks and agency in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let receiver: WebhookReceiver;
  let runId = 0;
  let graph: FakeTemplateReview;
  let starting: [Promise<TestApp>, Promise<Browser>, Promise<WebhookReceiver>] | undefined;

  beforeAll(async () => {
    graph = await FakeTemplateReview.start([{ wabaId: WABA, accessToken: ACCESS_TOKEN }]);
    starting = [
      startTestApp({ env: { WHATSAPP_API_BASE_URL: graph.baseUrl } }),
      launchBrowser(),
      WebhookReceiver.start(),
    ];
    [t, browser, receiver] = await Promise.all(starting);
  }, 180_000);
  afterAll(async () => {
    if (!starting) return;
    const [app, chromium, hooks] = await Promise.allSettled(starting);
    if (chromium.status === 'fulfilled') await chromium.value.close();
    if (hooks.status === 'fulfilled') await hooks.value.close();
    if (app.status === 'fulfilled') await app.value.close();
    await graph?.close();
  }, 180_000);
  beforeEach(async () => {
    context = await newContext(browser, t.baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** Signs a new owner up through Sign up; ends on Contacts. */
  async function signUp(company: string): Promise<string> {
    runId += 1;
    const email = `channels${runId}-${Date.now()}@example.com`;
    await page.goto('/app/signup');
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    return email;
  }

  /** A JSON request to /v1 with the page's session (and the app's Origin, as the app sends it). */
  async function apiCall(method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
    const response = await context.request.fetch(`${t.baseUrl}/v1${path}`, {
      method,
      data,
      headers: { origin: t.baseUrl },
    });
    const body = await response.text();
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${body}`);
    return body ? JSON.parse(body) : null;
  }

  /**
   * The same screen at 390 px wide: no sideways scrolling, neither of the page nor inside a
   * table (each row a card), then its screenshot and axe scan.
   */
  async function checkNarrow(name: string): Promise<void> {
    await page.setViewportSize({ width: 390, height: 844 });
    await waitUntil(() =>
      page.evaluate(() => {
        const document = (globalThis as unknown as { document: PageDocument }).document;
        const root = document.documentElement;
        const tables = [...document.querySelectorAll('table')];
        return (
          root.scrollWidth <= root.clientWidth &&
          tables.every((table) => table.getBoundingClientRect().right <= root.clientWidth)
        );
      }),
    );
    await checkScreen(page, name);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** On Channels: Connect WhatsApp with the journeys' credentials; ends with the callback URL shown. */
  async function connectWhatsApp(shots = false): Promise<void> {
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await whatsapp.getByRole('button', { name: 'Connect WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect WhatsApp' });
    await expectFocused(dialog.getByLabel('Phone number ID'));
    await dialog.getByLabel('Phone number ID').fill('106540352242922');
    await dialog.getByLabel('WhatsApp Business Account ID').fill(WABA);
    await dialog.getByLabel('Access token').fill(ACCESS_TOKEN);
    await dialog.getByLabel('App secret').fill(APP_SECRET);
    await dialog.getByLabel('Verify token').fill('parley-verify-2026');
    if (shots) await checkScreen(page, 'channels-02-connect-whatsapp');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await whatsapp.getByLabel('WhatsApp Callback URL').waitFor();
  }

  it('connects WhatsApp and shows the callback URL to paste at Meta', async () => {
    await signUp('Channels Co');
    await page.getByRole('link', { name: 'Channels', exact: true }).click();
    await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor();
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await whatsapp.getByText('sandbox: messages are recorded, nothing is sent').waitFor();
    expect(await page.title()).toBe('Channels · Parley');
    await checkScreen(page, 'channels-01-sandbox');

    await connectWhatsApp(true);
    await whatsapp.getByText('connected', { exact: true }).waitFor();
    const callback = whatsapp.getByLabel('WhatsApp Callback URL');
    expect(await callback.inputValue()).toMatch(
      new RegExp(`^${t.baseUrl}/v1/webhooks/whatsapp/[0-9a-f-]{36}$`),
    );
    expect(await whatsapp.getByLabel('WhatsApp verify token').inputValue()).toBe(
      'parley-verify-2026',
    );
    await checkScreen(page, 'channels-03-whatsapp-connected');
    await checkNarrow('channels-04-whatsapp-connected-390');

    // Disconnect asks first, then WhatsApp is back in the sandbox.
    await whatsapp.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect WhatsApp?' }).waitFor();
    await page.getByRole('button', { name: 'Disconnect' }).last().click();
    await whatsapp.getByText('sandbox: messages are recorded, nothing is sent').waitFor();
  }, 120_000);

  it("rotates a custom channel's secret and shows a delivery with its status", async () => {
    await signUp('Custom Co');
    await page.getByRole('link', { name: 'Channels', exact: true }).click();
    const custom = page.getByRole('region', { name: 'Custom channels' });
    await custom.getByRole('button', { name: 'New custom channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New custom channel' });
    await expectFocused(dialog.getByLabel('Name'));
    await dialog.getByLabel('Name').fill('livechat');
    await dialog.getByLabel('Delivery URL').fill(`${receiver.url}/livechat`);
    await dialog.getByRole('button', { name: 'Create channel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const secret = await custom.getByLabel('Signing secret of livechat').inputValue();
    expect(secret).toMatch(/^whsec_/);

    const channel = page.getByRole('region', { name: 'Custom channel livechat' });
    await channel.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = await channel.getByLabel('New signing secret of livechat').inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    const before = receiver.received.length;
    await apiCall('POST', '/send_custom_channel_message', {
      customData: { fromId: `visitor-${Date.now()}`, customChannel: 'livechat', body: 'Hello' },
    });
    await waitUntil(() => receiver.received.length > before);
    // The deliveries list (refreshed every few seconds) shows it delivered, with the receiver's 200.
    await channel.getByText(/^#1: 200 · .* ms$/).waitFor({ timeout: 20_000 });
    await channel.getByText('delivered', { exact: true }).first().waitFor();
    await checkScreen(page, 'channels-05-custom-channel-delivery');
    await checkNarrow('channels-06-custom-channel-390');
  }, 120_000);

  it('submits a WhatsApp template, a signed webhook approves it, and a campaign launches with it', async () => {
    await signUp('Review Co');
    await page.getByRole('link', { name: 'Channels', exact: true }).click();
    await connectWhatsApp();
    const [whatsapp] = (
      (await apiCall('GET', '/channels')) as { data: { id: string; channel: string }[] }
    ).data;

    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('button', { name: 'New template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await expectFocused(dialog.getByLabel('Template name'));
    await dialog.getByLabel('Template name').fill('order_ready');
    await dialog.getByLabel('Channel').click();
    await page.getByRole('option', { name: 'WhatsApp' }).click();
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Utility' }).click();
    await dialog.getByLabel('Message').fill('Hi {{firstName}}, your order is ready.');
    await checkScreen(page, 'channels-07-template-new-whatsapp');
    await dialog.getByRole('button', { name: 'Create template' }).click();
    const row = page.getByRole('row', { name: /order_ready/ });
    await row.getByText('Submitted to Meta: waiting for its review.').waitFor();
    expect(graph.submissions.at(-1)?.body).toMatchObject({
      name: 'order_ready',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Hi {{1}}, your order is ready.' }],
    });
    await checkScreen(page, 'channels-08-template-pending');

    // Meta's signed message_template_status_update approves it.
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'APPROVED',
                message_template_id: 1,
                message_template_name: 'order_ready',
                message_template_language: 'en_US',
                reason: 'NONE',
              },
            },
          ],
        },
      ],
    });
    await t.api
      .raw('post', `/v1/webhooks/whatsapp/${whatsapp.id}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, APP_SECRET))
      .send(raw)
      .expect(200);
    await waitUntil(async () => {
      await page.reload();
      await row.waitFor();
      return (await row.getByText('Approved by Meta.').count()) > 0;
    }, 30_000);
    await checkScreen(page, 'channels-09-template-approved');
    await checkNarrow('channels-10-templates-390');

    // A campaign opening with it launches.
    const templates = (await apiCall('GET', '/templates')) as { data: { id: string }[] };
    const list = (await apiCall('POST', '/lists', { name: 'Orders' })) as { id: string };
    const campaign = (await apiCall('POST', '/campaigns', {
      name: 'Order updates',
      listId: list.id,
      openingTemplateId: templates.data[0].id,
    })) as { id: string };
    await page.goto(`/app/campaigns/${campaign.id}`);
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await page.getByText('No real connection').count()).toBe(0);
    expect(graph.violations).toEqual([]);
  }, 180_000);

  it('adds a webhook endpoint, shows its deliveries, and redelivers one', async () => {
    await signUp('Hooks Co');
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.getByText('No endpoints yet').waitFor();
    expect(await page.title()).toBe('Webhooks · Parley');
    await checkScreen(page, 'channels-11-webhooks-empty');
    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await expectFocused(dialog.getByLabel('Endpoint URL'));
    await dialog.getByLabel('Endpoint URL').fill(`${receiver.url}/events`);
    await dialog.getByLabel('Description').fill('CRM sync');
    await dialog.getByRole('checkbox', { name: /^message\.created/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Signing secret').inputValue()).toMatch(/^whsec_/);

    // An incoming custom-channel message makes a message.created event.
    await apiCall('POST', '/custom_channels', {
      name: 'livechat',
      deliveryUrl: `${receiver.url}/chat`,
    });
    await apiCall('POST', '/incoming_custom_channel_message', {
      customData: {
        messageSid: `m-${Date.now()}`,
        fromId: 'visitor-7',
        toId: 'livechat',
        body: 'Hi',
      },
    });
    const endpoint = page.getByRole('region', { name: `Endpoint ${receiver.url}/events` });
    await endpoint.getByText(/^#1: 200 · .* ms$/).waitFor({ timeout: 20_000 });
    await checkScreen(page, 'channels-12-webhooks-delivery');
    await endpoint.getByRole('button', { name: 'Redeliver' }).first().click();
    await endpoint.getByText(/^#2: 200 · .* ms$/).waitFor({ timeout: 20_000 });
    // The redelivered event reached the endpoint twice, with the same webhook-id.
    const ids = receiver.received
      .filter((hook) => hook.path.endsWith('/events'))
      .map((hook) => hook.headers['webhook-id']);
    expect(ids.some((id) => ids.filter((other) => other === id).length === 2)).toBe(true);
    await checkNarrow('channels-13-webhooks-390');
  }, 120_000);

  it('as an agency, creates a sub-account, grants 25.50 credits and shows the balance and the transaction', async () => {
    const agency = await createAccount(t.app, { type: 'agency' });
    runId += 1;
    const email = `agency${runId}-${Date.now()}@example.com`;
    await t.app.get(TeamService).addUserToAccount(agency.id, {
      email,
      password: PASSWORD,
      role: 'owner',
      name: 'Ana Agency',
    });
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Agency', exact: true }).click();
    await page.getByText('No sub-accounts yet').waitFor();
    expect(await page.title()).toBe('Agency · Parley');
    await checkScreen(page, 'channels-14-agency-empty');

    await page.getByRole('button', { name: 'New sub-account' }).first().click();
    const create = page.getByRole('dialog', { name: 'New sub-account' });
    await expectFocused(create.getByLabel('Name'));
    await create.getByLabel('Name').fill('Bright Dental');
    await create.getByLabel('Email').fill(`bright${runId}@example.com`);
    await create.getByRole('button', { name: 'Create sub-account' }).click();
    const row = page.getByRole('row', { name: /Bright Dental/ });
    await row.getByRole('cell', { name: '0.00' }).waitFor();

    await row.getByRole('button', { name: 'Grant credits' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant credits to Bright Dental' });
    await expectFocused(grant.getByLabel('Amount'));
    await grant.getByLabel('Amount').fill('25.50');
    await grant.getByLabel('Description').fill('November top-up');
    await grant.getByRole('button', { name: 'Continue' }).click();
    await grant.getByText('The new balance will be 25.50 credits.', { exact: false }).waitFor();
    await checkScreen(page, 'channels-15-agency-grant-confirm');
    await grant.getByRole('button', { name: 'Grant', exact: true }).click();
    await grant.waitFor({ state: 'hidden' });

    await row.getByRole('cell', { name: '25.50' }).waitFor();
    const history = page.getByRole('region', { name: 'Bright Dental credits' });
    const tx = history.getByRole('row', { name: /November top-up/ });
    await tx.getByRole('cell', { name: '+25.50' }).waitFor();
    await tx.getByRole('cell', { name: 'Grant' }).waitFor();
    await checkScreen(page, 'channels-16-agency-granted');
    // on a phone the transaction is a card, still a row of cells: its amount is on screen
    await page.setViewportSize({ width: 390, height: 844 });
    const amount = await tx.getByRole('cell', { name: '+25.50' }).boundingBox();
    expect(amount!.x + amount!.width).toBeLessThanOrEqual(390);
    await checkNarrow('channels-17-agency-390');
  }, 120_000);
});
