// The notice a performer sees on their own profile while the public cannot see it yet. It is rare, so a
// performer's profile loads it (antd's Alert, inside antd's theme) only when it shows it.
import { Alert } from 'antd';
import { token } from '@/components/common/plain-tokens';
import { AntdScope } from '@/components/performers/antd-scope';

/** Shown to a performer on their own profile while the public cannot see it. */
export function UnlistedNotice() {
  return (
    <AntdScope>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: token.marginSM }}
        data-testid="profile-unlisted"
        title="Only you can see this profile for now"
        description="Fans can find and open it once an admin has verified your account."
      />
    </AntdScope>
  );
}
