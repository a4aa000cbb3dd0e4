import { Anchor, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAcceptInvitation, useInvitation } from '../../api/session';
import type { AcceptInvitation, InvitationView } from '../../api/types';
import { ErrorNote, Loading, PasswordField, usePageTitle, useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

/**
 * The page of an invitation's link (`/invitations/<token>`): which account, email and role, then
 * `Your name` and `Password` and `Accept invitation`, which signs the person in to the account.
 * An email that already has a Parley login gives that login's password (it is never replaced).
 * A used, revoked or expired link says so.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  if (invitation.isPending) return <Loading />;
  if (invitation.error instanceof ApiError && invitation.error.status === 404) {
    return <InvalidInvitation />;
  }
  if (!invitation.data) {
    return (
      <Center mih="100vh" p="md">
        <ErrorNote error={invitation.error} />
      </Center>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const form = useForm<AcceptInvitation>({
    initialValues: { name: invitation.name, password: '' },
  });
  const request = useFormRequest({
    form,
    mutation: useAcceptInvitation(token),
    fields: {
      name: { path: 'name', label: 'Your name' },
      password: { path: 'password', label: 'Password' },
    },
    toVariables: ({ name, password }) => ({ name: name?.trim() || undefined, password }),
    onSuccess: useAfterSession(),
  });
  return (
    <SessionFrame
      title={`Join ${invitation.accountName}`}
      prompt={
        <>
          You are invited as <b>{invitation.email}</b>, an {invitation.role}.
        </>
      }
      request={request}
      submitLabel="Accept invitation"
    >
      <TextInput label="Your name" autoComplete="name" {...form.getInputProps('name')} />
      <PasswordField
        label="Password"
        description="A new password of 10 to 128 characters, hard to guess. If this email already has a Parley login, that login's password."
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
    </SessionFrame>
  );
}

/** A link that no longer works: what may have happened, and the way to Sign in. */
function InvalidInvitation() {
  usePageTitle('Invitation');
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={420} gap="lg">
        <Text fw={800} size="xl" c="indigo" ta="center">
          Parley
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="sm">
            <Title order={1} size="h2">
              This invitation link no longer works
            </Title>
            <Text c="dimmed" size="sm">
              It was already used, revoked, or is more than 7 days old. Ask an owner of the account
              for a new invitation.
            </Text>
            <Anchor component={Link} to="/app/signin" size="sm">
              Sign in
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
