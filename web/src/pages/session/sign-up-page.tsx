import { Alert, SegmentedControl, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isSignupPending, useSignUp } from '../../api/session';
import type { SignUp } from '../../api/types';
import { PasswordField, useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

/**
 * Sign up: the person (`Your name`, `Email`, `Password`) and their company, then `Create
 * account`. With mail on the service, every email is answered "check your email" (the link in
 * it opens `SignupConfirmPage`), so nobody learns from here whether an email has a login.
 */
export function SignUpPage() {
  const [pending, setPending] = useState<string | null>(null);
  const afterSession = useAfterSession();
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
    onSuccess: (result) => (isSignupPending(result) ? setPending(result.message) : afterSession()),
  });
  return (
    <SessionFrame
      title="Create your account"
      prompt="Already have one?"
      link="Sign in"
      to="/app/signin"
      request={request}
      submitLabel="Create account"
      done={
        pending && (
          <Alert color="indigo" variant="light" role="status" title="Check your email">
            {pending}
          </Alert>
        )
      }
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
