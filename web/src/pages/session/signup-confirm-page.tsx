import { useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { useConfirmSignup } from '../../api/session';
import { useFormRequest } from '../../components';
import { SessionFrame, useAfterSession } from './session-frame';

/**
 * The page of a mailed sign-up link (`/signups/<token>`): `Confirm and sign in` creates the
 * account as signed up and signs its owner in. The request is a button's, never the page
 * load's, so a mail scanner that opens the link does not use it up. A used or expired link
 * answers 404 `SIGNUP_NOT_FOUND`, shown in words.
 */
export function SignupConfirmPage() {
  const token = useParams().token ?? '';
  const form = useForm({ initialValues: {} });
  const request = useFormRequest({
    form,
    mutation: useConfirmSignup(token),
    fields: {},
    toVariables: () => undefined,
    onSuccess: useAfterSession(),
  });
  return (
    <SessionFrame
      title="Confirm your sign-up"
      prompt="One step left: confirm to create your account and sign in."
      link="Sign in"
      to="/app/signin"
      request={request}
      submitLabel="Confirm and sign in"
    >
      {null}
    </SessionFrame>
  );
}
