import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import type { Response as TestResponse } from 'supertest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../../src/common/errors';
import { startTestApp, type TestApp } from '../support/app-factory';
import { cookieOf } from '../support/cookies';
import { createAccount, type TestAccount } from '../support/factories';
import { waitUntil } from '../support/poll';

/** How often each test route's handler ran. */
const calls: Record<string, number> = {};
const count = (route: string) => (calls[route] = (calls[route] ?? 0) + 1);

/** A gate the slow route waits at (at most 5 s), opened by the test. */
let gate: { open: Promise<void>; release: () => void } | null = null;
function armGate(): { release: () => void } {
  let release = () => undefined as void;
  const open = new Promise<void>((resolve) => (release = resolve));
  gate = { open, release };
  return { release };
}

class EchoDto {
  @IsString()
  @MaxLength(50)
  name!: string;
}

/** Test-only routes whose handlers count their runs. */
@Controller('test-idempotency')
class IdempotencyTestController {
  @Post('echo')
  echo(@Body() body: EchoDto, @Query('tag') tag?: string) {
    return { call: count('echo'), name: body.name, tag: tag ?? null, id: randomUUID() };
  }

  @Post('other')
  other(@Body() body: EchoDto) {
    return { call: count('other'), name: body.name };
  }

  @Post('found')
  found(@Res({ passthrough: true }) res: Response) {
    res.status(200).setHeader('X-Contact-Created', 'false');
    return { call: count('found'), id: randomUUID() };
  }

  @Post('missing')
  missing(): never {
    count('missing');
    throw new AppError('CONTACT_NOT_FOUND', 'No such contact, on purpose.');
  }

  @Post('boom')
  boom(): never {
    count('boom');
    throw new Error('deliberate failure');
  }

  @Post('nothing')
  @HttpCode(204)
  nothing(): void {
    count('nothing');
  }

  @Post('slow')
  async slow() {
    const call = count('slow');
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise((resolve) => (timer = setTimeout(resolve, 5000)));
    await Promise.race([gate?.open ?? Promise.resolve(), limit]).finally(() => clearTimeout(timer));
    return { call, id: randomUUID() };
  }
}

const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key on POST (docs/api.md#idempotency)', () => {
  let t: TestApp;
  let acme: TestAccount;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ controllers: [IdempotencyTestController] });
    acme = await createAccount(t.app);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const post = (path: string, key: string | null, body?: object, as: TestAccount = acme) => {
    const req = t.api.as(as.apiKey).post(`/v1/test-idempotency/${path}`, body);
    return key === null ? req : req.set('Idempotency-Key', key);
  };

  const PASSWORD = 'correct horse battery staple';
  let people = 0;

  /** The `parley_session` value a response sets. */
  const sessionOf = (res: TestResponse) => cookieOf(res, 'parley_session') as string;

  /** A new account (no API key yet) and its owner, signed in. */
  async function signUp(
    accountType: 'standard' | 'agency',
  ): Promise<{ session: string; accountId: string; email: string }> {
    const email = `owner${++people}.${Date.now()}@idempotency.test`;
    const res = await t.api
      .raw('post', '/v1/auth/signup')
      .send({ name: 'Ada', email, password: PASSWORD, accountName: 'Idem Co', accountType })
      .expect(201);
    return { session: sessionOf(res), accountId: res.body.account.id, email };
  }

  /** Another session of the same person. */
  async function signIn(email: string): Promise<string> {
    return sessionOf(
      await t.api.raw('post', '/v1/auth/login').send({ email, password: PASSWORD }).expect(200),
    );
  }

  /** A request with a session cookie, from the service's own origin. */
  function asSession(session: string, method: 'get' | 'post', path: string) {
    return t.api
      .raw(method, path)
      .set('Cookie', `parley_session=${session}`)
      .set('Origin', t.baseUrl);
  }

  it('replays the first status and body with Idempotent-Replayed: true, without running the handler again', async () => {
    const key = randomUUID();
    const before = calls.echo ?? 0;
    const first = await post('echo', key, { name: 'Ada' }).expect(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(first.body).toMatchObject({ name: 'Ada', tag: null });
    for (let i = 0; i < 2; i++) {
      const again = await post('echo', key, { name: 'Ada' }).expect(201);
      expect(again.headers[REPLAYED]).toBe('true');
      expect(again.text).toBe(first.text);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(again.headers['x-ratelimit-limit']).toBeDefined();
    }
    expect(calls.echo).toBe(before + 1);
  });

  it('treats the same JSON with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const first = await post('echo', key, { name: 'Ada', extra: { a: 1, b: [1, 2] } }).expect(201);
    const again = await post('echo', key, { extra: { b: [1, 2], a: 1 }, name: 'Ada' }).expect(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('replays the status and headers the handler set (200 and X-Contact-Created)', async () => {
    const key = randomUUID();
    const first = await post('found', key).expect(200);
    expect(first.headers['x-contact-created']).toBe('false');
    const again = await post('found', key).expect(200);
    expect(again.headers['x-contact-created']).toBe('false');
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(calls.found).toBe(1);
  });

  it('replays an empty 204', async () => {
    const key = randomUUID();
    await post('nothing', key).expect(204);
    const again = await post('nothing', key).expect(204);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(calls.nothing).toBe(1);
  });

  it('saves a 4xx the handler answered, and replays it', async () => {
    const key = randomUUID();
    const first = await post('missing', key).expect(404);
    expect(first.body.error.code).toBe('CONTACT_NOT_FOUND');
    const again = await post('missing', key).expect(404);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(calls.missing).toBe(1);
  });

  it('saves nothing for a 5xx: a retry with the same key runs again', async () => {
    const key = randomUUID();
    const before = calls.boom ?? 0;
    await post('boom', key).expect(500);
    const again = await post('boom', key).expect(500);
    expect(again.headers[REPLAYED]).toBeUndefined();
    expect(calls.boom).toBe(before + 2);
  });

  it('saves nothing for a body refused by validation before the handler ran', async () => {
    const key = randomUUID();
    const before = calls.echo ?? 0;
    const refused = await post('echo', key, { name: 42 }).expect(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(calls.echo).toBe(before);
    const fixed = await post('echo', key, { name: 'Ada' }).expect(201);
    expect(fixed.headers[REPLAYED]).toBeUndefined();
    expect(calls.echo).toBe(before + 1);
    expect((await post('echo', key, { name: 'Ada' }).expect(201)).headers[REPLAYED]).toBe('true');
  });

  it('answers 422 IDEMPOTENCY_KEY_MISMATCH for the same key with another path, body or query', async () => {
    const key = randomUUID();
    const first = await post('echo', key, { name: 'Ada' }).expect(201);
    const echoes = calls.echo;
    for (const res of [
      await post('other', key, { name: 'Ada' }),
      await post('echo', key, { name: 'Grace' }),
      await post('echo', key, {}),
      await t.api
        .as(acme.apiKey)
        .post('/v1/test-idempotency/echo?tag=x', { name: 'Ada' })
        .set('Idempotency-Key', key),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
      expect(res.body.error.message).toContain('POST /v1/test-idempotency/echo');
    }
    expect(calls.echo).toBe(echoes);
    expect(calls.other ?? 0).toBe(0);
    const again = await post('echo', key, { name: 'Ada' }).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('ignores where the API key is placed (the query apiKey is not part of the request)', async () => {
    const key = randomUUID();
    const first = await t.api
      .as(acme.apiKey, 'query')
      .post('/v1/test-idempotency/echo', { name: 'Ada' })
      .set('Idempotency-Key', key)
      .expect(201);
    const again = await post('echo', key, { name: 'Ada' }).expect(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1 while the first request runs', async () => {
    const key = randomUUID();
    const { release } = armGate();
    const before = calls.slow ?? 0;
    const first = post('slow', key).then((res) => res);
    try {
      await waitUntil(() => calls.slow === before + 1, 5000, 10);
      const busy = await post('slow', key).expect(409);
      expect(busy.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(busy.headers['retry-after']).toBe('1');
    } finally {
      release();
    }
    const done = await first;
    expect(done.status).toBe(201);
    const again = await post('slow', key).expect(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(done.body);
    expect(calls.slow).toBe(before + 1);
  });

  it('runs the handler exactly once for 10 concurrent identical requests', async () => {
    const key = randomUUID();
    const before = calls.echo ?? 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('echo', key, { name: 'Ada' })),
    );
    expect(calls.echo).toBe(before + 1);
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const answered = results.filter((r) => r.status === 201);
    expect(answered.filter((r) => r.headers[REPLAYED] === undefined)).toHaveLength(1);
    for (const res of answered) expect(res.body).toEqual(answered[0].body);
    const later = await post('echo', key, { name: 'Ada' }).expect(201);
    expect(later.body).toEqual(answered[0].body);
  });

  it('answers 9 of 10 concurrent requests 409 while the one that claimed the key runs', async () => {
    const key = randomUUID();
    const { release } = armGate();
    const before = calls.slow ?? 0;
    let settled = 0;
    const all = Promise.all(
      Array.from({ length: 10 }, () =>
        post('slow', key).then((res) => {
          settled += 1;
          return res;
        }),
      ),
    );
    try {
      await waitUntil(() => settled >= 9, 5000, 10);
    } finally {
      release();
    }
    const results = await all;
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(calls.slow).toBe(before + 1);
  });

  it('keeps keys per account: two accounts may use the same key independently', async () => {
    const key = randomUUID();
    const other = await createAccount(t.app);
    const before = calls.echo ?? 0;
    const mine = await post('echo', key, { name: 'Ada' }).expect(201);
    const theirs = await post('echo', key, { name: 'Ada' }, other).expect(201);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(calls.echo).toBe(before + 2);
    expect((await post('echo', key, { name: 'Ada' }, other).expect(201)).body).toEqual(theirs.body);
    expect((await post('echo', key, { name: 'Ada' }).expect(201)).body).toEqual(mine.body);
  });

  it('leaves requests without the header, and other methods, untouched', async () => {
    const before = calls.echo ?? 0;
    const a = await post('echo', null, { name: 'Ada' }).expect(201);
    const b = await post('echo', null, { name: 'Ada' }).expect(201);
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(calls.echo).toBe(before + 2);
    await t.api
      .as(acme.apiKey)
      .get('/v1/account')
      .set('Idempotency-Key', 'x'.repeat(300))
      .expect(200);
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['with a tab', 'tab\tkey'],
    ['not ASCII', 'cl\u00e9'],
  ])('answers 400 VALIDATION_FAILED for a key %s, before the handler', async (_name, key) => {
    const before = calls.echo ?? 0;
    const res = await post('echo', key, { name: 'Ada' }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([
      { field: 'Idempotency-Key', message: expect.any(String) },
    ]);
    expect(calls.echo).toBe(before);
  });

  it('accepts a key of 255 printable characters', async () => {
    const key = ('~ !' + randomUUID()).padEnd(255, 'z');
    await post('echo', key, { name: 'Ada' }).expect(201);
    expect((await post('echo', key, { name: 'Ada' }).expect(201)).headers[REPLAYED]).toBe('true');
  });

  it('answers 401 before looking at the key when the API key is missing', async () => {
    const res = await t.api
      .raw('post', '/v1/test-idempotency/echo')
      .set('Idempotency-Key', '')
      .send({ name: 'Ada' })
      .expect(401);
    expect(res.body.error.code).toBe('API_KEY_MISSING');
  });

  describe('POST /v1/account/api-key', () => {
    it('does not rotate again for a retry, which the new key cannot replay (another credential); the key is not stored in clear', async () => {
      const account = await createAccount(t.app);
      const key = randomUUID();
      const rotated = await t.api
        .as(account.apiKey)
        .post('/v1/account/api-key')
        .set('Idempotency-Key', key)
        .expect(201);
      const newKey = rotated.body.apiKey as string;
      await t.api.as(account.apiKey).get('/v1/account').expect(401);
      // The retry has to authenticate with the new key (the old one stopped working at once):
      // another API key is another credential, which never sees the stored answer.
      const again = await t.api
        .as(newKey)
        .post('/v1/account/api-key')
        .set('Idempotency-Key', key)
        .expect(409);
      expect(again.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(JSON.stringify(again.body)).not.toContain('pk_');
      await t.api.as(newKey).get('/v1/account').expect(200);
      const keys = await db.query(`SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1`, [
        account.id,
      ]);
      expect(keys[0].n).toBe(2);
      const stored: { key_hash: string; response_sealed: Buffer }[] = await db.query(
        `SELECT key_hash, response_sealed FROM idempotency_keys WHERE account_id = $1`,
        [account.id],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].key_hash).not.toContain(key);
      expect(stored[0].response_sealed.toString('latin1')).not.toContain(newKey.slice(3, 20));
      expect(JSON.stringify(stored)).not.toContain(newKey.slice(3, 20));
    });

    it('replays the same new key to the person who generated it, in any of their sessions', async () => {
      const owner = await signUp('agency');
      const second = await signIn(owner.email);
      const key = randomUUID();
      const first = await asSession(owner.session, 'post', '/v1/account/api-key')
        .set('Idempotency-Key', key)
        .expect(201);
      const again = await asSession(second, 'post', '/v1/account/api-key')
        .set('Idempotency-Key', key)
        .expect(201);
      expect(again.headers[REPLAYED]).toBe('true');
      expect(again.body).toEqual(first.body);
      const keys = await db.query(`SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1`, [
        owner.accountId,
      ]);
      expect(keys[0].n).toBe(1);
    });

    it('still rotates on every call without the header', async () => {
      const account = await createAccount(t.app);
      const first = await t.api.as(account.apiKey).post('/v1/account/api-key').expect(201);
      const second = await t.api.as(first.body.apiKey).post('/v1/account/api-key').expect(201);
      expect(second.body.apiKey).not.toBe(first.body.apiKey);
    });
  });

  describe('one credential (docs/security.md#idempotency-per-credential)', () => {
    it("answers a session that reuses an API key's Idempotency-Key with 409, never the sub-account's apiKey", async () => {
      const owner = await signUp('agency');
      const apiKey = (await asSession(owner.session, 'post', '/v1/account/api-key').expect(201))
        .body.apiKey as string;
      const key = randomUUID();
      const body = { name: 'Bright Dental', email: `bright.${Date.now()}@example.test` };
      const viaKey = await t.api
        .as(apiKey)
        .post('/v1/subaccounts', body)
        .set('Idempotency-Key', key)
        .expect(201);
      expect(viaKey.body.apiKey).toMatch(/^pk_/);
      const viaSession = await asSession(owner.session, 'post', '/v1/subaccounts')
        .set('Idempotency-Key', key)
        .send(body)
        .expect(409);
      expect(viaSession.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(viaSession.headers[REPLAYED]).toBeUndefined();
      expect(JSON.stringify(viaSession.body)).not.toContain(viaKey.body.apiKey);
      expect(JSON.stringify(viaSession.body)).not.toContain('pk_');
      // another body answers the same 409: another credential learns nothing of the first request
      const other = await asSession(owner.session, 'post', '/v1/subaccounts')
        .set('Idempotency-Key', key)
        .send({ name: 'Other', email: 'other@example.test' })
        .expect(409);
      expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // the key itself still replays to its own credential, and nothing ran twice
      const replay = await t.api
        .as(apiKey)
        .post('/v1/subaccounts', body)
        .set('Idempotency-Key', key)
        .expect(201);
      expect(replay.headers[REPLAYED]).toBe('true');
      expect(replay.body).toEqual(viaKey.body);
      const subs = await db.query(`SELECT count(*)::int AS n FROM accounts WHERE agency_id = $1`, [
        owner.accountId,
      ]);
      expect(subs[0].n).toBe(1);
    });

    it("answers an API key that reuses a session's Idempotency-Key with 409, while the first runs and after", async () => {
      const owner = await signUp('standard');
      const apiKey = (await asSession(owner.session, 'post', '/v1/account/api-key').expect(201))
        .body.apiKey as string;
      const key = randomUUID();
      const created = await asSession(owner.session, 'post', '/v1/contacts')
        .set('Idempotency-Key', key)
        .send({ phone: '+14155550931', firstName: 'Ada' })
        .expect(201);
      const viaKey = await t.api
        .as(apiKey)
        .post('/v1/contacts', { phone: '+14155550931', firstName: 'Ada' })
        .set('Idempotency-Key', key)
        .expect(409);
      expect(viaKey.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(JSON.stringify(viaKey.body)).not.toContain(created.body.id);
      // a second sign-in of the same person is the same credential: the answer replays
      const again = await asSession(await signIn(owner.email), 'post', '/v1/contacts')
        .set('Idempotency-Key', key)
        .send({ phone: '+14155550931', firstName: 'Ada' })
        .expect(201);
      expect(again.headers[REPLAYED]).toBe('true');
      expect(again.body).toEqual(created.body);
    });

    it('never replays a key stored before credentials were recorded, nor runs it again', async () => {
      const account = await createAccount(t.app);
      const key = randomUUID();
      const first = await post('echo', key, { name: 'Ada' }, account).expect(201);
      await db.query(`UPDATE idempotency_keys SET credential = NULL WHERE account_id = $1`, [
        account.id,
      ]);
      const res = await post('echo', key, { name: 'Ada' }, account).expect(409);
      expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(JSON.stringify(res.body)).not.toContain(first.body.id);
    });
  });

  describe('expiry and crashed requests', () => {
    it('treats a key older than 24 hours as new, and deletes expired keys of the account', async () => {
      const account = await createAccount(t.app);
      const key = randomUUID();
      const first = await post('echo', key, { name: 'Ada' }, account).expect(201);
      await db.query(
        `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
        [account.id],
      );
      const reused = await post('echo', key, { name: 'Grace' }, account).expect(201);
      expect(reused.headers[REPLAYED]).toBeUndefined();
      expect(reused.body.call).toBe(first.body.call + 1);
      expect((await post('echo', key, { name: 'Grace' }, account).expect(201)).body).toEqual(
        reused.body,
      );

      await db.query(
        `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
        [account.id],
      );
      await post('echo', randomUUID(), { name: 'Ada' }, account).expect(201);
      const left = await db.query(
        `SELECT count(*)::int AS n FROM idempotency_keys WHERE account_id = $1`,
        [account.id],
      );
      expect(left[0].n).toBe(1);
    });

    it('lets a retry take over a claim whose lock expired (its process died), and saves the retry', async () => {
      const account = await createAccount(t.app);
      const key = randomUUID();
      const { release } = armGate();
      const before = calls.slow ?? 0;
      const first = post('slow', key, undefined, account).then((res) => res);
      let retry: Promise<{ status: number; body: { call: number } }> | null = null;
      try {
        await waitUntil(() => calls.slow === before + 1, 5000, 10);
        await post('slow', key, undefined, account).expect(409);
        // What a crash leaves behind: a claim nobody renews any more.
        await db.query(
          `UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE account_id = $1`,
          [account.id],
        );
        retry = post('slow', key, undefined, account).then((res) => res);
        await waitUntil(() => calls.slow === before + 2, 5000, 10);
      } finally {
        release();
      }
      const [a, b] = await Promise.all([first, retry]);
      expect(a.status).toBe(201);
      expect(b?.status).toBe(201);
      expect(b?.body.call).toBe(before + 2);
      const replayed = await post('slow', key, undefined, account).expect(201);
      expect(replayed.headers[REPLAYED]).toBe('true');
      expect(replayed.body).toEqual(b?.body);
    });
  });
});
