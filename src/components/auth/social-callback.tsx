// The page Google or Twitter sends the visitor back to: exchanges what they returned for a session token,
// then hands it to loginSocial (which stores it, loads the user and redirects like a password login).
import { Flex, Result, Spin } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { TokenResult } from '@/contracts/auth';
import { LinkButton } from '@/components/common/link-button';
import { getResponseError } from '@/lib/notify';
import { loginSocial } from '@/redux/auth/actions';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { finishGoogleSignIn, finishTwitterSignIn } from './social-sign-in';

type Query = Record<string, string | string[] | undefined>;

export interface SocialCallbackProps {
  provider: 'google' | 'twitter';
  /** Tests replace the provider exchange. */
  finish?: (query: Query, origin: string) => Promise<TokenResult>;
}

const finishers: Record<SocialCallbackProps['provider'], (query: Query, origin: string) => Promise<TokenResult>> = {
  google: (query, origin) => finishGoogleSignIn(query, origin),
  twitter: (query) => finishTwitterSignIn(query),
};

export function SocialCallback({ provider, finish = finishers[provider] }: SocialCallbackProps) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const loginAuth = useAppSelector(selectLoginAuth);
  const [error, setError] = useState<string | null>(null);
  const [handedOver, setHandedOver] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The code / verifier works once: run exactly one exchange, after the router has parsed the query.
    if (!router.isReady || started.current) return;
    started.current = true;
    finish(router.query, window.location.origin).then(
      (session) => {
        setHandedOver(true);
        dispatch(loginSocial({ token: session.token, expiresAt: session.expiresAt }));
      },
      (e: unknown) => setError(getResponseError(e)),
    );
  }, [router.isReady, router.query, finish, dispatch]);

  const failure = error ?? (handedOver && !loginAuth.requesting && loginAuth.error ? loginAuth.error.message : null);
  const name = provider === 'google' ? 'Google' : 'Twitter';

  if (failure) {
    return (
      <Result
        status="error"
        title={`${name} sign-in did not complete`}
        subTitle={failure}
        extra={
          <LinkButton href="/auth/login" type="primary">
            Back to log in
          </LinkButton>
        }
        data-testid="social-callback-error"
      />
    );
  }

  return (
    <Flex vertical align="center" gap="middle" style={{ padding: 32 }}>
      <Spin size="large" />
      <Typography.Text>Signing you in with {name}…</Typography.Text>
    </Flex>
  );
}
