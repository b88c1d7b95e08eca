// "Continue with Google / Twitter", shown only for the providers the server is configured for: plain buttons
// and divider wearing antd's class names (plain-button.tsx, plain-marks.tsx), without antd's Button, Divider
// and Flex code.
import { GoogleOutlined, LoadingOutlined, TwitterOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { PlainDivider } from '@/components/common/plain-marks';
import { PlainButton } from '@/components/common/plain-button';
import { getResponseError, notifyError } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { googleAuthorizeUrl, startTwitterSignIn, type SocialRole } from './social-sign-in';

type Provider = 'google' | 'twitter';

/** A full-width button with the provider's icon, the spinning one (and no second press) while it leaves. */
function ProviderButton({ busy, icon, onClick, testId, children }: { busy: boolean; icon: ReactNode; onClick: () => void; testId: string; children: string }) {
  return (
    <PlainButton
      block
      icon={busy ? <LoadingOutlined /> : icon}
      className={busy ? 'ant-btn-loading' : undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
      data-testid={testId}
    >
      {children}
    </PlainButton>
  );
}

export function SocialButtons({ role = 'user' }: { role?: SocialRole }) {
  const [leaving, setLeaving] = useState<Provider | null>(null);
  const { cssVar } = theme.useToken();
  const config = getRuntimeConfig();
  const { googleClientId } = config;
  if (!googleClientId && !config.twitterEnabled) return null;

  const google = () => {
    if (!googleClientId) return;
    setLeaving('google');
    window.location.assign(googleAuthorizeUrl({ authUrl: config.googleAuthUrl, clientId: googleClientId, origin: window.location.origin, role }));
  };
  const twitter = async () => {
    setLeaving('twitter');
    try {
      window.location.assign(await startTwitterSignIn(window.location.origin, role));
    } catch (e) {
      setLeaving(null);
      notifyError(getResponseError(e));
    }
  };

  return (
    <>
      <PlainDivider>or</PlainDivider>
      <div style={{ display: 'flex', flexDirection: 'column', gap: cssVar.paddingXS }}>
        {googleClientId ? (
          <ProviderButton busy={leaving === 'google'} icon={<GoogleOutlined />} onClick={google} testId="social-google">
            Continue with Google
          </ProviderButton>
        ) : null}
        {config.twitterEnabled ? (
          <ProviderButton busy={leaving === 'twitter'} icon={<TwitterOutlined />} onClick={() => void twitter()} testId="social-twitter">
            Continue with Twitter
          </ProviderButton>
        ) : null}
      </div>
    </>
  );
}
