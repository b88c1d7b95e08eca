// The body of the log-in and sign-up pages: heading and intro, the form, the fan's social sign-in buttons
// (when `social`), and the links to the other auth pages.
import type { ComponentProps, ReactNode } from 'react';
import { PageHead } from '@/components/common/page-head';
import { AuthHeading } from './auth-heading';
import { AuthLinks } from './auth-links';
import { SocialButtons } from './social-buttons';

interface AuthPageProps {
  title: string;
  intro: string;
  /** The meta description of the page. */
  description: string;
  form: ReactNode;
  social?: boolean;
  links: ComponentProps<typeof AuthLinks>['links'];
}

export function AuthPage({ title, intro, description, form, social = false, links }: AuthPageProps) {
  return (
    <>
      <PageHead title={title} description={description} />
      <AuthHeading title={title}>{intro}</AuthHeading>
      {form}
      {social ? <SocialButtons role="user" /> : null}
      <AuthLinks links={links} />
    </>
  );
}
