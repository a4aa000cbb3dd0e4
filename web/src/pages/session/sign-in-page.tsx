import { Alert, Anchor, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation } from 'react-router';
import { useSignIn } from '../../api/session';
import type { SignIn } from '../../api/types';
import { type SignInState } from '../../app/session-guards';
import { PasswordField, useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

/**
 * Sign in (`Email`, `Password`, `Sign in`, and `Forgot password?`), with the notice of a session
 * that ended or of a new password, if any.
 */
export function SignInPage() {
  const state = useLocation().state as SignInState | null;
  const notice = state?.notice;
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
        <Alert color={state?.tone === 'success' ? 'teal' : 'yellow'} variant="light" role="status">
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
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to="/app/forgot-password" size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </SessionFrame>
  );
}
