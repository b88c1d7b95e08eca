// The fan sign-up page (pages/auth/register.tsx).
import { authPage, CREATOR_SIGN_UP, LOGIN } from './auth-pages';
import { RegisterForm } from './register-form';

export const RegisterPage = authPage({ title: 'Create your account', intro: 'Follow and subscribe to the creators you like.', description: 'Create a free fan account to follow and subscribe to the creators you like.', Form: RegisterForm, social: true }, [
  [LOGIN, 'Already have an account?', 'Log in'],
  [CREATOR_SIGN_UP, 'A creator?', 'Sign up as a creator'],
]);
