import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, qs } from './client';
import { type Page, PAGE_SIZE, pageOf, useCursorPage } from './paging';
import type { Contact, CreateContact } from './types';

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
 * The page of contacts a lookup finds at `cursor`: by name, page by page (`GET /v1/contacts?q=`);
 * by email or phone number, the one contact (or none: `CONTACT_NOT_FOUND` is an empty page).
 */
async function findContacts(lookup: ContactLookup, cursor: string | undefined) {
  if (lookup.kind === 'name') {
    return api<Page<Contact>>(`/contacts${qs({ q: lookup.value, limit: PAGE_SIZE, cursor })}`);
  }
  const params = lookup.kind === 'email' ? { email: lookup.value } : { phoneNumber: lookup.value };
  try {
    const contact = await api<Contact>(`/contacts${qs(params)}`);
    return { data: [contact], nextCursor: null };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CONTACT_NOT_FOUND')
      return { data: [], nextCursor: null };
    throw error;
  }
}

/** Every contact, newest first, page by page (`GET /v1/contacts`). */
export function useContactsPage(options: { enabled?: boolean } = {}) {
  return useCursorPage<Contact>(contactKeys.pages(), pageOf('/contacts'), options);
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
