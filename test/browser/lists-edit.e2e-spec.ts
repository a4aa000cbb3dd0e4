import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TeamService } from '../../src/modules/users/team.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import {
  browserSuiteRuns,
  checkScreen,
  expectFocused,
  launchBrowser,
  newContext,
} from '../support/browser';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { waitUntil } from '../support/poll';

/**
 * Editing in a real browser (docs/lists-and-imports.md#lists, docs/campaigns.md,
 * docs/ledger.md#history): a list's Rename (a taken name said in words), Remove from list and
 * Delete (its confirmation, and the refusal while a live campaign uses it); a campaign's Edit
 * (the API's validation errors under their fields); a sub-account's Settings > Credits.
 * Screenshots `lists-edit-*` in reports/screenshots/, each screen also at 390 px, each scanned by axe.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

/** The password every person of these tests signs in with. */
const PASSWORD = 'correct horse battery';

/** The page's `document`, as the browser-side callbacks see it (no DOM types here). */
interface PageDocument {
  documentElement: { scrollWidth: number; clientWidth: number };
}

suite('Rename, delete and remove from lists, edit campaigns, sub-account credits', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let people = 0;
  let starting: [Promise<TestApp>, Promise<Browser>] | undefined;

  beforeAll(async () => {
    starting = [startTestApp(), launchBrowser()];
    [t, browser] = await Promise.all(starting);
    flow = new CampaignFlow(t);
  }, 180_000);
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

  /** Adds an owner to the account and signs them in; ends on Contacts. */
  async function signInTo(account: TestAccount): Promise<void> {
    people += 1;
    const email = `lists-edit${people}-${Date.now()}@example.com`;
    await t.app.get(TeamService).addUserToAccount(account.id, {
      email,
      password: PASSWORD,
      role: 'owner',
      name: 'Maria Lopez',
    });
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
  }

  /** The same screen at 390 px wide: no sideways scrolling, then its screenshot and axe scan. */
  async function checkNarrow(name: string): Promise<void> {
    await page.setViewportSize({ width: 390, height: 844 });
    await waitUntil(() =>
      page.evaluate(() => {
        const root = (globalThis as unknown as { document: PageDocument }).document.documentElement;
        return root.scrollWidth <= root.clientWidth;
      }),
    );
    await checkScreen(page, name);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('renames a list (a taken name is said in words), removes a member, and deletes the list after a confirmation', async () => {
    const account = await createAccount(t.app);
    const api = () => t.api.as(account.apiKey);
    const listId = (await api().post('/v1/lists', { name: 'Autumn leads' }).expect(201)).body.id;
    await api().post('/v1/lists', { name: 'Spring leads' }).expect(201);
    const ana = await flow.contact(account, { firstName: 'Ana', lastName: 'Silva' });
    const ben = await flow.contact(account, { firstName: 'Ben', lastName: 'Okafor' });
    await api()
      .post(`/v1/lists/${listId}/contacts`, { contactIds: [ana, ben] })
      .expect(201);
    await signInTo(account);

    await page.goto(`/app/lists/${listId}`);
    await page.getByRole('heading', { name: 'Autumn leads' }).waitFor();
    await page.getByText('2 members', { exact: false }).waitFor();
    await checkScreen(page, 'lists-edit-01-list');

    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename list' });
    const name = rename.getByLabel('List name');
    await expectFocused(name);
    expect(await name.inputValue()).toBe('Autumn leads');
    await name.fill('spring LEADS');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await rename
      .getByRole('alert')
      .getByText('This account already has a list named "spring LEADS".')
      .waitFor();
    await checkScreen(page, 'lists-edit-02-rename-taken');
    await name.fill('Autumn webinar');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await rename.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Autumn webinar' }).waitFor();

    await page
      .getByRole('row', { name: /Ana Silva/ })
      .getByRole('button', { name: 'Remove from list' })
      .click();
    await page.getByRole('row', { name: /Ana Silva/ }).waitFor({ state: 'detached' });
    await page.getByText('1 member ·', { exact: false }).waitFor();
    await page.getByRole('row', { name: /Ben Okafor/ }).waitFor();
    // The contact stays.
    await api().get(`/v1/contacts/${ana}`).expect(200);
    await checkNarrow('lists-edit-03-list-390');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the list “Autumn webinar”?' });
    await confirm.getByText('Its 1 contact stays in Contacts', { exact: false }).waitFor();
    await checkScreen(page, 'lists-edit-04-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete list' }).click();
    await page.waitForURL(/\/app\/lists$/);
    await page.getByRole('link', { name: 'Spring leads' }).waitFor();
    expect(await page.getByRole('link', { name: 'Autumn webinar' }).count()).toBe(0);
    await api().get(`/v1/lists/${listId}`).expect(404);
    await api().get(`/v1/contacts/${ben}`).expect(200);
  }, 120_000);

  it('refuses to delete a list a live campaign uses, in words', async () => {
    const account = await createAccount(t.app);
    const { listId } = await flow.liveCampaign(account, { name: 'Webinar follow-up' });
    await signInTo(account);
    await page.goto(`/app/lists/${listId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete the list/ });
    await confirm.getByRole('button', { name: 'Delete list' }).click();
    const alert = confirm.getByRole('alert');
    await alert.getByText('The list was not deleted').waitFor();
    await alert
      .getByText('used by the live campaign “Webinar follow-up”', { exact: false })
      .waitFor();
    await checkScreen(page, 'lists-edit-05-delete-refused');
    await checkNarrow('lists-edit-06-delete-refused-390');
    await t.api.as(account.apiKey).get(`/v1/lists/${listId}`).expect(200);
  }, 120_000);

  it("edits a campaign: the API's validation errors under their fields, then the saved settings", async () => {
    const account = await createAccount(t.app);
    const { campaignId } = await flow.liveCampaign(account, { name: 'Spring promo' });
    await signInTo(account);
    await page.goto(`/app/campaigns/${campaignId}`);
    await page.getByRole('heading', { name: 'Spring promo' }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Spring promo' });
    const name = edit.getByLabel('Campaign name');
    await expectFocused(name);
    // Live: the list is shown but locked, saying why.
    expect(await edit.getByLabel('List', { exact: true }).isDisabled()).toBe(true);
    await edit.getByText('Pause the campaign to change this.').first().waitFor();
    await checkScreen(page, 'lists-edit-07-campaign-edit');

    await name.fill('x'.repeat(201));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    // The API's message under its field, and the focus on it (the dialog scrolls to it).
    await edit.getByText('Must be 1-200 characters of text after trimming').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expectFocused(name);
    await checkScreen(page, 'lists-edit-08-campaign-edit-invalid');

    await name.fill('Spring promo, slower');
    await edit.getByLabel('Throttle per minute').fill('45');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Spring promo, slower' }).waitFor();
    await page.getByText('45 per minute').waitFor();
    const saved = (await t.api.as(account.apiKey).get(`/v1/campaigns/${campaignId}`)).body;
    expect(saved).toMatchObject({ name: 'Spring promo, slower', throttlePerMinute: 45 });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Spring promo, slower' }).waitFor();
    await checkNarrow('lists-edit-09-campaign-edit-390');
  }, 120_000);

  it('shows a sub-account its balance and credit history under Settings > Credits', async () => {
    const agency = await createAccount(t.app, { type: 'agency' });
    const created = await t.api
      .as(agency.apiKey)
      .post('/v1/subaccounts', { name: 'Bright Dental', email: `bright${Date.now()}@example.com` })
      .expect(201);
    const sub: TestAccount = {
      id: created.body.id,
      type: 'sub_account',
      apiKey: created.body.apiKey,
    };
    for (const [amount, description] of [
      [25.5, 'November top-up'],
      [10, 'Welcome credit'],
    ] as const) {
      await t.api
        .as(agency.apiKey)
        .post('/v1/subaccounts/credits', { email: created.body.email, amount, description })
        .expect(200);
    }
    await signInTo(sub);
    await page.goto('/app/settings/account');
    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByRole('group', { name: 'Balance' }).getByText('35.50 credits').waitFor();
    const history = page.getByRole('region', { name: 'Credit history' });
    const rows = history.getByRole('row');
    await history
      .getByRole('row', { name: /November top-up/ })
      .getByRole('cell', { name: '+25.50' })
      .waitFor();
    // Newest first: the header, then Welcome credit (balance 35.50), then November top-up.
    expect(await rows.nth(1).textContent()).toContain('Welcome credit');
    expect(await rows.nth(1).textContent()).toContain('35.50');
    expect(await rows.nth(2).textContent()).toContain('November top-up');
    expect(await page.title()).toContain('Settings');
    await checkScreen(page, 'lists-edit-10-credits');
    await checkNarrow('lists-edit-11-credits-390');

    // A standard account has no Credits tab.
    await context.clearCookies();
    await signInTo(await createAccount(t.app));
    await page.goto('/app/settings/account');
    await page.getByRole('tab', { name: 'Team' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Credits' }).count()).toBe(0);
  }, 120_000);
});
