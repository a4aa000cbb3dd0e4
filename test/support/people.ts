import type { Response, Test } from 'supertest';
import type { TestApp } from './app-factory';

/** A password the strength rules accept. */
export const PEOPLE_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** A signed-in person of an account: their session token and ids. */
export interface TestPerson {
  session: string;
  userId: string;
  accountId: string;
  name: string;
}

/** A unique email for this run. */
export const uniqueEmail = (name: string): string =>
  `${name}.${Date.now().toString(36)}.${++sequence}@inbox.test`;

/** The `parley_session` value a response sets. */
export function sessionOf(res: Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('parley_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0].slice('parley_session='.length);
}

/**
 * People for e2e tests of the app's API: sign-up (an owner and their account), invitations
 * accepted (agents), and requests with a person's session cookie (writes carry the service's
 * own `Origin`, as the browser does).
 */
export class People {
  constructor(private readonly t: TestApp) {}

  /** A request with `person`'s session cookie. */
  as(person: TestPerson, method: 'get' | 'post' | 'patch' | 'delete', path: string): Test {
    const req = this.t.api.raw(method, path).set('Cookie', `parley_session=${person.session}`);
    return method === 'get' ? req : req.set('Origin', this.t.baseUrl);
  }

  /** Signs up a new account; its owner is signed in. */
  async signup(name = 'Olivia Owner'): Promise<TestPerson> {
    const res = await this.t.api
      .raw('post', '/v1/auth/signup')
      .send({
        name,
        email: uniqueEmail('owner'),
        password: PEOPLE_PASSWORD,
        accountName: 'Acme Support',
        accountType: 'standard',
      })
      .expect(201);
    return {
      session: sessionOf(res),
      userId: res.body.user.id,
      accountId: res.body.account.id,
      name,
    };
  }

  /** The owner invites a person with `role`, who accepts and is signed in. */
  async join(
    owner: TestPerson,
    name: string,
    role: 'owner' | 'agent' = 'agent',
  ): Promise<TestPerson> {
    const invited = await this.as(owner, 'post', '/v1/users')
      .send({ name, email: uniqueEmail(role), role })
      .expect(201);
    const token = (invited.body.url as string).split('/invitations/')[1];
    const accepted = await this.t.api
      .raw('post', `/v1/auth/invitations/${token}/accept`)
      .set('Origin', this.t.baseUrl)
      .send({ name, password: PEOPLE_PASSWORD })
      .expect(200);
    return {
      session: sessionOf(accepted),
      userId: accepted.body.user.id,
      accountId: owner.accountId,
      name,
    };
  }

  /** A new API key of the owner's account (it replaces the account's earlier key). */
  async apiKey(owner: TestPerson): Promise<string> {
    return (await this.as(owner, 'post', '/v1/account/api-key').expect(201)).body.apiKey as string;
  }
}
