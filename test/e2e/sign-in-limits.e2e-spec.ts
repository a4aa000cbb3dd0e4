import type { Response, Test } from 'supertest';
import { SIGN_IN_ATTEMPTS_PER_CLIENT } from '../../src/modules/users/sign-in-limits';
import { startTestApp, type TestApp } from '../support/app-factory';
import { cookieFlags, cookieOf } from '../support/cookies';

const PASSWORD = 'correct horse battery staple';
let sequence = 0;
/** A unique email for this run. */
const newEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++sequence}@limits.test`;

/**
 * Sign-in that resists spraying and lockout (docs/security.md#sign-in-limits): the per-client limit counts
 * an IPv6 client by its /64, a service-wide ceiling on failures slows every unknown browser down
 * during a spray, and a browser that signed in as a person before (its device cookie) keeps its
 * own budget, so nobody can lock the person out from elsewhere; failed sign-ins never block a
 * password change. Clients are told apart by `X-Forwarded-For` behind a trusted proxy.
 */
describe('sign-in limits (docs/security.md#sign-in-limits)', () => {
  describe('per client and per device', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => t.close());

    const from = (ip: string, req: Test) =>
      req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', ip);
    const login = (ip: string, email: string, password: string, device?: string) => {
      const req = from(ip, t.api.raw('post', '/v1/auth/login')).send({ email, password });
      return device ? req.set('Cookie', `parley_device=${device}`) : req;
    };
    async function signUp(ip: string): Promise<{ email: string; res: Response }> {
      const email = newEmail('person');
      const res = await from(ip, t.api.raw('post', '/v1/auth/signup'))
        .send({ name: 'Ada Lovelace', email, password: PASSWORD, accountName: 'Limits Co' })
        .expect(201);
      return { email, res };
    }

    it(`refuses sign-ins past ${SIGN_IN_ATTEMPTS_PER_CLIENT} from addresses of one IPv6 /64, and sign-ups from it`, async () => {
      const { email } = await signUp('2001:db8:7:1::1');
      const statuses: number[] = [];
      for (let i = 1; i <= 150; i += 1) {
        // 150 addresses of 2001:db8:7:2::/64, a new email each time (the per-email limit never applies)
        const res = await login(
          `2001:db8:7:2::${i.toString(16)}`,
          newEmail(`spray${i}`),
          'x'.repeat(12),
        );
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body.error.code).toBe('RATE_LIMITED');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS_PER_CLIENT);
      expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_CLIENT)).toEqual(
        new Array(150 - SIGN_IN_ATTEMPTS_PER_CLIENT).fill(429),
      );
      // the right password from that /64 is refused too, and so is a sign-up
      const right = await login('2001:db8:7:2:ffff:ffff:ffff:fffe', email, PASSWORD).expect(429);
      expect(right.headers['set-cookie']).toBeUndefined();
      await from('2001:db8:7:2::abcd', t.api.raw('post', '/v1/auth/signup'))
        .send({ name: 'Late', email: newEmail('late'), password: PASSWORD, accountName: 'Late Co' })
        .expect(429);
      // the next /64 is another client
      await login('2001:db8:7:3::1', email, PASSWORD).expect(200);
    }, 180_000);

    it('sets a device cookie: HttpOnly, Secure, SameSite=Strict, only for /v1/auth', async () => {
      const { res } = await signUp('198.51.100.1');
      expect(cookieOf(res, 'parley_device')).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      expect(cookieFlags(res, 'parley_device')).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/v1/auth']),
      );
    });

    it('lets a browser that signed in before sign in while its person is under attack from elsewhere, and never blocks the password change', async () => {
      const { email, res: signedUp } = await signUp('198.51.100.2');
      const device = cookieOf(signedUp, 'parley_device') as string;
      const session = cookieOf(signedUp, 'parley_session') as string;
      // The attacker, from elsewhere: 10 wrong passwords, then refused
      for (let i = 0; i < 10; i += 1)
        await login(`203.0.113.${10 + i}`, email, `wrong guess number ${i}`).expect(401);
      const attacker = await login('203.0.113.30', email, PASSWORD).expect(429);
      expect(attacker.body.error.code).toBe('RATE_LIMITED');
      // the person on a browser that never signed in as them is refused as well...
      await login('198.51.100.3', email, PASSWORD).expect(429);
      // ... and so is a forged or altered device cookie, or one of another person
      const altered = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
      await login('198.51.100.2', email, PASSWORD, altered).expect(429);
      const other = await signUp('198.51.100.4');
      await login('198.51.100.2', email, PASSWORD, cookieOf(other.res, 'parley_device')).expect(
        429,
      );
      // ... but their own browser signs in, from any address, and keeps its cookie
      const own = await login('198.51.100.5', email, PASSWORD, device).expect(200);
      expect(own.body.user.email).toBe(email);
      expect(cookieOf(own, 'parley_device')?.split('.')[0]).toBe(device.split('.')[0]);
      // the failed sign-ins never block a password change
      await from('198.51.100.2', t.api.raw('post', '/v1/auth/password'))
        .set('Cookie', `parley_session=${session}; parley_device=${device}`)
        .set('Origin', t.baseUrl.replace('http://', 'https://'))
        .send({ currentPassword: PASSWORD, newPassword: 'another long passphrase here' })
        .expect(204);
      await login('198.51.100.2', email, 'another long passphrase here', device).expect(200);
    });

    it("counts a trusted browser's wrong passwords on its own budget", async () => {
      const { email, res } = await signUp('198.51.100.6');
      const device = cookieOf(res, 'parley_device') as string;
      for (let i = 0; i < 10; i += 1)
        await login('198.51.100.6', email, `my own typo ${i}!`, device).expect(401);
      await login('198.51.100.6', email, PASSWORD, device).expect(429);
      // the email's budget for other browsers is untouched
      await login('198.51.100.7', email, PASSWORD).expect(200);
    });

    it("forgets the person's other devices when the password changes, keeping this browser's", async () => {
      const { email, res } = await signUp('198.51.100.8');
      const here = cookieOf(res, 'parley_device') as string;
      const session = cookieOf(res, 'parley_session') as string;
      const elsewhere = cookieOf(
        await login('198.51.100.9', email, PASSWORD).expect(200),
        'parley_device',
      ) as string;
      expect(elsewhere.split('.')[0]).not.toBe(here.split('.')[0]);
      await from('198.51.100.8', t.api.raw('post', '/v1/auth/password'))
        .set('Cookie', `parley_session=${session}; parley_device=${here}`)
        .set('Origin', t.baseUrl.replace('http://', 'https://'))
        .send({ currentPassword: PASSWORD, newPassword: 'another long passphrase here' })
        .expect(204);
      const newPassword = 'another long passphrase here';
      // exhaust the email's budget for unknown browsers (the sign-in above spent one of its 10)
      for (let i = 0; i < 9; i += 1)
        await login('203.0.113.50', email, `wrong guess ${i}!!`).expect(401);
      await login('203.0.113.50', email, newPassword).expect(429);
      await login('198.51.100.9', email, newPassword, elsewhere).expect(429); // forgotten
      await login('198.51.100.8', email, newPassword, here).expect(200); // kept
    });
  });

  describe('the service-wide ceiling on failed sign-ins', () => {
    let t: TestApp;
    const CEILING = 20;
    beforeAll(async () => {
      t = await startTestApp({
        env: { TRUST_PROXY: 'loopback', SIGN_IN_FAILURES_PER_MINUTE: String(CEILING) },
      });
    });
    afterAll(() => t.close());

    const login = (ip: string, email: string, password: string, device?: string) => {
      const req = t.api
        .raw('post', '/v1/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-For', ip)
        .send({ email, password });
      return device ? req.set('Cookie', `parley_device=${device}`) : req;
    };

    it('slows every unknown browser down during a spray, while known browsers still sign in', async () => {
      const people: { email: string; device: string }[] = [];
      for (const n of [1, 2]) {
        const email = newEmail(`known${n}`);
        const res = await t.api
          .raw('post', '/v1/auth/signup')
          .set('X-Forwarded-Proto', 'https')
          .set('X-Forwarded-For', `192.0.2.${n}`)
          .send({ name: 'Grace Hopper', email, password: PASSWORD, accountName: 'Spray Co' })
          .expect(201);
        people.push({ email, device: cookieOf(res, 'parley_device') as string });
      }
      // a spray: one guess per email, each from its own address
      for (let i = 0; i <= CEILING; i += 1)
        await login(`198.18.${i}.1`, newEmail(`victim${i}`), 'Summer2026!').expect(401);
      // now a right password from a browser not known for that person is refused...
      const refused = await login('198.18.200.1', people[0].email, PASSWORD).expect(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(refused.body.error.message).toContain('many sign-ins fail');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await login('198.18.201.1', newEmail('another'), 'Summer2026!').expect(429);
      // ... while a browser that signed in as the person before is not
      for (const person of people)
        await login('198.18.202.1', person.email, PASSWORD, person.device).expect(200);
    });
  });
});
