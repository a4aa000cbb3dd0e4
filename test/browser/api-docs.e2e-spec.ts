import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app-factory';
import { browserSuiteRuns, launchBrowser, newContext, screenshot } from '../support/browser';

const suite = browserSuiteRuns() ? describe : describe.skip;

/**
 * `/v1/docs` (docs/security.md#headers) renders in Chromium under its Content-Security-Policy
 * (`frame-ancestors 'none'`, scripts of its own origin only): Swagger UI shows the operations and
 * the console reports no CSP violation.
 */
suite('the API reference in a browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  }, 60_000);

  it('renders the operations with no CSP violation in the console', async () => {
    const context = await newContext(browser, t.baseUrl);
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto('/v1/docs');
      await page
        .getByRole('heading', { name: /Parley/ })
        .first()
        .waitFor();
      await page.getByText('/v1/contacts').first().waitFor();
      await screenshot(page, 'api-docs');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
