import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';

/**
 * Every screen, for every person (docs/sessions-and-app.md#the-app): each one, signed out and
 * signed in, at a phone's 390 px width has its own `<title>`, exactly one `h1`, no sideways
 * scrolling (`scrollWidth <= innerWidth`) and no critical or serious axe violation; a
 * screenshot of each lands in reports/screenshots/screens-390-*.png.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;
// a journey signs several people up on a busy 2-core machine
jest.setTimeout(180_000);

const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };

suite('every screen at 390 px', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const titles = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    context = await newContext(browser, t.baseUrl);
    page = await context.newPage();
    await page.setViewportSize(PHONE);
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  }, 120_000);

  /** What each screen got wrong, by screen: reported together at the end of each test. */
  const problems: string[] = [];

  /**
   * The screen as it is now: screenshot, then one h1 named `heading`, its own title, no
   * sideways scroll and no critical or serious axe violation, each failure noted in `problems`
   * so one run names every screen that breaks a rule.
   */
  async function expectScreen(name: string, heading: string | RegExp): Promise<void> {
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    await page.getByText('Loading', { exact: false }).first().waitFor({ state: 'detached' });
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) problems.push(`${name}: ${h1} h1 elements`);
    const title = await page.title();
    const other = [...titles.entries()].find(([, seen]) => seen === title);
    if (!title || other) problems.push(`${name}: title "${title}" (also ${other?.[0]})`);
    titles.set(name, title);
    const overflow = await page.evaluate(() => {
      const w = globalThis as unknown as {
        innerWidth: number;
        document: { documentElement: { scrollWidth: number } };
      };
      return { scrollWidth: w.document.documentElement.scrollWidth, innerWidth: w.innerWidth };
    });
    if (overflow.scrollWidth > overflow.innerWidth)
      problems.push(`${name}: ${overflow.scrollWidth} px wide at ${overflow.innerWidth} px`);
    try {
      await checkScreen(page, `screens-390-${name}`);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }

  /** A request of the signed-in person's session (same origin, as the app sends it). */
  async function post(path: string, data: object): Promise<{ id: string }> {
    const res = await page.request.post(`${t.baseUrl}/v1${path}`, {
      data,
      headers: { Origin: t.baseUrl },
    });
    expect(res.status()).toBeLessThan(300);
    return (await res.json()) as { id: string };
  }

  it('signed out: Sign in, Sign up, a dead invitation and a sign-up link', async () => {
    await page.goto('/app/signin');
    await expectScreen('sign-in', 'Sign in');
    await page.goto('/app/signup');
    await expectScreen('sign-up', 'Create your account');
    await page.goto('/invitations/not-a-real-token-aaaaaaaaaaaaaaaaaaaa');
    await expectScreen('invitation-dead', 'This invitation link no longer works');
    await page.goto('/signups/not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaa');
    await expectScreen('signup-confirm', 'Confirm your sign-up');
    expect(problems).toEqual([]);
  });

  it('signed in: every screen of the navigation and each detail page', async () => {
    await page.goto('/app/signup');
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(`screens-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill('Narrow Screens Ltd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();

    const contact = await post('/contacts', {
      phone: '+34 612 89 09 21',
      firstName: 'Ana',
      lastName: 'Khan-Villanueva de la Concepción',
      email: 'ana.khan.villanueva.de.la.concepcion@example.com',
    });
    const list = await post('/lists', { name: 'Webinar leads of the autumn campaign 2026' });
    await post(`/lists/${list.id}/contacts`, { contactIds: [contact.id] });
    const template = await post('/templates', {
      name: 'welcome_lead',
      channel: 'sms',
      language: 'en_US',
      body: 'Hi {{firstName}}, thanks for signing up for the webinar!',
    });
    const campaign = await post('/campaigns', {
      name: 'Autumn webinar follow-up',
      channel: 'sms',
      listId: list.id,
      openingTemplateId: template.id,
    });

    const screens: [string, string, string | RegExp][] = [
      ['inbox', '/app/inbox', 'Inbox'],
      ['contacts', '/app/contacts', 'Contacts'],
      ['contact', `/app/contacts/${contact.id}`, /Ana/],
      ['lists', '/app/lists', 'Lists'],
      ['list', `/app/lists/${list.id}`, 'Webinar leads of the autumn campaign 2026'],
      ['templates', '/app/templates', 'Templates'],
      ['campaigns', '/app/campaigns', 'Campaigns'],
      ['campaign-new', '/app/campaigns/new', /campaign/i],
      ['campaign', `/app/campaigns/${campaign.id}`, 'Autumn webinar follow-up'],
      ['channels', '/app/channels', 'Channels'],
      ['webhooks', '/app/webhooks', 'Webhooks'],
      ['settings-account', '/app/settings/account', 'Settings'],
    ];
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expectScreen(name, heading);
    }
    // Settings > Team shares the Settings page's title: a tab of the same screen
    titles.delete('settings-account');
    await page.goto('/app/settings/team');
    await expectScreen('settings-team', 'Settings');

    // the launch choice's dialog opens on its first field, and fits the phone
    await page.goto(`/app/campaigns/${campaign.id}`);
    await page.getByRole('button', { name: 'Launch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Launch campaign' });
    const choice = dialog.getByLabel('Also send to the 1 person already in the list');
    await choice.waitFor();
    const focused = await choice.evaluate((element) => {
      const node = element as unknown as { ownerDocument: { activeElement: unknown } };
      return node.ownerDocument.activeElement === element;
    });
    expect(focused).toBe(true);
    await checkScreen(page, 'screens-390-campaign-launch-choice');
    expect(problems).toEqual([]);
  });
});
