// The signed-out screens: Sign in, Sign up and an invitation's page.
export { InvitationPage } from './invitation-page';
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
export { SignupConfirmPage } from './signup-confirm-page';
