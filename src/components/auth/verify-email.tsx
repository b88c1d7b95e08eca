// Confirms an email address from the emailed link as soon as the page opens, then says how it went.
import { Divider, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { getResponseError } from '@/lib/notify';
import { authService } from '@/services/auth.api';
import { ResendVerificationForm } from './resend-verification-form';

type Outcome = { state: 'verifying' } | { state: 'verified'; message: string } | { state: 'failed'; message: string } | { state: 'no-token' };

export interface VerifyEmailProps {
  /** The token from the link; null when the page was opened without one; undefined until the router knows. */
  token: string | null | undefined;
  verify?: typeof authService.verifyEmail;
  resend?: typeof authService.resendVerification;
}

export function VerifyEmail({ token, verify = authService.verifyEmail, resend }: VerifyEmailProps) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setOutcome({ state: 'no-token' });
      return;
    }
    // A token is single-use: never send it twice (React may run effects twice in development).
    if (sentFor.current === token) return;
    sentFor.current = token;
    setOutcome({ state: 'verifying' });
    verify(token).then(
      (res) => setOutcome({ state: 'verified', message: res.data.message }),
      (e: unknown) => setOutcome({ state: 'failed', message: getResponseError(e) }),
    );
  }, [token, verify]);

  if (outcome.state === 'verifying') {
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <Spin size="large" />
        <p>Verifying your email address…</p>
      </div>
    );
  }

  if (outcome.state === 'verified') {
    return (
      <Result
        status="success"
        title="Your email address is verified"
        subTitle={outcome.message}
        extra={
          <LinkButton href="/auth/login" type="primary">
            Log in
          </LinkButton>
        }
        data-testid="verify-success"
      />
    );
  }

  return (
    <>
      <Result
        status={outcome.state === 'failed' ? 'error' : 'info'}
        title={outcome.state === 'failed' ? 'We could not verify this address' : 'Verify your email address'}
        subTitle={
          outcome.state === 'failed' ? outcome.message : 'Open the link we emailed you. If it did not arrive, we can send a new one.'
        }
        data-testid={outcome.state === 'failed' ? 'verify-failed' : 'verify-no-token'}
      />
      <Divider />
      <ResendVerificationForm resend={resend} />
    </>
  );
}
