import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { SmtpSink } from '../support/smtp-sink';

/**
 * Forgotten passwords in a real browser (docs/sessions-and-app.md#forgotten-passwords): from Sign
 * in, `Forgot password?`, the email sent, the link read from the mail (a local SMTP server), a
 * new password chosen on `Choose a new password`, and a sign-in with it; a used link says so.
 * Without mail, an owner's `Reset link` in Settings > Team shows the link once with `Copy`.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;
jest.setTimeout(180_000);

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'quiet lantern over seven rivers';
/** The service's public address (links in mail are built from it); requests are forwarded to the test server. */
const PUBLIC = 'https://parley.test';

suite('forgotten passwords in the browser', () => {
  let t: TestApp;
  let plain: TestApp;
  let smtp: SmtpSink;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  let sequence = 0;
  const newEmail = (who: string) => `${who}${++sequence}-${Date.now()}@example.com`;

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

  /** A new browser profile's page on the service with mail (`PUBLIC`) or, `mail: false`, without. */
  async function newPage(mail = true, width = 1280): Promise<Page> {
    const context = await newContext(browser, mail ? PUBLIC : plain.baseUrl);
    contexts.push(context);
    if (mail)
      await context.route(`${PUBLIC}/**`, async (route) => {
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

  /** Signs up through the API (with mail: through the mailed confirmation link). */
  async function signUp(app: TestApp, email: string): Promise<void> {
    const origin = app === t ? PUBLIC : app.baseUrl;
    const res = await app.api
      .raw('post', '/v1/auth/signup')
      .set('Origin', origin)
      .send({ name: 'Maria Lopez', email, password: PASSWORD, accountName: 'Acme Funnels' });
    if (res.status === 201) return;
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor(email, (m) => m.text.includes('/signups/'));
    const token = /\/signups\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
    await app.api
      .raw('post', `/v1/auth/signups/${token}/confirm`)
      .set('Origin', origin)
      .expect(201);
  }

  /** Signs in on Sign in with `password`. */
  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  for (const width of [1280, 390]) {
    it(`resets a forgotten password through the mailed link (${width} px)`, async () => {
      const email = newEmail('maria');
      await signUp(t, email);
      const page = await newPage(true, width);
      const suffix = width === 390 ? '-390' : '';

      await page.goto('/app/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
      await page.getByLabel('Email').fill(email);
      await checkScreen(page, `password-reset-01-forgot${suffix}`);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const status = page.getByRole('status');
      await status.getByText('within 1 hour').waitFor();
      await checkScreen(page, `password-reset-02-requested${suffix}`);

      const mail = await smtp.waitFor(email, (m) => m.text.includes('/password-resets/'));
      const link = /https:\/\/\S+\/password-resets\/[A-Za-z0-9_-]{43}/.exec(
        mail.text,
      )?.[0] as string;
      expect(new URL(link).origin).toBe(PUBLIC);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
      // the sign-up's rules, with the reason under the field
      await page.getByLabel('New password').fill('password123');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page
        .getByText(/easy to guess|common|guess/i)
        .first()
        .waitFor();
      await checkScreen(page, `password-reset-03-choose-refused${suffix}`);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();

      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await page.getByText('Your new password is set').waitFor();
      await checkScreen(page, `password-reset-04-sign-in-notice${suffix}`);
      await signIn(page, email, NEW_PASSWORD);
      await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();

      // the link worked once
      const again = await newPage(true, width);
      await again.goto(link);
      await again.getByLabel('New password').fill('another long passphrase here');
      await again.getByRole('button', { name: 'Set password' }).click();
      await again.getByRole('alert').getByText('This link does not work').waitFor();
      await checkScreen(again, `password-reset-05-used-link${suffix}`);
      await again.getByRole('link', { name: 'Ask for a new link' }).click();
      await again.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    });
  }

  it("shows an owner a member's reset link once, with Copy (no mail)", async () => {
    const owner = await newPage(false);
    const ownerEmail = newEmail('olga');
    await signUp(plain, ownerEmail);
    await owner.goto('/app/signin');
    await signIn(owner, ownerEmail, PASSWORD);
    await owner.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    await owner.goto('/app/settings/team');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite' });
    const agentEmail = newEmail('avery');
    await invite.getByLabel('Name').fill('Avery Agent');
    await invite.getByLabel('Email').fill(agentEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    const invitation = await owner.getByLabel('Invitation link').inputValue();
    const token = invitation.split('/invitations/')[1];
    await plain.api
      .raw('post', `/v1/auth/invitations/${token}/accept`)
      .set('Origin', plain.baseUrl)
      .send({ name: 'Avery Agent', password: PASSWORD })
      .expect(200);
    await owner.reload();

    await owner.getByRole('button', { name: 'Reset link for Avery Agent' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Password reset link for Avery Agent' });
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();
    const link = await dialog.getByLabel('Reset link').inputValue();
    expect(new URL(link).pathname).toMatch(/^\/password-resets\/[A-Za-z0-9_-]{43}$/);
    await checkScreen(owner, 'password-reset-06-owner-link');
    await owner.setViewportSize({ width: 390, height: 800 });
    await checkScreen(owner, 'password-reset-06-owner-link-390');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const agent = await newPage(false);
    await agent.goto(link);
    await agent.getByLabel('New password').fill(NEW_PASSWORD);
    await agent.getByRole('button', { name: 'Set password' }).click();
    await agent.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await signIn(agent, agentEmail, NEW_PASSWORD);
    await agent
      .getByRole('heading', { name: 'Inbox', level: 1 })
      .or(agent.getByRole('heading', { name: 'Contacts', level: 1 }))
      .waitFor();
  });
});
