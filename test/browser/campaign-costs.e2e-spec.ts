import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TemplatesService } from '../../src/modules/templates';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { CampaignFlow } from '../support/campaign-flow';

/**
 * The campaign page's WhatsApp costs in a browser (docs/campaigns.md#launch-warnings,
 * docs/channels.md#whatsapp-pricing): launching a marketing campaign whose list has US numbers
 * warns in words, and the page shows billable and free messages by category in a table, at a
 * desktop width and at a phone's 390 px (screenshots reports/screenshots/campaign-costs-*.png;
 * axe: no critical or serious violation).
 */
const suite = browserSuiteRuns() ? describe : describe.skip;
jest.setTimeout(180_000);

const PASSWORD = 'correct horse battery';

suite('campaign page: launch warning and WhatsApp costs', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    context = await newContext(browser, t.baseUrl);
    page = await context.newPage();
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  }, 120_000);

  /** A request of the signed-in person's session (same origin, as the app sends it). */
  async function post(path: string, data: object): Promise<{ id: string }> {
    const res = await page.request.post(`${t.baseUrl}/v1${path}`, {
      data,
      headers: { Origin: t.baseUrl },
    });
    expect(res.status()).toBeLessThan(300);
    return (await res.json()) as { id: string };
  }

  it('warns at launch that Meta does not deliver marketing templates to US numbers, then shows what WhatsApp bills by category', async () => {
    await page.goto('/app/signup');
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(`costs-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill('Costs Ltd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();

    const people = [
      ['+14155550134', 'Ada'],
      ['+12125550177', 'Grace'],
      ['+34612890921', 'Ana'],
    ];
    const contacts = [];
    for (const [phone, firstName] of people)
      contacts.push(await post('/contacts', { phone, firstName }));
    const list = await post('/lists', { name: 'Spring webinar leads' });
    await post(`/lists/${list.id}/contacts`, { contactIds: contacts.map((c) => c.id) });
    const template = await post('/templates', {
      name: 'spring_webinar_invite',
      channel: 'whatsapp',
      language: 'en_US',
      category: 'marketing',
      body: 'Hi {{firstName}}, our spring webinar starts Thursday. Want a seat?',
    });
    await t.app.get(TemplatesService).review(template.id, 'approved');
    const campaign = await post('/campaigns', {
      name: 'Spring webinar',
      channel: 'whatsapp',
      listId: list.id,
      openingTemplateId: template.id,
    });

    await page.goto(`/app/campaigns/${campaign.id}`);
    await page.getByRole('heading', { name: 'Spring webinar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Launch' }).click();
    const choice = page.getByRole('dialog', { name: 'Launch campaign' });
    await choice.getByLabel('Also send to the 3 people already in the list').check();
    await choice.getByRole('button', { name: 'Launch' }).click();
    const launched = page.getByRole('dialog', { name: 'Campaign launched' });
    const warning = launched.getByRole('alert');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toMatch(
      /2 contacts .*\+1 phone number.*marketing templates to US numbers/,
    );
    await checkScreen(page, 'campaign-costs-launch-warning');
    await expect(launched.getByRole('button', { name: 'Pause campaign' }).count()).resolves.toBe(1);
    await launched.getByRole('button', { name: 'Keep it live' }).click();
    await launched.waitFor({ state: 'detached' });

    // the openings go (sandbox), and Meta's status webhooks report their pricing
    const flow = new CampaignFlow(t);
    await flow.waitForSent(campaign.id, 3);
    const messages = await flow.messages(campaign.id);
    const pricing = [
      [true, 'marketing'],
      [true, 'marketing'],
      [false, 'utility'],
    ] as const;
    for (const [i, [billable, category]] of pricing.entries()) {
      await flow.db.query(
        `UPDATE messages SET billable = $2, pricing_model = 'PMP', pricing_category = $3,
                pricing_type = $4 WHERE id = $1`,
        [messages[i].id, billable, category, billable ? 'regular' : 'free_customer_service'],
      );
    }

    await page.reload();
    const table = page.getByRole('table', { name: 'Billable messages by category' });
    await table.waitFor();
    const marketing = table.getByRole('row', { name: /Marketing templates/ });
    await expect(marketing.getByRole('cell').allTextContents()).resolves.toEqual([
      'Marketing templates',
      '2',
      '0',
    ]);
    const utility = table.getByRole('row', { name: /Utility templates/ });
    await expect(utility.getByRole('cell').allTextContents()).resolves.toEqual([
      'Utility templates',
      '0',
      '1',
    ]);
    await expect(
      page.getByText('So far 2 messages are billable and 1 is free.', { exact: false }).count(),
    ).resolves.toBe(1);
    await checkScreen(page, 'campaign-costs-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await table.waitFor();
    const overflow = await page.evaluate(() => {
      const w = globalThis as unknown as {
        innerWidth: number;
        document: { documentElement: { scrollWidth: number } };
      };
      return w.document.documentElement.scrollWidth - w.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'campaign-costs-390');
  });

  it('quiet hours: on by default for an SMS template on the new-campaign page, editable in the Edit dialog, and the page says how many messages wait', async () => {
    const contact = await post('/contacts', { phone: '+34612890922', firstName: 'Lucia' });
    const list = await post('/lists', { name: 'Night owls' });
    await post(`/lists/${list.id}/contacts`, { contactIds: [contact.id] });
    const template = await post('/templates', {
      name: 'night_welcome',
      channel: 'sms',
      language: 'en_US',
      body: 'Hi {{firstName}}, thanks for signing up!',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/app/campaigns/new');
    await page.getByLabel('Campaign name').fill('Night texts');
    await page.getByLabel('List').selectOption({ label: 'Night owls' });
    const quiet = page.getByRole('switch', { name: 'Respect quiet hours' });
    await expect(quiet.isChecked()).resolves.toBe(false); // no template yet: WhatsApp's default
    await page.getByLabel('Opening template').selectOption(template.id);
    await expect(quiet.isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Quiet hours start').inputValue()).resolves.toBe('21:00');
    await expect(page.getByLabel('Quiet hours end').inputValue()).resolves.toBe('08:00');
    // a window from midnight to 23:59 holds the send (whatever time the test runs but one minute)
    await page.getByLabel('Quiet hours start').fill('00:00');
    await page.getByLabel('Quiet hours end').fill('23:59');
    await checkScreen(page, 'campaign-quiet-hours-new');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Night texts', level: 1 }).waitFor();
    const settings = page.getByText("00:00–23:59 in each contact's local time", { exact: true });
    await settings.waitFor();

    await page.getByRole('button', { name: 'Launch' }).click();
    const choice = page.getByRole('dialog', { name: 'Launch campaign' });
    await choice.getByLabel('Also send to the 1 person already in the list').check();
    await choice.getByRole('button', { name: 'Launch' }).click();
    await choice.waitFor({ state: 'detached' });
    const waiting = page.getByText('1 message waits for quiet hours to end');
    await waiting.waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'campaign-quiet-hours-waiting-390');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Night texts' });
    await dialog.getByLabel('Quiet hours start').fill('20:00');
    await dialog.getByLabel('Quiet hours end').fill('20:00');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('start and end must differ', { exact: false }).waitFor();
    await checkScreen(page, 'campaign-quiet-hours-edit-390');
    await dialog.getByLabel('Quiet hours end').fill('09:00');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText("20:00–09:00 in each contact's local time", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('switch', { name: 'Respect quiet hours' }).click({ force: true });
    await expect(dialog.getByLabel('Quiet hours start').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Off: messages go at any hour').waitFor();
  });
});
