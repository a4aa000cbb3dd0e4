import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../api/session';
import { useFormRequest } from '../../components';
import { SessionFrame } from './session-frame';

/**
 * `Forgot password?` (`/app/forgot-password`): `Email`, then `Send reset link`. The answer is
 * the same for every email (docs/sessions-and-app.md#forgotten-passwords): the page shows the
 * service's message (check your email, or ask an owner when the service sends no mail).
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' } });
  const request = useFormRequest({
    form,
    mutation: useRequestPasswordReset(),
    fields: { email: { path: 'email', label: 'Email' } },
    toVariables: ({ email }) => ({ email: email.trim() }),
    onSuccess: (result) => setSent(result.message),
  });
  return (
    <SessionFrame
      title="Reset your password"
      prompt="Remembered it?"
      link="Sign in"
      to="/app/signin"
      request={request}
      submitLabel="Send reset link"
      done={
        sent && (
          <Stack>
            <Alert color="indigo" variant="light" role="status" title="Request received">
              {sent}
            </Alert>
            <Anchor component={Link} to="/app/signin" size="sm" ta="center">
              Back to Sign in
            </Anchor>
          </Stack>
        )
      }
    >
      <Text size="sm" c="dimmed">
        Enter the email you sign in with. We send a link to choose a new password; it works once,
        within 1 hour.
      </Text>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
    </SessionFrame>
  );
}
