import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../src/database/transaction';
import { CreditsService, type DebitResult } from '../../src/modules/agency/credits.service';
import { ledgerState, ledgerViolations } from '../support/agency-ledger';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/** A sub-account created through the API, with its key. */
interface SubAccount {
  id: string;
  email: string;
  apiKey: string;
}

const GRANT = '/v1/subaccounts/credits';
/** Exact decimal text of whole cents, for expected balances (no floating point in the test either). */
const money = (cents: bigint) =>
  `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${((cents < 0n ? -cents : cents) % 100n).toString().padStart(2, '0')}`;

describe('Agency: sub-accounts, credit ledger, grants and debits (docs/ledger.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let credits: CreditsService;
  let agency: TestAccount;
  let otherAgency: TestAccount;
  let standard: TestAccount;
  let sub: SubAccount;
  let otherSub: SubAccount;
  let sequence = 0;

  const createSub = async (owner: TestAccount, email?: string): Promise<SubAccount> => {
    sequence += 1;
    const address = email ?? `client${sequence}.${Date.now()}@agency.test`;
    const res = await t.api
      .as(owner.apiKey, 'header')
      .post('/v1/subaccounts', { name: `Client ${sequence}`, email: address })
      .expect(201);
    return { id: res.body.id, email: address, apiKey: res.body.apiKey };
  };
  const grant = (body: object | string, key = agency.apiKey) => {
    const req = t.api.as(key, 'header').post(GRANT);
    return typeof body === 'string'
      ? req.set('Content-Type', 'application/json').send(body)
      : req.send(body);
  };
  const debit = (accountId: string, messageId: string = randomUUID()): Promise<DebitResult> =>
    inTransaction(db, (manager) => credits.debitForMessage(manager, accountId, messageId));
  const autoRechargeEvents = async (subAccountId: string) =>
    (
      await db.query(
        `SELECT account_id AS "accountId", payload FROM outbox_events
          WHERE type = $1 AND payload->>'sub_account_id' = $2 ORDER BY created_at`,
        ['SubaccountAutoRechargeDue', subAccountId],
      )
    ).map((row: { accountId: string; payload: unknown }) => ({
      accountId: row.accountId,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    }));

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    credits = t.app.get(CreditsService);
    agency = await createAccount(t.app, { type: 'agency' });
    otherAgency = await createAccount(t.app, { type: 'agency' });
    standard = await createAccount(t.app);
    sub = await createSub(agency);
    otherSub = await createSub(otherAgency);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(db)).toEqual([]);
  });

  describe('sub-accounts', () => {
    it('creates a sub-account with its key shown once; the key works as the sub-account', async () => {
      const email = `New.Client.${Date.now()}@Agency.test`;
      const res = await t.api
        .as(agency.apiKey)
        .post('/v1/subaccounts', { name: ' New client ', email, unknownField: 1 })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'New client',
        email,
        agencyId: agency.id,
        balance: 0,
        autoRecharge: { enabled: false, threshold: 0, amount: 0, pendingIdempotencyKey: null },
        createdAt: expect.any(String),
        apiKey: expect.stringMatching(/^pk_[A-Za-z0-9_-]{43}$/),
      });
      const me = await t.api.as(res.body.apiKey).get('/v1/account').expect(200);
      expect(me.body).toMatchObject({ id: res.body.id, type: 'sub_account', agencyId: agency.id });
      const shown = await t.api.as(agency.apiKey).get(`/v1/subaccounts/${res.body.id}`).expect(200);
      expect(shown.body.apiKey).toBeUndefined();

      // the email is unique in the agency, case-insensitively; another agency may reuse it
      const again = await t.api
        .as(agency.apiKey)
        .post('/v1/subaccounts', { name: 'Dup', email: email.toUpperCase() })
        .expect(409);
      expect(again.body.error.code).toBe('CONFLICT');
      await t.api
        .as(otherAgency.apiKey)
        .post('/v1/subaccounts', { name: 'Same email elsewhere', email })
        .expect(201);
    });

    it('refuses bad sub-account bodies with VALIDATION_FAILED naming the field', async () => {
      for (const [body, field] of [
        [{ name: 'No email' }, 'email'],
        [{ name: 'Bad', email: 'not-an-email' }, 'email'],
        [{ email: 'x@agency.test' }, 'name'],
        [{ name: '   ', email: 'blank@agency.test' }, 'name'],
        [{ name: 'Arr', email: ['a@agency.test'] }, 'email'],
      ] as const) {
        const res = await t.api.as(agency.apiKey).post('/v1/subaccounts', body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      }
    });

    it('lists the agency’s sub-accounts with balances, cursor-paginated, and only its own', async () => {
      const extra = [await createSub(agency), await createSub(agency)];
      const seen: { id: string; balance: number }[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await t.api
          .as(agency.apiKey)
          .get(`/v1/subaccounts?limit=1${query}`)
          .expect(200);
        expect(res.body.data.length).toBeLessThanOrEqual(1);
        seen.push(...res.body.data);
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      const ids = seen.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining([sub.id, ...extra.map((e) => e.id)]));
      expect(ids).not.toContain(otherSub.id);
      expect(seen.every((s) => typeof s.balance === 'number')).toBe(true);
      const bad = await t.api.as(agency.apiKey).get('/v1/subaccounts?cursor=nope').expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('answers another agency’s sub-account, or a malformed id, with 404 SUBACCOUNT_NOT_FOUND', async () => {
      for (const path of [
        `/v1/subaccounts/${otherSub.id}`,
        `/v1/subaccounts/${randomUUID()}`,
        '/v1/subaccounts/not-a-uuid',
        `/v1/subaccounts/${otherSub.id}/credits/transactions`,
        `/v1/subaccounts/${agency.id}`, // the agency itself is not its own sub-account
      ]) {
        const res = await t.api.as(agency.apiKey).get(path).expect(404);
        expect(res.body.error.code).toBe('SUBACCOUNT_NOT_FOUND');
      }
      const patch = await t.api
        .as(agency.apiKey)
        .patch(`/v1/subaccounts/${otherSub.id}`, { autoRecharge: { enabled: false } })
        .expect(404);
      expect(patch.body.error.code).toBe('SUBACCOUNT_NOT_FOUND');
    });

    it('refuses every agency route to a standard key and to a sub-account’s own key (403 AGENCY_ONLY)', async () => {
      const routes: [
        string,
        (key: string) => ReturnType<ReturnType<TestApp['api']['as']>['get']>,
      ][] = [
        [
          'POST /v1/subaccounts',
          (k) => t.api.as(k).post('/v1/subaccounts', { name: 'X', email: 'x@y.test' }),
        ],
        ['GET /v1/subaccounts', (k) => t.api.as(k).get('/v1/subaccounts')],
        ['GET /v1/subaccounts/{id}', (k) => t.api.as(k).get(`/v1/subaccounts/${sub.id}`)],
        [
          'PATCH /v1/subaccounts/{id}',
          (k) =>
            t.api.as(k).patch(`/v1/subaccounts/${sub.id}`, { autoRecharge: { enabled: false } }),
        ],
        [
          'GET …/credits/transactions',
          (k) => t.api.as(k).get(`/v1/subaccounts/${sub.id}/credits/transactions`),
        ],
        [
          'POST /v1/subaccounts/credits',
          (k) => t.api.as(k, 'header').post(GRANT, { email: sub.email, amount: 5 }),
        ],
        // an invalid body still gets 403 first: the route is not theirs at all
        [
          'POST /v1/subaccounts/credits (bad body)',
          (k) => t.api.as(k, 'header').post(GRANT, { amount: 'x' }),
        ],
      ];
      const before = await ledgerState(db, sub.id);
      for (const key of [standard.apiKey, sub.apiKey]) {
        for (const [name, call] of routes) {
          const res = await call(key);
          expect({ name, status: res.status, code: res.body.error?.code }).toEqual({
            name,
            status: 403,
            code: 'AGENCY_ONLY',
          });
        }
      }
      expect(await ledgerState(db, sub.id)).toEqual(before);
    });
  });

  describe('POST /v1/subaccounts/credits', () => {
    it('grants with x-api-key or Bearer and answers {success, sub_account_id, credits_added, new_balance} as JSON numbers', async () => {
      const target = await createSub(agency);
      const first = await grant({
        email: target.email,
        amount: 100,
        description: 'Card payment #1',
      }).expect(200);
      expect(first.body).toEqual({
        success: true,
        sub_account_id: target.id,
        credits_added: 100,
        new_balance: 100,
      });
      // exact decimals: 0.1 + 0.2 is 0.3 here, not 0.30000000000000004
      await grant({ email: target.email.toUpperCase(), amount: 0.1 }).expect(200);
      const third = await t.api
        .as(agency.apiKey, 'bearer')
        .post(GRANT, { email: target.email, amount: 0.2, extra: ['ignored'] })
        .expect(200);
      expect(third.text).toContain('"credits_added":0.2');
      expect(third.text).toContain('"new_balance":100.3');
      expect(await ledgerState(db, target.id)).toMatchObject({
        balance: '100.30',
        sum: '100.30',
        rows: 3,
      });
      const shown = await t.api.as(agency.apiKey).get(`/v1/subaccounts/${target.id}`).expect(200);
      expect(shown.body.balance).toBe(100.3);
    });

    it('refuses the key in the query string (401 API_KEY_PLACEMENT_NOT_ALLOWED), alone or beside a header', async () => {
      const before = await ledgerState(db, sub.id);
      const alone = await t.api
        .as(agency.apiKey, 'query')
        .post(GRANT, { email: sub.email, amount: 1 })
        .expect(401);
      expect(alone.body.error.code).toBe('API_KEY_PLACEMENT_NOT_ALLOWED');
      const beside = await t.api
        .as(agency.apiKey, 'header')
        .post(`${GRANT}?apiKey=${agency.apiKey}`, { email: sub.email, amount: 1 })
        .expect(401);
      expect(beside.body.error.code).toBe('API_KEY_PLACEMENT_NOT_ALLOWED');
      const none = await t.api.raw('post', GRANT).send({ email: sub.email, amount: 1 }).expect(401);
      expect(none.body.error.code).toBe('API_KEY_MISSING');
      expect(await ledgerState(db, sub.id)).toEqual(before);
    });

    it('answers an unknown email and another agency’s sub-account exactly alike (404 SUBACCOUNT_NOT_FOUND)', async () => {
      const unknown = await grant({ email: 'nobody@agency.test', amount: 1 }).expect(404);
      const foreign = await grant({ email: otherSub.email, amount: 1 }).expect(404);
      expect(unknown.body.error.code).toBe('SUBACCOUNT_NOT_FOUND');
      expect(foreign.body.error.code).toBe('SUBACCOUNT_NOT_FOUND');
      expect(foreign.body.error.message).toBe(unknown.body.error.message);
      expect((await ledgerState(db, otherSub.id)).rows).toBe(0);
    });

    it('applies a body idempotency_key once, forever, and answers the first grant again', async () => {
      const target = await createSub(agency);
      await grant({ email: target.email, amount: 7 }).expect(200);
      const key = `ar_${randomUUID()}`;
      const first = await grant({ email: target.email, amount: 25.5, idempotency_key: key }).expect(
        200,
      );
      expect(first.body).toMatchObject({ credits_added: 25.5, new_balance: 32.5 });
      await grant({ email: target.email, amount: 1 }).expect(200); // balance moves on: 33.5
      for (const amount of [25.5, 999]) {
        const again = await grant({ email: target.email, amount, idempotency_key: key }).expect(
          200,
        );
        expect(again.body).toEqual(first.body);
      }
      // the key is per sub-account: another sub-account may use it
      const elsewhere = await createSub(agency);
      await grant({ email: elsewhere.email, amount: 2, idempotency_key: key })
        .expect(200)
        .expect((res) => expect(res.body.new_balance).toBe(2));
      expect(await ledgerState(db, target.id)).toMatchObject({ balance: '33.50', rows: 3 });
    });

    it('replays the Idempotency-Key header like every POST, granting once', async () => {
      const target = await createSub(agency);
      const header = randomUUID();
      const body = { email: target.email, amount: 12.34 };
      const first = await grant(body).set('Idempotency-Key', header).expect(200);
      const again = await grant(body).set('Idempotency-Key', header).expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      const mismatch = await grant({ ...body, amount: 1 })
        .set('Idempotency-Key', header)
        .expect(422);
      expect(mismatch.body.error.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
      expect(await ledgerState(db, target.id)).toMatchObject({ balance: '12.34', rows: 1 });
    });

    it('refuses hostile input with a 4xx and its code, and changes nothing', async () => {
      const e = JSON.stringify(sub.email);
      const cases: [string, object | string, number, string, string?][] = [
        // [case, body (object, or raw JSON text), status, code, detail field]
        [
          'amount as a numeric string',
          { email: sub.email, amount: '100' },
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        ['amount "NaN"', { email: sub.email, amount: 'NaN' }, 400, 'VALIDATION_FAILED', 'amount'],
        [
          'amount "Infinity"',
          { email: sub.email, amount: 'Infinity' },
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        ['bare NaN (not JSON)', `{"email":${e},"amount":NaN}`, 400, 'INVALID_JSON'],
        ['bare Infinity (not JSON)', `{"email":${e},"amount":Infinity}`, 400, 'INVALID_JSON'],
        ['exponent 1e-7', `{"email":${e},"amount":1e-7}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['exponent 1e400', `{"email":${e},"amount":1e400}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['exponent -1e400', `{"email":${e},"amount":-1e400}`, 400, 'VALIDATION_FAILED', 'amount'],
        [
          'exponent 1e-400 (zero)',
          `{"email":${e},"amount":1e-400}`,
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        ['exponent 1e21', `{"email":${e},"amount":1e21}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['negative zero', `{"email":${e},"amount":-0}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['negative zero 0.0', `{"email":${e},"amount":-0.0}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['zero', { email: sub.email, amount: 0 }, 400, 'VALIDATION_FAILED', 'amount'],
        ['negative', { email: sub.email, amount: -5 }, 400, 'VALIDATION_FAILED', 'amount'],
        ['three decimals', `{"email":${e},"amount":10.005}`, 400, 'VALIDATION_FAILED', 'amount'],
        ['0.001', `{"email":${e},"amount":0.001}`, 400, 'VALIDATION_FAILED', 'amount'],
        [
          'over 1,000,000',
          `{"email":${e},"amount":1000000.01}`,
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        [
          'huge integer',
          `{"email":${e},"amount":123456789012345678901234567890}`,
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        [
          'amount as an array',
          { email: sub.email, amount: [100] },
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        [
          'amount as an object',
          { email: sub.email, amount: { value: 100 } },
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
        ['amount null', { email: sub.email, amount: null }, 400, 'VALIDATION_FAILED', 'amount'],
        ['amount true', { email: sub.email, amount: true }, 400, 'VALIDATION_FAILED', 'amount'],
        ['amount missing', { email: sub.email }, 400, 'VALIDATION_FAILED', 'amount'],
        ['email missing', { amount: 5 }, 400, 'VALIDATION_FAILED', 'email'],
        ['email as an array', { email: [sub.email], amount: 5 }, 400, 'VALIDATION_FAILED', 'email'],
        [
          'email not an email',
          { email: 'robert"); DROP TABLE accounts;--', amount: 5 },
          400,
          'VALIDATION_FAILED',
          'email',
        ],
        ['email as a number', { email: 42, amount: 5 }, 400, 'VALIDATION_FAILED', 'email'],
        [
          'description too long',
          { email: sub.email, amount: 5, description: 'x'.repeat(501) },
          400,
          'VALIDATION_FAILED',
          'description',
        ],
        [
          'description as an object',
          { email: sub.email, amount: 5, description: { a: 1 } },
          400,
          'VALIDATION_FAILED',
          'description',
        ],
        [
          'idempotency_key empty',
          { email: sub.email, amount: 5, idempotency_key: '' },
          400,
          'VALIDATION_FAILED',
          'idempotency_key',
        ],
        [
          'idempotency_key too long',
          { email: sub.email, amount: 5, idempotency_key: 'k'.repeat(256) },
          400,
          'VALIDATION_FAILED',
          'idempotency_key',
        ],
        [
          'idempotency_key a number',
          { email: sub.email, amount: 5, idempotency_key: 7 },
          400,
          'VALIDATION_FAILED',
          'idempotency_key',
        ],
        ['body is an array', `[{"email":${e},"amount":5}]`, 400, 'VALIDATION_FAILED'],
        ['body is empty object', '{}', 400, 'VALIDATION_FAILED', 'amount'],
        ['body is a JSON string', '"grant me"', 400, 'INVALID_JSON'],
        ['body is null', 'null', 400, 'INVALID_JSON'],
        ['body is truncated', `{"email":${e},"amount":`, 400, 'INVALID_JSON'],
        [
          'another agency’s sub-account',
          { email: otherSub.email, amount: 5 },
          404,
          'SUBACCOUNT_NOT_FOUND',
        ],
        [
          'an unknown email',
          { email: 'ghost@agency.test', amount: 5 },
          404,
          'SUBACCOUNT_NOT_FOUND',
        ],
      ];
      const before = await ledgerState(db, sub.id);
      const [{ total: rowsBefore }] = await db.query(
        `SELECT count(*)::int AS total FROM credit_transactions`,
      );
      const outcomes = [];
      for (const [name, body, , , field] of cases) {
        const res = await grant(body);
        outcomes.push({
          name,
          status: res.status,
          code: res.body?.error?.code,
          ...(field
            ? {
                names: (res.body?.error?.details ?? []).some(
                  (d: { field: string }) => d.field === field,
                ),
              }
            : {}),
        });
      }
      expect(outcomes).toEqual(
        cases.map(([name, , status, code, field]) => ({
          name,
          status,
          code,
          ...(field ? { names: true } : {}),
        })),
      );
      // the wrong media type, and the caller's own and a standard key, for completeness
      const text = await t.api
        .as(agency.apiKey, 'header')
        .post(GRANT)
        .set('Content-Type', 'text/plain')
        .send('email=x&amount=5')
        .expect(415);
      expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(
        (await grant({ email: sub.email, amount: 5 }, sub.apiKey).expect(403)).body.error.code,
      ).toBe('AGENCY_ONLY');
      expect(
        (await grant({ email: sub.email, amount: 5 }, standard.apiKey).expect(403)).body.error.code,
      ).toBe('AGENCY_ONLY');

      expect(await ledgerState(db, sub.id)).toEqual(before);
      const [{ total: rowsAfter }] = await db.query(
        `SELECT count(*)::int AS total FROM credit_transactions`,
      );
      expect(rowsAfter).toBe(rowsBefore);
    });

    it('100 concurrent grants, some repeating idempotency keys, end at the exact balance with a ledger that sums to it', async () => {
      const target = await createSub(agency);
      // 40 keyed grants sent once, 10 keyed grants sent 5 times each, 10 grants without a key
      const requests: { key: string | null; cents: bigint }[] = [];
      for (let i = 0; i < 40; i++) requests.push({ key: `once-${i}`, cents: BigInt(101 + i * 37) });
      for (let i = 0; i < 10; i++)
        for (let r = 0; r < 5; r++) requests.push({ key: `rep-${i}`, cents: BigInt(999 + i * 11) });
      for (let i = 0; i < 10; i++) requests.push({ key: null, cents: BigInt(1 + i) });
      expect(requests).toHaveLength(100);
      const distinct = new Map(requests.map((r, i) => [r.key ?? `none-${i}`, r.cents]));
      const expected = [...distinct.values()].reduce((a, b) => a + b, 0n);

      const responses = await Promise.all(
        requests.map((r) =>
          grant({
            email: target.email,
            amount: Number(money(r.cents)),
            ...(r.key ? { idempotency_key: r.key } : {}),
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(requests.map(() => 200));
      // every repeat of a key answered exactly what the grant that applied it answered
      const byKey = new Map<string, string[]>();
      responses.forEach((res, i) => {
        const key = requests[i].key;
        if (key) byKey.set(key, [...(byKey.get(key) ?? []), JSON.stringify(res.body)]);
      });
      for (const [key, answers] of byKey)
        expect({ key, answers: new Set(answers).size }).toEqual({ key, answers: 1 });
      // 60 grants applied, each answering a different balance, the largest being the final one
      const applied = [...new Set(responses.map((r) => r.body.new_balance as number))];
      expect(applied).toHaveLength(60);
      expect(Math.max(...applied)).toBe(Number(money(expected)));

      expect(await ledgerState(db, target.id)).toEqual({
        balance: money(expected),
        sum: money(expected),
        rows: 60,
        lowest: expect.any(String),
      });
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM outbox_events WHERE type = $1 AND account_id = $2`,
        ['SubaccountCreditsGranted', target.id],
      );
      expect(n).toBe(60);
    });
  });

  describe('debits (CreditsService.debitForMessage) and auto-recharge', () => {
    it('200 concurrent debits against 150 credits: exactly 150 paid, 50 refused, balance 0 and never negative; one auto-recharge event', async () => {
      const target = await createSub(agency);
      await t.api
        .as(agency.apiKey)
        .patch(`/v1/subaccounts/${target.id}`, {
          autoRecharge: { enabled: true, threshold: 100, amount: 500 },
        })
        .expect(200);
      await grant({ email: target.email, amount: 150 }).expect(200);

      const results = await Promise.all(Array.from({ length: 200 }, () => debit(target.id)));
      const paid = results.filter((r) => r.metered && r.ok);
      const refused = results.filter((r) => r.metered && !r.ok);
      expect({ paid: paid.length, refused: refused.length }).toEqual({ paid: 150, refused: 50 });
      expect(results.every((r) => r.metered)).toBe(true);
      expect(await ledgerState(db, target.id)).toEqual({
        balance: '0.00',
        sum: '0.00',
        rows: 151,
        lowest: '0.00',
      });
      // the balances the 150 debits left behind are exactly 149 … 0, each once
      const balances = paid
        .map((r) => (r.metered && r.ok ? Number(r.balance) : -1))
        .sort((a, b) => a - b);
      expect(balances).toEqual(Array.from({ length: 150 }, (_, i) => i));

      const events = await autoRechargeEvents(target.id);
      expect(events).toHaveLength(1);
      expect(events[0].accountId).toBe(agency.id);
      expect(events[0].payload).toEqual({
        idempotency_key: expect.stringMatching(/^ar_[0-9a-f-]{36}$/),
        sub_account_id: target.id,
        agency_id: agency.id,
        email: target.email,
        balance: 99,
        threshold: 100,
        amount: 500,
        created_at: expect.any(String),
      });
      const shown = await t.api.as(agency.apiKey).get(`/v1/subaccounts/${target.id}`).expect(200);
      expect(shown.body.autoRecharge.pendingIdempotencyKey).toBe(events[0].payload.idempotency_key);
    });

    it('debits a message once, whatever the number of calls; other accounts are not metered', async () => {
      const target = await createSub(agency);
      await grant({ email: target.email, amount: 3 }).expect(200);
      const message = randomUUID();
      expect(await debit(target.id, message)).toEqual({
        metered: true,
        ok: true,
        balance: '2.00',
        alreadyDebited: false,
        autoRechargeDue: false,
      });
      expect(await debit(target.id, message)).toMatchObject({
        ok: true,
        balance: '2.00',
        alreadyDebited: true,
      });
      // concurrent repeats of one message: still one debit
      const repeats = await Promise.all(
        Array.from({ length: 10 }, () => debit(target.id, message)),
      );
      expect(repeats.every((r) => r.metered && r.ok)).toBe(true);
      await debit(target.id);
      await debit(target.id);
      expect(await ledgerState(db, target.id)).toMatchObject({ balance: '0.00', rows: 4 });
      // at 0 a new message is refused, but the one already paid for still reports ok
      expect(await debit(target.id)).toEqual({ metered: true, ok: false, balance: '0.00' });
      expect(await debit(target.id, message)).toMatchObject({ ok: true, alreadyDebited: true });

      expect(await debit(standard.id)).toEqual({ metered: false });
      expect(await debit(agency.id)).toEqual({ metered: false });
      expect(await debit(randomUUID())).toEqual({ metered: false });
    });

    it('leaves nothing behind when the caller’s transaction rolls back', async () => {
      const target = await createSub(agency);
      await grant({ email: target.email, amount: 5 }).expect(200);
      await expect(
        inTransaction(db, async (manager) => {
          await credits.debitForMessage(manager, target.id, randomUUID());
          throw new Error('send failed');
        }),
      ).rejects.toThrow('send failed');
      expect(await ledgerState(db, target.id)).toMatchObject({ balance: '5.00', rows: 1 });
    });

    it('emits one auto-recharge event per crossing; the grant answering it is applied once and re-arms', async () => {
      const target = await createSub(agency);
      await grant({ email: target.email, amount: 12 }).expect(200);
      await t.api
        .as(agency.apiKey)
        .patch(`/v1/subaccounts/${target.id}`, {
          autoRecharge: { enabled: true, threshold: 10, amount: 40 },
        })
        .expect(200)
        .expect((res) =>
          expect(res.body.autoRecharge).toEqual({
            enabled: true,
            threshold: 10,
            amount: 40,
            pendingIdempotencyKey: null,
          }),
        );
      await debit(target.id); // 11
      await debit(target.id); // 10: not under
      expect(await autoRechargeEvents(target.id)).toHaveLength(0);
      expect(await debit(target.id)).toMatchObject({ balance: '9.00', autoRechargeDue: true });
      await debit(target.id); // 8: same crossing
      const [event] = await autoRechargeEvents(target.id);
      expect(await autoRechargeEvents(target.id)).toHaveLength(1);

      // a grant that does not reach the threshold does not re-arm
      await grant({ email: target.email, amount: 1 }).expect(200); // 9
      await debit(target.id); // 8
      expect(await autoRechargeEvents(target.id)).toHaveLength(1);

      // the agency answers the event twice (a repeated delivery): granted once
      const answer = {
        email: target.email,
        amount: event.payload.amount,
        idempotency_key: event.payload.idempotency_key,
        description: 'Auto-recharge',
      };
      const [a, b] = await Promise.all([grant(answer), grant(answer)]);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(a.body).toMatchObject({ credits_added: 40, new_balance: 48 });
      const shown = await t.api.as(agency.apiKey).get(`/v1/subaccounts/${target.id}`).expect(200);
      expect(shown.body).toMatchObject({
        balance: 48,
        autoRecharge: { pendingIdempotencyKey: null },
      });

      // re-armed: the next crossing emits a second, different event
      for (let i = 0; i < 38; i++) await debit(target.id); // 48 → 10
      expect(await autoRechargeEvents(target.id)).toHaveLength(1);
      await debit(target.id); // 9
      const events = await autoRechargeEvents(target.id);
      expect(events).toHaveLength(2);
      expect(events[1].payload.idempotency_key).not.toBe(event.payload.idempotency_key);
      expect(events[1].payload.balance).toBe(9);
    });

    it('validates auto-recharge settings (JSON numbers, amount required when enabled)', async () => {
      const target = await createSub(agency);
      const patch = (body: object) =>
        t.api.as(agency.apiKey).patch(`/v1/subaccounts/${target.id}`, body);
      for (const [body, field] of [
        [{ autoRecharge: { enabled: true } }, 'autoRecharge.amount'],
        [{ autoRecharge: { threshold: '10' } }, 'autoRecharge.threshold'],
        [{ autoRecharge: { threshold: -1 } }, 'autoRecharge.threshold'],
        [{ autoRecharge: { amount: 0 } }, 'autoRecharge.amount'],
        [{ autoRecharge: { amount: 1.001 } }, 'autoRecharge.amount'],
        [{ autoRecharge: { enabled: 'yes' } }, 'autoRecharge.enabled'],
        [{ autoRecharge: [] }, 'autoRecharge'],
        [{}, 'autoRecharge'],
      ] as const) {
        const res = await patch(body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      }
      const ok = await patch({ autoRecharge: { threshold: 0.5, amount: 25.25 } }).expect(200);
      expect(ok.body.autoRecharge).toMatchObject({ enabled: false, threshold: 0.5, amount: 25.25 });
      const on = await patch({ autoRecharge: { enabled: true } }).expect(200);
      expect(on.body.autoRecharge).toMatchObject({ enabled: true, threshold: 0.5, amount: 25.25 });
    });
  });

  describe('credit history', () => {
    it('shows the agency and the sub-account itself the same history, newest first, with descriptions', async () => {
      const target = await createSub(agency);
      await grant({ email: target.email, amount: 10, description: 'Welcome credit' }).expect(200);
      const message = randomUUID();
      await debit(target.id, message);
      await grant({
        email: target.email,
        amount: 2.5,
        description: 'Top-up',
        idempotency_key: 'top-1',
      }).expect(200);

      const agencyView = await t.api
        .as(agency.apiKey)
        .get(`/v1/subaccounts/${target.id}/credits/transactions`)
        .expect(200);
      expect(agencyView.body).toEqual({
        data: [
          {
            id: expect.any(String),
            kind: 'grant',
            amount: 2.5,
            balanceAfter: 11.5,
            description: 'Top-up',
            idempotencyKey: 'top-1',
            messageId: null,
            createdAt: expect.any(String),
          },
          expect.objectContaining({
            kind: 'debit',
            amount: -1,
            balanceAfter: 9,
            messageId: message,
            description: null,
          }),
          expect.objectContaining({
            kind: 'grant',
            amount: 10,
            balanceAfter: 10,
            description: 'Welcome credit',
          }),
        ],
        nextCursor: null,
      });
      const ownView = await t.api
        .as(target.apiKey)
        .get('/v1/account/credits/transactions')
        .expect(200);
      expect(ownView.body).toEqual(agencyView.body);

      // paginated one by one with the cursor, same order
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await t.api
          .as(target.apiKey)
          .get(`/v1/account/credits/transactions?limit=1${query}`)
          .expect(200);
        ids.push(...res.body.data.map((row: { id: string }) => row.id));
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      expect(ids).toEqual(agencyView.body.data.map((row: { id: string }) => row.id));
      const bad = await t.api
        .as(target.apiKey)
        .get('/v1/account/credits/transactions?cursor=abc')
        .expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');

      // a sub-account sees only its own history; unmetered accounts have none
      const otherView = await t.api
        .as(otherSub.apiKey)
        .get('/v1/account/credits/transactions')
        .expect(200);
      expect(otherView.body.data.map((row: { id: string }) => row.id)).not.toEqual(
        expect.arrayContaining(ids.slice(0, 1)),
      );
      for (const key of [standard.apiKey, agency.apiKey]) {
        const none = await t.api.as(key).get('/v1/account/credits/transactions').expect(200);
        expect(none.body).toEqual({ data: [], nextCursor: null });
      }

      // its own balance: what the agency sees, and the newest entry's balanceAfter
      const own = await t.api.as(target.apiKey).get('/v1/account/credits').expect(200);
      const seen = await t.api.as(agency.apiKey).get(`/v1/subaccounts/${target.id}`).expect(200);
      expect(own.body).toEqual({
        balance: agencyView.body.data[0].balanceAfter,
        autoRecharge: seen.body.autoRecharge,
      });
      expect(own.body.balance).toBe(seen.body.balance);
      expect((await t.api.as(otherSub.apiKey).get('/v1/account/credits').expect(200)).body).toEqual(
        expect.objectContaining({ balance: expect.any(Number) }),
      );
      // a standard or agency account has no balance
      for (const key of [standard.apiKey, agency.apiKey]) {
        const none = await t.api.as(key).get('/v1/account/credits').expect(404);
        expect(none.body.error.code).toBe('SUBACCOUNT_NOT_FOUND');
        expect(none.body.error.message).toContain('only sub-accounts have a credit balance');
      }
    });
  });
});
