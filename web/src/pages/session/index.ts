// The signed-out screens: Sign in and Sign up.
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
