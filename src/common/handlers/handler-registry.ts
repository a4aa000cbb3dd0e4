import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { OUTBOX_EVENTS, type OutboxEventName } from '../../events';
import { HOOKS, type HookName } from '../../hooks';
import { JobQueue } from '../../queue/job-queue';
import { JOBS, type JobName } from '../../queue/jobs';
import { OutboxService } from '../outbox/outbox.service';
import { type HandlerMark, handlerMarks } from './handler-decorators';
import type { HandlerTable } from './handler-table';
import { HooksService } from './hooks.service';

/** One decorated method found at start-up. */
export interface FoundHandler extends HandlerMark {
  /** `Class.method`, for messages. */
  owner: string;
  /** The method bound to its instance. */
  run: (...args: never[]) => Promise<unknown>;
}

/**
 * What is wrong between a table and the handlers found for it: a name with no handler, a name
 * declared `one` with several, a handler of a name the table does not have, or one method
 * declared twice for a name. Pure. @returns one sentence per problem (empty when they match).
 */
export function handlerProblems(table: HandlerTable<unknown>, found: FoundHandler[]): string[] {
  const problems: string[] = [];
  const names = table.names as Record<string, 'one' | 'many'>;
  for (const [name, cardinality] of Object.entries(names)) {
    const owners = found.filter((handler) => handler.name === name).map((h) => h.owner);
    if (owners.length === 0) problems.push(`${table.kind} "${name}" has no handler`);
    else if (cardinality === 'one' && owners.length > 1) {
      problems.push(
        `${table.kind} "${name}" has ${owners.length} handlers (${owners.join(', ')}); it takes exactly one`,
      );
    }
    const twice = owners.filter((owner, i) => owners.indexOf(owner) !== i);
    for (const owner of new Set(twice)) {
      problems.push(`${owner} is declared twice as a handler of ${table.kind} "${name}"`);
    }
  }
  for (const handler of found) {
    if (!(handler.name in names)) {
      problems.push(
        `${handler.owner} handles ${table.kind} "${handler.name}", which is not in its table`,
      );
    }
  }
  return problems;
}

/**
 * Finds every `@OnEvent`, `@OnHook` and `@ProcessJob` method of the application's providers at
 * start-up, checks them against the tables (src/events.ts, src/queue/jobs.ts) and registers them
 * with the outbox, the hooks and the queue. A mismatch stops the start-up with an error naming
 * each problem (docs/architecture.md#events-jobs-and-hooks), before any event, hook or job runs.
 * Only the application has it: the operator CLI relays nothing and runs no jobs.
 *
 * @throws Error listing every problem (see `handlerProblems`).
 */
@Injectable()
export class HandlerRegistry implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly outbox: OutboxService,
    private readonly queue: JobQueue,
    private readonly hooks: HooksService,
  ) {}

  onModuleInit(): void {
    const found = this.discover();
    const of = (kind: HandlerMark['kind']) => found.filter((handler) => handler.kind === kind);
    const problems = [
      ...handlerProblems(OUTBOX_EVENTS, of('event')),
      ...handlerProblems(HOOKS, of('hook')),
      ...handlerProblems(JOBS, of('job')),
    ];
    if (problems.length > 0) {
      throw new Error(
        `The handlers do not match src/events.ts and src/queue/jobs.ts:\n- ${problems.join('\n- ')}`,
      );
    }
    for (const handler of of('event')) {
      this.outbox.subscribe(handler.name as OutboxEventName, handler.run as never);
    }
    for (const handler of of('hook')) {
      this.hooks.register(handler.name as HookName, handler.run as never);
    }
    for (const handler of of('job')) {
      this.queue.process(handler.name as JobName, handler.run as never);
    }
  }

  /** Every marked method of every provider instance (each singleton once). */
  private discover(): FoundHandler[] {
    const found: FoundHandler[] = [];
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object | null;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        for (const mark of handlerMarks(fn)) {
          found.push({
            ...mark,
            owner: `${instance.constructor.name}.${method}`,
            run: (fn as (...args: unknown[]) => Promise<unknown>).bind(instance),
          });
        }
      }
    }
    return found;
  }
}
