import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, launchBrowser, newContext, screenshot } from '../support/browser';

/**
 * The web app in a real browser (issue 13): headless Chromium against the real service, driven
 * only by the accessible names a person sees (labels, button and link texts). Screenshots of
 * every screen land in reports/screenshots/. Without a browser the suite does not run, unless
 * REQUIRE_BROWSER=1 (CI), where it fails.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

/** The funnel export: the repository's copy, else the shared data directory's. */
const FUNNEL_CSV = [
  resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'),
  resolve(process.cwd(), '../shared/data/funnel-leads.csv'),
].find((path) => existsSync(path)) as string;

suite('the web app in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let runId = 0;

  let starting: [Promise<TestApp>, Promise<Browser>] | undefined;

  // Bounds for a busy 2-core CI machine: the service boots in 10-90 s, the journey takes 20-40 s.
  beforeAll(async () => {
    starting = [startTestApp(), launchBrowser()];
    [t, browser] = await Promise.all(starting);
  }, 180_000);
  // Closes whatever started, even when the hook gave up waiting or one of the two failed, so
  // a slow start never leaves Jest hanging on an open server or browser.
  afterAll(async () => {
    if (!starting) return;
    const [app, chromium] = await Promise.allSettled(starting);
    if (chromium.status === 'fulfilled') await chromium.value.close();
    if (app.status === 'fulfilled') await app.value.close();
  }, 180_000);
  beforeEach(async () => {
    context = await newContext(browser, t.baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** Signs a new person up through the Sign up screen; ends on Contacts. */
  async function signUp(company: string): Promise<string> {
    runId += 1;
    const email = `owner${runId}-${Date.now()}@example.com`;
    await page.goto('/');
    await page.waitForURL('**/app/signin');
    await screenshot(page, '01-sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Company name').fill(company);
    await screenshot(page, '02-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    return email;
  }

  async function nav(name: 'Contacts' | 'Lists' | 'Templates' | 'Campaigns' | 'Settings') {
    await page.getByRole('link', { name, exact: true }).click();
  }

  it('signs up, generates the key, builds a live campaign, and shows a lead sent by curl as sent without reloading', async () => {
    await signUp('Acme Funnels');
    await screenshot(page, '03-contacts-empty');

    // Settings > Account > API key > Generate, confirmed, shown once
    await nav('Settings');
    await page.getByText('Account id').waitFor();
    await screenshot(page, '04-settings-account');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate new key' });
    await dialog.getByText('stops working at once').waitFor();
    await screenshot(page, '05-generate-confirm');
    await dialog.getByRole('button', { name: 'Generate new key' }).click();
    const keyField = page.getByLabel('New API key');
    await keyField.waitFor();
    const apiKey = await keyField.inputValue();
    expect(apiKey).toMatch(/^pk_/);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await screenshot(page, '06-settings-key-shown');
    // The key is the account's: it works over HTTP.
    await t.api.as(apiKey).get('/v1/account').expect(200);

    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('button', { name: 'Add user' }).waitFor();
    await page.getByRole('cell', { name: 'owner', exact: true }).waitFor();
    await screenshot(page, '07-settings-team');
    // An owner adds an agent, then removes them
    await page.getByRole('button', { name: 'Add user' }).click();
    const addUser = page.getByRole('dialog', { name: 'Add user' });
    await addUser.getByLabel('Email').fill('agent@example.com');
    await addUser.getByLabel('Initial password').fill('agent password 1');
    await screenshot(page, '07b-settings-team-add');
    await addUser.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('cell', { name: 'agent@example.com' }).waitFor();
    await page
      .getByRole('row', { name: /agent@example\.com/ })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('cell', { name: 'agent@example.com' }).waitFor({ state: 'detached' });

    // A list
    await nav('Lists');
    await page.getByText('No lists yet').waitFor();
    await screenshot(page, '08-lists-empty');
    await page.getByRole('button', { name: 'New list' }).first().click();
    await page.getByLabel('List name').fill('Webinar leads');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { name: 'Webinar leads' }).waitFor();
    const listId = page.url().split('/').pop() as string;
    await page.getByText('This list is empty').waitFor();
    await screenshot(page, '09-list-empty');

    // An SMS template, approved at once, with its live preview
    await nav('Templates');
    await page.getByText('No templates yet').waitFor();
    await screenshot(page, '10-templates-empty');
    await page.getByRole('button', { name: 'New template' }).first().click();
    await page.getByLabel('Template name').fill('welcome_lead');
    await page
      .getByLabel('Message')
      .fill('Hi {{firstName}}, thanks for signing up! Reply with any question.');
    await expect(page.getByTestId('template-preview').textContent()).resolves.toBe(
      'Hi Ada, thanks for signing up! Reply with any question.',
    );
    await screenshot(page, '11-template-new');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('cell', { name: 'welcome_lead' }).waitFor();
    await page.getByText('approved', { exact: true }).waitFor();
    await screenshot(page, '12-templates');

    // A campaign on the list with that template, launched
    await nav('Campaigns');
    await page.getByText('No campaigns yet').waitFor();
    await screenshot(page, '13-campaigns-empty');
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('Webinar');
    await page.getByLabel('List', { exact: true }).selectOption({ label: 'Webinar leads' });
    await page
      .getByLabel('Opening template')
      .selectOption({ label: 'welcome_lead (SMS, approved)' });
    await page.getByLabel('Bot instructions').fill('Answer questions about the webinar briefly.');
    await screenshot(page, '14-campaign-new');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    const sent = page.getByRole('group', { name: 'sent' });
    await expect(sent.textContent()).resolves.toBe('sent0');

    // The funnel, with the key, as curl would: a contact, added to the list
    const contact = await t.api
      .as(apiKey)
      .post('/v1/contacts', { first_name: 'Ada', phone_number: '+14155552671' })
      .expect(201);
    await t.api
      .as(apiKey)
      .post(`/v1/lists/${listId}/contacts`, { contactId: contact.body.id })
      .expect(201);

    // The open campaign page shows it sent, without a reload
    await sent.getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, '15-campaign-live');

    await nav('Campaigns');
    await page.getByRole('link', { name: 'Webinar' }).waitFor();
    await screenshot(page, '16-campaigns');

    // The contact, its message; then Contacts and the search
    await nav('Contacts');
    await page.getByRole('link', { name: 'Ada' }).waitFor();
    await screenshot(page, '17-contacts');
    await page.getByLabel('Search contacts').fill('+1 415 555 2671');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Ada' }).click();
    await page.getByText('Hi Ada, thanks for signing up!').waitFor();
    await screenshot(page, '18-contact');

    // Sign out from the user menu: the app is closed again
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/app/signin');
    await page.goto('/app/lists');
    await page.waitForURL('**/app/signin');
  }, 150_000);

  it('imports the funnel export through Import CSV and shows the report', async () => {
    await signUp('Import Co');
    await nav('Lists');
    await page.getByRole('button', { name: 'New list' }).first().click();
    await page.getByLabel('List name').fill('Funnel export');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { name: 'Funnel export' }).waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('CSV file').click();
    await (await chooser).setFiles(FUNNEL_CSV);
    await screenshot(page, '19-import-chosen');
    await page.getByRole('button', { name: 'Start import' }).click();

    const report = page.getByRole('region', { name: 'Import CSV' });
    await report.getByText('completed', { exact: true }).waitFor({ timeout: 30_000 });
    const stat = async (label: string) =>
      (await report.getByLabel(label, { exact: true }).textContent())?.replace(label, '');
    // 240 rows: 206 new contacts, 22 repeats of a number already seen, 12 invalid (10 phones
    // that cannot be numbers, 2 rows without phone or email), as test/e2e/imports.e2e-spec.ts
    // derives from the file.
    expect(await stat('Created')).toBe('206');
    expect(await stat('Existing')).toBe('22');
    expect(await stat('Invalid')).toBe('12');
    expect(await stat('Added to the list')).toBe('206');
    const invalid = report.getByRole('table', { name: 'Invalid rows (not imported)' });
    await expect(invalid.getByRole('row').count()).resolves.toBe(13);
    await invalid.getByRole('cell', { name: 'INVALID_PHONE' }).first().waitFor();
    await invalid.getByRole('cell', { name: 'MISSING_CONTACT_IDENTIFIER' }).first().waitFor();
    await page.getByText('206 members').waitFor();
    await screenshot(page, '20-import-report');
  }, 90_000);

  it('shows the API error message next to the form', async () => {
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    // exactly the API's own message for these credentials
    const answer = await t.api
      .raw('post', '/v1/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong password here' })
      .expect(401);
    expect(await alert.textContent()).toBe(answer.body.error.message);
    await screenshot(page, '21-sign-in-error');
  });
});
