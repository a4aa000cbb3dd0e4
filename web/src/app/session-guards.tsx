import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Center, Stack } from '@mantine/core';
import { ApiError, onSessionEnded } from '../api/client';
import { sessionKeys, useMe } from '../api/session';
import { ErrorNote, Loading } from '../components';

/** What the Sign in screen says when it was reached because a session ended mid-use. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Sign in again to continue.';

/** The state the app passes to Sign in: where to go back to, and why the person is there. */
export interface SignInState {
  from?: string;
  notice?: string;
  /** `success` shows the notice as good news (a new password), else as a warning. */
  tone?: 'success';
}

/**
 * The one place that handles a session ending mid-use: when any request answers 401
 * `SESSION_EXPIRED` or `API_KEY_MISSING` while someone is signed in, it forgets everything the
 * app held and sends them to Sign in with a notice, back to the same screen after signing in.
 * Screens show nothing of that error themselves (`ErrorNote` ignores it).
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search;
  useEffect(
    () =>
      onSessionEnded(() => {
        const signedIn = queryClient.getQueryData(sessionKeys.me) !== undefined;
        if (!signedIn || !from.startsWith('/app/') || isSessionScreen(from)) return;
        void queryClient.cancelQueries();
        queryClient.clear();
        const state: SignInState = { from, notice: SESSION_ENDED_NOTICE };
        navigate('/app/signin', { replace: true, state });
      }),
    [queryClient, navigate, from],
  );
  return null;
}

function isSessionScreen(path: string): boolean {
  return path.startsWith('/app/signin') || path.startsWith('/app/signup');
}

/** Renders its children for a signed-in person, else sends them to Sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.error instanceof ApiError && me.error.status === 401) {
    const state: SignInState = {
      from: location.pathname + location.search,
      // an expired cookie, as opposed to none at all
      notice: me.error.code === 'SESSION_EXPIRED' ? SESSION_ENDED_NOTICE : undefined,
    };
    return <Navigate to="/app/signin" replace state={state} />;
  }
  if (me.error) {
    return (
      <Center mih="100vh" p="md">
        <Stack w={420}>
          <ErrorNote error={me.error} />
          <Button variant="default" onClick={() => me.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}

/**
 * For Sign in and Sign up: someone signed in goes to the app, to the screen they were sent
 * from when there was one (this is also where a successful sign-in lands).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.data) return <Navigate to={afterSignIn(location.state)} replace />;
  return <>{children}</>;
}

/** Where to go once signed in: the screen the person was sent from, else Contacts. */
export function afterSignIn(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  return from && from.startsWith('/app/') && !isSessionScreen(from) ? from : '/app/contacts';
}
