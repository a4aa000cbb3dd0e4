import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterSignIn } from '../../app/session-guards';
import { ErrorNote, usePageTitle, type FormRequest } from '../../components';

/**
 * A signed-out screen: Parley's name, `title`, a line linking to the other screen (`prompt`,
 * then a link named `link` to `to`, when given), and the form: `children` (its fields), the
 * request's `ErrorNote`, and the full-width submit button named `submitLabel`.
 */
export function SessionFrame({
  title,
  prompt,
  link,
  to,
  request,
  submitLabel,
  done,
  children,
}: {
  title: string;
  prompt: ReactNode;
  link?: string;
  to?: string;
  request: FormRequest;
  submitLabel: string;
  /** What replaces the form once it was sent and there is nowhere to go (check your email). */
  done?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={420} gap="lg">
        <Stack gap={4} align="center">
          <Text fw={800} size="xl" c="indigo">
            Parley
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {prompt}
            {link && to && (
              <>
                {' '}
                <Anchor component={Link} to={to} underline="always">
                  {link}
                </Anchor>
              </>
            )}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {done || (
            <form onSubmit={request.onSubmit}>
              <Stack>
                {children}
                <ErrorNote {...request.errorNote} />
                <Button type="submit" loading={request.submitting} fullWidth>
                  {submitLabel}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Center>
  );
}

/**
 * After sign-in or sign-up (the session hooks have read the signed-in person again): where the
 * person was going, else Contacts (`RedirectIfSignedIn` takes the same way as soon as they are
 * known).
 */
export function useAfterSession() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(afterSignIn(location.state), { replace: true });
}
