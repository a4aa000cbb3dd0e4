import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import {
  browserSuiteRuns,
  checkScreen,
  expectFocused,
  launchBrowser,
  newContext,
} from '../support/browser';

/**
 * The web app in a real browser (docs/sessions-and-app.md#the-app): headless Chromium against the
 * real service, driven only by the accessible names a person sees (labels, button and link texts).
 * Screenshots of every screen land in reports/screenshots/. Without a browser the suite does not
 * run, unless REQUIRE_BROWSER=1 (CI), where it fails.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

/** Where the funnel export is looked for: the shared data directory, else the repository's copy. */
const FUNNEL_CSV_PLACES = [
  resolve(process.cwd(), '../shared/data/funnel-leads.csv'),
  resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'),
];

/** The funnel export to import; a clear failure when neither place has it. */
function funnelCsv(): string {
  const found = FUNNEL_CSV_PLACES.find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `funnel-leads.csv not found: the import test needs ${FUNNEL_CSV_PLACES.join(' or ')}`,
    );
  return found;
}

/** The password every person of these tests signs up with. */
const PASSWORD = 'correct horse battery';

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
  /** Content-Security-Policy violations the pages reported (the app must run under its CSP). */
  let cspViolations: string[] = [];
  beforeEach(async () => {
    context = await newContext(browser, t.baseUrl);
    page = await context.newPage();
    cspViolations = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  });
  afterEach(async () => {
    await context?.close();
    expect(cspViolations).toEqual([]);
  });

  /** A unique email for this run. */
  function newEmail(who: string): string {
    runId += 1;
    return `${who}${runId}-${Date.now()}@example.com`;
  }

  /** Signs a new person up through the Sign up screen; ends on Contacts. */
  async function signUp(company: string, shots = false): Promise<string> {
    const email = newEmail('owner');
    await page.goto('/');
    await page.waitForURL('**/app/signin');
    if (shots) await checkScreen(page, '01-sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill(company);
    if (shots) await checkScreen(page, '02-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    return email;
  }

  /** Signs in through the Sign in screen (the page must show it). */
  async function signIn(email: string, password: string): Promise<void> {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Signs out from the user menu (named after the person) and waits for Sign in. */
  async function signOut(name: string): Promise<void> {
    await page.getByRole('button', { name: `${name}, user menu` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/app/signin');
  }

  async function nav(name: 'Contacts' | 'Lists' | 'Templates' | 'Campaigns' | 'Settings') {
    await page.getByRole('link', { name, exact: true }).click();
  }

  /** Searches Contacts for `text`. */
  async function searchContacts(text: string): Promise<void> {
    await page.getByLabel('Search contacts').fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Clear', exact: true }).waitFor();
  }

  it('signs up, generates the key, builds a live campaign, and shows a lead sent by curl as sent without reloading', async () => {
    const ownerEmail = await signUp('Acme Funnels', true);
    await checkScreen(page, '03-contacts-empty');

    // Settings > Account > API key > Generate, confirmed, shown once
    await nav('Settings');
    await page.getByText('Account id').waitFor();
    await checkScreen(page, '04-settings-account');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate new key' });
    await dialog.getByText('stops working at once').waitFor();
    await checkScreen(page, '05-generate-confirm');
    await dialog.getByRole('button', { name: 'Generate new key' }).click();
    const keyField = page.getByLabel('New API key');
    await keyField.waitFor();
    const apiKey = await keyField.inputValue();
    expect(apiKey).toMatch(/^pk_/);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await checkScreen(page, '06-settings-key-shown');
    // The key is the account's: it works over HTTP.
    await t.api.as(apiKey).get('/v1/account').expect(200);

    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('cell', { name: 'owner', exact: true }).waitFor();
    await checkScreen(page, '07-settings-team');
    // An owner invites an agent with Invite: the link is shown once with Copy link and the
    // invitation waits under Pending invitations. The agent opens the link in their own browser,
    // chooses a password and is signed in; the owner then removes them.
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = page.getByRole('dialog', { name: 'Invite' });
    await invite.getByLabel('Name').fill('Agent');
    await invite.getByLabel('Email').fill('agent@example.com');
    await checkScreen(page, '07b-settings-team-invite');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    const link = await page.getByLabel('Invitation link').inputValue();
    expect(new URL(link).origin).toBe(new URL(t.baseUrl).origin);
    expect(new URL(link).pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]{20,}$/);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByRole('cell', { name: 'agent@example.com', exact: true }).waitFor();
    await checkScreen(page, '07c-settings-team-invited');

    const agentContext = await newContext(browser, t.baseUrl);
    try {
      const agentPage = await agentContext.newPage();
      agentPage.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
          cspViolations.push(message.text());
        }
      });
      await agentPage.goto(link);
      await agentPage.getByRole('heading', { name: 'Join Acme Funnels' }).waitFor();
      await agentPage.getByText('agent@example.com').waitFor();
      await expect(agentPage.getByLabel('Your name').inputValue()).resolves.toBe('Agent');
      // the password rules apply: a common password is refused under its field, with the reason
      await agentPage.getByLabel('Password', { exact: true }).fill('password12');
      await agentPage.getByRole('button', { name: 'Accept invitation' }).click();
      await agentPage.getByText(/too easy to guess/).waitFor();
      await checkScreen(agentPage, '07d-invitation-refused');
      await agentPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await agentPage.getByRole('button', { name: 'Accept invitation' }).click();
      await agentPage.getByRole('heading', { name: 'Contacts' }).waitFor();
      // the link is single-use
      await agentPage.goto(link);
      await agentPage
        .getByRole('heading', { name: 'This invitation link no longer works' })
        .waitFor();
      await checkScreen(agentPage, '07e-invitation-used');
    } finally {
      await agentContext.close();
    }
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Invitation link').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
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
    await checkScreen(page, '08-lists-empty');
    await page.getByRole('button', { name: 'New list' }).first().click();
    await page.getByLabel('List name').fill('Webinar leads');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { name: 'Webinar leads' }).waitFor();
    const listId = page.url().split('/').pop() as string;
    await page.getByText('This list is empty').waitFor();
    await checkScreen(page, '09-list-empty');

    // An SMS template, approved at once, with its live preview
    await nav('Templates');
    await page.getByText('No templates yet').waitFor();
    await checkScreen(page, '10-templates-empty');
    await page.getByRole('button', { name: 'New template' }).first().click();
    await page.getByLabel('Template name').fill('welcome_lead');
    await page
      .getByLabel('Message')
      .fill('Hi {{firstName}}, thanks for signing up! Reply with any question.');
    await expect(page.getByTestId('template-preview').textContent()).resolves.toBe(
      'Hi Ada, thanks for signing up! Reply with any question.',
    );
    await checkScreen(page, '11-template-new');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('cell', { name: 'welcome_lead' }).waitFor();
    await page.getByText('approved', { exact: true }).waitFor();
    await checkScreen(page, '12-templates');

    // A campaign on the list with that template, launched
    await nav('Campaigns');
    await page.getByText('No campaigns yet').waitFor();
    await checkScreen(page, '13-campaigns-empty');
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('Webinar');
    await page.getByLabel('List', { exact: true }).selectOption({ label: 'Webinar leads' });
    await page
      .getByLabel('Opening template')
      .selectOption({ label: 'welcome_lead (SMS, approved)' });
    await page.getByLabel('Bot instructions').fill('Answer questions about the webinar briefly.');
    // SMS campaigns respect quiet hours by default (docs/campaigns.md#quiet-hours); the journey
    // sends at once whatever the time of day it runs, so it turns them off
    const quiet = page.getByRole('switch', { name: 'Respect quiet hours' });
    await expect(quiet.isChecked()).resolves.toBe(true);
    await quiet.click({ force: true });
    await expect(quiet.isChecked()).resolves.toBe(false);
    await checkScreen(page, '14-campaign-new');
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
    for (const stat of ['enrolled', 'delivered', 'read', 'replied', 'skipped', 'failed'])
      await page.getByRole('group', { name: stat, exact: true }).waitFor();

    // A lead without a phone cannot get the SMS: skipped, and why, in words
    const eve = await t.api
      .as(apiKey)
      .post('/v1/contacts', { first_name: 'Eve', email: 'eve@example.com' })
      .expect(201);
    await t.api
      .as(apiKey)
      .post(`/v1/lists/${listId}/contacts`, { contactId: eve.body.id })
      .expect(201);
    await page
      .getByRole('group', { name: 'skipped', exact: true })
      .getByText('1', { exact: true })
      .waitFor({ timeout: 15_000 });
    const campaignId = page.url().split('/').pop() as string;
    const campaignUrl = (url: URL) => url.pathname === `/v1/campaigns/${campaignId}`;
    const detail = await t.api.as(apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
    expect(detail.body.stats.skippedReasons).toEqual({ no_phone: 1 });
    const reasons = page.getByRole('table', { name: 'Skipped contacts by reason' });
    await reasons.getByRole('row', { name: /No phone number\s*1/ }).waitFor();
    await checkScreen(page, '15-campaign-live');

    // A refresh that fails says so instead of showing old numbers as current
    await page.route(campaignUrl, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'PostgreSQL is unavailable; retry later.',
          },
        }),
      }),
    );
    const staleNote = page.getByRole('alert').filter({ hasText: 'could not be refreshed' });
    await staleNote.waitFor({ timeout: 20_000 });
    await expect(staleNote.textContent()).resolves.toContain(
      'PostgreSQL is unavailable; retry later.',
    );
    await checkScreen(page, '15b-campaign-refresh-failed');
    await page.unroute(campaignUrl);
    await staleNote.waitFor({ state: 'detached', timeout: 20_000 });

    // Pause: the status changes, and Resume replaces it
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await page.getByText('paused', { exact: true }).waitFor();
    const paused = await t.api.as(apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
    expect(paused.body.status).toBe('paused');
    await checkScreen(page, '15c-campaign-paused');

    await nav('Campaigns');
    const row = page.getByRole('row', { name: /Webinar/ });
    await row.getByText('paused', { exact: true }).waitFor();
    // the table's stats come from the list answer when it has them
    const listed = await t.api.as(apiKey).get('/v1/campaigns').expect(200);
    if (listed.body.data[0].stats)
      await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('1');
    await checkScreen(page, '16-campaigns');

    // A list's Add contact: creates the contact and adds it to the list
    await nav('Lists');
    await page.getByRole('link', { name: 'Webinar leads' }).click();
    await page.getByText('2 members ·', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const addContact = page.getByRole('dialog', { name: 'Add contact' });
    await addContact.getByLabel('First name').fill('Linus');
    await addContact.getByLabel('Phone').fill('+1 415 555 0177');
    await addContact.getByRole('button', { name: 'Add to list' }).click();
    await addContact.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Linus' }).waitFor();
    await page.getByText('3 members ·', { exact: false }).waitFor();
    await checkScreen(page, '16b-list-members');
    await nav('Lists');
    await page
      .getByRole('row', { name: /Webinar leads/ })
      .getByRole('cell', { name: '3', exact: true })
      .waitFor();
    await checkScreen(page, '16c-lists');

    // New contact: a phone without a country code is refused under the Phone field
    await nav('Contacts');
    await page.getByRole('link', { name: 'Ada' }).waitFor();
    await checkScreen(page, '17-contacts');
    await page.getByRole('button', { name: 'New contact' }).first().click();
    const newContact = page.getByRole('dialog', { name: 'New contact' });
    await newContact.getByLabel('First name').fill('Grace');
    await newContact.getByLabel('Last name').fill('Hopper');
    await newContact.getByLabel('Phone').fill('415 555 0100');
    await newContact.getByLabel('Email').fill('grace@example.com');
    await newContact.getByRole('button', { name: 'Create contact' }).click();
    await newContact.getByText('must include its country code').waitFor();
    await expect(newContact.getByLabel('Phone').getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(page, '17b-contact-new-error');
    // reopened, the dialog has forgotten the error
    await newContact.getByRole('button', { name: 'Cancel' }).click();
    await newContact.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'New contact' }).first().click();
    await newContact.getByLabel('First name').waitFor();
    await expect(newContact.getByText('must include its country code').count()).resolves.toBe(0);
    await expect(newContact.getByLabel('Phone').inputValue()).resolves.toBe('');
    await newContact.getByLabel('First name').fill('Grace');
    await newContact.getByLabel('Last name').fill('Hopper');
    await newContact.getByLabel('Phone').fill('+1 415 555 0100');
    await newContact.getByLabel('Email').fill('grace@example.com');
    await newContact.getByRole('button', { name: 'Create contact' }).click();
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await page.getByText('Not in any list').waitFor();

    // Contacts search: by name, by email, by phone
    await nav('Contacts');
    await searchContacts('grace');
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await expect(page.getByRole('link', { name: 'Ada' }).count()).resolves.toBe(0);
    await checkScreen(page, '17c-contacts-search-name');
    await searchContacts('GRACE@example.com');
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await searchContacts('nobody@example.com');
    await page.getByText('No contact matches').waitFor();
    await searchContacts('+1 415 555 2671');
    await page.getByRole('link', { name: 'Ada' }).click();
    await page.getByText('Hi Ada, thanks for signing up!').waitFor();
    await page.getByRole('link', { name: 'Webinar leads' }).waitFor();
    await checkScreen(page, '18-contact');

    // Change password: a wrong current password is shown under its field, then it changes
    await nav('Settings');
    const passwordForm = page.getByRole('region', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill('not my password at all');
    await passwordForm.getByLabel('New password').fill('a brand new passphrase');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Is not your current password').waitFor();
    await expect(
      passwordForm.getByLabel('Current password').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await checkScreen(page, '18b-change-password-error');
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByRole('status').getByText('Your password was changed').waitFor();
    await checkScreen(page, '18c-change-password-done');

    // Sign out from the user menu: the app is closed again
    await signOut('Maria Lopez');
    await page.goto('/app/lists');
    await page.waitForURL('**/app/signin');
    // Sign in through the Sign in screen: the old password no longer works, the new one does,
    // back to the screen that asked
    await signIn(ownerEmail, PASSWORD);
    await page.getByRole('alert').waitFor();
    await signIn(ownerEmail, 'a brand new passphrase');
    await page.getByRole('heading', { name: 'Lists' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/lists');
    // signed in, the Sign in screen leads to the app
    await page.goto('/app/signin');
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/contacts');
  }, 240_000);

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
    await (await chooser).setFiles(funnelCsv());
    await checkScreen(page, '19-import-chosen');
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
    await invalid.getByRole('columnheader', { name: 'Value' }).waitFor();
    // the rejected rows, downloaded as the person would: the file's header, then the 12 rows
    const download = report.getByRole('link', { name: 'Download rejected rows' });
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/v1\/imports\/[0-9a-f-]{36}\/rejected$/);
    const rejected = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    const lines = rejected.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(
      readFileSync(funnelCsv(), 'utf8')
        .split(/\r?\n/)[0]
        .replace(/^\uFEFF/, ''),
    );
    expect(lines).toHaveLength(13);
    await page.getByText('206 members').waitFor();
    for (const label of ['Created', 'Existing', 'Invalid', 'Added to the list'])
      await report.getByRole('group', { name: label, exact: true }).waitFor();
    await checkScreen(page, '20-import-report');
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
    await checkScreen(page, '21-sign-in-error');
  });

  it('opens a dialog on its first field and never takes the focus back from the field a person moved to', async () => {
    await signUp('Focus Co');
    const newContact = page.getByRole('dialog', { name: 'New contact' });
    await page.getByRole('button', { name: 'New contact' }).first().click();
    await expectFocused(newContact.getByLabel('First name'));
    await newContact.getByRole('button', { name: 'Cancel' }).click();
    await newContact.waitFor({ state: 'detached' });
    // A fast typist (or a password manager) is in Last name while the dialog is still opening.
    // The dialog used to focus First name once its opening animation ended (about 250 ms), and
    // the rest of the typing went there: "Gracegrace@example.com" in First name.
    await page.getByRole('button', { name: 'New contact' }).first().click();
    await newContact.getByLabel('Last name').fill('Hopper');
    await page.waitForTimeout(1_000); // well past the opening animation
    await expectFocused(newContact.getByLabel('Last name'), 0);
    await newContact.getByLabel('Email').pressSequentially('grace@example.com');
    await expect(newContact.getByLabel('Email').inputValue()).resolves.toBe('grace@example.com');
    await expect(newContact.getByLabel('First name').inputValue()).resolves.toBe('');
  });

  it('sends a person whose session ended to Sign in with a notice, then back to their screen', async () => {
    const email = await signUp('Expiry Co');
    await nav('Templates');
    await page.getByText('No templates yet').waitFor();
    // the session ends on the server (as after 14 days unused, or revoked elsewhere)
    await t.app.get(DataSource).query(
      `UPDATE sessions SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await nav('Campaigns');
    await page.waitForURL('**/app/signin');
    await page.getByRole('status').getByText('Your session has ended').waitFor();
    // no screen showed the 401 as an error of its own
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await checkScreen(page, '22-session-ended');
    await signIn(email, PASSWORD);
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/campaigns');
  }, 90_000);

  it("lets an agent sign in, without the Team tab or the key's Generate", async () => {
    await signUp('Team Co');
    // The owner invites an agent (the Invite dialog's journey is the first test's) and revokes a
    // second invitation, whose link then stops working; the agent accepts through the API.
    const agentEmail = newEmail('agent');
    const session = (await context.cookies()).find((c) => c.name === 'parley_session')?.value;
    const invited = await t.api
      .raw('post', '/v1/users')
      .set('Cookie', `parley_session=${session}`)
      .set('Origin', t.baseUrl)
      .send({ name: 'Sam Agent', email: agentEmail, role: 'agent' })
      .expect(201);
    await t.api
      .raw('post', `/v1/auth/invitations/${invited.body.url.split('/invitations/')[1]}/accept`)
      .set('Origin', t.baseUrl)
      .send({ name: 'Sam Agent', password: 'agent passphrase one' })
      .expect(200);
    await nav('Settings');
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('cell', { name: agentEmail }).waitFor();
    const revokedEmail = newEmail('revoked');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = page.getByRole('dialog', { name: 'Invite' });
    await invite.getByLabel('Email').fill(revokedEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    const revokedLink = await page.getByLabel('Invitation link').inputValue();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByRole('button', { name: `Revoke the invitation of ${revokedEmail}` }).click();
    await pending.waitFor({ state: 'detached' });
    const revokedToken = new URL(revokedLink).pathname.split('/invitations/')[1];
    await t.api.raw('get', `/v1/auth/invitations/${revokedToken}`).expect(404);

    // A sign-out that fails says so, and the person stays where they are
    const logout = (url: URL) => url.pathname === '/v1/auth/logout';
    await page.route(logout, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'PostgreSQL is unavailable; retry later.',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Maria Lopez, user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const notSignedOut = page.getByRole('alert').filter({ hasText: 'Not signed out' });
    await notSignedOut.getByText('PostgreSQL is unavailable; retry later.').waitFor();
    await checkScreen(page, '23b-sign-out-failed');
    expect(new URL(page.url()).pathname).toBe('/app/settings/team');
    await page.unroute(logout);
    await page.keyboard.press('Escape');
    await notSignedOut.waitFor({ state: 'detached' });
    await signOut('Maria Lopez');

    await signIn(agentEmail, 'agent passphrase one');
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await nav('Settings');
    await page.getByText('Only an owner of the account can generate the key.').waitFor();
    await expect(page.getByRole('button', { name: 'Generate', exact: true }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByRole('tab', { name: 'Team' }).count()).resolves.toBe(0);
    await checkScreen(page, '24-settings-agent');
    await page.goto('/app/settings/team');
    await page.getByText('Only an owner of the account can see and manage its team.').waitFor();
    await expect(page.getByRole('button', { name: 'Invite' }).count()).resolves.toBe(0);
  }, 90_000);
});
