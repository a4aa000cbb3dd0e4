import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import { RetentionService } from '../../src/retention/retention.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { cookieOf } from '../support/cookies';
import { ensureBuilt, runCli } from '../support/processes';
import { SmtpSink } from '../support/smtp-sink';

const PUBLIC = 'https://parley.test';
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'quiet lantern over seven rivers';
let sequence = 0;
/** A unique email for this run. */
const newEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++sequence}@reset.test`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const LINK = new RegExp(`${PUBLIC}/password-resets/([A-Za-z0-9_-]{43})`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A signed-in person: their email, session and ids. */
interface Person {
  email: string;
  session: string;
  userId: string;
  accountId: string;
}

/**
 * Forgotten passwords (docs/sessions-and-app.md#forgotten-passwords): `Forgot password?` mails a
 * single-use link valid 1 hour (a local SMTP server here) and answers every email alike; the
 * link sets a new password once, with the sign-up's rules, and ends every session of the person;
 * an owner issues a link for a member of their account (never for another account's person);
 * the operator's `users:reset-password` prints one.
 */
describe('forgotten passwords (docs/sessions-and-app.md#forgotten-passwords)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let db: DataSource;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-password-reset-'));
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: PUBLIC, DATA_DIR: dataDir },
    });
    db = t.app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request from the service's own origin, with a session cookie when given. */
  function call(method: 'get' | 'post', path: string, session?: string): Test {
    const req = t.api.raw(method, path).set('Origin', PUBLIC);
    return session ? req.set('Cookie', `parley_session=${session}`) : req;
  }

  const requestReset = (email: string) => call('post', '/v1/auth/password-resets').send({ email });
  const reset = (token: string, password: string) =>
    call('post', `/v1/auth/password-resets/${token}`).send({ password });
  const login = (email: string, password: string) =>
    call('post', '/v1/auth/login').send({ email, password });

  /** The error envelope's code, checking its shape. */
  function errorCode(res: Response): string {
    expect(res.body.error).toEqual(
      expect.objectContaining({
        code: expect.any(String),
        message: expect.any(String),
        requestId: res.headers['x-request-id'],
      }),
    );
    return res.body.error.code as string;
  }

  /** Signs up through the mailed confirmation link: the owner, signed in. */
  async function owner(): Promise<Person> {
    const email = newEmail('owner');
    await call('post', '/v1/auth/signup')
      .send({ name: 'Olga Owner', email, password: PASSWORD, accountName: 'Acme Funnels' })
      .expect(202);
    const mail = await smtp.waitFor(email, (m) => m.text.includes('/signups/'));
    const token = /\/signups\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
    const res = await call('post', `/v1/auth/signups/${token}/confirm`).expect(201);
    return {
      email,
      session: cookieOf(res, 'parley_session') as string,
      accountId: res.body.account.id,
      userId: res.body.user.id,
    };
  }

  /** The owner invites a person with `role`, who accepts (with `password`) and is signed in. */
  async function joinTeam(
    boss: Person,
    role: 'owner' | 'agent' = 'agent',
    email = newEmail(role),
  ): Promise<Person> {
    const invited = await call('post', '/v1/users', boss.session)
      .send({ name: 'Avery Agent', email, role })
      .expect(201);
    const token = (invited.body.url as string).split('/invitations/')[1];
    const res = await call('post', `/v1/auth/invitations/${token}/accept`)
      .send({ name: 'Avery Agent', password: PASSWORD })
      .expect(200);
    return {
      email,
      session: cookieOf(res, 'parley_session') as string,
      accountId: boss.accountId,
      userId: res.body.user.id,
    };
  }

  /** Asks for a link for `email` and returns the mailed link's token. */
  async function mailedToken(email: string): Promise<string> {
    const before = smtp.mails.length;
    await requestReset(email).expect(202);
    const mail = await smtp.waitFor(
      email,
      (m) => smtp.mails.indexOf(m) >= before && LINK.test(m.text),
    );
    return LINK.exec(mail.text)?.[1] as string;
  }

  it('mails a single-use link; the new password works, every old session ends, the link then refuses', async () => {
    const person = await owner();
    const second = await login(person.email, PASSWORD).expect(200);
    const secondSession = cookieOf(second, 'parley_session') as string;

    const asked = await requestReset(person.email).expect(202);
    expect(asked.body).toEqual({
      status: 'reset_requested',
      message: expect.stringContaining('within 1 hour'),
    });
    const mail = await smtp.waitFor(person.email, (m) => LINK.test(m.text));
    expect(mail.subject).toBe('Choose a new Parley password');
    expect(mail.text).toContain('within 1 hour');
    const token = LINK.exec(mail.text)?.[1] as string;
    // only the token's hash is stored, with a 1-hour expiry
    const rows: { tokenHash: string; minutes: number; usedAt: Date | null }[] = await db.query(
      `SELECT token_hash AS "tokenHash", used_at AS "usedAt",
              round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM password_resets WHERE user_id = $1`,
      [person.userId],
    );
    expect(rows).toEqual([{ tokenHash: sha256(token), minutes: 60, usedAt: null }]);
    expect(JSON.stringify(await db.query(`SELECT * FROM password_resets`))).not.toContain(token);

    // the sign-up's password rules apply; a refused password leaves the link working
    const weak = await reset(token, 'password123').expect(400);
    expect(errorCode(weak)).toBe('VALIDATION_FAILED');
    expect(weak.body.error.details[0].field).toBe('password');
    const withEmail = await reset(token, `my ${person.email} secret`).expect(400);
    expect(withEmail.body.error.details[0].message).toContain('email');

    await reset(token, NEW_PASSWORD).expect(204);
    for (const session of [person.session, secondSession]) {
      const me = await call('get', '/v1/auth/me', session).expect(401);
      expect(errorCode(me)).toBe('SESSION_EXPIRED');
    }
    expect(errorCode(await login(person.email, PASSWORD).expect(401))).toBe('INVALID_CREDENTIALS');
    const fresh = await login(person.email, NEW_PASSWORD).expect(200);
    expect(fresh.body.user.id).toBe(person.userId);

    const again = await reset(token, 'another long passphrase here').expect(404);
    expect(errorCode(again)).toBe('PASSWORD_RESET_NOT_FOUND');
    expect(again.body.error.message).toMatch(/used, or is older than 1 hour/);
    await login(person.email, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired link, an unknown one and junk alike; a new password ends the other open links', async () => {
    const person = await owner();
    const expired = await mailedToken(person.email);
    await db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(expired)],
    );
    for (const token of [expired, 'A'.repeat(43), 'junk']) {
      const res = await reset(token, NEW_PASSWORD).expect(404);
      expect(errorCode(res)).toBe('PASSWORD_RESET_NOT_FOUND');
    }
    await login(person.email, PASSWORD).expect(200);

    const first = await mailedToken(person.email);
    const latest = await mailedToken(person.email);
    await reset(latest, NEW_PASSWORD).expect(204);
    expect(errorCode(await reset(first, 'yet another long passphrase').expect(404))).toBe(
      'PASSWORD_RESET_NOT_FOUND',
    );
    await login(person.email, NEW_PASSWORD).expect(200);
  });

  it('answers an email without a login exactly like one with a login, in similar time, and sends it nothing', async () => {
    const boss = await owner();
    // 8 of each kind: response times are whole ms, a few ms apart, and a median of 4 moved with
    // one request slowed by the other tests CI runs beside this one
    const members = await Promise.all(Array.from({ length: 8 }, () => joinTeam(boss)));
    const [warmUp, ...known] = [boss, ...members].map((p) => p.email);
    const unknown = known.map(() => newEmail('nobody'));
    // The service, the SMTP sink and this test share one event loop, so two things would be
    // timed besides the request's own work: the first request's cold code path (an untimed pair
    // runs it) and the link's mail, sent in the background after a known email's answer (each
    // is let arrive before the next request; otherwise the next request pays for its delivery).
    await requestReset(newEmail('nobody'));
    await requestReset(warmUp);
    await smtp.waitFor(warmUp, (m) => LINK.test(m.text));
    const answers: { kind: 'known' | 'unknown'; res: Response }[] = [];
    for (let i = 0; i < known.length; i += 1) {
      answers.push({ kind: 'unknown', res: await requestReset(unknown[i]) });
      answers.push({ kind: 'known', res: await requestReset(known[i]) });
      await smtp.waitFor(known[i], (m) => LINK.test(m.text));
    }
    expect(new Set(answers.map(({ res }) => res.status))).toEqual(new Set([202]));
    expect(new Set(answers.map(({ res }) => JSON.stringify(res.body))).size).toBe(1);
    const headerNames = new Set(
      answers.map(({ res }) =>
        Object.keys(res.headers)
          .filter((h) => !['date', 'x-request-id', 'content-length', 'etag'].includes(h))
          .sort()
          .join(','),
      ),
    );
    expect(headerNames.size).toBe(1);
    await t.waitForLog((l) => l.requestId === answers.at(-1)?.res.headers['x-request-id']);
    const times = (kind: 'known' | 'unknown') =>
      answers
        .filter((a) => a.kind === kind)
        .map(
          ({ res }) =>
            t.logs.find(
              (l) => l.requestId === res.headers['x-request-id'] && l.responseTime !== undefined,
            )?.responseTime as number,
        );
    const [knownMs, unknownMs] = [times('known'), times('unknown')];
    const [hit, miss] = [median(knownMs), median(unknownMs)];
    // Each unknown email's request runs right before a known one's: the median of the pairs'
    // differences cancels the load that both of a pair meet (the other tests CI runs beside this
    // one), which a difference of the two medians does not.
    const gap = median(knownMs.map((ms, i) => ms - unknownMs[i]));
    expect(Math.abs(gap)).toBeLessThanOrEqual(Math.max(5, 0.5 * Math.max(hit, miss)));
    // every known email got its link (waited for above); none went to the unknown ones
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of unknown) expect(smtp.mails.filter((m) => m.to.includes(email))).toEqual([]);
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE u.email = ANY($1)`,
      [unknown],
    );
    expect(n).toBe(0);
  });

  it('limits requests per email (known or not) to 5 per 15 minutes', async () => {
    const email = newEmail('flood');
    for (let i = 0; i < 5; i += 1) await requestReset(email).expect(202);
    const refused = await requestReset(email).expect(429);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("lets an owner issue a member's link (shown once); an agent gets 403 OWNER_ONLY, another account's user 404", async () => {
    const boss = await owner();
    const agent = await joinTeam(boss);
    const issued = await call('post', `/v1/users/${agent.userId}/password-reset`, boss.session)
      .send({})
      .expect(201);
    expect(Object.keys(issued.body).sort()).toEqual(['expiresAt', 'url']);
    const token = LINK.exec(issued.body.url)?.[1] as string;
    expect(issued.body.url).toBe(`${PUBLIC}/password-resets/${token}`);
    const minutes = (Date.parse(issued.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const [{ issuedBy }] = await db.query(
      `SELECT issued_by AS "issuedBy" FROM password_resets WHERE token_hash = $1`,
      [sha256(token)],
    );
    expect(issuedBy).toBe(boss.userId);

    await reset(token, NEW_PASSWORD).expect(204);
    expect(errorCode(await call('get', '/v1/auth/me', agent.session).expect(401))).toBe(
      'SESSION_EXPIRED',
    );
    const agentAgain = cookieOf(
      await login(agent.email, NEW_PASSWORD).expect(200),
      'parley_session',
    );
    // the owner's own session is untouched
    await call('get', '/v1/auth/me', boss.session).expect(200);

    const byAgent = await call('post', `/v1/users/${boss.userId}/password-reset`, agentAgain)
      .send({})
      .expect(403);
    expect(errorCode(byAgent)).toBe('OWNER_ONLY');

    const stranger = await owner();
    const elsewhere = await call(
      'post',
      `/v1/users/${stranger.userId}/password-reset`,
      boss.session,
    )
      .send({})
      .expect(404);
    expect(errorCode(elsewhere)).toBe('USER_NOT_FOUND');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect(
        errorCode(
          await call('post', `/v1/users/${id}/password-reset`, boss.session).send({}).expect(404),
        ),
      ).toBe('USER_NOT_FOUND');
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1`,
      [stranger.userId],
    );
    expect(n).toBe(0);
  });

  it("refuses an owner's link for a person who also belongs to another account (409), and an API key (403)", async () => {
    const boss = await owner();
    const other = await owner();
    const shared = await joinTeam(boss);
    const invited = await call('post', '/v1/users', other.session)
      .send({ email: shared.email, role: 'agent' })
      .expect(201);
    const token = (invited.body.url as string).split('/invitations/')[1];
    await call('post', `/v1/auth/invitations/${token}/accept`)
      .send({ password: PASSWORD })
      .expect(200);
    const refused = await call('post', `/v1/users/${shared.userId}/password-reset`, boss.session)
      .send({})
      .expect(409);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.body.error.message).toContain('users:reset-password');

    const key = (await call('post', '/v1/account/api-key', boss.session).expect(201)).body
      .apiKey as string;
    const byKey = await t.api
      .raw('post', `/v1/users/${shared.userId}/password-reset`)
      .set('Authorization', `Bearer ${key}`)
      .send({})
      .expect(403);
    expect(errorCode(byKey)).toBe('SESSION_REQUIRED');
  });

  it('deletes reset links a day after their hour (the retention job), and keeps younger ones', async () => {
    const person = await owner();
    const old = await mailedToken(person.email);
    const young = await mailedToken(person.email);
    await db.query(
      `UPDATE password_resets SET created_at = now() - interval '26 hours',
              expires_at = now() - interval '25 hours' WHERE token_hash = $1`,
      [sha256(old)],
    );
    const report = await t.app.get(RetentionService).run();
    expect(report.purged.password_resets).toBeGreaterThanOrEqual(1);
    const left: { tokenHash: string }[] = await db.query(
      `SELECT token_hash AS "tokenHash" FROM password_resets WHERE user_id = $1`,
      [person.userId],
    );
    expect(left).toEqual([{ tokenHash: sha256(young) }]);
  });

  it('prints a single-use link from the operator CLI (users:reset-password)', async () => {
    ensureBuilt();
    const person = await owner();
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: PUBLIC,
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
    };
    const printed = await runCli(
      ['users:reset-password', '--email', person.email.toUpperCase()],
      env,
    );
    expect({ code: printed.code, stderr: printed.stderr }).toEqual({ code: 0, stderr: '' });
    const out = JSON.parse(printed.stdout) as { email: string; url: string; expiresAt: string };
    expect(out.email).toBe(person.email);
    const token = LINK.exec(out.url)?.[1] as string;
    expect(out.url).toBe(`${PUBLIC}/password-resets/${token}`);
    await reset(token, NEW_PASSWORD).expect(204);
    await login(person.email, NEW_PASSWORD).expect(200);
    expect(errorCode(await reset(token, NEW_PASSWORD).expect(404))).toBe(
      'PASSWORD_RESET_NOT_FOUND',
    );

    const unknown = await runCli(['users:reset-password', '--email', newEmail('nobody')], env);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr).error.code).toBe('USER_NOT_FOUND');
  }, 300_000);
});

/** Without `SMTP_URL`: `Forgot password?` says to ask an owner, for every email, and stores nothing. */
describe('forgotten passwords without mail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every email alike with where to get a link, and stores nothing', async () => {
    const signedUp = await t.api
      .raw('post', '/v1/auth/signup')
      .send({
        name: 'Nora Nomail',
        email: newEmail('nomail'),
        password: PASSWORD,
        accountName: 'No Mail Inc',
      })
      .expect(201);
    const answers = [
      await t.api
        .raw('post', '/v1/auth/password-resets')
        .send({ email: signedUp.body.user.email })
        .expect(202),
      await t.api
        .raw('post', '/v1/auth/password-resets')
        .send({ email: newEmail('nobody') })
        .expect(202),
    ];
    for (const res of answers)
      expect(res.body).toEqual({
        status: 'reset_requested',
        message: expect.stringContaining('ask an owner of your account'),
      });
    const [{ n }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM password_resets`);
    expect(n).toBe(0);
  });
});
