import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app-factory';
import {
  browserSuiteRuns,
  checkScreen,
  expectFocused,
  launchBrowser,
  newContext,
} from '../support/browser';
import { SmtpSink } from '../support/smtp-sink';

/**
 * A person's accounts in a real browser, with mail on the service (a local SMTP server):
 * sign-up through the mailed link, a sign-up with an email that has a login answered exactly
 * like a new one ("check your email"), an invitation accepted with the existing login, the
 * account switcher, and Settings > Account's preferences read by the contacts search
 * (docs/security.md#several-accounts, docs/api.md#account-settings).
 */
const suite = browserSuiteRuns() ? describe : describe.skip;
// a journey signs several people up on a busy 2-core machine
jest.setTimeout(180_000);

const PASSWORD = 'correct horse battery';
/**
 * The service's public address: with mail, links are built from `PUBLIC_BASE_URL` and the
 * browser's Origin must match it, so the browser talks to this name and every request to it is
 * forwarded to the test server (its port is only known once it listens).
 */
const PUBLIC = 'https://parley.test';

suite('accounts of a person in the browser', () => {
  /** The service with mail (links from PUBLIC), for the sign-up by mail. */
  let t: TestApp;
  /** The service without mail (the owner's Copy link), for invitations and settings. */
  let plain: TestApp;
  let smtp: SmtpSink;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  let sequence = 0;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    browser = await launchBrowser();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: PUBLIC } });
    plain = await startTestApp();
  }, 240_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await t?.close();
    await plain?.close();
    await smtp?.close();
  }, 180_000);
  afterEach(() => expect(cspViolations).toEqual([]));

  /**
   * A new browser profile's page that records CSP violations: on the service with mail (`PUBLIC`,
   * forwarded to it) or, `mail: false`, on the one without.
   */
  async function newPage(mail = true, width = 1280): Promise<Page> {
    const context = await newContext(browser, mail ? PUBLIC : plain.baseUrl);
    contexts.push(context);
    if (mail)
      await context.route(`${PUBLIC}/**`, async (route) => {
        // the live-update stream never ends: a forwarded fetch would wait for it forever
        if (new URL(route.request().url()).pathname === '/v1/events') return route.abort();
        const url = route.request().url().replace(PUBLIC, t.baseUrl);
        await route.fulfill({ response: await route.fetch({ url }) });
      });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    return page;
  }

  const newEmail = (who: string) => `${who}${++sequence}-${Date.now()}@example.com`;

  /** Fills Sign up and sends it: the screen then says to check the email. */
  async function submitSignUp(page: Page, email: string, company: string): Promise<void> {
    await page.goto('/app/signup');
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email', { exact: true }).waitFor();
  }

  /** Signs up through the mailed link: ends signed in on Contacts. */
  async function signUp(page: Page, email: string, company: string, shots = false) {
    await submitSignUp(page, email, company);
    if (shots) await checkScreen(page, 'account-01-sign-up-check-email');
    const mail = await smtp.waitFor(email);
    const link = /https?:\/\/\S+\/signups\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] as string;
    expect(link).toBeDefined();
    expect(new URL(link).origin).toBe(PUBLIC);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your sign-up', level: 1 }).waitFor();
    if (shots) await checkScreen(page, 'account-02-confirm-sign-up');
    const confirmed = page.waitForResponse((res) => /\/confirm$/.test(res.url()));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    expect((await confirmed).status()).toBe(201);
  }

  /** Signs up on the service without mail: signed in at once, on Contacts. */
  async function signUpNow(page: Page, email: string, company: string): Promise<void> {
    await page.goto('/app/signup');
    await page.getByLabel('Your name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
  }

  it('signs up by mail, and an email that has a login is answered exactly like a new one', async () => {
    const page = await newPage();
    const email = newEmail('maria');
    await signUp(page, email, 'Acme Funnels', true);

    const stranger = await newPage();
    await submitSignUp(stranger, email, 'Squatter Ltd');
    const known = await stranger.getByRole('status').innerText();
    await submitSignUp(stranger, newEmail('fresh'), 'Fresh Ltd');
    const fresh = await stranger.getByRole('status').innerText();
    expect(known).toBe(fresh);
    await checkScreen(stranger, 'account-03-sign-up-existing-email');
    // the person with the login is told by mail, the stranger learns nothing
    const notice = await smtp.waitFor(email, (mail) => !/\/signups\//.test(mail.text));
    expect(notice.text).not.toMatch(/\/signups\//);
  });

  it('accepts an invitation with an existing login and switches between the two accounts', async () => {
    const maria = await newPage(false);
    const mariaEmail = newEmail('maria');
    await signUpNow(maria, mariaEmail, 'Acme Funnels');
    // one account only: no switcher, the account's name
    await expect(maria.getByRole('button', { name: /switch account$/ }).count()).resolves.toBe(0);

    const owner = await newPage(false);
    await signUpNow(owner, newEmail('olga'), 'Beta Agency');
    await owner.goto('/app/settings/team');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite' });
    await expectFocused(invite.getByLabel('Name'));
    await invite.getByLabel('Name').fill('Maria Lopez');
    await invite.getByLabel('Email').fill(mariaEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    await owner.getByRole('button', { name: 'Copy link' }).waitFor();
    const link = await owner.getByLabel('Invitation link').inputValue();
    expect(new URL(link).origin).toBe(plain.baseUrl);
    expect(new URL(link).pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]{20,}$/);

    await maria.goto(link);
    await maria.getByRole('heading', { name: 'Join Beta Agency', level: 1 }).waitFor();
    await maria.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await checkScreen(maria, 'account-04-invitation-existing-login');
    await maria.getByRole('button', { name: 'Accept invitation' }).click();
    await maria.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();

    const switcher = maria.getByRole('button', { name: 'Beta Agency, switch account' });
    await switcher.click();
    await maria.getByRole('menuitem', { name: /Acme Funnels/ }).waitFor();
    await checkScreen(maria, 'account-05-switcher-open');
    await maria.getByRole('menuitem', { name: /Acme Funnels/ }).click();
    await maria.getByRole('button', { name: 'Acme Funnels, switch account' }).waitFor();
    await maria.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    // the session is in Acme now: its settings say so, and so does a reload
    await maria.reload();
    await maria.getByRole('button', { name: 'Acme Funnels, switch account' }).waitFor();
    await checkScreen(maria, 'account-06-switched');
  });

  it('reads a national number in the default country set under Settings > Account', async () => {
    const page = await newPage(false);
    await signUpNow(page, newEmail('owner'), 'Sevilla Leads');
    await page.getByRole('button', { name: 'New contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Phone').fill('+34 612 89 09 21');
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/app/contacts');
    await page.getByRole('status').getByText('1 contact, newest first').waitFor();
    await page.getByLabel('Search contacts').fill('612 89 09 21');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No contact matches').waitFor();

    await page.goto('/app/settings/account');
    await page.getByRole('combobox', { name: 'Default country' }).fill('Spain');
    await page.getByRole('option', { name: 'Spain (ES)' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Madrid');
    await page.getByRole('option', { name: 'Europe/Madrid' }).click();
    await page.getByLabel('SMS help text').fill('Sevilla Leads: write to help@sevilla.test');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await checkScreen(page, 'account-07-settings-preferences');

    await page.goto('/app/contacts');
    await page.getByLabel('Search contacts').fill('612 89 09 21');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').getByText('1 contact matches').waitFor();
    await page.getByRole('cell', { name: /Ana/ }).first().waitFor();
    await checkScreen(page, 'account-08-contacts-national-search');
  });

  it("shows the default SMS help text under Settings, and a contact's consent on a phone (390 px)", async () => {
    const page = await newPage(false, 390);
    await signUpNow(page, newEmail('owner'), 'Austin Roofing');
    await page.goto('/app/settings/account');
    const help = page.getByLabel('SMS help text');
    await help.waitFor();
    expect(await help.getAttribute('placeholder')).toBe(
      'Austin Roofing: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again.',
    );
    await checkScreen(page, 'account-09-settings-sms-help-390');

    const created = await page.request.post('/v1/contacts', {
      headers: { Origin: plain.baseUrl },
      data: {
        firstName: 'Dana',
        phone: '+1 512 555 0143',
        consent: {
          source: 'website_quote_form',
          formUrl:
            'https://austin-roofing.test/free-quote?utm_source=google&utm_campaign=spring-roof-check',
          ip: '2001:db8:85a3::8a2e:370:7334',
          text: 'By submitting this form I agree to receive text messages from Austin Roofing about my quote. Msg & data rates may apply. Reply STOP to opt out.',
          at: '2026-11-20T15:04:05Z',
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/app/contacts/${id}`);
    await page.getByRole('heading', { name: 'Consent' }).waitFor();
    await page.getByText('website_quote_form').waitFor();
    await page.getByText('2001:db8:85a3::8a2e:370:7334').waitFor();
    await page.getByRole('link', { name: /austin-roofing\.test\/free-quote/ }).waitFor();
    // readable on a phone: nothing wider than the screen
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
    await checkScreen(page, 'account-10-contact-consent-390');
  });
});
