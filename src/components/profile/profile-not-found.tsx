// What /[profileId] shows for an address that is no user (answered with HTTP 404 on the server), and when the
// profile could not be read: antd's Result, in a chunk of its own inside antd's theme.
import { Button, Result } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { AntdScope } from '@/components/performers/antd-scope';

import { PROFILE_NOT_FOUND } from './profile-words';

export { PROFILE_NOT_FOUND };

export function ProfileNotFound() {
  return (
    <AntdScope>
      <Result
        status="404"
        title={PROFILE_NOT_FOUND}
        subTitle="Check the address, or the account may have been closed."
        extra={<LinkButton href="/" type="primary">Go to the start page</LinkButton>}
        data-testid="profile-not-found"
      />
    </AntdScope>
  );
}

export function ProfileLoadError({ message }: { message: string }) {
  return (
    <AntdScope>
      <Result
        status="warning"
        title="We could not load this profile"
        subTitle={message}
        extra={<Button onClick={() => window.location.reload()}>Try again</Button>}
      />
    </AntdScope>
  );
}
