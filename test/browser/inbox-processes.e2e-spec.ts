import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserSuiteRuns, checkScreen, launchBrowser, newContext } from '../support/browser';
import { ensureBuilt, runCli, ServiceProcess } from '../support/processes';
import { RUNTIME, TEST_TLS_DIR } from '../support/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The Inbox live across processes (docs/inbox-app.md#live-updates): the built service started as
 * `npm start` runs it, with `API_PROCESSES=2` (two API processes behind one port on PostgreSQL +
 * Redis; the embedded runtime serves one process and says so), two people in two browsers on one
 * conversation: what one sends appears in the other's open thread within 3 s, whichever process
 * answered each of them.
 */
const suite = browserSuiteRuns() ? describe : describe.skip;

const PASSWORD = 'correct horse battery';

suite('the Inbox live across API processes', () => {
  let database: TestDatabase;
  let dataDir: string;
  let service: ServiceProcess | undefined;
  let browser: Browser;
  let baseUrl: string;
  let apiKey: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-inbox-proc-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PORT: '0',
      API_PROCESSES: '2',
      TLS_CERT_FILE: join(TEST_TLS_DIR, 'tls-cert.pem'),
      TLS_KEY_FILE: join(TEST_TLS_DIR, 'tls-key.pem'),
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      BOT_DEBOUNCE_MS: '300',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...(RUNTIME === 'postgres' && process.env.TEST_REDIS_URL
        ? {
            REDIS_URL: process.env.TEST_REDIS_URL,
            REDIS_KEY_PREFIX: `parley-test-inbox-${process.pid}-${Date.now().toString(36)}`,
          }
        : {}),
    };
    // the people first: the embedded database is one process's at a time
    const account = JSON.parse(
      (await runCli(['accounts:create', '--name', 'Acme Support'], env)).stdout,
    );
    apiKey = account.apiKey;
    for (const [name, email] of [
      ['Maria Lopez', 'maria@acme.test'],
      ['Sam Berg', 'sam@acme.test'],
    ]) {
      const made = await runCli(
        [
          'users:create',
          '--account',
          account.id,
          '--email',
          email,
          '--name',
          name,
          '--password-stdin',
        ],
        env,
        `${PASSWORD}\n`,
      );
      expect(made.code).toBe(0);
    }
    service = ServiceProcess.spawn(env);
    await service.waitFor('Parley is listening on', 90_000);
    if (env.REDIS_URL) await service.waitFor('Parley runs 2 API processes', 30_000);
    const port = /listening on https:\/\/[^:]+:(\d+)/.exec(service.output)?.[1];
    baseUrl = `https://127.0.0.1:${port}`;
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited();
    }
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  /** A browser of its own, signed in as `email`, on the conversation `id`. */
  async function openAs(email: string, id: string): Promise<Page> {
    const context = await newContext(browser, baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Custom channel contact/ })
      .click();
    await page.waitForURL(`**/app/inbox/${id}`);
    return page;
  }

  it('(e) two people in two browsers: a reply by one appears in the other’s open thread within 3 s', async () => {
    const context = await newContext(browser, baseUrl);
    contexts.push(context);
    const auth = { Authorization: `Bearer ${apiKey}` };
    const channel = await context.request.post('/v1/custom_channels', {
      headers: auth,
      data: { name: 'livechat', deliveryUrl: 'http://127.0.0.1:9/hooks' },
    });
    expect(channel.status()).toBe(201);
    const incoming = await context.request.post('/v1/incoming_custom_channel_message', {
      headers: auth,
      data: {
        customData: {
          messageSid: `m-${Date.now()}`,
          fromId: 'visitor-1',
          toId: 'livechat',
          body: 'Can I talk to a human please?',
        },
      },
    });
    expect(incoming.status()).toBe(201);
    const message = await (
      await context.request.get(`/v1/messages/${(await incoming.json()).id}`, { headers: auth })
    ).json();
    const id = message.conversationId as string;

    const maria = await openAs('maria@acme.test', id);
    const sam = await openAs('sam@acme.test', id);
    const mariaThread = maria.getByRole('log', { name: 'Messages' });
    const samThread = sam.getByRole('log', { name: 'Messages' });
    await samThread.getByText('Can I talk to a human please?').waitFor();

    for (const [from, to, text] of [
      [maria, samThread, 'Hi, Maria here: I am looking into it.'],
      [sam, mariaThread, 'Sam here too: your refund is on its way.'],
    ] as const) {
      await from.getByLabel('Reply').fill(text);
      const sent = Date.now();
      await from.getByRole('button', { name: 'Send', exact: true }).click();
      await to.getByText(text).waitFor({ timeout: 3_000 });
      expect(Date.now() - sent).toBeLessThan(3_000);
    }
    await checkScreen(sam, 'inbox-two-people');
  }, 120_000);
});
