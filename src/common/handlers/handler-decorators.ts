import type { OutboxEvent } from '../outbox/outbox-event';
import type { OutboxEventMap, OutboxEventName } from '../../events';
import type { HookMap, HookName } from '../../hooks';

/** Where a decorated method's handler marks are kept (on the method function). */
export const HANDLER_MARKS = Symbol('parley:handler-marks');

/** What a decorator says of a method: it handles `name` of the table of `kind`. */
export interface HandlerMark {
  kind: 'event' | 'hook' | 'job';
  name: string;
}

/** Marks a method as a handler; `HandlerRegistry` finds the marks at start-up. */
export function markHandler(mark: HandlerMark, method: unknown): void {
  const target = method as { [HANDLER_MARKS]?: HandlerMark[] };
  target[HANDLER_MARKS] = [...(target[HANDLER_MARKS] ?? []), mark];
}

/** The marks of a method (empty when it handles nothing). */
export function handlerMarks(method: unknown): HandlerMark[] {
  return (method as { [HANDLER_MARKS]?: HandlerMark[] } | undefined)?.[HANDLER_MARKS] ?? [];
}

/**
 * Declares the method as a handler of the outbox event `name` (src/events.ts): it is called with
 * each event of that name after its transaction commits, at least once, so it must be idempotent.
 * Its parameter is typed by the event table.
 */
export function OnEvent<K extends OutboxEventName>(name: K) {
  return <T extends (event: OutboxEvent<OutboxEventMap[K]>) => Promise<void>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ): void => markHandler({ kind: 'event', name }, descriptor.value);
}

/**
 * Declares the method as a handler of the hook `name` (src/events.ts): called in-process when a
 * use case runs the hook, with the hook's arguments (usually inside its transaction).
 */
export function OnHook<K extends HookName>(name: K) {
  return <T extends (...args: HookMap[K]['args']) => Promise<HookMap[K]['result']>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ): void => markHandler({ kind: 'hook', name }, descriptor.value);
}
