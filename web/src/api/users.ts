import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { pageOf, useCursorPage } from './paging';
import type { CreateUser, User } from './types';

/** The query keys of the account's team. */
export const userKeys = {
  all: ['users'] as const,
  pages: () => [...userKeys.all, 'page'] as const,
};

/** The account's people, page by page (`GET /v1/users`, owners only). */
export function useUsersPage() {
  return useCursorPage<User>(userKeys.pages(), pageOf('/users'));
}

/** Adds a person to the team with an initial password (`POST /v1/users`). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUser) => api<User>('/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Removes a person from the team (`DELETE /v1/users/{id}`): their sessions end at once. */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
