import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

/** Where the browser tests leave their screenshots (gitignored with the rest of reports/). */
export const SCREENSHOT_DIR = join(process.cwd(), 'reports', 'screenshots');

/** Installed browsers tried in order after `CHROMIUM_PATH`: Debian's Chromium, then a system Chrome. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The browser the suite drives: `CHROMIUM_PATH`, else the first installed candidate, else null. Never downloads one. */
export function findBrowser(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The one line printed when the browser suite cannot run (see test/support/global-teardown.ts). */
export const NO_BROWSER_LINE =
  'Browser tests did not run: no Chromium or Chrome found. Install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH; REQUIRE_BROWSER=1 makes this a failure.';

/**
 * Whether the browser suite runs: with a browser, yes; without one, only when REQUIRE_BROWSER=1
 * (CI), where it then fails on launch instead of passing unseen.
 */
export function browserSuiteRuns(): boolean {
  return findBrowser() !== null || process.env.REQUIRE_BROWSER === '1';
}

/** Builds dist/web when missing or stale (the step `npm start` takes). */
export function ensureWebBuilt(): void {
  execFileSync(process.execPath, [join(process.cwd(), 'scripts', 'ensure-web-build.js')], {
    stdio: 'inherit',
  });
}

/** Headless Chromium with the flags that keep it quiet and offline. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath) {
    throw new Error(`REQUIRE_BROWSER=1 and ${NO_BROWSER_LINE}`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (its own cookies) trusting the test server's self-signed certificate. */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Saves a full-page screenshot as reports/screenshots/<name>.png, scrolled to the top first: a
 * full-page capture of a scrolled page draws the sticky header where the viewport was, across
 * the middle of the page.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A dialog that is still fading in or out (Mantine's CSS transitions) would leave a
  // half-drawn overlay in the picture: wait until no finite transition or animation is running
  // (a loader's endless spin is left alone).
  // (A function, not a string: the app's CSP forbids the page from evaluating strings.)
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as {
      document: {
        getAnimations(): {
          playState: string;
          effect: { getTiming(): { iterations?: number } } | null;
        }[];
      };
    };
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The axe rule sets a screen is held to: WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page as it is now with axe (`@axe-core/playwright`, WCAG 2.1 A and AA) and fails
 * when it finds a `critical` or `serious` violation, naming each rule, what it asks for and the
 * elements (CSS selectors) that break it, under `screen` (the screen's name in the message).
 * Moderate and minor findings are not failures. Call it where the screen is fully drawn (after
 * its data loaded), like a screenshot.
 *
 * @throws Error listing the violations.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  if (blocking.length === 0) return;
  const lines = blocking.map(
    (v) =>
      `- ${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s): ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 5 ? ', …' : ''})`,
  );
  throw new Error(
    `Accessibility of "${screen}": ${blocking.length} violation(s)\n${lines.join('\n')}`,
  );
}

/**
 * A screen as a person sees it: its screenshot (`screenshot`) and its axe scan
 * (`expectAccessible`), both under `name`.
 *
 * @throws Error listing the critical and serious accessibility violations.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectAccessible(page, name);
}

/**
 * Waits (at most `timeoutMs`, default 5,000 ms) until `field` holds the keyboard focus, as a
 * person sees the caret before typing: a dialog opens on its first field.
 *
 * @throws Error when the focus is elsewhere at the deadline.
 */
export async function expectFocused(field: Locator, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const focused = await field.evaluate((element) => {
      const node = element as unknown as { ownerDocument: { activeElement: unknown } };
      return node.ownerDocument.activeElement === element;
    });
    if (focused) return;
    if (Date.now() > deadline) throw new Error(`${field} does not hold the focus`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
