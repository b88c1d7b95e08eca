// Shown until the account has both an email and a username; users without them land on the account page
// after logging in.
import { Alert } from 'antd';
import type { CurrentUser } from '@/contracts/users';

export const COMPLETION_MESSAGE = 'Add your username and email to finish setting up your account';

export const isAccountComplete = (user: Pick<CurrentUser, 'email' | 'username'>) => !!user.email && !!user.username;

export function CompletionAlert({ user }: { user: Pick<CurrentUser, 'email' | 'username'> }) {
  if (isAccountComplete(user)) return null;
  return <Alert type="warning" showIcon title={COMPLETION_MESSAGE} data-testid="account-completion-alert" />;
}
