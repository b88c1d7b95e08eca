// The notice a performer sees on their own profile while the public cannot see it yet. It is rare, so a
// performer's profile loads it (antd's Alert) only when it shows it.
import { Alert, theme } from 'antd';

/** Shown to a performer on their own profile while the public cannot see it. */
export function UnlistedNotice() {
  const { token } = theme.useToken();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: token.marginSM }}
      data-testid="profile-unlisted"
      title="Only you can see this profile for now"
      description="Fans can find and open it once an admin has verified your account."
    />
  );
}
