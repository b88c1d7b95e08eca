// "Continue with Google / Twitter", shown only for the providers the server is configured for.
import { GoogleOutlined, TwitterOutlined } from '@ant-design/icons';
import { Button, Divider, Flex } from 'antd';
import { useState } from 'react';
import { getResponseError, notifyError } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { googleAuthorizeUrl, startTwitterSignIn, type SocialRole } from './social-sign-in';

export function SocialButtons({ role = 'user' }: { role?: SocialRole }) {
  const [leaving, setLeaving] = useState<'google' | 'twitter' | null>(null);
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
      <Divider plain>or</Divider>
      <Flex vertical gap="small">
        {googleClientId ? (
          <Button block icon={<GoogleOutlined />} loading={leaving === 'google'} onClick={google} data-testid="social-google">
            Continue with Google
          </Button>
        ) : null}
        {config.twitterEnabled ? (
          <Button block icon={<TwitterOutlined />} loading={leaving === 'twitter'} onClick={twitter} data-testid="social-twitter">
            Continue with Twitter
          </Button>
        ) : null}
      </Flex>
    </>
  );
}
