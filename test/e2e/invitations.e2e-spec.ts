import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import { RetentionService } from '../../src/retention/retention.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { cookieOf } from '../support/cookies';
import { createAccount } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';

const PUBLIC = 'https://parley.test';
const PASSWORD = 'correct horse battery staple';
let sequence = 0;
/** A unique email for this run. */
const newEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++sequence}@invite.test`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * People are invited, never given a password by someone else (docs/security.md#invitations): an
 * owner's session invites (an API key gets 403 `SESSION_REQUIRED`), the single-use link is
 * answered to the owner and mailed (a local SMTP server here), an email that has a login is
 * invited exactly like a new one, the person chooses their own password when accepting and is
 * signed in, a person may belong to several accounts and switch between them, and with mail a
 * sign-up never tells whether an email has a login.
 */
describe('invitations and accounts of a person (docs/security.md#invitations)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let db: DataSource;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: PUBLIC } });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A request with a session cookie, from the service's own origin. */
  function as(session: string, method: 'get' | 'post' | 'delete', path: string): Test {
    return t.api.raw(method, path).set('Cookie', `parley_session=${session}`).set('Origin', PUBLIC);
  }

  /** The token of an invitation link. */
  const tokenOf = (url: string) => url.split('/invitations/')[1];

  function accept(token: string, body: object, device?: string): Test {
    const req = t.api
      .raw('post', `/v1/auth/invitations/${token}/accept`)
      .set('Origin', PUBLIC)
      .send(body);
    return device ? req.set('Cookie', `parley_device=${device}`) : req;
  }

  /** Signs up through the mailed confirmation link: the owner's session and account. */
  async function owner(accountName = 'Acme Funnels'): Promise<{
    email: string;
    session: string;
    accountId: string;
    userId: string;
  }> {
    const email = newEmail('owner');
    await t.api
      .raw('post', '/v1/auth/signup')
      .set('Origin', PUBLIC)
      .send({ name: 'Olga Owner', email, password: PASSWORD, accountName })
      .expect(202);
    const mail = await smtp.waitFor(email);
    const token = /\/signups\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
    const res = await t.api
      .raw('post', `/v1/auth/signups/${token}/confirm`)
      .set('Origin', PUBLIC)
      .expect(201);
    return {
      email,
      session: cookieOf(res, 'parley_session') as string,
      accountId: res.body.account.id,
      userId: res.body.user.id,
    };
  }

  describe('inviting', () => {
    it('refuses an API key with 403 SESSION_REQUIRED and creates nobody, whatever the body', async () => {
      const account = await createAccount(t.app);
      const email = newEmail('scripted');
      for (const body of [
        { email, role: 'agent' },
        { email, role: 'agent', password: PASSWORD },
        {},
      ]) {
        const res = await t.api.as(account.apiKey).post('/v1/users', body).expect(403);
        expect(res.body.error.code).toBe('SESSION_REQUIRED');
      }
      const rows = await db.query(
        `SELECT (SELECT count(*) FROM invitations WHERE email = $1)::int AS invitations,
                (SELECT count(*) FROM users WHERE email = $1)::int AS users`,
        [email],
      );
      expect(rows[0]).toEqual({ invitations: 0, users: 0 });
      // the OpenAPI document says so
      const doc = (await t.api.raw('get', '/v1/openapi.json').expect(200)).body;
      expect(JSON.stringify(doc.paths['/v1/users'].post.responses['403'])).toContain(
        'SESSION_REQUIRED',
      );
    });

    it('refuses a password chosen by the owner, and an agent', async () => {
      const boss = await owner();
      const res = await as(boss.session, 'post', '/v1/users')
        .send({ email: newEmail('x'), role: 'agent', password: PASSWORD })
        .expect(400);
      expect(res.body.error.details[0]).toMatchObject({ field: 'password' });
      const agentEmail = newEmail('agent');
      const invited = await as(boss.session, 'post', '/v1/users')
        .send({ email: agentEmail, role: 'agent' })
        .expect(201);
      const agent = cookieOf(
        await accept(tokenOf(invited.body.url), { name: 'Agent', password: PASSWORD }).expect(200),
        'parley_session',
      ) as string;
      const refused = await as(agent, 'post', '/v1/users')
        .send({ email: newEmail('y'), role: 'agent' })
        .expect(403);
      expect(refused.body.error.code).toBe('OWNER_ONLY');
    });

    it('answers an invitation to an email that has a login exactly like one to a new email: body, mail and timing', async () => {
      const boss = await owner();
      const elsewhere = await owner('Elsewhere Inc');
      const answers: { kind: 'new' | 'existing'; res: Response }[] = [];
      for (let i = 0; i < 16; i += 1) {
        const kind = i % 2 === 0 ? 'new' : 'existing';
        // an existing login: the owner of another account (a fresh one each time would be
        // slower to make; re-inviting one email replaces its open invitation)
        const email = kind === 'new' ? newEmail('fresh') : elsewhere.email;
        const res = await as(boss.session, 'post', '/v1/users')
          .send({ name: 'Probe', email, role: 'agent' })
          .expect(201);
        answers.push({ kind, res });
      }
      const shape = (res: Response) =>
        JSON.stringify(res.body, (key, value) =>
          ['id', 'email', 'createdAt', 'expiresAt', 'url'].includes(key) ? typeof value : value,
        );
      const shapes = new Set(answers.map(({ res }) => shape(res)));
      expect(shapes.size).toBe(1);
      const headerNames = new Set(
        answers.map(({ res }) =>
          Object.keys(res.headers)
            .filter((h) => !['date', 'x-request-id', 'content-length', 'etag'].includes(h))
            .sort()
            .join(','),
        ),
      );
      expect(headerNames.size).toBe(1);
      for (const { res } of answers) {
        expect(res.body.url).toMatch(new RegExp(`^${PUBLIC}/invitations/[A-Za-z0-9_-]{43}$`));
        expect(Object.keys(res.body).sort()).toEqual(
          ['createdAt', 'email', 'expiresAt', 'id', 'name', 'role', 'url'].sort(),
        );
      }
      // the server's time for each: the same work, whatever the email
      const times = (kind: 'new' | 'existing') =>
        answers
          .filter((a) => a.kind === kind)
          .map(({ res }) => {
            const line = t.logs.find(
              (l) => l.requestId === res.headers['x-request-id'] && l.responseTime !== undefined,
            );
            return line?.responseTime as number;
          });
      await t.waitForLog((l) => l.requestId === answers.at(-1)?.res.headers['x-request-id']);
      const [fresh, existing] = [median(times('new')), median(times('existing'))];
      expect(Math.abs(fresh - existing)).toBeLessThanOrEqual(
        Math.max(5, 0.5 * Math.max(fresh, existing)),
      );
      // the existing login got the same invitation mail as a new email would, with the last link
      const lastExisting = answers.filter((a) => a.kind === 'existing').at(-1)?.res as Response;
      const mail = await smtp.waitFor(elsewhere.email, (m) =>
        m.text.includes(lastExisting.body.url),
      );
      const newMail = await smtp.waitFor(answers[0].res.body.email);
      const template = (text: string) => text.replace(/https:\/\/\S+/g, '<link>');
      expect(template(mail.text)).toBe(template(newMail.text));
      expect(mail.subject).toBe(newMail.subject);
      expect(mail.subject).toContain('Acme Funnels');
    });

    it('lists pending invitations and revokes one: its link stops working', async () => {
      const boss = await owner();
      const email = newEmail('pending');
      const invited = await as(boss.session, 'post', '/v1/users')
        .send({ name: 'Pending Pete', email, role: 'owner' })
        .expect(201);
      const page = await as(boss.session, 'get', '/v1/invitations').expect(200);
      expect(page.body).toEqual({
        data: [
          {
            id: invited.body.id,
            email,
            name: 'Pending Pete',
            role: 'owner',
            createdAt: invited.body.createdAt,
            expiresAt: invited.body.expiresAt,
          },
        ],
        nextCursor: null,
      });
      expect(new Date(invited.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(
        7 * 24 * 3600 * 1000 - 60_000,
      );
      const token = tokenOf(invited.body.url);
      await t.api.raw('get', `/v1/auth/invitations/${token}`).expect(200);
      await as(boss.session, 'delete', `/v1/invitations/${invited.body.id}`).expect(204);
      const gone = await t.api.raw('get', `/v1/auth/invitations/${token}`).expect(404);
      expect(gone.body.error.code).toBe('INVITATION_NOT_FOUND');
      await accept(token, { name: 'Pete', password: PASSWORD }).expect(404);
      await as(boss.session, 'delete', `/v1/invitations/${invited.body.id}`).expect(404);
      expect((await as(boss.session, 'get', '/v1/invitations').expect(200)).body.data).toEqual([]);
      // another account's invitation is 404 too
      const stranger = await owner();
      const theirs = await as(stranger.session, 'post', '/v1/users')
        .send({ email: newEmail('theirs'), role: 'agent' })
        .expect(201);
      await as(boss.session, 'delete', `/v1/invitations/${theirs.body.id}`).expect(404);
    });

    it('replaces an open invitation to the same email: the earlier link dies', async () => {
      const boss = await owner();
      const email = newEmail('twice');
      const first = await as(boss.session, 'post', '/v1/users')
        .send({ email, role: 'agent' })
        .expect(201);
      const second = await as(boss.session, 'post', '/v1/users')
        .send({ email, role: 'owner' })
        .expect(201);
      expect(second.body.id).toBe(first.body.id);
      await t.api.raw('get', `/v1/auth/invitations/${tokenOf(first.body.url)}`).expect(404);
      const view = await t.api
        .raw('get', `/v1/auth/invitations/${tokenOf(second.body.url)}`)
        .expect(200);
      expect(view.body).toEqual({
        accountName: 'Acme Funnels',
        email,
        name: '',
        role: 'owner',
        expiresAt: second.body.expiresAt,
      });
    });
  });

  describe('accepting', () => {
    it('lets a new person choose their password (the rules apply), signs them in, and works once', async () => {
      const boss = await owner();
      const email = newEmail('grace');
      const invited = await as(boss.session, 'post', '/v1/users')
        .send({ name: 'Grace', email, role: 'agent' })
        .expect(201);
      const mail = await smtp.waitFor(email);
      expect(mail.text).toContain(invited.body.url);
      const token = tokenOf(invited.body.url);
      for (const weak of ['          ', 'password12', 'qwertyuiop', email]) {
        const res = await accept(token, { name: 'Grace Hopper', password: weak }).expect(400);
        expect(res.body.error.details[0].field).toBe('password');
      }
      const joined = await accept(token, { name: 'Grace Hopper', password: PASSWORD }).expect(200);
      expect(joined.body).toEqual({
        user: { id: expect.any(String), name: 'Grace Hopper', email, role: 'agent' },
        account: { id: boss.accountId, name: 'Acme Funnels', type: 'standard' },
      });
      const session = cookieOf(joined, 'parley_session') as string;
      expect(cookieOf(joined, 'parley_device')).toBeDefined();
      await as(session, 'get', '/v1/auth/me').expect(200);
      // the link works once
      const again = await accept(token, { name: 'Eve', password: PASSWORD }).expect(404);
      expect(again.body.error.code).toBe('INVITATION_NOT_FOUND');
      // the team shows them; their own password signs them in
      const team = await as(boss.session, 'get', '/v1/users').expect(200);
      expect(team.body.data.map((u: { email: string }) => u.email)).toEqual([boss.email, email]);
      await t.api.raw('post', '/v1/auth/login').send({ email, password: PASSWORD }).expect(200);
    });

    it("never replaces an existing login's password: its own password joins the second account", async () => {
      const first = await owner('First Co');
      const second = await owner('Second Co');
      const invited = await as(second.session, 'post', '/v1/users')
        .send({ email: first.email, role: 'agent' })
        .expect(201);
      const token = tokenOf(invited.body.url);
      // whoever holds the link cannot set that person's password
      const wrong = await accept(token, {
        name: 'Mallory',
        password: 'a takeover passphrase!',
      }).expect(401);
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
      await t.api
        .raw('post', '/v1/auth/login')
        .send({ email: first.email, password: 'a takeover passphrase!' })
        .expect(401);
      const joined = await accept(token, { name: 'Ignored', password: PASSWORD }).expect(200);
      expect(joined.body.user).toMatchObject({
        id: first.userId,
        name: 'Olga Owner',
        role: 'agent',
      });
      expect(joined.body.account.id).toBe(second.accountId);
      const session = cookieOf(joined, 'parley_session') as string;

      // both accounts, the current one marked
      const accounts = await as(session, 'get', '/v1/auth/accounts').expect(200);
      expect(accounts.body).toEqual({
        data: [
          {
            id: first.accountId,
            name: 'First Co',
            type: 'standard',
            role: 'owner',
            current: false,
          },
          {
            id: second.accountId,
            name: 'Second Co',
            type: 'standard',
            role: 'agent',
            current: true,
          },
        ],
        nextCursor: null,
      });
      // an agent in the second account, an owner after switching to the first
      await as(session, 'get', '/v1/users').expect(403);
      const switched = await as(session, 'post', '/v1/auth/switch')
        .send({ accountId: first.accountId })
        .expect(200);
      expect(switched.body).toMatchObject({
        user: { id: first.userId, role: 'owner' },
        account: { id: first.accountId, name: 'First Co' },
      });
      await as(session, 'get', '/v1/users').expect(200);
      const me = await as(session, 'get', '/v1/auth/me').expect(200);
      expect(me.body.account.id).toBe(first.accountId);
      // not an account of theirs: 404, and nothing moves
      const stranger = await owner('Stranger Ltd');
      const refused = await as(session, 'post', '/v1/auth/switch')
        .send({ accountId: stranger.accountId })
        .expect(404);
      expect(refused.body.error.code).toBe('ACCOUNT_NOT_FOUND');
      expect((await as(session, 'get', '/v1/auth/me').expect(200)).body.account.id).toBe(
        first.accountId,
      );
      // the next sign-in opens the account used last
      const signIn = await t.api
        .raw('post', '/v1/auth/login')
        .send({ email: first.email, password: PASSWORD })
        .expect(200);
      expect(signIn.body.account.id).toBe(first.accountId);

      // removed from the second account: its sessions there end, the first stays
      await as(session, 'post', '/v1/auth/switch')
        .send({ accountId: second.accountId })
        .expect(200);
      await as(second.session, 'delete', `/v1/users/${first.userId}`).expect(204);
      expect((await as(session, 'get', '/v1/auth/me').expect(401)).body.error.code).toBe(
        'SESSION_EXPIRED',
      );
      const back = await t.api
        .raw('post', '/v1/auth/login')
        .send({ email: first.email, password: PASSWORD })
        .expect(200);
      expect(back.body.account.id).toBe(first.accountId);
    });

    it('answers 404 for an expired or malformed link, and keeps account routes for people', async () => {
      const boss = await owner();
      const invited = await as(boss.session, 'post', '/v1/users')
        .send({ email: newEmail('late'), role: 'agent' })
        .expect(201);
      await db.query(
        `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [invited.body.id],
      );
      await t.api.raw('get', `/v1/auth/invitations/${tokenOf(invited.body.url)}`).expect(404);
      await accept(tokenOf(invited.body.url), { password: PASSWORD }).expect(404);
      await t.api.raw('get', '/v1/auth/invitations/not-a-token').expect(404);
      expect((await as(boss.session, 'get', '/v1/invitations').expect(200)).body.data).toEqual([]);
      // a key is not a person
      const key = (await as(boss.session, 'post', '/v1/account/api-key').expect(201)).body.apiKey;
      for (const [method, path] of [
        ['get', '/v1/auth/accounts'],
        ['post', '/v1/auth/switch'],
      ] as const) {
        const res = await t.api.as(key)[method](path).expect(403);
        expect(res.body.error.code).toBe('SESSION_REQUIRED');
      }
      // the page of the link is the app
      const page = await t.api.raw('get', `/invitations/${tokenOf(invited.body.url)}`).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // and the access log never holds the token
      await t.waitForLog((l) => JSON.stringify(l).includes('/invitations/[redacted]'));
      expect(t.rawLogs()).not.toContain(tokenOf(invited.body.url));
    });

    it('lets an owner keep no address hostage: a pending invitation never stops that person signing up', async () => {
      const boss = await owner();
      const email = newEmail('squatted');
      await as(boss.session, 'post', '/v1/users').send({ email, role: 'agent' }).expect(201);
      await t.api
        .raw('post', '/v1/auth/signup')
        .set('Origin', PUBLIC)
        .send({ name: 'Real Person', email, password: PASSWORD, accountName: 'Own Co' })
        .expect(202);
      const mail = await smtp.waitFor(email, (m) => m.text.includes('/signups/'));
      const token = /\/signups\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
      const res = await t.api
        .raw('post', `/v1/auth/signups/${token}/confirm`)
        .set('Origin', PUBLIC)
        .expect(201);
      expect(res.body.account.name).toBe('Own Co');
    });
  });

  describe('signing up with mail', () => {
    it('answers an email that has a login exactly like a new one, and mails each what it needs', async () => {
      const known = await owner();
      const fresh = newEmail('fresh');
      const body = (email: string) => ({
        name: 'Someone',
        email,
        password: PASSWORD,
        accountName: 'Another Co',
      });
      const [a, b] = [
        await t.api.raw('post', '/v1/auth/signup').set('Origin', PUBLIC).send(body(fresh)),
        await t.api.raw('post', '/v1/auth/signup').set('Origin', PUBLIC).send(body(known.email)),
      ];
      for (const res of [a, b]) {
        expect(res.status).toBe(202);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({
        status: 'confirmation_sent',
        message: expect.stringContaining('Check your email'),
      });
      const toFresh = await smtp.waitFor(fresh);
      expect(toFresh.text).toMatch(new RegExp(`${PUBLIC}/signups/[A-Za-z0-9_-]{43}`));
      const toKnown = await smtp.waitFor(
        known.email,
        (m) => m.subject === 'You already have a Parley login',
      );
      expect(toKnown.text).not.toContain('/signups/');
      // nothing was created for the existing login, and its password is unchanged
      const accounts = await db.query(`SELECT count(*)::int AS n FROM accounts WHERE name = $1`, [
        'Another Co',
      ]);
      expect(accounts[0].n).toBe(0);
      await t.api
        .raw('post', '/v1/auth/login')
        .send({ email: known.email, password: PASSWORD })
        .expect(200);
      // a confirmation link works once
      const token = /\/signups\/([A-Za-z0-9_-]{43})/.exec(toFresh.text)?.[1] as string;
      await t.api
        .raw('post', `/v1/auth/signups/${token}/confirm`)
        .set('Origin', PUBLIC)
        .expect(201);
      const twice = await t.api
        .raw('post', `/v1/auth/signups/${token}/confirm`)
        .set('Origin', PUBLIC)
        .expect(404);
      expect(twice.body.error.code).toBe('SIGNUP_NOT_FOUND');
    });
  });

  it('lets retention reclaim expired invitations, sign-up requests and devices', async () => {
    const boss = await owner();
    await as(boss.session, 'post', '/v1/users')
      .send({ email: newEmail('old'), role: 'agent' })
      .expect(201);
    await t.api
      .raw('post', '/v1/auth/signup')
      .set('Origin', PUBLIC)
      .send({ name: 'Old', email: newEmail('old'), password: PASSWORD, accountName: 'Old Co' })
      .expect(202);
    await db.query(`UPDATE invitations SET expires_at = now() - interval '31 days'`);
    await db.query(`UPDATE signup_requests SET expires_at = now() - interval '1 second'`);
    await db.query(`UPDATE trusted_devices SET expires_at = now() - interval '1 second'`);
    const report = await t.app.get(RetentionService).run();
    expect(report.purged).toMatchObject({
      invitations: expect.any(Number),
      signup_requests: expect.any(Number),
      trusted_devices: expect.any(Number),
    });
    const left = await db.query(
      `SELECT (SELECT count(*) FROM invitations)::int AS i, (SELECT count(*) FROM signup_requests)::int AS s,
              (SELECT count(*) FROM trusted_devices)::int AS d`,
    );
    expect(left[0]).toEqual({ i: 0, s: 0, d: 0 });
  });
});
