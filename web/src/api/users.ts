import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { pageOf, useCursorPage } from './paging';
import type { CreatedInvitation, Invitation, InviteUser, PasswordResetLink, User } from './types';

/** The query keys of the account's team: its people and its pending invitations. */
export const userKeys = {
  all: ['users'] as const,
  pages: () => [...userKeys.all, 'page'] as const,
  invitations: () => [...userKeys.all, 'invitations'] as const,
};

/** The account's people, page by page (`GET /v1/users`, owners only). */
export function useUsersPage() {
  return useCursorPage<User>(userKeys.pages(), pageOf('/users'));
}

/** The account's pending invitations, page by page (`GET /v1/invitations`, owners only). */
export function useInvitationsPage() {
  return useCursorPage<Invitation>(userKeys.invitations(), pageOf('/invitations'));
}

/**
 * Invites a person to the team (`POST /v1/users`, an owner's session): the answer holds the
 * single-use link (`url`, valid 7 days), which the person opens to choose their own password.
 */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUser) => api<CreatedInvitation>('/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Revokes a pending invitation (`DELETE /v1/invitations/{id}`): its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/invitations/${id}`, { method: 'DELETE' }),
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

/**
 * Issues a single-use password reset link for a member (`POST /v1/users/{id}/password-reset`,
 * an owner's session): shown once, for the owner to pass on; the member chooses the password.
 */
export function useIssuePasswordReset() {
  return useMutation({
    mutationFn: (id: string) =>
      api<PasswordResetLink>(`/users/${id}/password-reset`, { method: 'POST' }),
  });
}
