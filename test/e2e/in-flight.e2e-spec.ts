import { Controller, Get, Query } from '@nestjs/common';
import { request as httpsRequest } from 'node:https';
import { InFlightLimit } from '../../src/common/http/rate-limit/in-flight-limit';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { waitUntil } from '../support/poll';
import { SseClient } from '../support/sse-client';

/** The tags of the `hold` requests that reached their handler, in the order they did. */
const entered: string[] = [];
/** Each held request's release, by tag. */
const releases = new Map<string, () => void>();

/** A route that holds each request until the test releases it by its tag. */
@Controller('test-in-flight')
class HoldController {
  @Get('hold')
  async hold(@Query('tag') tag: string): Promise<{ tag: string }> {
    entered.push(tag);
    await new Promise<void>((resolve) => releases.set(tag, resolve));
    return { tag };
  }
}

/**
 * Requests in flight per account (docs/api.md#requests-in-flight), with
 * `ACCOUNT_IN_FLIGHT_LIMIT=3`: a fourth request of one account waits in its account's line, first
 * come first served, while another account's request goes straight through; a client that goes
 * away while waiting leaves the line; the live event stream takes no place; every place comes
 * back when its response closes, errors included. Not timed: each step waits for the state it
 * needs (the limiter's own count, or a handler reached).
 */
describe('Requests in flight per account', () => {
  let t: TestApp;
  let limit: InFlightLimit;

  beforeAll(async () => {
    t = await startTestApp({
      controllers: [HoldController],
      env: { ACCOUNT_IN_FLIGHT_LIMIT: '3' },
    });
    limit = t.app.get(InFlightLimit);
  });
  afterAll(async () => {
    for (const release of releases.values()) release();
    await t?.close();
  });

  /** Starts a held request of `account` (it runs until released). */
  function hold(account: TestAccount, tag: string) {
    return t.api
      .as(account.apiKey)
      .get(`/v1/test-in-flight/hold?tag=${tag}`)
      .then((res) => res);
  }

  /** Waits until `tag`'s handler runs, then lets it answer. */
  async function release(tag: string): Promise<void> {
    await waitUntil(() => releases.has(tag));
    releases.get(tag)!();
  }

  const idle = (account: TestAccount) =>
    waitUntil(() => {
      const { active, waiting } = limit.count(account.id);
      return active === 0 && waiting === 0;
    });

  it("holds an account's requests beyond the limit in its line, first come first served, while another account's go through", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    const answers = [hold(a, 'a0'), hold(a, 'a1'), hold(a, 'a2')];
    await waitUntil(() => ['a0', 'a1', 'a2'].every((tag) => entered.includes(tag)));
    for (const [i, tag] of ['a3', 'a4', 'a5'].entries()) {
      answers.push(hold(a, tag));
      await waitUntil(() => limit.count(a.id).waiting === i + 1);
    }
    expect(limit.count(a.id)).toEqual({ active: 3, waiting: 3 });

    // another account is not behind a's line
    const other = hold(b, 'b0');
    await waitUntil(() => entered.includes('b0'));
    expect(entered.filter((tag) => tag.startsWith('a'))).toHaveLength(3);

    // each place given back admits the first in line, and only it
    await release('a0');
    await waitUntil(() => entered.includes('a3'));
    expect(entered).not.toContain('a4');
    await release('a2');
    await waitUntil(() => entered.includes('a4'));
    expect(entered).not.toContain('a5');
    for (const tag of ['a1', 'a3', 'a4', 'a5', 'b0']) await release(tag);

    const statuses = (await Promise.all([...answers, other])).map((res) => res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    await idle(a);
    await idle(b);
  });

  it('lets a client that goes away while waiting leave the line: it never runs', async () => {
    const c = await createAccount(t.app);
    const answers = [hold(c, 'c0'), hold(c, 'c1'), hold(c, 'c2')];
    await waitUntil(() => limit.count(c.id).active === 3);
    const gone = httpsRequest(new URL('/v1/test-in-flight/hold?tag=c-gone', t.baseUrl), {
      ca: t.ca,
      headers: { Authorization: `Bearer ${c.apiKey}` },
    });
    gone.on('error', () => undefined);
    gone.end();
    await waitUntil(() => limit.count(c.id).waiting === 1);
    gone.destroy();
    await waitUntil(() => limit.count(c.id).waiting === 0);

    answers.push(hold(c, 'c3'));
    await waitUntil(() => limit.count(c.id).waiting === 1);
    await release('c0');
    await waitUntil(() => entered.includes('c3'));
    for (const tag of ['c1', 'c2', 'c3']) await release(tag);
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(entered).not.toContain('c-gone');
    await idle(c);
  });

  it('takes no place for a live event stream, and gives a place back on an error answer', async () => {
    const d = await createAccount(t.app);
    const streams = await Promise.all(
      [1, 2, 3, 4].map(() =>
        SseClient.open(t.baseUrl, t.ca, '/v1/events', { Authorization: `Bearer ${d.apiKey}` }),
      ),
    );
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
      expect(limit.count(d.id)).toEqual({ active: 0, waiting: 0 });
      const refused = await Promise.all(
        [1, 2, 3, 4, 5].map(() => t.api.as(d.apiKey).get('/v1/contacts?limit=many')),
      );
      expect(refused.map((res) => res.body.error?.code)).toEqual(
        Array(5).fill('VALIDATION_FAILED'),
      );
      await idle(d);
      const listed = await t.api.as(d.apiKey).get('/v1/contacts?limit=10');
      expect(listed.status).toBe(200);
    } finally {
      for (const stream of streams) stream.kill();
    }
    await idle(d);
  });
});
