import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { contactKeys, createContact } from './contacts';
import { type Page, pageOf, useCursorPage } from './paging';
import type { AddedToList, Contact, CreateContact, CreateList, CreatedList, List } from './types';

/** The query keys of lists; a list's members are under its `detail`. */
export const listKeys = {
  all: ['lists'] as const,
  pages: (filter: { contactId?: string } = {}) => [...listKeys.all, 'page', filter] as const,
  options: () => [...listKeys.all, 'options'] as const,
  detail: (id: string) => [...listKeys.all, 'detail', id] as const,
  members: (id: string) => [...listKeys.detail(id), 'members'] as const,
};

/** Every list with its member count, page by page (`GET /v1/lists`). */
export function useListsPage() {
  return useCursorPage<List>(listKeys.pages(), pageOf('/lists'));
}

/** The lists a contact is in, page by page (`GET /v1/lists?contactId=`). */
export function useContactLists(contactId: string) {
  return useCursorPage<List>(listKeys.pages({ contactId }), pageOf('/lists', { contactId }));
}

/** The lists to choose from in a form: the first 200. */
export function useListOptions() {
  return useQuery({
    queryKey: listKeys.options(),
    queryFn: () => api<Page<List>>('/lists?limit=200'),
  });
}

/** One list with its member count (`GET /v1/lists/{id}`); nothing is asked without an id. */
export function useList(id: string | null | undefined) {
  return useQuery({
    queryKey: listKeys.detail(id ?? ''),
    queryFn: () => api<List>(`/lists/${id}`),
    enabled: !!id,
  });
}

/** A list's members, page by page (`GET /v1/lists/{listId}/contacts`). */
export function useListMembers(id: string) {
  return useCursorPage<Contact>(listKeys.members(id), pageOf(`/lists/${id}/contacts`));
}

/** Creates a list (`POST /v1/lists`). */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateList) => api<CreatedList>('/lists', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

/**
 * Creates the contact (or finds it by phone or email) and adds it to the list, as a funnel does
 * (`POST /v1/contacts`, then `POST /v1/lists/{listId}/contacts`): the list's live campaigns
 * message it.
 */
export function useAddContactToList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateContact) => {
      const contact = await createContact(body);
      return api<AddedToList>(`/lists/${listId}/contacts`, { body: { contactId: contact.id } });
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: listKeys.all });
      queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}

/** Adds a known contact to a list (`POST /v1/lists/{listId}/contacts {contactId}`). */
export function useAddToList(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) =>
      api<AddedToList>(`/lists/${listId}/contacts`, { body: { contactId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

/** Takes a contact out of a list (`DELETE /v1/lists/{listId}/contacts/{contactId}`). */
export function useRemoveFromList(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) =>
      api<void>(`/lists/${listId}/contacts/${contactId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

/** Renames a list (`PATCH /v1/lists/{id} {name}`); a name the account has is 409 `LIST_NAME_TAKEN`. */
export function useRenameList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateList) => api<List>(`/lists/${id}`, { method: 'PATCH', body }),
    onSuccess: (list) => {
      queryClient.setQueryData<List>(listKeys.detail(id), list);
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

/**
 * Deletes a list with its memberships and imports; the contacts stay (`DELETE /v1/lists/{id}`).
 * 409 `CONFLICT` while a live campaign uses it.
 */
export function useDeleteList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/lists/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: listKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    },
  });
}

/** Takes a member out of the list (`DELETE /v1/lists/{listId}/contacts/{contactId}`). */
export function useRemoveMember(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      api<void>(`/lists/${listId}/contacts/${contactId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
