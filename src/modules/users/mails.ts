import type { Mail } from '../../common/mail/mailer';
import type { UserRole } from '../accounts';

/**
 * The mail about people's access (plain text, English). Each says why it was sent and what to
 * do if the reader did not ask for it; none carries a password.
 */

/** An invitation to join an account (the same mail whether or not the email has a login). */
export function invitationMail(input: {
  to: string;
  accountName: string;
  inviterName: string;
  role: UserRole;
  url: string;
}): Mail {
  const by = input.inviterName.trim() || 'An owner';
  return {
    to: input.to,
    subject: `${by} invited you to ${input.accountName} on Parley`,
    text: [
      `${by} invited you to join ${input.accountName} on Parley as ${input.role === 'owner' ? 'an owner' : 'an agent'}.`,
      '',
      `Open this link within 7 days to accept: ${input.url}`,
      '',
      'If you already have a Parley login with this email, use its password on that page;',
      'otherwise choose your name and password there. The link works once.',
      '',
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n'),
  };
}

/** The confirmation of a sign-up with a new email. */
export function signupMail(to: string, accountName: string, url: string): Mail {
  return {
    to,
    subject: 'Confirm your email to create your Parley account',
    text: [
      `Open this link within 24 hours to create ${accountName} on Parley and sign in: ${url}`,
      '',
      'If you did not sign up, ignore this mail: nothing is created without the link.',
    ].join('\n'),
  };
}

/** The answer to a sign-up with an email that already has a login. */
export function signupExistsMail(to: string, signInUrl: string): Mail {
  return {
    to,
    subject: 'You already have a Parley login',
    text: [
      'Someone, probably you, tried to sign up for Parley with this email, which already has a login.',
      `Sign in with it here: ${signInUrl}`,
      '',
      'If it was not you, ignore this mail: nothing was changed.',
    ].join('\n'),
  };
}

/** A link to choose a new password (`Forgot password?`), mailed only to an email that has a login. */
export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Choose a new Parley password',
    text: [
      'Someone, probably you, asked to reset the password of your Parley login.',
      `Open this link within 1 hour to choose a new one: ${url}`,
      '',
      'The link works once; setting a new password signs you out everywhere.',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
