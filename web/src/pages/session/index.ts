// The signed-out screens: Sign in, Sign up, an invitation's page, forgotten passwords.
export { ForgotPasswordPage } from './forgot-password-page';
export { InvitationPage } from './invitation-page';
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
export { SignupConfirmPage } from './signup-confirm-page';
export { ResetPasswordPage } from './reset-password-page';
