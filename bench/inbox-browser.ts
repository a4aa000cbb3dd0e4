/**
 * Inbox in the browser (`npm run bench -- inbox-browser`; docs/performance.md#the-inbox): how long
 * a person waits for the first page of an inbox of BENCH_INBOX_BROWSER_CONVERSATIONS (default
 * 10,000) conversations, target under 1 s on the embedded runtime.
 *
 * Against the running Parley of bench/run.ts: an account and an owner made through the operator
 * CLI, the conversations seeded as the inbox benchmark seeds them (`seed`, a fifth waiting for a
 * person), then Debian's Chromium (playwright-core, headless, offline flags) signs in and opens
 * `/app/inbox` BENCH_INBOX_BROWSER_RUNS times (default 7), each a full page load as from a new
 * tab: the time from navigation to the first conversation row visible in the `Conversations`
 * list, ms. Reported: the first (cold) load, then p50 and max of the others, and each load's
 * `GET /v1/conversations` (start to last byte). Writes
 * `bench/results/inbox-browser.json`.
 */
import { benchContext, writeBenchReport } from './report';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { chromium } from 'playwright-core';
import { type InboxBenchmarkOptions, seed } from './inbox';

const CONVERSATIONS = Number(process.env.BENCH_INBOX_BROWSER_CONVERSATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_INBOX_BROWSER_RUNS ?? 7);
const PASSWORD = 'Bench-inbox-Password-2026!';

/**
 * Runs the browser inbox benchmark against a running Parley (see the file comment).
 * @throws Error when the setup fails, no row appears within 30 s, or Parley exits.
 */
export async function benchmarkInboxBrowser(options: InboxBenchmarkOptions): Promise<void> {
  const cli = (args: string[], input?: string) =>
    JSON.parse(
      execFileSync(process.execPath, [join(options.root, 'dist', 'src', 'cli.js'), ...args], {
        env: { PATH: process.env.PATH, ...options.env },
        input,
      }).toString(),
    );
  const account = cli(['accounts:create', '--name', 'bench-inbox-browser']);
  const email = `owner.${Date.now()}@bench.test`;
  cli(['users:create', '--account', account.id, '--email', email, '--password-stdin'], PASSWORD);
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    await seed(db, account.id, CONVERSATIONS);
  } finally {
    await db.end();
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  try {
    const context = await browser.newContext({
      baseURL: options.baseUrl,
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    const loads: number[] = [];
    const apiMs: number[] = [];
    page.on('requestfinished', (request) => {
      if (!/\/v1\/conversations\?/.test(request.url())) return;
      apiMs.push(Math.round(request.timing().responseEnd));
    });
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await page.goto('/app/inbox');
      await page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('link')
        .first()
        .waitFor({ timeout: 30_000 });
      loads.push(Math.round(performance.now() - started));
    }
    const exited = options.serverExited?.() ?? null;
    if (exited !== null) throw new Error(`Parley exited during the benchmark:\n${exited}`);
    const [cold, ...warm] = loads;
    warm.sort((a, b) => a - b);
    const report = {
      ...benchContext(options.env),
      conversations: CONVERSATIONS,
      runs: RUNS,
      firstPageMs: { cold, p50: warm[Math.floor((warm.length - 1) / 2)], max: warm.at(-1) },
      loadsMs: loads,
      // each load's GET /v1/conversations, from its start to its last byte (ms)
      conversationsRequestMs: apiMs,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    writeBenchReport(options.root, 'inbox-browser.json', report);
  } finally {
    await browser.close();
  }
}
