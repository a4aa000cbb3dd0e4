import { defineTable } from './handler-table';
import { type FoundHandler, handlerProblems } from './handler-registry';

const table = defineTable<{ 'a.one': unknown; 'b.many': unknown }>('job')({
  'a.one': 'one',
  'b.many': 'many',
});
const handler = (name: string, owner: string): FoundHandler => ({
  kind: 'job',
  name,
  owner,
  run: async () => undefined,
});

describe('handlerProblems (the start-up check of src/events.ts and src/queue/jobs.ts)', () => {
  it('finds nothing wrong when every name has the handlers its cardinality asks for', () => {
    expect(
      handlerProblems(table, [
        handler('a.one', 'A.run'),
        handler('b.many', 'B.x'),
        handler('b.many', 'C.y'),
      ]),
    ).toEqual([]);
  });

  it('names a name without a handler', () => {
    expect(handlerProblems(table, [handler('a.one', 'A.run')])).toEqual([
      'job "b.many" has no handler',
    ]);
  });

  it('names a "one" name with two handlers, and both of them', () => {
    expect(
      handlerProblems(table, [
        handler('a.one', 'A.run'),
        handler('a.one', 'B.run'),
        handler('b.many', 'B.x'),
      ]),
    ).toEqual(['job "a.one" has 2 handlers (A.run, B.run); it takes exactly one']);
  });

  it('names a method declared twice for one name, and a handler of a name not in the table', () => {
    expect(
      handlerProblems(table, [
        handler('a.one', 'A.run'),
        handler('b.many', 'B.x'),
        handler('b.many', 'B.x'),
        handler('c.gone', 'D.old'),
      ]),
    ).toEqual([
      'B.x is declared twice as a handler of job "b.many"',
      'D.old handles job "c.gone", which is not in its table',
    ]);
  });
});
