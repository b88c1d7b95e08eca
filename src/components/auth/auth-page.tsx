// The body of the log-in and sign-up pages: heading and intro, the form, the fan's social sign-in buttons
// (when `social`), and the links to the other auth pages.
import dynamic from 'next/dynamic';
import type { ComponentProps, ReactNode } from 'react';
import { PageHead } from '@/components/common/page-head';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { AuthHeading } from './auth-heading';
import { AuthLinks } from './auth-links';

// The social buttons (with antd's Divider and the sign-in redirects) are a chunk of their own, rendered only on
// a site configured for Google or Twitter: the server then renders them and lists the chunk in the page, which
// the browser loads before hydrating, so nothing moves; other sites never download it.
const SocialButtons = dynamic(() => import('./social-buttons').then((m) => m.SocialButtons));

const offersSocialSignIn = () => {
  const config = getRuntimeConfig();
  return !!config.googleClientId || config.twitterEnabled;
};

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
      {social && offersSocialSignIn() ? <SocialButtons role="user" /> : null}
      <AuthLinks links={links} />
    </>
  );
}
