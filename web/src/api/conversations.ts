import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, qs } from './client';
import { useLiveStatus } from './events';
import { messageKeys } from './messages';
import { type Page, PAGE_SIZE } from './paging';
import type { Conversation, ConversationDetail, Message } from './types';

/** The query keys of the inbox: pages of conversations, one conversation, its thread, the waiting count. */
export const conversationKeys = {
  all: ['conversations'] as const,
  pages: (filter: InboxFilter) => [...conversationKeys.all, 'page', filter] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  thread: (id: string) => [...conversationKeys.all, 'thread', id] as const,
  waiting: () => [...conversationKeys.all, 'waiting'] as const,
};

/** How often inbox data is read again while the event stream is down (the fallback), in ms. */
export const POLL_MS = 2000;

/** The Inbox's tabs, by their key in the address (`?tab=`). */
export type InboxTab = 'waiting' | 'mine' | 'bot' | 'closed' | 'all';

/** What the Inbox screen asks `GET /v1/conversations` for: a tab, its filters and a search text. */
export interface InboxFilter {
  tab: InboxTab;
  channel?: string;
  campaignId?: string;
  assignee?: string;
  q?: string;
}

/**
 * The query of a tab (docs/inbox-app.md#the-inbox-screen): `Waiting for a person` is `owner=human`
 * (snoozed ones are left out, unread first), `Mine` is `assignee=me`, `Bot` and `Closed` their
 * owner, `All` everything; the filters add `channel`, `campaignId`, `assignee` and `q`.
 */
export function inboxQuery(filter: InboxFilter): Record<string, string | undefined> {
  const byTab: Record<InboxTab, Record<string, string>> = {
    waiting: { owner: 'human', snoozed: 'false', order: 'unread_first' },
    mine: { assignee: 'me' },
    bot: { owner: 'bot' },
    closed: { owner: 'closed' },
    all: {},
  };
  return {
    channel: filter.channel,
    campaignId: filter.campaignId,
    assignee: filter.assignee,
    q: filter.q,
    ...byTab[filter.tab],
  };
}

/** Whether a conversation is snoozed now (`snoozedUntil` in the future). */
export function isSnoozed(conversation: Conversation, now = Date.now()): boolean {
  return !!conversation.snoozedUntil && Date.parse(conversation.snoozedUntil) > now;
}

/**
 * The Inbox's conversations for a tab and its filters, one page at a time (`GET
 * /v1/conversations`, most recent activity first). Read again every `POLL_MS` while the event
 * stream is down; with the stream up, its events refresh it.
 */
export function useInbox(filter: InboxFilter, cursor: string | undefined) {
  const live = useLiveStatus();
  return useQuery({
    queryKey: [...conversationKeys.pages(filter), cursor],
    queryFn: () =>
      api<Page<Conversation>>(
        `/conversations${qs({ ...inboxQuery(filter), limit: PAGE_SIZE, cursor })}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: live === 'live' ? false : POLL_MS,
  });
}

/**
 * Drops conversation `id` from every inbox page already read (a conversation the signed-in person
 * may no longer see: it leaves their lists at once, before they are read again).
 */
export function useDropFromInbox(id: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueriesData<Page<Conversation>>(
      { queryKey: [...conversationKeys.all, 'page'] },
      (page) => (page ? { ...page, data: page.data.filter((c) => c.id !== id) } : page),
    );
  }, [queryClient, id]);
}

/** The most the navigation counts before it says "99+". */
export const WAITING_COUNT_LIMIT = 99;

/**
 * How many conversations wait for a person (owner `human`, not snoozed), for the navigation, from
 * one count (`GET /v1/conversations/count?owner=human&snoozed=false`, no rows read): up to
 * `WAITING_COUNT_LIMIT`, with `more` when there are others.
 */
export function useWaitingCount() {
  const live = useLiveStatus();
  return useQuery({
    queryKey: conversationKeys.waiting(),
    queryFn: async () => {
      const { count } = await api<{ count: number }>(
        `/conversations/count${qs({ owner: 'human', snoozed: 'false' })}`,
      );
      return { count: Math.min(count, WAITING_COUNT_LIMIT), more: count > WAITING_COUNT_LIMIT };
    },
    refetchInterval: live === 'live' ? 30_000 : POLL_MS * 5,
  });
}

/** One conversation with its window, owner and assignee (`GET /v1/conversations/{id}`). */
export function useConversation(id: string) {
  const live = useLiveStatus();
  return useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: () => api<ConversationDetail>(`/conversations/${id}`),
    refetchInterval: live === 'live' ? false : POLL_MS,
  });
}

/** How many messages `GET /v1/conversations/{id}` holds: the most recent ones. */
export const RECENT_MESSAGES = 100;

/**
 * A conversation's thread, oldest first: the most recent messages come with the conversation
 * (`GET /v1/conversations/{id}`, read again live); `loadOlder` reads the messages before them
 * (`GET /v1/messages?conversationId=`, oldest first, 200 a page, up to the first recent one).
 * `hasOlder` is true while older messages may exist and are not loaded.
 */
export function useThread(id: string) {
  const conversation = useConversation(id);
  const recent = conversation.data?.messages ?? [];
  const [wanted, setWanted] = useState(false);
  const firstRecent = recent[0]?.id;
  const older = useQuery({
    queryKey: [...conversationKeys.thread(id), firstRecent],
    enabled: wanted && !!firstRecent,
    staleTime: Infinity,
    queryFn: async () => {
      const found: Message[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await api<Page<Message>>(
          `/messages${qs({ conversationId: id, limit: 200, cursor })}`,
        );
        const stop = page.data.findIndex((m) => m.id === firstRecent);
        found.push(...(stop >= 0 ? page.data.slice(0, stop) : page.data));
        if (stop >= 0 || !page.nextCursor) return found;
        cursor = page.nextCursor;
      }
    },
  });
  const messages = [...(older.data ?? []), ...recent];
  return {
    conversation,
    messages,
    hasOlder: recent.length >= RECENT_MESSAGES && !older.data,
    loadingOlder: older.isFetching,
    olderError: older.error,
    loadOlder: () => setWanted(true),
  };
}

/** Reads everything about conversations again (after a change made here or announced by the stream). */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  };
}

/** What a person sends: free text, or an approved template. */
export type ReplyBody = { body: string } | { templateId: string };

/**
 * Replies as the signed-in person (`POST /v1/conversations/{id}/messages` → 202 with the message
 * `queued`): the conversation becomes theirs (`owner: "human"`). Errors: 409 `WINDOW_CLOSED`,
 * 403 `CHANNEL_SEND_NOT_ALLOWED`, 400 `VALIDATION_FAILED`.
 */
export function useReply(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: ReplyBody) => api<Message>(`/conversations/${id}/messages`, { body }),
    onSuccess: refresh,
  });
}

/** Adds a private note (`POST /v1/conversations/{id}/notes`): in the thread, never sent. */
export function useAddNote(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: string) => api<Message>(`/conversations/${id}/notes`, { body: { body } }),
    onSuccess: refresh,
  });
}

/** A change to a conversation (`PATCH /v1/conversations/{id}`): owner, assignee or snooze. */
export interface ConversationChange {
  owner?: 'bot' | 'human' | 'closed';
  assigneeId?: string | null;
  snoozedUntil?: string | null;
}

/** Changes who answers, who is assigned, or the snooze (`PATCH /v1/conversations/{id}`). */
export function useUpdateConversation(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: ConversationChange) =>
      api<ConversationDetail>(`/conversations/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

/**
 * Marks a conversation read (`POST …/read`) or unread (`POST …/unread`). A read clears the open
 * conversation's cached unread count at once, so nothing asks to mark it read again while the
 * refresh is on its way.
 */
export function useMarkRead(id: string) {
  const refresh = useRefreshInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) =>
      api<ConversationDetail>(`/conversations/${id}/${read ? 'read' : 'unread'}`, {
        method: 'POST',
      }),
    onSuccess: (_answer, read) => {
      if (read)
        queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (cached) =>
          cached ? { ...cached, unreadCount: 0 } : cached,
        );
      refresh();
    },
  });
}

/** A contact's conversations, most recent first (`GET /v1/conversations?contactId=`). */
export function useContactConversations(contactId: string) {
  return useQuery({
    queryKey: [...conversationKeys.all, 'contact', contactId],
    queryFn: () => api<Page<Conversation>>(`/conversations${qs({ contactId, limit: PAGE_SIZE })}`),
  });
}
