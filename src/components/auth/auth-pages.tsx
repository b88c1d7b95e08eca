// The three log-in and sign-up pages are declared with `authPage`: each is its words, its form and its links to
// the other two, laid out by AuthPage in the public layout. Each page lives in a file of its own
// (login-page.tsx, register-page.tsx, model-register-page.tsx) that imports only its own form, so the log-in
// page does not load the sign-up forms; pages/auth/* export them.
import type { ComponentType } from 'react';
import type { AppPage } from '@/lib/page';
import { AuthPage } from './auth-page';

export const LOGIN = '/auth/login';
export const FAN_SIGN_UP = '/auth/register';
export const CREATOR_SIGN_UP = '/auth/model-register';

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

export function authPage({ Form, ...words }: AuthPageWords, links: AuthLink[]): AppPage {
  const asLinks = links.map(([href, lead, label]) => ({ href, lead, label }));
  const Page: AppPage = () => <AuthPage {...words} form={<Form />} links={asLinks} />;
  Page.layout = 'public';
  return Page;
}
