import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError, api, type Me } from './api';
import { Button, Center, Stack } from '@mantine/core';
import { ErrorNote, Loading } from './ui';

/** The signed-in person and account (`GET /v1/auth/me`); a 401 means nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: () => api<Me>('/auth/me'),
    retry: false,
    staleTime: 60_000,
  });
}

/** Renders its children for a signed-in person, else sends them to Sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.error instanceof ApiError && me.error.status === 401) {
    return <Navigate to="/app/signin" replace state={{ from: location.pathname }} />;
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
