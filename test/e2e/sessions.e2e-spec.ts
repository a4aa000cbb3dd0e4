import { request as httpsRequest } from 'node:https';
import { DataSource } from 'typeorm';
import type { Response, Test } from 'supertest';
import { SIGN_IN_ATTEMPTS_PER_CLIENT } from '../../src/modules/users/sign-in-limits';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { ensureBuilt, runCli } from '../support/processes';

/**
 * The app's people and sessions (docs/sessions-and-app.md): sign-up and sign-in,
 * the session cookie as a fourth credential on /v1 with the same account scoping, the CSRF
 * origin rule, owner-only routes, revocation, the sign-in rate limits, the `users:create` CLI
 * and the OpenAPI document of all this.
 */
describe('Sessions (docs/sessions-and-app.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let origin: string;
  let sequence = 0;
  const PASSWORD = 'correct horse battery staple';

  /** A unique email for this run. */
  const email = (name: string) => `${name}.${Date.now().toString(36)}.${++sequence}@acme.test`;

  /** The `parley_session` value a response sets. */
  function sessionOf(res: Response): string {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith('parley_session='));
    if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
    return cookie.split(';')[0].slice('parley_session='.length);
  }

  /** A request with the session cookie (and, for writes, the service's own Origin unless told otherwise). */
  function withSession(
    session: string,
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    headers: Record<string, string> | null = { Origin: origin },
  ): Test {
    const req = t.api.raw(method, path);
    req.set('Cookie', `parley_session=${session}`);
    for (const [name, value] of Object.entries(headers ?? {})) req.set(name, value);
    return req;
  }

  async function signup(
    overrides: Record<string, unknown> = {},
  ): Promise<{ session: string; accountId: string; userId: string; email: string; res: Response }> {
    const address = (overrides.email as string | undefined) ?? email('owner');
    const res = await t.api
      .raw('post', '/v1/auth/signup')
      .send({
        name: 'Ada Lovelace',
        email: address,
        password: PASSWORD,
        accountName: 'Acme Funnels',
        accountType: 'standard',
        ...overrides,
      })
      .expect(201);
    return {
      session: sessionOf(res),
      accountId: res.body.account.id,
      userId: res.body.user.id,
      email: address,
      res,
    };
  }

  function login(address: string, password = PASSWORD): Test {
    return t.api.raw('post', '/v1/auth/login').send({ email: address, password });
  }

  /** The token of an invitation's link (`POST /v1/users`'s `url`). */
  function tokenOf(invited: Response): string {
    return (invited.body.url as string).split('/invitations/')[1];
  }

  /** Accepts an invitation on its page: Your name, Password, Accept invitation. */
  function accept(token: string, body: { name?: string; password: string }): Test {
    return t.api
      .raw('post', `/v1/auth/invitations/${token}/accept`)
      .set('Origin', origin)
      .send(body);
  }

  /** An owner invites `address`, who accepts with PASSWORD: their session and user id. */
  async function join(
    ownerSession: string,
    address: string,
    role: 'owner' | 'agent',
    name = 'Agent',
  ): Promise<{ session: string; userId: string }> {
    const invited = await withSession(ownerSession, 'post', '/v1/users')
      .send({ name, email: address, role })
      .expect(201);
    const accepted = await accept(tokenOf(invited), { name, password: PASSWORD }).expect(200);
    return { session: sessionOf(accepted), userId: accepted.body.user.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    origin = t.baseUrl;
  });
  afterAll(() => t.close());

  describe('sign-up and the session cookie', () => {
    it('creates the account and its owner, and sets an HttpOnly, Secure, SameSite=Lax cookie', async () => {
      const { res, session, email: address } = await signup();
      expect(res.body).toEqual({
        user: { id: expect.any(String), name: 'Ada Lovelace', email: address, role: 'owner' },
        account: { id: expect.any(String), name: 'Acme Funnels', type: 'standard' },
      });
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'])
        .find((c) => c.startsWith('parley_session='))!;
      const flags = cookie.split(';').map((part) => part.trim().toLowerCase());
      expect(flags).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/', 'max-age=1209600']),
      );
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // only a hash is stored
      const stored: Array<{ token_hash: string }> = await db.query(
        `SELECT token_hash FROM sessions WHERE account_id = $1`,
        [res.body.account.id],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(session);
      expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

      const me = await withSession(session, 'get', '/v1/auth/me').expect(200);
      expect(me.body).toEqual(res.body);
      const account = await withSession(session, 'get', '/v1/account').expect(200);
      expect(account.body).toMatchObject({ id: res.body.account.id, name: 'Acme Funnels' });
      expect(account.headers['x-ratelimit-limit']).toBeDefined();
      expect(JSON.stringify(account.body)).not.toMatch(/pk_/);
    });

    it('refuses a short password, the email as password, and a missing field, creating nothing', async () => {
      const address = email('weak');
      const short = await t.api
        .raw('post', '/v1/auth/signup')
        .send({ name: 'A', email: address, password: '123456789', accountName: 'X' })
        .expect(400);
      expect(short.body.error.code).toBe('VALIDATION_FAILED');
      const same = await t.api
        .raw('post', '/v1/auth/signup')
        .send({ name: 'A', email: address, password: address.toUpperCase(), accountName: 'X' })
        .expect(400);
      expect(same.body.error.details).toEqual([
        { field: 'password', message: 'must not contain your email address' },
      ]);
      const long = await t.api
        .raw('post', '/v1/auth/signup')
        .send({ name: 'A', email: address, password: 'x'.repeat(129), accountName: 'X' })
        .expect(400);
      expect(long.body.error.code).toBe('VALIDATION_FAILED');
      await t.api
        .raw('post', '/v1/auth/signup')
        .send({ email: address, password: PASSWORD, accountName: 'X' })
        .expect(400);
      const users = await db.query(`SELECT 1 FROM users WHERE email = $1`, [address]);
      expect(users).toHaveLength(0);
    });

    it('refuses blank, common and guessable passwords, and ones holding the email or a name, saying why (sign-up and password change)', async () => {
      const weak: [string, RegExp][] = [
        ['          ', /^must not be only spaces/],
        ['password12', /^is too easy to guess \(.+\)/],
        ['1234567890', /^is too easy to guess \(.+\)/],
        ['aaaaaaaaaa', /^is too easy to guess \(.+\)/],
        ['qwertyuiop', /^is too easy to guess \(.+\)/],
        ['Acme Funnels 2026!', /^must not contain the account name$/],
        ['ada lovelace 1815', /^must not contain your name$/],
      ];
      const address = email('weak-rules');
      for (const [password, reason] of weak) {
        const res = await t.api
          .raw('post', '/v1/auth/signup')
          .send({ name: 'Ada Lovelace', email: address, password, accountName: 'Acme Funnels' })
          .expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details).toEqual([
          { field: 'password', message: expect.stringMatching(reason) },
        ]);
      }
      expect(await db.query(`SELECT 1 FROM users WHERE email = $1`, [address])).toHaveLength(0);
      const { session } = await signup();
      for (const [password, reason] of weak.slice(0, 5)) {
        const res = await withSession(session, 'post', '/v1/auth/password')
          .send({ currentPassword: PASSWORD, newPassword: password })
          .expect(400);
        expect(res.body.error.details).toEqual([
          { field: 'newPassword', message: expect.stringMatching(reason) },
        ]);
      }
    });

    it('answers 409 CONFLICT for an email in use, whatever its case', async () => {
      const { email: address } = await signup();
      const res = await t.api
        .raw('post', '/v1/auth/signup')
        .send({
          name: 'Eve',
          email: address.toUpperCase(),
          password: PASSWORD,
          accountName: 'Dup Co',
        })
        .expect(409);
      expect(res.body.error.code).toBe('CONFLICT');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('lets exactly one of concurrent sign-ups with one email win, leaving no orphan account', async () => {
      const address = email('race');
      const accountName = `Race ${Date.now()}`;
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          t.api.raw('post', '/v1/auth/signup').send({
            name: `Racer ${i}`,
            email: i % 2 ? address : address.toUpperCase(),
            password: PASSWORD,
            accountName,
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const accounts = await db.query(`SELECT id FROM accounts WHERE name = $1`, [accountName]);
      expect(accounts).toHaveLength(1);
      const users = await db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [
        address,
      ]);
      expect(users).toHaveLength(1);
    });

    it('answers 403 SIGNUP_CLOSED when ALLOW_SIGNUP is false, creating nothing', async () => {
      t.config.ALLOW_SIGNUP = false;
      try {
        const address = email('closed');
        const res = await t.api
          .raw('post', '/v1/auth/signup')
          .send({ name: 'A', email: address, password: PASSWORD, accountName: 'Closed Co' })
          .expect(403);
        expect(res.body.error.code).toBe('SIGNUP_CLOSED');
        expect(await db.query(`SELECT 1 FROM users WHERE email = $1`, [address])).toHaveLength(0);
      } finally {
        t.config.ALLOW_SIGNUP = true;
      }
    });

    it('creates an agency account when asked', async () => {
      const { res } = await signup({ accountType: 'agency' });
      expect(res.body.account.type).toBe('agency');
    });
  });

  describe('sign-in', () => {
    it('signs in with the email in any case, and says nothing about which part was wrong', async () => {
      const { email: address } = await signup();
      const ok = await login(address.toUpperCase()).expect(200);
      expect(ok.body.user.email).toBe(address);
      await withSession(sessionOf(ok), 'get', '/v1/auth/me').expect(200);

      const wrongPassword = await login(address, 'not the password at all').expect(401);
      const unknownEmail = await login(email('nobody')).expect(401);
      for (const res of [wrongPassword, unknownEmail]) {
        expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
        expect(res.body.error.message).toBe(wrongPassword.body.error.message);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('refuses the 11th attempt for one email within 15 minutes with 429, even with the right password', async () => {
      const { email: address } = await signup();
      for (let i = 0; i < 10; i += 1) await login(address, `wrong password ${i}`).expect(401);
      const right = await login(address).expect(429);
      expect(right.body.error.code).toBe('RATE_LIMITED');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(right.headers['set-cookie']).toBeUndefined();
      // counted per email (case-insensitively), not for another person on the same IP
      await login(address.toUpperCase()).expect(429);
      const { email: other } = await signup();
      await login(other).expect(200);
    });

    it('never writes a password to the logs', async () => {
      const secret = `Hunter2-${Date.now()}-never-logged`;
      const address = email('logs');
      await t.api
        .raw('post', '/v1/auth/signup')
        .send({ name: 'Log', email: address, password: secret, accountName: 'Log Co' })
        .expect(201);
      await login(address, `${secret}-wrong`).expect(401);
      await t.waitForLog((line) => JSON.stringify(line).includes('/v1/auth/login'));
      expect(t.rawLogs()).not.toContain(secret);
    });
  });

  describe('the session as a credential', () => {
    let owner: { session: string; accountId: string; userId: string; email: string };
    let ownKey: TestAccount;

    beforeAll(async () => {
      owner = await signup();
    });

    it('refuses a cookie write with a foreign Origin (403 CSRF_ORIGIN_MISMATCH) and changes nothing', async () => {
      const phone = '+14155550101';
      const attempts: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: origin.replace('https://', 'http://') },
        { 'Sec-Fetch-Site': 'cross-site' },
        {},
      ];
      for (const headers of attempts) {
        const res = await withSession(owner.session, 'post', '/v1/contacts', headers)
          .send({ phone, firstName: 'Mallory' })
          .expect(403);
        expect(res.body.error.code).toBe('CSRF_ORIGIN_MISMATCH');
      }
      const keyless = await withSession(owner.session, 'get', '/v1/contacts?limit=50').expect(200);
      expect(keyless.body.data).toEqual([]);
      await withSession(owner.session, 'post', '/v1/account/api-key', {
        Origin: 'https://evil.example',
      }).expect(403);
    });

    it('accepts a cookie write from its own Origin or with Sec-Fetch-Site: same-origin', async () => {
      await withSession(owner.session, 'post', '/v1/contacts')
        .send({ phone: '+14155550102', firstName: 'Grace' })
        .expect(201);
      await withSession(owner.session, 'post', '/v1/contacts', { 'Sec-Fetch-Site': 'same-origin' })
        .send({ phone: '+14155550103', firstName: 'Linus' })
        .expect(201);
      const page = await withSession(owner.session, 'get', '/v1/contacts?limit=50').expect(200);
      expect(page.body.data).toHaveLength(2);
    });

    it('does not check the Origin of API-key requests, and the key wins over a cookie', async () => {
      ownKey = await createAccount(t.app);
      await t.api
        .as(ownKey.apiKey)
        .post('/v1/contacts', { phone: '+14155550104' })
        .set('Origin', 'https://evil.example')
        .expect(201);
      // a key and a cookie: the key's account answers
      const both = await withSession(owner.session, 'get', '/v1/account')
        .set('x-api-key', ownKey.apiKey)
        .expect(200);
      expect(both.body.id).toBe(ownKey.id);
      // a bad key beside a good cookie is refused
      const bad = await withSession(owner.session, 'get', '/v1/account')
        .set('x-api-key', 'pk_' + 'z'.repeat(43))
        .expect(401);
      expect(bad.body.error.code).toBe('API_KEY_INVALID');
      // /auth/me is for people: a key is not one
      const me = await t.api.as(ownKey.apiKey).get('/v1/auth/me').expect(401);
      expect(me.body.error.code).toBe('SESSION_EXPIRED');
    });

    it('never sends CORS headers, not even to a preflight', async () => {
      const responses = [
        await t.api
          .raw('get', '/v1/contacts?limit=50')
          .set('Origin', 'https://evil.example')
          .set('Cookie', `parley_session=${owner.session}`),
        await t.api
          .raw('post', '/v1/auth/login')
          .set('Origin', 'https://evil.example')
          .send({ email: owner.email, password: PASSWORD }),
        await t.api.raw('get', '/v1/auth/me').set('Origin', 'https://evil.example'),
        await t.api.raw('get', '/health').set('Origin', 'https://evil.example'),
      ];
      const preflight = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          // a real preflight, as a browser sends it
          const url = new URL('/v1/contacts', t.baseUrl);
          const req = httpsRequest(
            url,
            {
              method: 'OPTIONS',
              ca: t.ca,
              headers: {
                Origin: 'https://evil.example',
                'Access-Control-Request-Method': 'POST',
                'Access-Control-Request-Headers': 'content-type, x-api-key',
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(preflight.status).toBeGreaterThanOrEqual(400);
      for (const headers of [...responses.map((r) => r.headers), preflight.headers]) {
        for (const name of Object.keys(headers))
          expect(name.toLowerCase()).not.toMatch(/^access-control-/);
      }
      expect(responses[1].status).toBe(403);
      expect(responses[1].body.error.code).toBe('CSRF_ORIGIN_MISMATCH');
    });

    it("answers another account's ids with 404 through the session exactly as through a key", async () => {
      const foreign = await t.api
        .as(ownKey.apiKey)
        .post('/v1/contacts', { phone: '+14155550105' })
        .expect(201);
      const viaKeyUnknown = await t.api
        .as(ownKey.apiKey)
        .get('/v1/contacts/00000000-0000-4000-8000-000000000000')
        .expect(404);
      const viaSession = await withSession(
        owner.session,
        'get',
        `/v1/contacts/${foreign.body.id}`,
      ).expect(404);
      const other = await signup();
      const viaOtherKeyless = await withSession(
        other.session,
        'get',
        `/v1/contacts/${foreign.body.id}`,
      ).expect(404);
      expect(viaSession.body.error.code).toBe(viaKeyUnknown.body.error.code);
      expect(viaOtherKeyless.body.error.code).toBe(viaKeyUnknown.body.error.code);
      const mine = await withSession(owner.session, 'get', '/v1/contacts?limit=50').expect(200);
      expect(mine.body.data.map((c: { id: string }) => c.id)).not.toContain(foreign.body.id);
    });

    it('lets an owner generate the key once; the answer is the only place it appears', async () => {
      const res = await withSession(owner.session, 'post', '/v1/account/api-key').expect(201);
      expect(res.body.apiKey).toMatch(/^pk_/);
      const viaKey = await t.api.as(res.body.apiKey).get('/v1/account').expect(200);
      expect(viaKey.body.id).toBe(owner.accountId);
      const me = await withSession(owner.session, 'get', '/v1/auth/me').expect(200);
      const account = await withSession(owner.session, 'get', '/v1/account').expect(200);
      expect(JSON.stringify([me.body, account.body])).not.toContain(res.body.apiKey);
    });
  });

  describe('ending sessions', () => {
    it('answers 401 SESSION_EXPIRED after logout, and API_KEY_MISSING with no credential at all', async () => {
      const { session } = await signup();
      await withSession(session, 'get', '/v1/auth/me').expect(200);
      const out = await withSession(session, 'post', '/v1/auth/logout').expect(204);
      expect(([] as string[]).concat(out.headers['set-cookie'])[0]).toMatch(
        /^parley_session=;.*Expires=Thu, 01 Jan 1970/,
      );
      const after = await withSession(session, 'get', '/v1/auth/me').expect(401);
      expect(after.body.error.code).toBe('SESSION_EXPIRED');
      expect(([] as string[]).concat(after.headers['set-cookie'])[0]).toMatch(/^parley_session=;/);
      const none = await t.api.raw('get', '/v1/auth/me').expect(401);
      expect(none.body.error.code).toBe('API_KEY_MISSING');
      // logging out again is harmless
      await withSession(session, 'post', '/v1/auth/logout').expect(204);
    });

    it('refuses a sign-out posted from another site', async () => {
      const { session } = await signup();
      await withSession(session, 'post', '/v1/auth/logout', {
        Origin: 'https://evil.example',
      }).expect(403);
      await withSession(session, 'get', '/v1/auth/me').expect(200);
    });

    it('answers 401 SESSION_EXPIRED once a session passed its expiry, and slides a used one', async () => {
      const { session, accountId } = await signup();
      // a session last refreshed 10 minutes ago slides forward (and the cookie is re-sent)
      await db.query(
        `UPDATE sessions SET refreshed_at = now() - interval '10 minutes', expires_at = now() + interval '1 day' WHERE account_id = $1`,
        [accountId],
      );
      // ... but not on a forged cross-site write, refused before the session is looked up
      const forged = await withSession(session, 'post', '/v1/contacts', {
        Origin: 'https://evil.example',
      })
        .send({ phone: '+14155550199' })
        .expect(403);
      expect(forged.headers['set-cookie']).toBeUndefined();
      const [unslid] = await db.query(
        `SELECT expires_at < now() + interval '2 days' AS kept FROM sessions WHERE account_id = $1`,
        [accountId],
      );
      expect(unslid.kept).toBe(true);
      const slid = await withSession(session, 'get', '/v1/auth/me').expect(200);
      expect(([] as string[]).concat(slid.headers['set-cookie'] ?? [])[0]).toMatch(
        /^parley_session=[A-Za-z0-9_-]{43};.*Max-Age=1209\d{3}/,
      );
      const [row] = await db.query(
        `SELECT expires_at > now() + interval '13 days' AS slid FROM sessions WHERE account_id = $1`,
        [accountId],
      );
      expect(row.slid).toBe(true);

      await db.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
        [accountId],
      );
      const res = await withSession(session, 'get', '/v1/contacts?limit=50').expect(401);
      expect(res.body.error.code).toBe('SESSION_EXPIRED');
    });

    it('revokes the other sessions of a person who changes their password', async () => {
      const { session: first, email: address } = await signup();
      const second = sessionOf(await login(address).expect(200));
      const wrong = await withSession(first, 'post', '/v1/auth/password')
        .send({ currentPassword: 'not my password!', newPassword: 'a brand new passphrase' })
        .expect(400);
      expect(wrong.body.error.details[0].field).toBe('currentPassword');
      await withSession(second, 'get', '/v1/auth/me').expect(200);
      await withSession(first, 'post', '/v1/auth/password')
        .send({ currentPassword: PASSWORD, newPassword: address })
        .expect(400);
      await withSession(first, 'post', '/v1/auth/password')
        .send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })
        .expect(204);
      await withSession(first, 'get', '/v1/auth/me').expect(200);
      expect((await withSession(second, 'get', '/v1/auth/me').expect(401)).body.error.code).toBe(
        'SESSION_EXPIRED',
      );
      await login(address).expect(401);
      await login(address, 'a brand new passphrase').expect(200);
    });

    it('counts password changes against the sign-in budget: a stolen session cannot guess the current password', async () => {
      const { session } = await signup();
      for (let i = 0; i < 10; i++) {
        await withSession(session, 'post', '/v1/auth/password')
          .send({ currentPassword: `guess number ${i}!`, newPassword: 'a brand new passphrase' })
          .expect(400);
      }
      const refused = await withSession(session, 'post', '/v1/auth/password')
        .send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })
        .expect(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
    });
  });

  describe('team and roles', () => {
    it('lets owners invite and remove people; an agent gets 403 OWNER_ONLY on owner routes', async () => {
      const owner = await signup();
      const agentEmail = email('agent');
      const invited = await withSession(owner.session, 'post', '/v1/users')
        .send({ name: 'Agent Smith', email: agentEmail.toUpperCase(), role: 'agent' })
        .expect(201);
      expect(invited.body).toMatchObject({
        email: agentEmail,
        role: 'agent',
        name: 'Agent Smith',
        url: `${origin}/invitations/${tokenOf(invited)}`,
      });
      expect(tokenOf(invited)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invited.body).not.toHaveProperty('passwordHash');
      const accepted = await accept(tokenOf(invited), {
        name: 'Agent Smith',
        password: PASSWORD,
      }).expect(200);
      const added = { body: { id: accepted.body.user.id as string } };
      // a member already: 409
      await withSession(owner.session, 'post', '/v1/users')
        .send({ email: agentEmail, role: 'agent' })
        .expect(409);

      const agent = sessionOf(await login(agentEmail).expect(200));
      const me = await withSession(agent, 'get', '/v1/auth/me').expect(200);
      expect(me.body.user.role).toBe('agent');
      expect(me.body.account.id).toBe(owner.accountId);
      // the agent works with the account's data
      await withSession(agent, 'post', '/v1/contacts').send({ phone: '+14155550199' }).expect(201);
      // but not on owner routes
      for (const [method, path, body] of [
        ['post', '/v1/account/api-key', undefined],
        ['get', '/v1/users', undefined],
        ['post', '/v1/users', { email: email('x'), role: 'owner' }],
        ['delete', `/v1/users/${owner.userId}`, undefined],
        ['post', '/v1/channels/sms', {}],
        ['post', '/v1/channels/messenger', {}],
        ['post', '/v1/channels/instagram', {}],
        ['delete', '/v1/channels/sms', undefined],
      ] as const) {
        const req = withSession(agent, method, path);
        const res = await (body ? req.send(body) : req).expect(403);
        expect(res.body.error.code).toBe('OWNER_ONLY');
      }
      const keys = await db.query(`SELECT 1 FROM api_keys WHERE account_id = $1`, [
        owner.accountId,
      ]);
      expect(keys).toHaveLength(0);

      const team = await withSession(owner.session, 'get', '/v1/users').expect(200);
      expect(team.body.data.map((u: { email: string }) => u.email)).toEqual([
        owner.email,
        agentEmail,
      ]);

      // removing: not yourself, not the last owner, not another account's user
      expect(
        (await withSession(owner.session, 'delete', `/v1/users/${owner.userId}`).expect(409)).body
          .error.code,
      ).toBe('CONFLICT');
      const stranger = await signup();
      expect(
        (await withSession(owner.session, 'delete', `/v1/users/${stranger.userId}`).expect(404))
          .body.error.code,
      ).toBe('USER_NOT_FOUND');
      await withSession(stranger.session, 'get', '/v1/auth/me').expect(200);

      // a removed person's sessions die at once
      await withSession(owner.session, 'delete', `/v1/users/${added.body.id}`).expect(204);
      expect(
        (await withSession(agent, 'get', '/v1/contacts?limit=50').expect(401)).body.error.code,
      ).toBe('SESSION_EXPIRED');
      await login(agentEmail).expect(401);
    });

    it('gives an agent 403 OWNER_ONLY on credits, WhatsApp connect, webhook endpoints and custom channels, and the owner not', async () => {
      const owner = await signup({ accountType: 'agency' });
      const agent = (await join(owner.session, email('agency-agent'), 'agent')).session;
      // empty bodies: the role is checked before the body, and the owner's answer (400) writes nothing
      for (const path of [
        '/v1/subaccounts/credits',
        '/v1/channels/whatsapp',
        '/v1/webhooks',
        '/v1/custom_channels',
      ]) {
        const refused = await withSession(agent, 'post', path).send({}).expect(403);
        expect(refused.body.error.code).toBe('OWNER_ONLY');
        const asOwner = await withSession(owner.session, 'post', path).send({}).expect(400);
        expect(asOwner.body.error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses to remove the last owner even through the API key', async () => {
      const owner = await signup();
      const key = (await withSession(owner.session, 'post', '/v1/account/api-key').expect(201)).body
        .apiKey as string;
      const res = await t.api.as(key).delete(`/v1/users/${owner.userId}`).expect(409);
      expect(res.body.error.code).toBe('CONFLICT');
    });
  });

  describe('the OpenAPI document', () => {
    it('documents the auth routes and the session cookie security scheme', async () => {
      const doc = (await t.api.raw('get', '/v1/openapi.json').expect(200)).body;
      expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
        type: 'apiKey',
        in: 'cookie',
        name: 'parley_session',
      });
      const op = (path: string, method: string) => doc.paths[path]?.[method];
      for (const [path, method] of [
        ['/v1/auth/signup', 'post'],
        ['/v1/auth/login', 'post'],
        ['/v1/auth/logout', 'post'],
        ['/v1/auth/me', 'get'],
        ['/v1/auth/password', 'post'],
      ]) {
        expect(op(path, method)).toMatchObject({ tags: ['Auth'], summary: expect.any(String) });
      }
      // sign-up and sign-in take no credential; me and the password change only the cookie
      for (const path of ['/v1/auth/signup', '/v1/auth/login', '/v1/auth/logout'])
        expect(op(path, 'post').security).toEqual([]);
      expect(op('/v1/auth/me', 'get').security).toEqual([{ sessionCookie: [] }]);
      expect(op('/v1/auth/password', 'post').security).toEqual([{ sessionCookie: [] }]);
      expect(op('/v1/auth/login', 'post').responses).toHaveProperty('429');
      // every other route takes the cookie beside the three key placements
      expect(doc.security).toEqual(expect.arrayContaining([{ sessionCookie: [] }]));
      // owner-only routes say so
      expect(JSON.stringify(op('/v1/account/api-key', 'post').responses['403'])).toContain(
        'OWNER_ONLY',
      );
    });
  });

  describe('users:create (operator CLI)', () => {
    /** The CLI's environment: this app's database (its embedded server's socket, or the PostgreSQL database). */
    let env: Record<string, string>;

    beforeAll(() => {
      ensureBuilt();
      env = {
        DATA_DIR: t.config.DATA_DIR,
        LOG_LEVEL: 'info',
        ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
      };
    }, 300_000);

    it('adds a person to an account made by accounts:create, reading the password from stdin', async () => {
      const created = await runCli(['accounts:create', '--name', 'CLI Co'], env);
      expect(created.code).toBe(0);
      const account = JSON.parse(created.stdout) as { id: string };
      const address = email('cli');
      const result = await runCli(
        [
          'users:create',
          '--account',
          account.id,
          '--email',
          address.toUpperCase(),
          '--password-stdin',
          '--role',
          'agent',
          '--name',
          'Cli Agent',
        ],
        env,
        `${PASSWORD}\n`,
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        id: expect.any(String),
        accountId: account.id,
        name: 'Cli Agent',
        email: address,
        role: 'agent',
        createdAt: expect.any(String),
        restrictedToAssigned: false,
      });
      expect(result.stdout).not.toContain(PASSWORD);
      // the password is the one piped, without its trailing newline
      const session = sessionOf(await login(address).expect(200));
      const me = await withSession(session, 'get', '/v1/auth/me').expect(200);
      expect(me.body).toMatchObject({ user: { role: 'agent' }, account: { id: account.id } });

      // the role defaults to owner
      const ownerEmail = email('cli-owner');
      const owner = await runCli(
        ['users:create', '--account', account.id, '--email', ownerEmail, '--password-stdin'],
        env,
        PASSWORD,
      );
      expect(JSON.parse(owner.stdout)).toMatchObject({ email: ownerEmail, role: 'owner' });
    });

    it('refuses a missing --password-stdin, a weak password, a taken email and an unknown account, creating nobody', async () => {
      const account = await createAccount(t.app);
      const cases: [string[], string | undefined, string][] = [
        [['--email', email('a')], undefined, 'VALIDATION_FAILED'],
        [['--email', email('b'), '--password-stdin'], 'short', 'VALIDATION_FAILED'],
        [
          ['--email', email('c'), '--password-stdin', '--role', 'admin'],
          PASSWORD,
          'VALIDATION_FAILED',
        ],
        [['--email', (await signup()).email, '--password-stdin'], PASSWORD, 'CONFLICT'],
      ];
      for (const [args, stdin, code] of cases) {
        const result = await runCli(['users:create', '--account', account.id, ...args], env, stdin);
        expect(result.code).toBe(1);
        expect(JSON.parse(result.stderr).error.code).toBe(code);
        expect(result.stderr).not.toContain(PASSWORD);
      }
      const unknown = await runCli(
        [
          'users:create',
          '--account',
          '00000000-0000-4000-8000-000000000000',
          '--email',
          email('d'),
          '--password-stdin',
        ],
        env,
        PASSWORD,
      );
      expect(unknown.code).toBe(1);
      expect(JSON.parse(unknown.stderr).error.code).toBe('NOT_FOUND');
      expect(
        await db.query(`SELECT 1 FROM memberships WHERE account_id = $1`, [account.id]),
      ).toEqual([]);
    });
  });

  // Last: it spends a client IP's whole sign-in budget.
  describe('sign-in limit per client IP', () => {
    it(`refuses sign-in and sign-up past ${SIGN_IN_ATTEMPTS_PER_CLIENT} attempts from one IP within 15 minutes, whatever the email`, async () => {
      const { email: address } = await signup();
      // As behind a trusted proxy: the client IP is X-Forwarded-For's, a fresh one for this test
      // (the other tests spent some of 127.0.0.1's budget).
      t.app.set('trust proxy', 'loopback');
      try {
        const from = (ip: string, req: Test) => req.set('X-Forwarded-For', ip);
        const ip = '203.0.113.77';
        for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_CLIENT; i += 1) {
          // a different email each time: the per-email limit (10) never applies
          await from(ip, login(email(`ip${i}`), 'not the password')).expect(401);
        }
        const right = await from(ip, login(address)).expect(429);
        expect(right.body.error.code).toBe('RATE_LIMITED');
        expect(right.body.error.message).toContain('from this address');
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
        expect(right.headers['set-cookie']).toBeUndefined();
        const signupFromIp = await from(
          ip,
          t.api.raw('post', '/v1/auth/signup').send({
            name: 'Late',
            email: email('late'),
            password: PASSWORD,
            accountName: 'Late Co',
          }),
        ).expect(429);
        expect(signupFromIp.body.error.code).toBe('RATE_LIMITED');
        // another address is not affected
        await from('203.0.113.78', login(address)).expect(200);
      } finally {
        t.app.set('trust proxy', false);
      }
    }, 180_000);
  });
});
