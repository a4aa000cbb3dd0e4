import { Injectable } from '@nestjs/common';
import type { HookMap, HookName } from '../../hooks';

/** A hook handler: the hook's arguments in, its result out. */
export type HookHandler<K extends HookName> = (
  ...args: HookMap[K]['args']
) => Promise<HookMap[K]['result']>;

/**
 * Runs hooks (src/events.ts): in-process calls from a module's use case to the `@OnHook`
 * handlers other modules declare, in the caller's flow (its transaction when it passes its
 * `EntityManager`). The handler registry registers the handlers at start-up; a process without
 * it (the operator CLI) runs hooks with no handler, so `run` answers `[]` there.
 */
@Injectable()
export class HooksService {
  private readonly handlers = new Map<HookName, HookHandler<HookName>[]>();

  /** Adds a handler of `name` (the handler registry's, at start-up). */
  register<K extends HookName>(name: K, handler: HookHandler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as HookHandler<HookName>]);
  }

  /**
   * Calls every handler of `name`, one after the other, in registration order.
   * @returns their results in that order. @throws what a handler throws (the rest do not run).
   */
  async run<K extends HookName>(
    name: K,
    ...args: HookMap[K]['args']
  ): Promise<HookMap[K]['result'][]> {
    const results: HookMap[K]['result'][] = [];
    for (const handler of this.handlers.get(name) ?? []) {
      results.push(await (handler as unknown as HookHandler<K>)(...args));
    }
    return results;
  }
}
