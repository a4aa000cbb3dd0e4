import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { afterSignIn, type SignInState } from '../auth';
import { ErrorNote, PasswordField, useFieldErrors } from '../ui';

function Frame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={420} gap="lg">
        <Stack gap={4} align="center">
          <Text fw={800} size="xl" c="indigo">
            Parley
          </Text>
          <Title order={2}>{title}</Title>
          <Text c="dimmed" size="sm" ta="center">
            {subtitle}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

/**
 * After sign-in or sign-up: reads the signed-in person again, then goes where the person was
 * going, else Contacts (`RedirectIfSignedIn` takes the same way as soon as they are known).
 */
function useAfterSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.resetQueries({ queryKey: ['me'] });
    navigate(afterSignIn(location.state), { replace: true });
  };
}

/** Sign in (`Email`, `Password`, `Sign in`), with the notice of a session that ended, if any. */
export function SignInPage() {
  const after = useAfterSession();
  const notice = (useLocation().state as SignInState | null)?.notice;
  const form = useForm({ initialValues: { email: '', password: '' } });
  const fieldErrors = useFieldErrors(form, {
    email: { path: 'email', label: 'Email' },
    password: { path: 'password', label: 'Password' },
  });
  const signIn = useMutation({
    mutationFn: (values: typeof form.values) => api('/auth/login', { body: values }),
    onSuccess: after,
    onError: fieldErrors.show,
  });
  return (
    <Frame
      title="Sign in"
      subtitle={
        <>
          New to Parley?{' '}
          <Anchor component={Link} to="/app/signup">
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
        <Stack>
          {notice && !signIn.isError && (
            <Alert color="yellow" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <ErrorNote error={signIn.error} {...fieldErrors.note} />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}

/** Sign up: the person (`Your name`, `Email`, `Password`) and their company, then `Create account`. */
export function SignUpPage() {
  const after = useAfterSession();
  const form = useForm({
    initialValues: { name: '', email: '', password: '', accountName: '', accountType: 'standard' },
    validate: {
      password: (value) => (value.length < 10 ? 'At least 10 characters' : null),
    },
  });
  const fieldErrors = useFieldErrors(form, {
    name: { path: 'name', label: 'Your name' },
    email: { path: 'email', label: 'Email' },
    password: { path: 'password', label: 'Password' },
    accountName: { path: 'accountName', label: 'Company name' },
  });
  const signUp = useMutation({
    mutationFn: (values: typeof form.values) => api('/auth/signup', { body: values }),
    onSuccess: after,
    onError: fieldErrors.show,
  });
  return (
    <Frame
      title="Create your account"
      subtitle={
        <>
          Already have one?{' '}
          <Anchor component={Link} to="/app/signin">
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => signUp.mutate(values))}>
        <Stack>
          <TextInput
            label="Your name"
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            description="10 to 128 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            required
            {...form.getInputProps('accountName')}
          />
          <Input.Wrapper
            label="Account type"
            description="Agencies resell Parley to sub-accounts and grant them credits."
          >
            <SegmentedControl
              fullWidth
              mt={4}
              aria-label="Account type"
              data={[
                { value: 'standard', label: 'Business' },
                { value: 'agency', label: 'Agency' },
              ]}
              {...form.getInputProps('accountType')}
            />
          </Input.Wrapper>
          <ErrorNote error={signUp.error} {...fieldErrors.note} />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}
