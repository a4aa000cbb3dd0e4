import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './client';
import type {
  AcceptInvitation,
  ChangePassword,
  InvitationView,
  Me,
  Membership,
  PasswordResetRequested,
  SignIn,
  SignUp,
  SignupPending,
} from './types';
import type { Page } from './paging';

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
function useOpenSession<Body, Result = Me>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Result>(path, { body }),
    onSuccess: () => queryClient.resetQueries({ queryKey: sessionKeys.me }),
  });
}

/** Signs in with an email and password (`POST /v1/auth/login`). */
export function useSignIn() {
  return useOpenSession<SignIn>('/auth/login');
}

/**
 * Creates the account and its owner, signed in (`POST /v1/auth/signup`); with mail on the
 * service (`SMTP_URL`) the answer is instead `SignupPending` (check your email), for every email.
 */
export function useSignUp() {
  return useOpenSession<SignUp, Me | SignupPending>('/auth/signup');
}

/** Whether a sign-up's answer asks the person to check their email (the service mails). */
export function isSignupPending(result: Me | SignupPending): result is SignupPending {
  return 'status' in result && result.status === 'confirmation_sent';
}

/** Confirms a mailed sign-up link and signs in (`POST /v1/auth/signups/{token}/confirm`). */
export function useConfirmSignup(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Me>(`/auth/signups/${encodeURIComponent(token)}/confirm`, { method: 'POST' }),
    onSuccess: () => queryClient.resetQueries({ queryKey: sessionKeys.me }),
  });
}

/**
 * `Forgot password?` (`POST /v1/auth/password-resets`): the answer's message is the same for
 * every email (a link is mailed when the email has a login and the service sends mail).
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      api<PasswordResetRequested>('/auth/password-resets', { body }),
  });
}

/**
 * Sets a new password with a reset link's token (`POST /v1/auth/password-resets/{token}`): every
 * session of the person ends, so they sign in again; 404 `PASSWORD_RESET_NOT_FOUND` for a used,
 * expired or unknown link.
 */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api<void>(`/auth/password-resets/${encodeURIComponent(token)}`, { body }),
  });
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

/**
 * The signed-in person's accounts, with their role in each and the current one (`GET
 * /v1/auth/accounts`, the first 200: the account switcher).
 */
export function useMyAccounts() {
  return useQuery({
    queryKey: ['session', 'accounts'],
    queryFn: () => api<Page<Membership>>('/auth/accounts?limit=200'),
    staleTime: 60_000,
  });
}

/**
 * Switches the session to another of the person's accounts (`POST /v1/auth/switch`). On
 * success everything the app held of the previous account is forgotten before `onSwitched`.
 */
export function useSwitchAccount(onSwitched: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api<Me>('/auth/switch', { body: { accountId } }),
    onSuccess: async () => {
      queryClient.clear();
      onSwitched();
      await queryClient.resetQueries();
    },
  });
}
