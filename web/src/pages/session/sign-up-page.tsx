import { SegmentedControl, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignUp } from '../../api/session';
import type { SignUp } from '../../api/types';
import { PasswordField, useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

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
