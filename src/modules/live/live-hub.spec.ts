import type { LiveEvent, LiveEvents, LiveEventsListener } from '../../common/outbox/live-events';
import type { AppConfig } from '../../config/app-config';
import { Draining } from '../../observability/draining';
import type { ConversationsService } from '../messaging';
import { LiveHub, type LiveStream, mayCarry, sseFrame } from './live-hub';

/** A log of one account's events in memory, counting reads. */
function fakeLog(events: LiveEvent[]) {
  let listener: LiveEventsListener = () => undefined;
  const log = {
    reads: 0,
    listen: (l: LiveEventsListener) => {
      listener = l;
      return () => undefined;
    },
    read: async (_accountId: string, afterId: number, limit: number) => {
      log.reads += 1;
      return events.filter((e) => e.id > afterId).slice(0, limit);
    },
    commit: (accountId: string) => listener([accountId]),
  };
  return log;
}

const event = (id: number): LiveEvent => ({
  id,
  type: 'message.created',
  data: { id: `m${id}` },
});

/** A stream that records what it was written, refusing writes after `capacity` frames. */
function stream(lastId: number, capacity = Infinity) {
  const written: string[] = [];
  const s: LiveStream & { written: string[]; ended: boolean } = {
    accountId: 'a1',
    lastId,
    written,
    ended: false,
    write: (chunk) => {
      if (written.length >= capacity) return false;
      written.push(chunk);
      return true;
    },
    end: () => {
      s.ended = true;
    },
  };
  return s;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('LiveHub (docs/conversations.md#live-events)', () => {
  const config = { EVENTS_HEARTBEAT_MS: 60_000, DATABASE_URL: undefined } as unknown as AppConfig;
  let hub: LiveHub;
  let draining: Draining;
  afterEach(() => hub.onApplicationShutdown());

  function start(events: LiveEvent[]) {
    const log = fakeLog(events);
    draining = new Draining();
    hub = new LiveHub(
      log as unknown as LiveEvents,
      config,
      draining,
      {} as unknown as ConversationsService,
    );
    hub.onModuleInit();
    return log;
  }

  it('sends each stream what it has not seen, in id order, with one read for all of them', async () => {
    const events = [event(1), event(2), event(3)];
    const log = start(events);
    const fresh = stream(3);
    const resuming = stream(1);
    hub.add(fresh);
    hub.add(resuming);
    await settle();
    expect(resuming.written).toEqual([sseFrame(event(2)), sseFrame(event(3))]);
    expect(fresh.written).toEqual([]);
    const readsBefore = log.reads;
    events.push(event(4));
    log.commit('a1');
    await settle();
    expect(log.reads - readsBefore).toBe(1);
    expect(fresh.written).toEqual([sseFrame(event(4))]);
    expect(resuming.written).toHaveLength(3);
  });

  it('drops a stream that cannot take more (a slow client), and keeps the others', async () => {
    const events = [event(1), event(2), event(3)];
    start(events);
    const slow = stream(0, 1);
    const quick = stream(0);
    hub.add(slow);
    hub.add(quick);
    await settle();
    expect(slow.written).toHaveLength(1);
    expect(slow.lastId).toBe(1);
    expect(quick.written).toHaveLength(3);
    expect(hub.size).toBe(1);
  });

  it('ends every stream when draining begins', async () => {
    start([]);
    const s = stream(0);
    hub.add(s);
    draining.begin();
    expect(s.ended).toBe(true);
    expect(hub.size).toBe(0);
  });
});

describe("mayCarry: what a restricted agent's stream carries", () => {
  const me = 'u-me';
  const event = (type: LiveEvent['type'], data: Record<string, unknown>): LiveEvent => ({
    id: 1,
    type,
    data,
  });
  it.each([
    [
      'a message of a conversation assigned to them',
      event('message.created', { conversationId: 'c1' }),
      true,
    ],
    [
      'a message of another conversation',
      event('message.created', { conversationId: 'c2' }),
      false,
    ],
    [
      'a status change of another conversation',
      event('message.status_changed', { conversationId: 'c2' }),
      false,
    ],
    ['an event without a conversation', event('message.created', {}), false],
    [
      'the reassignment that takes one away from them',
      event('conversation.updated', {
        conversationId: 'c2',
        change: 'assignee',
        previousAssigneeId: me,
      }),
      true,
    ],
    [
      'a reassignment between other people',
      event('conversation.updated', {
        conversationId: 'c2',
        change: 'assignee',
        previousAssigneeId: 'u-x',
      }),
      false,
    ],
    [
      'another change of a conversation no longer theirs',
      event('conversation.updated', {
        conversationId: 'c2',
        change: 'read',
        previousAssigneeId: me,
      }),
      false,
    ],
  ])('%s: %s', (_name, e, expected) => {
    expect(mayCarry(e, me, new Set(['c1']))).toBe(expected);
  });
});
