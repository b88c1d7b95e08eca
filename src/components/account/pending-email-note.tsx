// Says where an email change stands: the account keeps its address until the link sent to the new one is
// opened (the server answers the same whether the new address is free or not, so the page cannot say more).
import { Alert } from 'antd';
import type { CurrentUser } from '@/contracts/users';

export function pendingEmailText(user: Pick<CurrentUser, 'email' | 'pendingEmail'>): string | null {
  if (!user.pendingEmail) return null;
  const current = user.email ? ` Until then we keep using ${user.email}.` : '';
  return (
    `We sent a link to ${user.pendingEmail}. Your address changes when you open it; the link works for 24 hours.${current} ` +
    'No email? Check the spelling, then save the address again to get a new link.'
  );
}

export function PendingEmailNote({ user }: { user: Pick<CurrentUser, 'email' | 'pendingEmail'> }) {
  const text = pendingEmailText(user);
  if (!text) return null;
  return <Alert type="info" showIcon title="Confirm your new email address" description={text} style={{ marginBottom: 16 }} data-testid="pending-email-note" />;
}
