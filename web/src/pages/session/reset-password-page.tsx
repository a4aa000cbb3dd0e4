import { Alert, Anchor, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client';
import { useResetPassword } from '../../api/session';
import type { SignInState } from '../../app/session-guards';
import { PasswordField, useFormRequest } from '../../components';
import { SessionFrame } from './session-frame';

/** What Sign in says after a new password was set. */
export const PASSWORD_SET_NOTICE =
  'Your new password is set and you were signed out everywhere. Sign in with it.';

/**
 * The page of a reset link (`/password-resets/<token>`): `Choose a new password` with `New
 * password` and `Set password` (the sign-up's rules, refused with the reason under the field).
 * On success every session of the person has ended: Sign in, with a notice. A used, expired or
 * unknown link (404 `PASSWORD_RESET_NOT_FOUND`) replaces the form with the service's message
 * and the way to ask for a new one. Nothing is sent on page load, so a mail scanner that opens
 * the link does not use it up.
 */
export function ResetPasswordPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const form = useForm({ initialValues: { password: '' } });
  const request = useFormRequest({
    form,
    mutation: reset,
    fields: { password: { path: 'password', label: 'New password' } },
    onSuccess: () => {
      const state: SignInState = { notice: PASSWORD_SET_NOTICE, tone: 'success' };
      navigate('/app/signin', { replace: true, state });
    },
  });
  const invalid = reset.error instanceof ApiError && reset.error.status === 404;
  return (
    <SessionFrame
      title="Choose a new password"
      prompt={
        invalid
          ? 'A reset link works once, within 1 hour.'
          : 'You are signed out everywhere once it is set.'
      }
      request={request}
      submitLabel="Set password"
      done={
        invalid && (
          <Stack>
            <Alert color="red" variant="light" role="alert" title="This link does not work">
              {errorMessage(reset.error)}
            </Alert>
            <Anchor component={Link} to="/app/forgot-password" size="sm" ta="center">
              Ask for a new link
            </Anchor>
          </Stack>
        )
      }
    >
      <PasswordField
        label="New password"
        description="10 to 128 characters, hard to guess"
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
    </SessionFrame>
  );
}
