// The log-in page (pages/auth/login.tsx): it imports the log-in form only.
import { authPage, CREATOR_SIGN_UP, FAN_SIGN_UP } from './auth-pages';
import { LoginForm } from './login-form';

export const LoginPage = authPage({ title: 'Log in', intro: 'Welcome back.', description: 'Log in to follow your favourite creators, see their posts and videos, and message them.', Form: LoginForm, social: true }, [
  [FAN_SIGN_UP, 'New here?', 'Sign up as a fan'],
  [CREATOR_SIGN_UP, 'Want to share your content?', 'Become a creator'],
]);
