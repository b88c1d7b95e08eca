// The three log-in and sign-up pages, declared once: each is its words, its form and its links to the other
// two, laid out by AuthPage in the public layout. pages/auth/* export them.
import type { ComponentType } from 'react';
import type { AppPage } from '@/lib/page';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';
import { ModelRegisterForm } from './model-register-form';
import { RegisterForm } from './register-form';

const LOGIN = '/auth/login';
const FAN_SIGN_UP = '/auth/register';
const CREATOR_SIGN_UP = '/auth/model-register';

interface AuthPageWords {
  title: string;
  intro: string;
  /** The meta description: what a search result says about the page. */
  description: string;
  Form: ComponentType;
  /** The fan's social sign-in buttons (creators sign up with documents, not a social account). */
  social: boolean;
}

/** A link to another auth page: where, the question before it, and its words. */
type AuthLink = [href: string, lead: string, label: string];

function authPage({ Form, ...words }: AuthPageWords, links: AuthLink[]): AppPage {
  const asLinks = links.map(([href, lead, label]) => ({ href, lead, label }));
  const Page: AppPage = () => <AuthPage {...words} form={<Form />} links={asLinks} />;
  Page.layout = 'public';
  return Page;
}

export const LoginPage = authPage({ title: 'Log in', intro: 'Welcome back.', description: 'Log in to follow your favourite creators, see their posts and videos, and message them.', Form: LoginForm, social: true }, [
  [FAN_SIGN_UP, 'New here?', 'Sign up as a fan'],
  [CREATOR_SIGN_UP, 'Want to share your content?', 'Become a creator'],
]);

export const RegisterPage = authPage({ title: 'Create your account', intro: 'Follow and subscribe to the creators you like.', description: 'Create a free fan account to follow and subscribe to the creators you like.', Form: RegisterForm, social: true }, [
  [LOGIN, 'Already have an account?', 'Log in'],
  [CREATOR_SIGN_UP, 'A creator?', 'Sign up as a creator'],
]);

export const ModelRegisterPage = authPage({ title: 'Become a creator', intro: 'Open your page, publish content and earn from your fans.', description: 'Open your creator page: publish posts, videos and galleries, sell products and earn from your fans.', Form: ModelRegisterForm, social: false }, [
  [LOGIN, 'Already have an account?', 'Log in'],
  [FAN_SIGN_UP, 'Just here to follow creators?', 'Sign up as a fan'],
]);
