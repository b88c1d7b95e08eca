// The home layout's side column: who is logged in with a way to their account, or an invitation to join.
import { Flex, theme } from 'antd';
import type { CSSProperties } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountLinks } from './account-links';
import { PlainAvatar } from './plain-avatar';
import { PlainCard } from './plain-card';
import { displayName } from './user-menu';

/** One line cut with an ellipsis, as antd's Typography does, without its editing and copying code. */
const oneLine: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export function HomeSidebar() {
  const { token, cssVar } = theme.useToken();
  const loggedIn = useAppSelector(selectLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);
  const { siteName } = useAppSelector(selectUI);

  if (!loggedIn) {
    return (
      <PlainCard title={`Join ${siteName}`}>
        <p style={{ color: cssVar.colorTextSecondary, marginTop: 0, marginBottom: '1em' }}>
          Follow the creators you like, subscribe to their posts and talk to them directly.
        </p>
        <Flex vertical gap="small">
          <LinkButton href="/auth/register" type="primary" block>
            Sign up
          </LinkButton>
          <LinkButton href="/auth/model-register" block>
            Become a creator
          </LinkButton>
        </Flex>
      </PlainCard>
    );
  }

  return (
    <PlainCard>
      <Flex align="center" gap="middle">
        <PlainAvatar src={user.avatar} size={56} />
        <div style={{ minWidth: 0 }}>
          <strong style={{ ...oneLine, fontWeight: token.fontWeightStrong }}>{displayName(user)}</strong>
          {user.username ? <span style={{ ...oneLine, color: cssVar.colorTextSecondary }}>@{user.username}</span> : null}
        </div>
      </Flex>
      <Flex vertical gap="small" style={{ marginTop: 16 }}>
        {accountLinks(user, isAdmin).map((link) => (
          <LinkButton key={link.key} href={link.href} block>
            {link.label}
          </LinkButton>
        ))}
      </Flex>
    </PlainCard>
  );
}
