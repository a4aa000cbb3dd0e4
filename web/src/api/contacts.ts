import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, qs } from './client';
import { type Page, PAGE_SIZE, pageOf, useCursorPage } from './paging';
import type { Contact, ContactExport, CreateContact, UpdateContact } from './types';

/** The query keys of contacts. */
export const contactKeys = {
  all: ['contacts'] as const,
  pages: () => [...contactKeys.all, 'page'] as const,
  search: (lookup: ContactLookup) => [...contactKeys.all, 'search', lookup] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
};

/** What a search for contacts looks up: an email, a phone number, or (paginated) a name. */
export interface ContactLookup {
  kind: 'email' | 'phone' | 'name';
  value: string;
}

/** Which lookup a search box's text means: an email, a phone number, or a name. */
export function contactLookup(text: string): ContactLookup {
  const value = text.trim();
  if (value.includes('@')) return { kind: 'email', value };
  if (/^[+\d][\d\s().-]{3,}$/.test(value)) return { kind: 'phone', value };
  return { kind: 'name', value };
}

/**
 * The page of contacts a lookup finds at `cursor`, newest first: by name or phone number (which
 * may be national in the account's default country), page by page (`GET /v1/contacts?q=`); by
 * email, the one contact (or none: `CONTACT_NOT_FOUND` is an empty page).
 */
async function findContacts(lookup: ContactLookup, cursor: string | undefined) {
  if (lookup.kind !== 'email') {
    return api<Page<Contact>>(
      `/contacts${qs({ q: lookup.value, order: 'newest', limit: PAGE_SIZE, cursor })}`,
    );
  }
  try {
    const contact = await api<Contact>(`/contacts${qs({ email: lookup.value })}`);
    return { data: [contact], nextCursor: null, total: 1 };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CONTACT_NOT_FOUND')
      return { data: [], nextCursor: null, total: 0 };
    throw error;
  }
}

/** Every contact, newest first, page by page, with the total (`GET /v1/contacts?order=newest`). */
export function useContactsPage(options: { enabled?: boolean } = {}) {
  return useCursorPage<Contact>(
    contactKeys.pages(),
    pageOf('/contacts', { order: 'newest' }),
    options,
  );
}

/** The contacts a lookup finds, page by page; nothing is asked while `lookup` is null. */
export function useContactSearch(lookup: ContactLookup | null) {
  return useCursorPage<Contact>(
    contactKeys.search(lookup ?? { kind: 'name', value: '' }),
    (cursor) => findContacts(lookup!, cursor),
    { enabled: !!lookup },
  );
}

/** One contact (`GET /v1/contacts/{id}`). */
export function useContact(id: string) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: () => api<Contact>(`/contacts/${id}`),
  });
}

/**
 * Creates a contact (`POST /v1/contacts`), or answers the existing one with the same phone or
 * email (de-duplication is the service's).
 */
export function createContact(body: CreateContact): Promise<Contact> {
  return api<Contact>('/contacts', { body });
}

/** `createContact` as a mutation: the contact screens are read again after it. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** A contact's data export (`GET /v1/contacts/{id}/export`): its channel identities, lists, campaigns. */
export function useContactExport(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...contactKeys.detail(id), 'export'],
    queryFn: () => api<ContactExport>(`/contacts/${id}/export`),
    enabled: options.enabled,
  });
}

/**
 * Corrects a contact (`PATCH /v1/contacts/{id}`; `null` clears a field). Errors: 409
 * `CONTACT_CONFLICT` (another contact holds the phone or email: `details[0].contactId`), 400.
 */
export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContact) => api<Contact>(`/contacts/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Erases a contact (`DELETE /v1/contacts/{id}`): the row, memberships, identities; bodies become `[erased]`. */
export function useEraseContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/contacts/${id}`, { method: 'DELETE' }),
    // everything else is read again; the erased contact's own page is not (it would be a 404)
    onSuccess: () => {
      const erased = contactKeys.detail(id);
      void queryClient.invalidateQueries({
        predicate: (query) => !erased.every((part, i) => query.queryKey[i] === part),
      });
    },
  });
}

/** Opts a contact out of campaigns (`POST /v1/contacts/{id}/opt-out`) or back in (`DELETE`). */
export function useSetOptOut(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optedOut: boolean) =>
      api<Contact>(`/contacts/${id}/opt-out`, { method: optedOut ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
