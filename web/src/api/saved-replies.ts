import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client';
import type { Page } from './paging';

/** A saved reply: typed as `/<shortcut>` in the composer, its `body` may hold `{{firstName}}`. */
export interface SavedReply {
  id: string;
  shortcut: string;
  body: string;
}

/** The query keys of saved replies. */
export const savedReplyKeys = { all: ['saved-replies'] as const };

/**
 * The account's saved replies (`GET /v1/saved_replies`, the first 200), for the composer's `/`
 * menu. A service without them (404) has none.
 */
export function useSavedReplies() {
  return useQuery({
    queryKey: savedReplyKeys.all,
    queryFn: async () => {
      try {
        return (await api<Page<SavedReply>>('/saved_replies?limit=200')).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** A saved reply's text for a contact: `{{firstName}}` (and `{{lastName}}`) filled in, else left out. */
export function renderSavedReply(
  body: string,
  contact: { firstName: string | null; lastName: string | null },
): string {
  return body
    .replace(/\{\{\s*firstName\s*\}\}/g, contact.firstName ?? '')
    .replace(/\{\{\s*lastName\s*\}\}/g, contact.lastName ?? '')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.!?])/g, '$1');
}
