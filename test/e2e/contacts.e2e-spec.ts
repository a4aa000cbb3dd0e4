import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import type { KeyPlacement } from '../support/api-client';
import { createAccount, type TestAccount } from '../support/factories';

const PLACEMENTS: KeyPlacement[] = ['query', 'bearer', 'header'];

/** Every contact field (docs/contacts.md#fields), absent ones null. */
const CONTACT_KEYS = [
  'consent',
  'createdAt',
  'customFields',
  'email',
  'firstName',
  'id',
  'lastName',
  'optedOut',
  'optedOutAt',
  'phone',
  'username',
];

/**
 * The E.164 each phone cell of the funnel export must become, derived by hand as in
 * src/modules/contacts/domain/funnel-leads-csv.spec.ts (not by calling the code under test):
 * drop spaces, dashes, dots and brackets; `00` means `+`; no country code is invalid; and five
 * numbers are too short for their country.
 */
const TOO_SHORT = new Set(['+578743', '+780339', '+513464', '+109540', '+125']);
function expectedPhone(cell: string): string | 'INVALID_PHONE' {
  let compact = cell.trim().replace(/[ .()-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+[1-9][0-9]+$/.test(compact) || TOO_SHORT.has(compact)) return 'INVALID_PHONE';
  return compact;
}

describe('Contacts (docs/contacts.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let other: TestAccount;

  const countContacts = async (accountId?: string): Promise<number> => {
    const [row] = accountId
      ? await db.query(`SELECT count(*)::int AS n FROM contacts WHERE account_id = $1`, [accountId])
      : await db.query(`SELECT count(*)::int AS n FROM contacts`);
    return row.n;
  };

  beforeAll(async () => {
    // The rate limit is not under test here; these suites send hundreds of requests per key.
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  describe('POST /v1/contacts', () => {
    it.each(PLACEMENTS)(
      'creates from shape A with the key in the %s placement (201), then returns it unchanged (200)',
      async (placement) => {
        const account = await createAccount(t.app);
        const api = t.api.as(account.apiKey, placement);
        const body = {
          firstName: ' Ana ',
          lastName: 'Khan',
          phone: '+1 (415) 555-2671',
          email: ' Ana.Khan@Example.COM ',
          customFields: { utm_source: 'facebook', score: 7, consent: true },
        };
        const created = await api.post('/v1/contacts', body).expect(201);
        expect(created.headers['x-contact-created']).toBe('true');
        expect(Object.keys(created.body).sort()).toEqual(CONTACT_KEYS);
        expect(created.body).toMatchObject({
          firstName: 'Ana',
          lastName: 'Khan',
          phone: '+14155552671',
          email: 'Ana.Khan@example.com',
          customFields: { utm_source: 'facebook', score: 7, consent: true },
        });
        expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

        const again = await api
          .post('/v1/contacts', { ...body, phone: '+14155552671', firstName: 'Changed' })
          .expect(200);
        expect(again.headers['x-contact-created']).toBe('false');
        expect(again.body).toEqual(created.body);
        expect(await countContacts(account.id)).toBe(1);
      },
    );

    it.each(PLACEMENTS)(
      'creates from shape B with the key in the %s placement, de-duplicated with shape A',
      async (placement) => {
        const account = await createAccount(t.app);
        const api = t.api.as(account.apiKey, placement);
        const created = await api
          .post('/v1/contacts', {
            first_name: 'Mateo',
            last_name: 'Dubois',
            phone_number: ' +34 612 89 09 21 ',
            email: 'mateo@example.com',
            custom_fields: { utm_source: 'google' },
            utm_campaign: 'ignored unknown field',
          })
          .expect(201);
        expect(created.headers['x-contact-created']).toBe('true');
        expect(created.body).toEqual({
          id: created.body.id,
          firstName: 'Mateo',
          lastName: 'Dubois',
          phone: '+34612890921',
          email: 'mateo@example.com',
          customFields: { utm_source: 'google' },
          createdAt: created.body.createdAt,
          optedOut: false,
          optedOutAt: null,
          consent: null,
          username: null,
        });
        const asShapeA = await api.post('/v1/contacts', { phone: '0034612890921' }).expect(200);
        expect(asShapeA.body.id).toBe(created.body.id);
      },
    );

    it('answers absent values as null and customFields as {}', async () => {
      const account = await createAccount(t.app);
      const res = await t.api
        .as(account.apiKey)
        .post('/v1/contacts', { phone: '+447400618336' })
        .expect(201);
      expect(res.body).toEqual({
        id: res.body.id,
        firstName: null,
        lastName: null,
        phone: '+447400618336',
        email: null,
        customFields: {},
        createdAt: res.body.createdAt,
        optedOut: false,
        optedOutAt: null,
        consent: null,
        username: null,
      });
    });

    it('normalises every phone format of the funnel export to its one E.164 (or INVALID_PHONE)', async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const rows = parse(readFileSync(resolve(process.cwd(), 'test/fixtures/funnel-leads.csv')), {
        columns: true,
      }) as { phone: string }[];
      const cells = [...new Set(rows.map((row) => row.phone).filter((c) => c.trim() !== ''))];
      const idByE164 = new Map<string, string>();
      let invalid = 0;
      for (const cell of cells) {
        const expected = expectedPhone(cell);
        const res = await api.post('/v1/contacts', { phone: cell });
        if (expected === 'INVALID_PHONE') {
          expect({ cell, status: res.status, code: res.body.error?.code }).toEqual({
            cell,
            status: 400,
            code: 'INVALID_PHONE',
          });
          invalid += 1;
          continue;
        }
        expect({ cell, status: [200, 201].includes(res.status), phone: res.body.phone }).toEqual({
          cell,
          status: true,
          phone: expected,
        });
        // One contact per E.164: a second spelling of a number returns the first one (200).
        expect(res.status).toBe(idByE164.has(expected) ? 200 : 201);
        if (idByE164.has(expected)) expect(res.body.id).toBe(idByE164.get(expected));
        idByE164.set(expected, res.body.id);
        // The lookup with the cell as written (properly encoded) finds the same contact.
        const found = await api
          .get(`/v1/contacts?phoneNumber=${encodeURIComponent(cell)}`)
          .expect(200);
        expect(found.body.id).toBe(res.body.id);
      }
      // 10 invalid phones in the file (5 without country code, 5 too short), 203 distinct numbers.
      expect(invalid).toBe(10);
      expect(idByE164.size).toBe(203);
      expect(await countContacts(account.id)).toBe(203);
    });

    it('creates exactly one contact under 20 concurrent identical creates: one 201, nineteen 200s', async () => {
      const account = await createAccount(t.app);
      const before = await countContacts();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.api
            .as(account.apiKey)
            .post('/v1/contacts', { first_name: 'Ngozi', phone_number: '+2348021167508' }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      expect(responses.filter((r) => r.headers['x-contact-created'] === 'true')).toHaveLength(1);
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
      expect(await countContacts(account.id)).toBe(1);
      expect(await countContacts()).toBe(before + 1);
    });

    it('creates exactly one email-only contact under 20 concurrent creates differing in case', async () => {
      const account = await createAccount(t.app);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.api
            .as(account.apiKey)
            .post('/v1/contacts', { email: i % 2 ? 'lead@example.com' : 'LEAD@Example.com' }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
      expect(await countContacts(account.id)).toBe(1);
    });

    it('de-duplicates email-only requests case-insensitively, and matches a contact that has a phone', async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const emailOnly = await api.post('/v1/contacts', { email: 'Solo@Example.com' }).expect(201);
      const same = await api.post('/v1/contacts', { email: 'solo@EXAMPLE.COM' }).expect(200);
      expect(same.body).toEqual(emailOnly.body);

      const withPhone = await api
        .post('/v1/contacts', { phone: '+33612242842', email: 'Lea@Example.com' })
        .expect(201);
      const byEmail = await api
        .post('/v1/contacts', { email: 'lea@example.com', firstName: 'Léa' })
        .expect(200);
      expect(byEmail.headers['x-contact-created']).toBe('false');
      expect(byEmail.body).toEqual(withPhone.body);
      expect(await countContacts(account.id)).toBe(2);
    });

    it('de-duplicates by phone only: a new phone with a known email is a new contact', async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      await api.post('/v1/contacts', { email: 'shared@example.com' }).expect(201);
      await api
        .post('/v1/contacts', { phone: '+61412530309', email: 'shared@example.com' })
        .expect(201);
      await api
        .post('/v1/contacts', { phone: '+61412407701', email: 'shared@example.com' })
        .expect(201);
      expect(await countContacts(account.id)).toBe(3);
    });

    it('keeps accounts apart: the same phone is a new contact in another account', async () => {
      const a = await t.api.as(acme.apiKey).post('/v1/contacts', { phone: '+393123836139' });
      const b = await t.api.as(other.apiKey).post('/v1/contacts', { phone: '+393123836139' });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).not.toBe(b.body.id);
    });

    describe('bad input answers its code and writes nothing', () => {
      const huge = 'x'.repeat(1024 * 1024 + 10);
      it.each<[string, unknown, number, string, string | null]>([
        ['no country code', { phone: '(415) 555-2671' }, 400, 'INVALID_PHONE', 'phone'],
        ['too short', { phone_number: '+578743' }, 400, 'INVALID_PHONE', 'phone_number'],
        ['letters', { phone: '+1 415 555 CALL', email: 'a@b.co' }, 400, 'INVALID_PHONE', 'phone'],
        ['a broken email', { email: 'not-an-email' }, 400, 'INVALID_EMAIL', 'email'],
        [
          'a broken email next to a valid phone',
          { phone: '+14155550100', email: 'ana@example' },
          400,
          'INVALID_EMAIL',
          'email',
        ],
        ['nothing', {}, 400, 'MISSING_CONTACT_IDENTIFIER', 'phone|email'],
        [
          'names only, blank identifiers',
          { first_name: 'Ana', phone_number: '  ', email: '' },
          400,
          'MISSING_CONTACT_IDENTIFIER',
          'phone_number|email',
        ],
        ['a numeric phone', { phone: 14155552671 }, 400, 'VALIDATION_FAILED', 'phone'],
        [
          'a numeric phone_number',
          { phone_number: 14155552671 },
          400,
          'VALIDATION_FAILED',
          'phone_number',
        ],
        [
          'a boolean email',
          { phone: '+14155552671', email: true },
          400,
          'VALIDATION_FAILED',
          'email',
        ],
        [
          'an object first name',
          { phone: '+14155552671', firstName: {} },
          400,
          'VALIDATION_FAILED',
          'firstName',
        ],
        [
          'a 101-character last name',
          { phone: '+14155552671', last_name: 'x'.repeat(101) },
          400,
          'VALIDATION_FAILED',
          'last_name',
        ],
        [
          'customFields as an array',
          { phone: '+14155552671', customFields: ['a'] },
          400,
          'VALIDATION_FAILED',
          'customFields',
        ],
        [
          'a null custom value',
          { phone: '+14155552671', custom_fields: { a: null } },
          400,
          'VALIDATION_FAILED',
          'custom_fields.a',
        ],
        [
          'a nested custom value',
          { phone: '+14155552671', customFields: { a: { b: 1 } } },
          400,
          'VALIDATION_FAILED',
          'customFields.a',
        ],
        [
          'conflicting shapes',
          { phone: '+14155552671', phone_number: '+34612890921' },
          400,
          'VALIDATION_FAILED',
          'phone_number',
        ],
        // PostgreSQL text and jsonb cannot store NUL: 400 naming the field, never a 500
        [
          'a NUL in firstName',
          { phone: '+14155552671', firstName: 'An\u0000a' },
          400,
          'VALIDATION_FAILED',
          'firstName',
        ],
        [
          'a NUL in last_name',
          { phone_number: '+14155552671', last_name: 'Khan\u0000' },
          400,
          'VALIDATION_FAILED',
          'last_name',
        ],
        [
          'an escape character in first_name',
          { email: 'esc@example.com', first_name: '\u001b[31mAna' },
          400,
          'VALIDATION_FAILED',
          'first_name',
        ],
        [
          'a NUL in a custom field key',
          { phone: '+14155552671', customFields: { 'utm\u0000source': 'fb' } },
          400,
          'VALIDATION_FAILED',
          'customFields.utm\\u0000source',
        ],
        [
          'a NUL in a custom field value',
          { phone: '+14155552671', custom_fields: { plan: 'pro\u0000' } },
          400,
          'VALIDATION_FAILED',
          'custom_fields.plan',
        ],
        [
          'an unpaired surrogate in a custom field value (jsonb refuses it)',
          { phone: '+14155552671', customFields: { plan: 'pro\ud800' } },
          400,
          'VALIDATION_FAILED',
          'customFields.plan',
        ],
        [
          'a 254-character email that lowercases to 257 (İ)',
          {
            email: `${'l'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'İ'.repeat(3)}${'c'.repeat(54)}.com`,
          },
          400,
          'INVALID_EMAIL',
          'email',
        ],
        [
          'an email whose lowercased domain label is too long',
          { phone: '+14155552671', email: `ana@${'İ'.repeat(40)}.com` },
          400,
          'INVALID_EMAIL',
          'email',
        ],
        [
          'a body over 1 MiB',
          { phone: '+14155552671', firstName: huge },
          413,
          'PAYLOAD_TOO_LARGE',
          null,
        ],
      ])('%s', async (_title, body, status, code, field) => {
        const before = await countContacts();
        const res = await t.api
          .as(acme.apiKey)
          .post('/v1/contacts', body as object)
          .expect(status);
        expect(res.body.error.code).toBe(code);
        if (field !== null)
          expect(res.body.error.details).toEqual([{ field, message: expect.any(String) }]);
        expect(res.headers['x-contact-created']).toBeUndefined();
        expect(await countContacts()).toBe(before);
      });

      it.each([
        ['malformed JSON', 'application/json', '{"phone": "+14155552671"', 400, 'INVALID_JSON'],
        [
          'a JSON array',
          'application/json',
          '[{"phone": "+14155552671"}]',
          400,
          'VALIDATION_FAILED',
        ],
        ['a CSV body', 'text/csv', 'phone\n+14155552671\n', 415, 'UNSUPPORTED_MEDIA_TYPE'],
        [
          'a form body',
          'application/x-www-form-urlencoded',
          'phone=%2B14155552671',
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        ],
      ])('%s', async (_title, type, raw, status, code) => {
        const before = await countContacts();
        const res = await t.api
          .as(acme.apiKey)
          .post('/v1/contacts')
          .set('Content-Type', type)
          .send(raw)
          .expect(status);
        expect(res.body.error.code).toBe(code);
        expect(await countContacts()).toBe(before);
      });
    });
  });

  describe('GET /v1/contacts lookups', () => {
    let contact: { id: string; phone: string; email: string };
    beforeAll(async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', { phone: '+14155552671', email: 'Ana.Khan+funnel@Example.com' })
        .expect(201);
      contact = res.body;
    });

    it.each([
      ['an unencoded + (arrives as a space)', '?phoneNumber=+14155552671'],
      ['an unencoded + and spaces', '?phoneNumber=+1+415+555+2671'],
      ['an encoded +', '?phoneNumber=%2B14155552671'],
      ['an encoded formatted number', `?phoneNumber=${encodeURIComponent('+1 (415) 555-2671')}`],
      ['00 instead of +', '?phoneNumber=0014155552671'],
      ['the shape B alias', '?phone_number=%2B14155552671'],
      ['the phone and an empty email', '?phoneNumber=%2B14155552671&email='],
      [
        'a limit and a cursor next to it (a lookup key decides)',
        '?phoneNumber=%2B14155552671&limit=5&cursor=x',
      ],
    ])('finds by phone with %s', async (_title, query) => {
      for (const placement of PLACEMENTS) {
        const res = await t.api.as(acme.apiKey, placement).get(`/v1/contacts${query}`).expect(200);
        expect(res.body).toMatchObject({ id: contact.id, phone: '+14155552671' });
      }
    });

    it.each([
      ['exact', 'Ana.Khan%2Bfunnel%40Example.com'],
      ['upper case', encodeURIComponent('ANA.KHAN+FUNNEL@EXAMPLE.COM')],
      ['lower case with an unencoded +', 'ana.khan+funnel@example.com'],
    ])('finds by email, case-insensitively (%s)', async (_title, value) => {
      const res = await t.api.as(acme.apiKey).get(`/v1/contacts?email=${value}`).expect(200);
      expect(res.body.id).toBe(contact.id);
    });

    it('answers 404 CONTACT_NOT_FOUND when nothing matches, and for another account', async () => {
      for (const query of ['?phoneNumber=%2B447400618399', '?email=nobody%40example.com']) {
        const res = await t.api.as(acme.apiKey).get(`/v1/contacts${query}`).expect(404);
        expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
      }
      for (const query of [
        '?phoneNumber=%2B14155552671',
        '?email=ana.khan%2Bfunnel%40example.com',
      ]) {
        const res = await t.api.as(other.apiKey).get(`/v1/contacts${query}`).expect(404);
        expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
      }
    });

    it.each(PLACEMENTS)(
      'answers 400 MISSING_LOOKUP_PARAMETER for a plain GET /v1/contacts (key in the %s placement)',
      async (placement) => {
        const res = await t.api.as(acme.apiKey, placement).get('/v1/contacts').expect(400);
        expect(res.body.error).toMatchObject({
          code: 'MISSING_LOOKUP_PARAMETER',
          details: [{ field: 'phoneNumber|email', message: expect.any(String) }],
        });
      },
    );

    it.each([
      ['', 'MISSING_LOOKUP_PARAMETER'],
      ['?utm_source=facebook', 'MISSING_LOOKUP_PARAMETER'],
      ['?phoneNumber=&limit=5', 'MISSING_LOOKUP_PARAMETER'],
      ['?email=&cursor=x', 'MISSING_LOOKUP_PARAMETER'],
      // NUL in any accepted text is the one edge rule (docs/api.md#hostile-input):
      // VALIDATION_FAILED naming it
      ['?phoneNumber=%00', 'VALIDATION_FAILED'],
      ['?email=ana%00%40example.com', 'VALIDATION_FAILED'],
      ['?phoneNumber=', 'MISSING_LOOKUP_PARAMETER'],
      ['?email=', 'MISSING_LOOKUP_PARAMETER'],
      ['?phoneNumber=&email=', 'MISSING_LOOKUP_PARAMETER'],
      ['?phoneNumber=+', 'MISSING_LOOKUP_PARAMETER'],
      ['?phoneNumber=4155552671', 'INVALID_PHONE'],
      ['?phoneNumber=%28415%29%20555-2671', 'INVALID_PHONE'],
      ['?phoneNumber=abc', 'INVALID_PHONE'],
      ['?email=not-an-email', 'INVALID_EMAIL'],
      ['?email=a&email=b', 'VALIDATION_FAILED'],
    ])('answers 400 for %s with %s', async (query, code) => {
      const res = await t.api.as(acme.apiKey).get(`/v1/contacts${query}`).expect(400);
      expect(res.body.error.code).toBe(code);
    });
  });

  describe('GET /v1/contacts/{id}', () => {
    it('answers the contact', async () => {
      const created = await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', { email: 'byid@example.com' });
      const res = await t.api.as(acme.apiKey).get(`/v1/contacts/${created.body.id}`).expect(200);
      // the one contact's page also lists how channels know the person (none here)
      expect(res.body).toEqual({ ...created.body, identities: [] });
      const upper = await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts/${created.body.id.toUpperCase()}`)
        .expect(200);
      expect(upper.body.id).toBe(created.body.id);
    });

    it("answers 404 CONTACT_NOT_FOUND for another account's id, an unknown id and a non-UUID", async () => {
      const theirs = await t.api
        .as(other.apiKey)
        .post('/v1/contacts', { email: 'theirs@example.com' });
      for (const id of [
        theirs.body.id,
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        '1',
      ]) {
        const res = await t.api.as(acme.apiKey).get(`/v1/contacts/${id}`).expect(404);
        expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
      }
    });
  });

  describe('GET /v1/contacts (paginated list)', () => {
    it('walks every contact of the account exactly once, oldest first', async () => {
      const account = await createAccount(t.app);
      const ids: string[] = [];
      for (let i = 0; i < 23; i++) {
        const res = await t.api
          .as(account.apiKey)
          .post('/v1/contacts', { email: `walk${i}@example.com` })
          .expect(201);
        ids.push(res.body.id);
      }
      // Rows created in one millisecond order by id: compare as sets, and check the order.
      const seen: { id: string; createdAt: string }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=5&cursor=${cursor}` : '?limit=5';
        const res = await t.api.as(account.apiKey).get(`/v1/contacts${query}`).expect(200);
        expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor', 'total']);
        expect(res.body.data.length).toBeLessThanOrEqual(5);
        seen.push(...res.body.data);
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(5);
      expect(seen.map((c) => c.id).sort()).toEqual([...ids].sort());
      expect(new Set(seen.map((c) => c.id)).size).toBe(23);
      const times = seen.map((c) => c.createdAt);
      expect([...times].sort()).toEqual(times);
    });

    it('is asked for with limit or cursor; a cursor alone pages by the default 50', async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      await Promise.all(
        Array.from({ length: 51 }, (_, i) =>
          api.post('/v1/contacts', { email: `page${i}@example.com` }).expect(201),
        ),
      );
      const all = await api.get('/v1/contacts?limit=200').expect(200);
      expect(all.body.data).toHaveLength(51);
      expect(all.body.nextCursor).toBeNull();

      const first = await api.get('/v1/contacts?cursor=').expect(200);
      expect(first.body.data).toHaveLength(50);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await api.get(`/v1/contacts?cursor=${first.body.nextCursor}`).expect(200);
      expect(second.body).toEqual({ data: [all.body.data[50]], nextCursor: null, total: 51 });

      const none = await t.api
        .as((await createAccount(t.app)).apiKey)
        .get('/v1/contacts?limit=50')
        .expect(200);
      expect(none.body).toEqual({ data: [], nextCursor: null, total: 0 });
    });

    it('answers 400 MISSING_LOOKUP_PARAMETER, not the list, without limit or cursor', async () => {
      const account = await createAccount(t.app);
      await t.api.as(account.apiKey).post('/v1/contacts', { phone: '+5511961739332' }).expect(201);
      for (const placement of PLACEMENTS) {
        const res = await t.api.as(account.apiKey, placement).get('/v1/contacts').expect(400);
        expect(res.body.error.code).toBe('MISSING_LOOKUP_PARAMETER');
      }
    });

    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const ID = '00000000-0000-4000-8000-000000000001';
    const validCursor = b64(`2026-01-01T00:00:00.000Z|${ID}`);
    it.each([
      '?limit=0',
      '?limit=201',
      '?limit=abc',
      '?limit=',
      '?cursor=garbage',
      // cursors that decoded before but made PostgreSQL's ::uuid / ::timestamptz casts fail (500)
      `?limit=5&cursor=${b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)}`,
      `?limit=5&cursor=${b64(`+275760-09-13T00:00:00.000Z|${ID}`)}`,
      `?cursor=${b64(`Jan 1 2026|${ID}`)}`,
      // non-canonical spellings of a valid cursor
      `?limit=5&cursor=${validCursor}=`,
      `?limit=5&cursor=${validCursor}.`,
    ])('answers 400 VALIDATION_FAILED for %s', async (query) => {
      const res = await t.api.as(acme.apiKey).get(`/v1/contacts${query}`).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('takes a well-formed cursor of any position', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts?limit=5&cursor=${validCursor}`)
        .expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor', 'total']);
    });

    it("filters the list by name with q (the app's search), case-insensitively, in pages", async () => {
      const account = await createAccount(t.app);
      const other = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const names: [string, string | null][] = [
        ['Ana', 'Khan'],
        ['Mariana', null],
        ['Bob', 'Anaya'],
        ['Zoe', 'Smith'],
        ['100%', 'sure'],
      ];
      const ids: string[] = [];
      for (const [firstName, lastName] of names) {
        const res = await api
          .post('/v1/contacts', { firstName, lastName, email: `${ids.length}@example.com` })
          .expect(201);
        ids.push(res.body.id);
      }
      await t.api
        .as(other.apiKey)
        .post('/v1/contacts', { firstName: 'Ana', email: 'other@example.com' })
        .expect(201);

      const found = await api.get('/v1/contacts?q=ANA&limit=2').expect(200);
      expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0], ids[1]]);
      const rest = await api
        .get(`/v1/contacts?q=ANA&limit=2&cursor=${found.body.nextCursor}`)
        .expect(200);
      expect(rest.body).toEqual({
        data: [expect.objectContaining({ id: ids[2] })],
        nextCursor: null,
        total: 3,
      });

      const full = await api.get('/v1/contacts?q=ana%20khan&limit=10').expect(200);
      expect(full.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
      // LIKE wildcards are plain text
      const percent = await api.get('/v1/contacts?q=%25&limit=10').expect(200);
      expect(percent.body.data.map((c: { id: string }) => c.id)).toEqual([ids[4]]);
      const none = await api.get('/v1/contacts?q=nobody&limit=10').expect(200);
      expect(none.body).toEqual({ data: [], nextCursor: null, total: 0 });
      // a lookup key still wins over q, and q alone is no list request
      await api.get('/v1/contacts?q=ana&email=0@example.com').expect(200);
      const missing = await api.get('/v1/contacts?q=ana').expect(400);
      expect(missing.body.error.code).toBe('MISSING_LOOKUP_PARAMETER');
      const tooLong = await api.get(`/v1/contacts?q=${'a'.repeat(101)}&limit=5`).expect(400);
      expect(tooLong.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('shows the opt-out state as optedOutAt', async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const res = await api.post('/v1/contacts', { email: 'fresh@example.com' }).expect(201);
      expect(res.body.optedOutAt).toBeNull();
      await db.query(`UPDATE contacts SET opted_out_at = '2026-11-02T08:00:00Z' WHERE id = $1`, [
        res.body.id,
      ]);
      const after = await api.get(`/v1/contacts/${res.body.id}`).expect(200);
      expect(after.body.optedOutAt).toBe('2026-11-02T08:00:00.000Z');
    });
  });
});
