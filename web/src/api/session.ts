import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './client';
import type { AcceptInvitation, ChangePassword, InvitationView, Me, SignIn, SignUp } from './types';

/** The query keys of the session: the signed-in person (`GET /v1/auth/me`). */
export const sessionKeys = {
  me: ['session', 'me'] as const,
};

/** The signed-in person and account (`GET /v1/auth/me`); a 401 means nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: sessionKeys.me,
    queryFn: () => api<Me>('/auth/me'),
    retry: false,
    staleTime: 60_000,
  });
}

/** Whether the signed-in person is an owner (owners manage the key, the team and channels). */
export function useIsOwner(): boolean {
  return useMe().data?.user.role === 'owner';
}

/**
 * A request that opens a session (sign-in, sign-up, an invitation's acceptance): on success the signed-in person is read
 * again before the caller's own `onSuccess` (which leaves the signed-out screen).
 */
function useOpenSession<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Me>(path, { body }),
    onSuccess: () => queryClient.resetQueries({ queryKey: sessionKeys.me }),
  });
}

/** Signs in with an email and password (`POST /v1/auth/login`). */
export function useSignIn() {
  return useOpenSession<SignIn>('/auth/login');
}

/** Creates the account and its owner, signed in (`POST /v1/auth/signup`). */
export function useSignUp() {
  return useOpenSession<SignUp>('/auth/signup');
}

/** An invitation's page by its link's token (`GET /v1/auth/invitations/{token}`): 404 once used, revoked or expired. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api<InvitationView>(`/auth/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/**
 * Accepts an invitation (`POST /v1/auth/invitations/{token}/accept`): the person joins the
 * account, with a new login or their existing one's password, and is signed in to it.
 */
export function useAcceptInvitation(token: string) {
  return useOpenSession<AcceptInvitation>(`/auth/invitations/${encodeURIComponent(token)}/accept`);
}

/**
 * Signs out (`POST /v1/auth/logout`). Only a signed-out answer counts: 204, or a 401 (the
 * session was already over); any other failure is the mutation's error, since the person is
 * still signed in, and `onFailed` gets it. On success `onSignedOut` runs (it leaves the
 * signed-in screens), then everything the app held is forgotten.
 */
export function useSignOut(onSignedOut: () => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api('/auth/logout', { method: 'POST', sessionEndedIsExpected: true });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      onSignedOut();
      queryClient.clear();
    },
    onError: onFailed,
  });
}

/**
 * Changes the signed-in person's password (`POST /v1/auth/password`): this session stays, every
 * other session of theirs ends.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => api<void>('/auth/password', { body }),
  });
}
