// The account page shared by fans (/user/account) and performers (/creator/account): picture, profile
// fields, password and email choices, plus the performer's verification state.
import { Tabs } from 'antd';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { AvatarUpload } from './avatar-upload';
import { CompletionAlert } from './completion-alert';
import { NotificationPreferences } from './notification-preferences';
import { PasswordForm } from './password-form';
import { ProfileForm, type AccountSource } from './profile-form';
import { VerificationStatus } from './verification-status';

const tabLabels: Record<AccountSource, string> = { user: 'Profile', performer: 'Basic info' };

export function AccountPage({ source }: { source: AccountSource }) {
  const user = useAppSelector(selectCurrentUser);
  const verification = source === 'performer' ? user.performer?.verificationStatus : undefined;

  return (
    <TitledPage title="Account">
      <CompletionAlert user={user} />
      {verification ? (
        <PlainCard size="small">
          <VerificationStatus status={verification} />
        </PlainCard>
      ) : null}
      <PlainCard>
        <AvatarUpload src={user.avatar} />
      </PlainCard>
      <PlainCard>
        <Tabs
          items={[
            { key: 'profile', label: tabLabels[source], children: <ProfileForm source={source} /> },
            { key: 'password', label: 'Password', children: <PasswordForm source={source} /> },
            { key: 'notifications', label: 'Notifications', children: <NotificationPreferences isPerformer={user.isPerformer} /> },
          ]}
        />
      </PlainCard>
    </TitledPage>
  );
}
