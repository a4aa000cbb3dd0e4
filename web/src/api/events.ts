import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The app's live updates (docs/inbox-app.md#live-updates): one `EventSource` on `GET
 * /v1/events` (the session cookie) while someone is signed in. Its events (`message.created`,
 * `message.status_changed`, `conversation.updated`) make the inbox's queries read again; the
 * browser resumes a dropped stream with `Last-Event-ID` by itself.
 *
 * States: `connecting` (first try), `live` (open), `reconnecting` (the stream failed: the inbox
 * polls every `POLL_MS` meanwhile and says "Reconnecting…"; a stream the service refused is tried
 * again after a growing pause, 2 s up to 30 s).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The event names the stream carries that change what the inbox shows (`resync`: reload everything). */
export const LIVE_EVENTS = [
  'message.created',
  'message.status_changed',
  'conversation.updated',
  'resync',
];

let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The stream's state now, re-rendering its readers when it changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** A reassignment the stream announced: who had the conversation before, who has it now. */
export interface Reassignment {
  previousAssigneeId: string | null;
  assigneeId: string | null;
}

const reassignments = new Map<string, Reassignment>();
const reassignmentListeners = new Set<() => void>();

/**
 * Notes a `conversation.updated` event's reassignment (`change: "assignee"`, with
 * `previousAssigneeId`): a restricted agent's stream announces the one that takes a conversation
 * away from them (docs/conversations.md#live-events). Anything else is ignored.
 */
function noteReassignment(raw: string): void {
  let event: { data?: Record<string, unknown> } | null = null;
  try {
    event = JSON.parse(raw) as { data?: Record<string, unknown> };
  } catch {
    return;
  }
  const data = event?.data;
  if (!data || data.change !== 'assignee' || typeof data.conversationId !== 'string') return;
  reassignments.set(data.conversationId, {
    previousAssigneeId:
      typeof data.previousAssigneeId === 'string' ? data.previousAssigneeId : null,
    assigneeId: typeof data.assigneeId === 'string' ? data.assigneeId : null,
  });
  for (const listener of reassignmentListeners) listener();
}

/**
 * The last reassignment of conversation `id` the event stream announced since the app started,
 * or undefined: the conversation screen tells "assigned to someone else" from "not found" by it.
 */
export function useReassignment(id: string): Reassignment | undefined {
  return useSyncExternalStore(
    (listener) => {
      reassignmentListeners.add(listener);
      return () => reassignmentListeners.delete(listener);
    },
    () => reassignments.get(id),
  );
}

/** The longest pause between two tries of a refused stream, in ms. */
const MAX_RETRY_MS = 30_000;

/**
 * Keeps the event stream open while the signed-in frame is shown (`Layout` calls it once): each
 * event, and each (re)opening, marks the inbox's queries (`conversations`, `messages`) stale so
 * they read again; nothing is lost across a reconnect because the screens read the API again.
 */
export function useEventStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryMs = 2000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource('/v1/events', { withCredentials: true });
      source.onopen = () => {
        retryMs = 2000;
        setStatus('live');
        refresh(); // what happened while the stream was down
      };
      source.onmessage = refresh;
      for (const name of LIVE_EVENTS) source.addEventListener(name, refresh);
      source.addEventListener('conversation.updated', (event) => noteReassignment(event.data));
      source.onerror = () => {
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          // refused (an error status, a wrong type): the browser gives up, we try again later
          source.close();
          timer = setTimeout(open, retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setStatus('connecting');
    };
  }, [enabled, queryClient]);
}
