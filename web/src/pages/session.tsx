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
import { type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSignIn, useSignUp } from '../api/session';
import type { SignIn, SignUp } from '../api/types';
import { afterSignIn, type SignInState } from '../auth';
import {
  ErrorNote,
  PasswordField,
  useFormRequest,
  usePageTitle,
  type FormRequest,
} from '../components';

/**
 * A signed-out screen: Parley's name, `title`, a line linking to the other screen (`prompt`,
 * then a link named `link` to `to`), and the form: `children` (its fields), the request's
 * `ErrorNote`, and the full-width submit button named `submitLabel`.
 */
function SessionFrame({
  title,
  prompt,
  link,
  to,
  request,
  submitLabel,
  children,
}: {
  title: string;
  prompt: string;
  link: string;
  to: string;
  request: FormRequest;
  submitLabel: string;
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
          <Title order={2}>{title}</Title>
          <Text c="dimmed" size="sm" ta="center">
            {prompt}{' '}
            <Anchor component={Link} to={to}>
              {link}
            </Anchor>
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <form onSubmit={request.onSubmit}>
            <Stack>
              {children}
              <ErrorNote {...request.errorNote} />
              <Button type="submit" loading={request.submitting} fullWidth>
                {submitLabel}
              </Button>
            </Stack>
          </form>
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
function useAfterSession() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(afterSignIn(location.state), { replace: true });
}

/** Sign in (`Email`, `Password`, `Sign in`), with the notice of a session that ended, if any. */
export function SignInPage() {
  const notice = (useLocation().state as SignInState | null)?.notice;
  const form = useForm<SignIn>({ initialValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const request = useFormRequest({
    form,
    mutation: signIn,
    fields: {
      email: { path: 'email', label: 'Email' },
      password: { path: 'password', label: 'Password' },
    },
    onSuccess: useAfterSession(),
  });
  return (
    <SessionFrame
      title="Sign in"
      prompt="New to Parley?"
      link="Create an account"
      to="/app/signup"
      request={request}
      submitLabel="Sign in"
    >
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
    </SessionFrame>
  );
}

/** Sign up: the person (`Your name`, `Email`, `Password`) and their company, then `Create account`. */
export function SignUpPage() {
  const form = useForm<SignUp>({
    initialValues: { name: '', email: '', password: '', accountName: '', accountType: 'standard' },
    validate: {
      password: (value) => (value.length < 10 ? 'At least 10 characters' : null),
    },
  });
  const request = useFormRequest({
    form,
    mutation: useSignUp(),
    fields: {
      name: { path: 'name', label: 'Your name' },
      email: { path: 'email', label: 'Email' },
      password: { path: 'password', label: 'Password' },
      accountName: { path: 'accountName', label: 'Company name' },
    },
    onSuccess: useAfterSession(),
  });
  return (
    <SessionFrame
      title="Create your account"
      prompt="Already have one?"
      link="Sign in"
      to="/app/signin"
      request={request}
      submitLabel="Create account"
    >
      <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
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
    </SessionFrame>
  );
}
