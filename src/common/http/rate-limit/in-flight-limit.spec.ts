import { InFlightLimit } from './in-flight-limit';

/** Whether `promise` has settled after the microtasks queued so far, and with what. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  let result: { value: T } | 'pending' = 'pending';
  void promise.then((value) => (result = { value }));
  await new Promise((resolve) => setImmediate(resolve));
  return result;
}

describe('InFlightLimit', () => {
  it('admits up to the limit at once, then the waiting ones first come first served', async () => {
    const limit = new InFlightLimit(2);
    const tickets = [1, 2, 3, 4].map(() => limit.enter('a'));
    expect(await settled(tickets[0].admitted)).toEqual({ value: true });
    expect(await settled(tickets[1].admitted)).toEqual({ value: true });
    expect(await settled(tickets[2].admitted)).toBe('pending');
    expect(limit.count('a')).toEqual({ active: 2, waiting: 2 });

    tickets[1].leave();
    expect(await settled(tickets[2].admitted)).toEqual({ value: true });
    expect(await settled(tickets[3].admitted)).toBe('pending');
    tickets[0].leave();
    expect(await settled(tickets[3].admitted)).toEqual({ value: true });
    expect(limit.count('a')).toEqual({ active: 2, waiting: 0 });
  });

  it("gives each account its own places: one account's line never holds another's request", async () => {
    const limit = new InFlightLimit(1);
    limit.enter('a');
    const waiting = limit.enter('a');
    const other = limit.enter('b');
    expect(await settled(other.admitted)).toEqual({ value: true });
    expect(await settled(waiting.admitted)).toBe('pending');
  });

  it('lets a waiting request leave the line (false) without taking or freeing a place', async () => {
    const limit = new InFlightLimit(1);
    const first = limit.enter('a');
    const gone = limit.enter('a');
    const next = limit.enter('a');
    gone.leave();
    expect(await settled(gone.admitted)).toEqual({ value: false });
    expect(limit.count('a')).toEqual({ active: 1, waiting: 1 });
    first.leave();
    expect(await settled(next.admitted)).toEqual({ value: true });
  });

  it('counts a leave once however often it is called, and forgets an idle account', async () => {
    const limit = new InFlightLimit(1);
    const first = limit.enter('a');
    const second = limit.enter('a');
    first.leave();
    first.leave();
    expect(limit.count('a')).toEqual({ active: 1, waiting: 0 });
    expect(await settled(second.admitted)).toEqual({ value: true });
    second.leave();
    second.leave();
    expect(limit.count('a')).toEqual({ active: 0, waiting: 0 });
    expect((limit as unknown as { lines: Map<string, unknown> }).lines.size).toBe(0);
    const again = limit.enter('a');
    expect(await settled(again.admitted)).toEqual({ value: true });
  });

  it('refuses a limit below 1', () => {
    expect(() => new InFlightLimit(0)).toThrow('in-flight limit 0 < 1');
  });
});
