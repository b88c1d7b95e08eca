// What a fresh account still lacks (email, its verification, username, picture), each with the way to fix it.
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { isPlaceholderAvatar } from '@/contracts/plain-values';
import type { CurrentUser } from '@/contracts/users';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { authService } from '@/services/auth.api';

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
    <Button size="small" loading={sending} onClick={resend} data-testid="home-resend-verification">
      Resend the link
    </Button>
  );
}

export function AccountChecklist({ user, accountPath }: { user: CurrentUser; accountPath: string }) {
  const { cssVar } = theme.useToken();
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
    <Flex vertical gap={12} data-testid="home-checklist">
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>Account setup</Typography.Text>
        <Progress percent={Math.round((done / items.length) * 100)} size="small" aria-label="Account set-up" style={{ flex: '1 1 160px', margin: 0 }} />
      </Flex>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Flex key={item.key} component="li" align="center" gap={8} wrap data-testid={`home-check-${item.key}`} data-done={item.done}>
            {item.done ? (
              <CheckCircleFilled style={{ color: cssVar.colorSuccess }} aria-label="Done" />
            ) : (
              <ExclamationCircleOutlined style={{ color: cssVar.colorWarning }} aria-label="To do" />
            )}
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>{item.label}</Typography.Text>
            {fixFor(item)}
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
