import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { inTransaction } from '../../src/database/transaction';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { ImportsService } from '../../src/modules/imports/imports.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

const FIXTURE = readFileSync(resolve(process.cwd(), 'test/fixtures/funnel-leads.csv'), 'utf8');

/** Hand-derived phone rule, as in src/modules/contacts/domain/funnel-leads-csv.spec.ts. */
const TOO_SHORT = new Set(['+578743', '+780339', '+513464', '+109540', '+125']);
function expectedPhone(cell: string): string | 'INVALID_PHONE' | null {
  if (cell.trim() === '') return null;
  let compact = cell.trim().replace(/[ .()-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+[1-9][0-9]+$/.test(compact) || TOO_SHORT.has(compact)) return 'INVALID_PHONE';
  return compact;
}

interface Report {
  id: string;
  listId: string;
  status: string;
  total: number;
  processed: number;
  created: number;
  existing: number;
  invalid: { row: number; code: string; value?: string }[];
  warnings: { row: number; code: string }[];
  added: number;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
}

describe('CSV imports (docs/lists-and-imports.md#csv-imports)', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: OutboxService;
  let acme: TestAccount;
  let other: TestAccount;

  let lists = 0;
  // List names are unique per account: each list gets its own.
  const newList = async (account: TestAccount): Promise<string> =>
    (
      await t.api
        .as(account.apiKey)
        .post('/v1/lists', { name: `Imported ${++lists}` })
        .expect(201)
    ).body.id;

  /** POSTs a CSV, checks the 202, runs the background work to the end, returns the report. */
  const runImport = async (account: TestAccount, listId: string, csv: string): Promise<Report> => {
    const accepted = await t.api
      .as(account.apiKey)
      .post(`/v1/lists/${listId}/imports`)
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(202);
    expect(accepted.body).toMatchObject({ status: 'queued', listId, processed: 0, created: 0 });
    await outbox.drain();
    const report = await t.api
      .as(account.apiKey)
      .get(`/v1/imports/${accepted.body.id}`)
      .expect(200);
    return report.body;
  };

  const addedEvents = async (listId: string) =>
    (
      await db.query(
        `SELECT payload FROM outbox_events
          WHERE type = 'ContactsAddedToList' AND payload->>'listId' = $1 ORDER BY created_at`,
        [listId],
      )
    ).map((row: { payload: unknown }) => row.payload) as {
      listId: string;
      contactIds: string[];
      operationId: string;
    }[];

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  const snapshot = async () => ({
    imports: await count('imports'),
    contacts: await count('contacts'),
    members: await count('list_members'),
    events: await count('outbox_events'),
  });

  beforeAll(async () => {
    // APP_ROLE=api: no relay timer, the test drains the outbox itself.
    // The rate limit is not under test here; these suites send hundreds of requests per key.
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    outbox = t.app.get(OutboxService);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  describe('the funnel export (test/fixtures/funnel-leads.csv)', () => {
    let account: TestAccount;
    let listId: string;
    let report: Report;

    beforeAll(async () => {
      account = await createAccount(t.app);
      listId = await newList(account);
      report = await runImport(account, listId, FIXTURE);
    });

    it('reports the totals its rules produce', () => {
      // 240 data rows (rows 2-241):
      // - 225 valid phones with 203 distinct E.164 numbers: 203 created, 22 repeats "existing";
      // - 3 email-only rows, each with an email no other row has: 3 created;
      // - 10 invalid phones (5 without country code, 5 too short): invalid INVALID_PHONE;
      // - 2 rows with neither phone nor email: invalid MISSING_CONTACT_IDENTIFIER;
      // - 8 of the valid-phone rows carry "not-an-email": imported without the email, each
      //   listed under warnings as INVALID_EMAIL (they count among created/existing).
      // created 206 + existing 22 + invalid 12 = 240; all 206 contacts were new to the list.
      expect(report).toMatchObject({
        listId,
        status: 'completed',
        total: 240,
        processed: 240,
        created: 206,
        existing: 22,
        added: 206,
        error: null,
      });
      expect(report.invalid).toHaveLength(12);
      expect(report.warnings).toHaveLength(8);
      expect(report.created + report.existing + report.invalid.length).toBe(report.total);
      expect(new Date(report.completedAt as string).getTime()).toBeGreaterThanOrEqual(
        new Date(report.createdAt).getTime(),
      );
    });

    it('lists exactly the rows the hand-derived rules reject or warn about, numbered as in the file', () => {
      const rows = parse(FIXTURE, { columns: true }) as { phone: string; email: string }[];
      const invalid: { row: number; code: string; value: string }[] = [];
      const warnings: { row: number; code: string }[] = [];
      rows.forEach((r, i) => {
        const row = i + 2; // header = row 1
        const phone = expectedPhone(r.phone);
        if (phone === 'INVALID_PHONE') invalid.push({ row, code: 'INVALID_PHONE', value: r.phone });
        else if (phone === null && r.email.trim() === '')
          invalid.push({ row, code: 'MISSING_CONTACT_IDENTIFIER', value: '' });
        else if (phone !== null && r.email === 'not-an-email')
          warnings.push({ row, code: 'INVALID_EMAIL' });
      });
      expect(report.invalid).toEqual(invalid);
      expect(report.warnings).toEqual(warnings);
      expect(invalid.filter((i) => i.code === 'INVALID_PHONE')).toHaveLength(10);
    });

    it('stores the contacts in E.164, one per number, with the other columns as string custom fields', async () => {
      expect(await count('contacts WHERE account_id = $1', [account.id])).toBe(206);
      const [mateo] = await db.query(
        `SELECT first_name, phone, email, custom_fields FROM contacts WHERE account_id = $1 AND phone = '+34612890921'`,
        [account.id],
      );
      // rows 2 and 3 are the same number; row 2 (first in the file) created it
      expect(mateo).toEqual({
        first_name: 'Mateo',
        phone: '+34612890921',
        email: null,
        custom_fields: {
          submitted_at: '2026-11-02T08:08:57.350Z',
          utm_source: 'facebook',
          consent: 'yes',
        },
      });
      const [warned] = await db.query(
        `SELECT email FROM contacts WHERE account_id = $1 AND phone = '+393123570149'`,
        [account.id],
      );
      expect(warned).toEqual({ email: null }); // row 19: "not-an-email" dropped, contact kept
      const lookup = await t.api
        .as(account.apiKey)
        .get('/v1/contacts?email=ARJUN.SILVA611%40yahoo.co.uk')
        .expect(200);
      expect(lookup.body).toMatchObject({ phone: null, firstName: 'Arjun' });
    });

    it('is ONE add operation: one ContactsAddedToList event with every newly added contact', async () => {
      const events = await addedEvents(listId);
      expect(events).toHaveLength(1);
      expect(events[0].operationId).toBe(report.id);
      const members: { contact_id: string; operation_id: string }[] = await db.query(
        `SELECT contact_id, operation_id FROM list_members WHERE list_id = $1`,
        [listId],
      );
      expect(members).toHaveLength(206);
      expect(new Set(events[0].contactIds).size).toBe(206);
      expect([...events[0].contactIds].sort()).toEqual(members.map((m) => m.contact_id).sort());
      expect(new Set(members.map((m) => m.operation_id))).toEqual(new Set([report.id]));
      const list = await t.api.as(account.apiKey).get(`/v1/lists/${listId}`).expect(200);
      expect(list.body.memberCount).toBe(206);
    });

    it('does nothing when the finished import is requested again (redelivery)', async () => {
      const before = await snapshot();
      await inTransaction(db, (manager) =>
        outbox.append(manager, account.id, 'ImportRequested', { importId: report.id }),
      );
      await outbox.drain();
      await t.app.get(ImportsService).process(account.id, report.id);
      const again = await t.api.as(account.apiKey).get(`/v1/imports/${report.id}`).expect(200);
      expect(again.body).toEqual(report);
      expect(await snapshot()).toEqual({ ...before, events: before.events + 1 });
      expect(await addedEvents(listId)).toHaveLength(1);
    });

    it('importing the same file into the same list again creates and adds nothing', async () => {
      const second = await runImport(account, listId, FIXTURE);
      expect(second).toMatchObject({
        status: 'completed',
        total: 240,
        created: 0,
        existing: 228,
        added: 0,
      });
      expect(second.invalid).toEqual(report.invalid);
      expect(await addedEvents(listId)).toHaveLength(1);
      expect(await count('contacts WHERE account_id = $1', [account.id])).toBe(206);
    });

    it('importing it into another list adds the same contacts there, in one event', async () => {
      const otherList = await newList(account);
      const third = await runImport(account, otherList, FIXTURE);
      expect(third).toMatchObject({ created: 0, existing: 228, added: 206 });
      const events = await addedEvents(otherList);
      expect(events).toHaveLength(1);
      expect(events[0].contactIds).toHaveLength(206);
    });
  });

  describe('row semantics', () => {
    it('maps alias headers, trims names, keeps custom values as strings and numbers rows as in the file', async () => {
      const listId = await newList(acme);
      const csv = [
        '\uFEFFphone_number,EMAIL,firstName,lastName,plan,score,',
        '+1 415 555 0101, Ana@Example.COM , Ana ,Khan,pro,7,',
        '',
        '+14155550101,,Dup,,,,', // same number as row 2
        '"+1 (415) 555-0102",not-an-email,Bo,,basic,,',
        ',,,,,,', // all blank: skipped
        '+1415,,Short,,,,',
        ',bad@,,,,,',
        ',only@example.com,Only,,,,',
        ',ONLY@example.com,Again,,,,', // same email, other case
        'x,y', // wrong number of cells
        ',,NoId,,vip,,',
      ].join('\r\n');
      const report = await runImport(acme, listId, csv);
      expect(report).toMatchObject({
        status: 'completed',
        total: 9, // the blank line and the all-blank row are not data rows
        created: 3,
        existing: 2,
        added: 3,
      });
      expect(report.invalid).toEqual([
        { row: 7, code: 'INVALID_PHONE', value: '+1415' },
        { row: 8, code: 'INVALID_EMAIL', value: 'bad@' },
        { row: 11, code: 'VALIDATION_FAILED', value: 'x, y' },
        { row: 12, code: 'MISSING_CONTACT_IDENTIFIER', value: '' },
      ]);
      // the rejected rows to download: the header, then each as written
      const rejected = await t.api
        .as(acme.apiKey)
        .get(`/v1/imports/${report.id}/rejected`)
        .expect(200);
      expect(rejected.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(rejected.headers['content-disposition']).toBe(
        `attachment; filename="rejected-rows-${report.id}.csv"`,
      );
      expect(rejected.text).toBe(
        [
          // (the BOM is not part of the header's first cell)
          'phone_number,EMAIL,firstName,lastName,plan,score,',
          '+1415,,Short,,,,',
          ',bad@,,,,,',
          'x,y',
          ',,NoId,,vip,,',
          '',
        ].join('\r\n'),
      );
      expect(report.warnings).toEqual([{ row: 5, code: 'INVALID_EMAIL' }]);
      const ana = await t.api
        .as(acme.apiKey)
        .get('/v1/contacts?phoneNumber=%2B14155550101')
        .expect(200);
      expect(ana.body).toMatchObject({
        firstName: 'Ana',
        lastName: 'Khan',
        email: 'Ana@example.com',
        customFields: { plan: 'pro', score: '7' },
      });
      const bo = await t.api
        .as(acme.apiKey)
        .get('/v1/contacts?phoneNumber=%2B14155550102')
        .expect(200);
      expect(bo.body).toMatchObject({
        firstName: 'Bo',
        email: null,
        customFields: { plan: 'basic' },
      });
    });

    it('matches email-only rows to existing contacts by email, phone or not', async () => {
      const account = await createAccount(t.app);
      const existing = await t.api
        .as(account.apiKey)
        .post('/v1/contacts', { phone: '+447400618336', email: 'lead@example.com' })
        .expect(201);
      const listId = await newList(account);
      const report = await runImport(account, listId, 'email\nLEAD@example.com\nnew@example.com\n');
      expect(report).toMatchObject({ created: 1, existing: 1, added: 2 });
      const [event] = await addedEvents(listId);
      expect(event.contactIds).toContain(existing.body.id);
    });

    it('processes a file larger than one batch, duplicates across batches included', async () => {
      const listId = await newList(acme);
      const lines = ['phone,first_name'];
      // 1,200 rows over 1,000 numbers: rows 1,001-1,200 repeat numbers of the first batch
      for (let i = 0; i < 1200; i++)
        lines.push(`+1 212 555 ${String(i % 1000).padStart(4, '0')},Lead ${i}`);
      lines.push('+1212,Short', 'nope,Bad');
      const before = await count('contacts WHERE account_id = $1', [acme.id]);
      const report = await runImport(acme, listId, lines.join('\n'));
      expect(report).toMatchObject({
        status: 'completed',
        total: 1202,
        processed: 1202,
        created: 1000,
        existing: 200,
        added: 1000,
      });
      expect(report.invalid).toEqual([
        { row: 1202, code: 'INVALID_PHONE', value: '+1212' },
        { row: 1203, code: 'INVALID_PHONE', value: 'nope' },
      ]);
      // rejected rows of the second batch: the header once, before the first of them
      const rejected = await t.api.as(acme.apiKey).get(`/v1/imports/${report.id}/rejected`);
      expect(rejected.text).toBe('phone,first_name\r\n+1212,Short\r\nnope,Bad\r\n');
      expect(await count('contacts WHERE account_id = $1', [acme.id])).toBe(before + 1000);
      const events = await addedEvents(listId);
      expect(events).toHaveLength(1);
      expect(new Set(events[0].contactIds).size).toBe(1000);
    });

    it('keeps a row whose email only gets too long when lowercased (İ) without the email, with a warning', async () => {
      const account = await createAccount(t.app);
      const listId = await newList(account);
      // 254 characters as written, 257 once the domain is lowercased (İ → i + U+0307)
      const email = `${'l'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'İ'.repeat(3)}${'c'.repeat(54)}.com`;
      const report = await runImport(
        account,
        listId,
        `phone,email\n+14155550201,${email}\n,${email}\n+14155550202,ok@example.com\n`,
      );
      expect(report).toMatchObject({ status: 'completed', created: 2, existing: 0, added: 2 });
      expect(report.warnings).toEqual([{ row: 2, code: 'INVALID_EMAIL' }]);
      expect(report.invalid).toEqual([{ row: 3, code: 'INVALID_EMAIL', value: email }]);
    });

    describe('a batch the database refuses (a data error the contact rules missed)', () => {
      // A test-only CHECK makes PostgreSQL refuse one row, as contacts_email_check did for
      // addresses that grew past 254 characters when lowercased.
      const REFUSED = 'Refused by the database';
      beforeAll(async () => {
        await db.query(
          `ALTER TABLE contacts ADD CONSTRAINT contacts_test_only_refuse
             CHECK (first_name IS DISTINCT FROM '${REFUSED}') NOT VALID`,
        );
      });
      afterAll(async () => {
        await db.query(`ALTER TABLE contacts DROP CONSTRAINT IF EXISTS contacts_test_only_refuse`);
      });

      it('fails the import with a clear error and is not retried: the outbox event is done', async () => {
        const account = await createAccount(t.app);
        const listId = await newList(account);
        const lines = ['phone,first_name'];
        // 600 rows: the first batch (rows 2-501) is fine, the second (rows 502-601) has the refused row
        for (let i = 0; i < 600; i++)
          lines.push(
            `+1 312 555 ${String(i).padStart(4, '0')},${i === 549 ? REFUSED : `Lead ${i}`}`,
          );
        const report = await runImport(account, listId, lines.join('\n'));
        expect(report).toMatchObject({
          status: 'failed',
          total: 600,
          processed: 500,
          created: 500,
          added: 0,
          completedAt: expect.any(String),
        });
        expect(report.error).toContain('rows 502-601');
        expect(report.error).toContain('SQLSTATE 23514');
        // no SQL, no row data, no constraint internals
        expect(report.error).not.toMatch(/INSERT|SELECT|contacts_|Failing row|\+1312|Lead 5/);
        expect(report.error).not.toContain(REFUSED);

        // the event is processed (not waiting for a retry), and nothing was added to the list
        const [event] = await db.query(
          `SELECT processed_at, last_error, attempts FROM outbox_events
            WHERE type = 'ImportRequested' AND payload->>'importId' = $1`,
          [report.id],
        );
        expect(event).toMatchObject({
          processed_at: expect.any(Date),
          last_error: null,
          attempts: 1,
        });
        expect(await addedEvents(listId)).toHaveLength(0);
        expect(await count('list_members WHERE list_id = $1', [listId])).toBe(0);
        expect(await count('contacts WHERE account_id = $1', [account.id])).toBe(500);

        // a redelivery leaves the failed import alone
        await t.app.get(ImportsService).process(account.id, report.id);
        const again = await t.api.as(account.apiKey).get(`/v1/imports/${report.id}`).expect(200);
        expect(again.body).toEqual(report);
      });

      it('still lets the outbox retry other errors (the import resumes later)', async () => {
        const account = await createAccount(t.app);
        const listId = await newList(account);
        const contacts = t.app.get(ContactsService);
        contacts.intake = async () => {
          throw Object.assign(new Error('Connection terminated unexpectedly'), {
            code: 'ECONNRESET',
          });
        };
        try {
          const accepted = await t.api
            .as(account.apiKey)
            .post(`/v1/lists/${listId}/imports`)
            .set('Content-Type', 'text/csv')
            .send('phone\n+13125559999\n')
            .expect(202);
          await outbox.drain();
          const pending = await t.api
            .as(account.apiKey)
            .get(`/v1/imports/${accepted.body.id}`)
            .expect(200);
          expect(pending.body).toMatchObject({ status: 'queued', error: null });
          const [event] = await db.query(
            `SELECT processed_at, last_error FROM outbox_events
              WHERE type = 'ImportRequested' AND payload->>'importId' = $1`,
            [accepted.body.id],
          );
          expect(event).toMatchObject({ processed_at: null, last_error: expect.any(String) });

          // once the database answers again, the retried delivery completes the import
          delete (contacts as { intake?: unknown }).intake;
          await db.query(
            `UPDATE outbox_events SET available_at = now() WHERE type = 'ImportRequested' AND payload->>'importId' = $1`,
            [accepted.body.id],
          );
          await outbox.drain();
          const done = await t.api
            .as(account.apiKey)
            .get(`/v1/imports/${accepted.body.id}`)
            .expect(200);
          expect(done.body).toMatchObject({ status: 'completed', created: 1, added: 1 });
        } finally {
          delete (contacts as { intake?: unknown }).intake;
        }
      });
    });

    it('resumes an interrupted import after its last committed batch, with the same totals and one event', async () => {
      const account = await createAccount(t.app);
      const listId = await newList(account);
      const lines = ['phone'];
      for (let i = 0; i < 1100; i++) lines.push(`+1 646 555 ${String(i % 900).padStart(4, '0')}`);
      // The second batch's contact intake fails as if the worker died mid-import.
      const contacts = t.app.get(ContactsService);
      const intake = contacts.intake.bind(contacts);
      let calls = 0;
      contacts.intake = async (...args: Parameters<ContactsService['intake']>) => {
        calls += 1;
        if (calls === 2) throw new Error('worker crashed during batch 2');
        return intake(...args);
      };
      const restore = () => {
        delete (contacts as { intake?: unknown }).intake; // back to the prototype's method
      };
      try {
        const accepted = await t.api
          .as(account.apiKey)
          .post(`/v1/lists/${listId}/imports`)
          .set('Content-Type', 'text/csv')
          .send(lines.join('\n'))
          .expect(202);
        await outbox.drain();
        const halfway = await t.api
          .as(account.apiKey)
          .get(`/v1/imports/${accepted.body.id}`)
          .expect(200);
        expect(halfway.body).toMatchObject({
          status: 'processing',
          processed: 500,
          created: 500,
          added: 0,
        });
        expect(await addedEvents(listId)).toHaveLength(0);

        restore();
        // the relay retries the failed delivery later; make it due now
        await db.query(
          `UPDATE outbox_events SET available_at = now() WHERE type = 'ImportRequested' AND payload->>'importId' = $1`,
          [accepted.body.id],
        );
        await outbox.drain();
        const done = await t.api
          .as(account.apiKey)
          .get(`/v1/imports/${accepted.body.id}`)
          .expect(200);
        expect(done.body).toMatchObject({
          status: 'completed',
          total: 1100,
          processed: 1100,
          created: 900,
          existing: 200,
          added: 900,
        });
        const events = await addedEvents(listId);
        expect(events).toHaveLength(1);
        expect(new Set(events[0].contactIds).size).toBe(900);
      } finally {
        restore();
      }
    });
  });

  describe('refused imports answer their code and store nothing', () => {
    let listId: string;
    beforeAll(async () => {
      listId = await newList(acme);
    });

    it.each<[string, string | undefined, string | undefined, number, string]>([
      [
        'a JSON body',
        'application/json',
        '{"phone": "+14155552671"}',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a form body',
        'application/x-www-form-urlencoded',
        'phone=1',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['no body', undefined, undefined, 400, 'VALIDATION_FAILED'],
      [
        'a CSV over 1 MiB',
        'text/csv',
        `phone\n${'+14155552671\n'.repeat(90_000)}`,
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an unclosed quote',
        'text/csv',
        'phone,email\n"+14155552671,a@b.co\n',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a header without phone or email',
        'text/csv',
        'first_name\nAna\n',
        400,
        'VALIDATION_FAILED',
      ],
      ['two phone columns', 'text/csv', 'phone,phone_number\n+1,+1\n', 400, 'VALIDATION_FAILED'],
      ['only blank lines', 'text/csv', '\n\n', 400, 'VALIDATION_FAILED'],
      // PostgreSQL text cannot store NUL: the whole CSV is unreadable, never a 500
      [
        'a NUL in a cell',
        'text/csv',
        'phone,first_name\n+14155552671,An\u0000a\n',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a NUL in the header',
        'text/csv',
        'phone,pl\u0000an\n+14155552671,pro\n',
        400,
        'VALIDATION_FAILED',
      ],
      ['a NUL at the end', 'text/csv', 'phone\n+14155552671\n\u0000', 400, 'VALIDATION_FAILED'],
      [
        'a control character in a custom column name',
        'text/csv',
        'phone,pl\u0007an\n+14155552671,pro\n',
        400,
        'VALIDATION_FAILED',
      ],
    ])('%s', async (_title, type, body, status, code) => {
      const before = await snapshot();
      let req = t.api.as(acme.apiKey).post(`/v1/lists/${listId}/imports`);
      if (type) req = req.set('Content-Type', type);
      const res = await (body === undefined ? req : req.send(body)).expect(status);
      expect(res.body.error.code).toBe(code);
      if (code === 'VALIDATION_FAILED')
        expect(res.body.error.details).toEqual([{ field: 'body', message: expect.any(String) }]);
      expect(await snapshot()).toEqual(before);
    });

    it('says a CSV with NUL is not readable CSV, without echoing the body', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/imports`)
        .set('Content-Type', 'text/csv')
        .send('phone,first_name\n+14155552671,Secret\u0000Name\n')
        .expect(400);
      expect(res.body.error.details[0].message).toMatch(/not readable CSV.*NUL/);
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    });

    it("answers 404 LIST_NOT_FOUND for an unknown, malformed or another account's list", async () => {
      const theirs = await newList(other);
      const before = await snapshot();
      for (const id of [randomUUID(), theirs, 'nope']) {
        const res = await t.api
          .as(acme.apiKey)
          .post(`/v1/lists/${id}/imports`)
          .set('Content-Type', 'text/csv')
          .send('phone\n+14155552671\n')
          .expect(404);
        expect(res.body.error.code).toBe('LIST_NOT_FOUND');
      }
      expect(await snapshot()).toEqual(before);
    });

    it('keeps CSV bodies to the import route: elsewhere text/csv is 415', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`)
        .set('Content-Type', 'text/csv')
        .send('contactId\nx\n')
        .expect(415);
      expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it("answers 404 for another account's import, an unknown id and a malformed id", async () => {
      const mine = await runImport(acme, listId, 'phone\n+14155550199\n');
      for (const [key, id] of [
        [other.apiKey, mine.id],
        [acme.apiKey, randomUUID()],
        [acme.apiKey, 'nope'],
      ]) {
        const res = await t.api.as(key).get(`/v1/imports/${id}`).expect(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        const rejected = await t.api.as(key).get(`/v1/imports/${id}/rejected`).expect(404);
        expect(rejected.body.error.code).toBe('NOT_FOUND');
      }
    });

    it('quotes a rejected row as CSV needs (comma, quote, line break) and gives an empty file when none was rejected', async () => {
      const listId = await newList(acme);
      const report = await runImport(
        acme,
        listId,
        'phone,first_name,note\n"12, 34","Ana ""A""","line 1\nline 2"\n+14155550198,Bo,\n',
      );
      expect(report.invalid).toEqual([{ row: 2, code: 'INVALID_PHONE', value: '12, 34' }]);
      const rejected = await t.api.as(acme.apiKey).get(`/v1/imports/${report.id}/rejected`);
      expect(rejected.text).toBe(
        'phone,first_name,note\r\n"12, 34","Ana ""A""","line 1\nline 2"\r\n',
      );
      const clean = await runImport(acme, await newList(acme), 'phone\n+14155550197\n');
      const none = await t.api.as(acme.apiKey).get(`/v1/imports/${clean.id}/rejected`).expect(200);
      expect(none.text).toBe('');
    });
  });
});
