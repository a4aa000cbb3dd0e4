import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation } from 'react-router';
import { useSignIn } from '../../api/session';
import type { SignIn } from '../../api/types';
import { type SignInState } from '../../app/session-guards';
import { PasswordField, useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

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
