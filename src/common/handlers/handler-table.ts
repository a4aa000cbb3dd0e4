/**
 * A table of names → what each name carries (an outbox event's payload, a job's data, a hook's
 * arguments and result), written once in `src/events.ts` and `src/queue/jobs.ts`
 * (docs/architecture.md#events-jobs-and-hooks). At compile time it types every append, add,
 * call and handler; at run time it is the list of names the handler registry checks at start-up.
 */

/** How many handlers a name must have: exactly one, or one or more (fan-out). */
export type Cardinality = 'one' | 'many';

/** A table: its names (with their cardinality) at run time; `M` maps each name to its type. */
export interface HandlerTable<M> {
  /** What the table is of, for start-up messages: `outbox event`, `job`, `hook`. */
  readonly kind: string;
  readonly names: { readonly [K in keyof M & string]: Cardinality };
  /** Compile-time only: the map itself (never set at run time). */
  readonly types?: M;
}

/**
 * Declares a table: `defineTable<Map>('job')({name: 'one', …})`; the object must name every key
 * of `Map` (the compiler checks it), so a name cannot be typed without being listed.
 */
export function defineTable<M>(kind: string) {
  return (names: { [K in keyof M & string]: Cardinality }): HandlerTable<M> => ({ kind, names });
}

/** A hook's signature: the arguments its handlers take and what each returns. */
export interface HookSignature<A extends unknown[] = unknown[], R = unknown> {
  args: A;
  result: R;
}
