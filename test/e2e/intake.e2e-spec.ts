import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IntakeClient } from '../../tools/intake/intake-client';
import { readLeadRows } from '../../tools/intake/lead-rows';
import { IntakeAborted, runIntake } from '../../tools/intake/run-intake';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/**
 * The funnel flow on 240 real opt-in submissions (test/fixtures/funnel-leads.csv), replayed
 * through the API by the intake tool exactly as an automation tool would (README "Funnel intake").
 *
 * Expected, from the file: 225 rows carry a phone that is valid for its country, spelling 203
 * distinct E.164 numbers (22 rows repeat a number in another format); 10 rows carry an invalid
 * phone (5 without country code, 5 too short) and 5 rows have no phone at all (3 email-only, 2
 * empty), which the funnel minimum rejects before any call. 8 rows with a valid phone carry a
 * broken email: they are kept without it, with a warning.
 */
describe('npm run intake on the funnel export', () => {
  let t: TestApp;
  let acme: TestAccount;
  let listId: string;
  const leads = readLeadRows(
    readFileSync(resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'), 'utf8'),
  );

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    acme = await createAccount(t.app);
    listId = (await t.api.as(acme.apiKey).post('/v1/lists', { name: 'Funnel' }).expect(201)).body
      .id;
  });
  afterAll(() => t.close());

  const client = () =>
    new IntakeClient({ baseUrl: t.baseUrl, apiKey: acme.apiKey, insecure: true });

  async function listMembers(): Promise<number> {
    let count = 0;
    let cursor: string | null = null;
    do {
      const page: { body: { data: unknown[]; nextCursor: string | null } } = await t.api
        .as(acme.apiKey)
        .get(`/v1/lists/${listId}/contacts?limit=200${cursor ? `&cursor=${cursor}` : ''}`)
        .expect(200);
      count += page.body.data.length;
      cursor = page.body.nextCursor;
    } while (cursor);
    return count;
  }

  it('creates 203 contacts, finds 22 existing, rejects 15 with their reasons, and puts all 203 in the list', async () => {
    const c = client();
    const summary = await runIntake(leads, listId, c);
    await c.close();
    expect(summary).toMatchObject({
      rows: 240,
      created: 203,
      existing: 22,
      addedToList: 203,
      alreadyInList: 22,
    });
    expect(summary.rejected).toEqual({ INVALID_PHONE: 10, MISSING_PHONE: 5 });
    expect(summary.warnings.map((w) => w.code)).toEqual(Array(8).fill('INVALID_EMAIL'));
    expect(await listMembers()).toBe(203);
    const contacts = await t.api.as(acme.apiKey).get('/v1/contacts?limit=200').expect(200);
    expect(contacts.body.nextCursor).not.toBeNull();
  });

  it("records each lead's consent: the form's consent column and its submitted_at (docs/contacts.md#consent)", async () => {
    const mateo = await t.api
      .as(acme.apiKey)
      .get(`/v1/contacts?phoneNumber=${encodeURIComponent('+34612890921')}`)
      .expect(200);
    // the first submission of this number (a later row repeats it in another format)
    expect(mateo.body.consent).toMatchObject({
      source: 'funnel_export',
      at: '2026-11-02T08:08:57.350Z',
      formUrl: null,
      ip: null,
    });
  });

  it('creates nothing on a second run', async () => {
    const c = client();
    const summary = await runIntake(leads, listId, c);
    await c.close();
    expect(summary).toMatchObject({
      created: 0,
      existing: 225,
      addedToList: 0,
      alreadyInList: 225,
    });
    expect(summary.rejected).toEqual({ INVALID_PHONE: 10, MISSING_PHONE: 5 });
    expect(await listMembers()).toBe(203);
  });

  it('stops at once on an unknown list or a wrong key', async () => {
    const c = client();
    await expect(
      runIntake(leads.slice(0, 3), '00000000-0000-4000-8000-000000000000', c),
    ).rejects.toThrow(IntakeAborted);
    await c.close();
    const wrong = new IntakeClient({
      baseUrl: t.baseUrl,
      apiKey: 'pk_' + 'x'.repeat(43),
      insecure: true,
    });
    await expect(runIntake(leads.slice(0, 3), listId, wrong)).rejects.toThrow('API_KEY_INVALID');
    await wrong.close();
  });

  it('waits as Retry-After says when rate limited, and loses nothing', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10' } });
    try {
      const account = await createAccount(limited.app);
      const list = (
        await limited.api.as(account.apiKey).post('/v1/lists', { name: 'Slow' }).expect(201)
      ).body.id;
      const waits: number[] = [];
      const c = new IntakeClient({
        baseUrl: limited.baseUrl,
        apiKey: account.apiKey,
        insecure: true,
        onThrottled: (s) => waits.push(s),
      });
      // 4 leads = up to 12 calls, more than the 9 left this minute: at least one 429 is waited out
      const sample = leads.filter((lead) => lead.phone?.startsWith('+33')).slice(0, 4);
      const pending = runIntake(sample, list, c);
      const summary = await pending;
      await c.close();
      expect(waits.length).toBeGreaterThan(0);
      expect(summary.created + summary.existing).toBe(4);
    } finally {
      await limited.close();
    }
  }, 150_000);
});
