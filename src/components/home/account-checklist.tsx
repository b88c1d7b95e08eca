// What a fresh account still lacks (email, its verification, username, picture), each with the way to fix it.
// Plain elements (the classes of home.module.css, the plain icons and button): no antd code on /home.
import Link from '@/components/common/app-link';
import { useState, type ReactNode } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import { CheckCircleFilled, ExclamationCircleOutlined, LoadingOutlined } from '@/components/common/plain-icon-outlines';
import { PlainProgress } from '@/components/common/plain-marks';
import { PlainButton } from '@/components/common/plain-button';
import { isPlaceholderAvatar } from '@/contracts/plain-values';
import type { CurrentUser } from '@/contracts/users';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { authService } from '@/services/auth.api';
import styles from './home.module.css';

export interface ChecklistItem {
  key: 'email' | 'verified' | 'username' | 'avatar';
  label: string;
  done: boolean;
}

export function checklistOf(user: CurrentUser): ChecklistItem[] {
  return [
    { key: 'email', label: user.email ? `Email address: ${user.email}` : 'Add an email address', done: !!user.email },
    { key: 'verified', label: user.verifiedEmail ? 'Email address verified' : 'Verify your email address', done: !!user.email && user.verifiedEmail },
    { key: 'username', label: user.username ? `Username: @${user.username}` : 'Choose a username', done: !!user.username },
    { key: 'avatar', label: isPlaceholderAvatar(user.avatar) ? 'Add a profile picture' : 'Profile picture added', done: !isPlaceholderAvatar(user.avatar) },
  ];
}

/** Whether the account still lacks something: the checklist shows only then. */
export const needsSetup = (user: CurrentUser): boolean => checklistOf(user).some((item) => !item.done);

function ResendVerification({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      const res = await authService.resendVerification(email);
      notifySuccess(res.data.message);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }
  return (
    <PlainButton
      icon={sending ? <PlainIcon icon={LoadingOutlined} /> : undefined}
      className={sending ? 'ant-btn-sm ant-btn-loading' : 'ant-btn-sm'}
      // Like antd's loading button, a press while the link is being sent does nothing.
      onClick={() => void (sending || resend())}
      data-testid="home-resend-verification"
    >
      Resend the link
    </PlainButton>
  );
}

export function AccountChecklist({ user, accountPath }: { user: CurrentUser; accountPath: string }) {
  const items = checklistOf(user);
  const done = items.filter((i) => i.done).length;
  const fixFor = (item: ChecklistItem): ReactNode => {
    if (item.done) return null;
    if (item.key === 'verified' && user.email) return <ResendVerification email={user.email} />;
    if (item.key === 'verified') return null;
    return (
      <Link href={accountPath} data-testid={`home-fix-${item.key}`}>
        {item.key === 'avatar' ? 'Upload' : 'Add it'}
      </Link>
    );
  };

  return (
    <div className={styles.column12} data-testid="home-checklist">
      <div className={`${styles.row} ${styles.row12}`}>
        <strong className={styles.strong}>Account setup</strong>
        <PlainProgress percent={(done / items.length) * 100} aria-label="Account set-up" style={{ flex: '1 1 160px', margin: 0 }} />
      </div>
      <ul className={`${styles.column8} ${styles.list}`}>
        {items.map((item) => (
          <li key={item.key} className={styles.row} data-testid={`home-check-${item.key}`} data-done={item.done}>
            {item.done ? (
              <PlainIcon icon={CheckCircleFilled} className={styles.done} aria-label="Done" />
            ) : (
              <PlainIcon icon={ExclamationCircleOutlined} className={styles.todo} aria-label="To do" />
            )}
            <span className={styles.label}>{item.label}</span>
            {fixFor(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
