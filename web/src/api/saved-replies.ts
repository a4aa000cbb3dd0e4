import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** What a saved reply is made of, to create or change one. */
export interface SavedReplyFields {
  shortcut: string;
  body: string;
}

/**
 * Saves a new reply (`POST /v1/saved_replies`), or changes one when `id` is given (`PATCH
 * /v1/saved_replies/{id}`); a taken shortcut is 409 `CONFLICT`. The composer's list is read again.
 */
export function useSaveSavedReply(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedReplyFields) =>
      id
        ? api<SavedReply>(`/saved_replies/${id}`, { method: 'PATCH', body })
        : api<SavedReply>('/saved_replies', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.all }),
  });
}

/** Deletes a saved reply (`DELETE /v1/saved_replies/{id}`). */
export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/saved_replies/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.all }),
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
