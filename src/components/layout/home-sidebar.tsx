// The home layout's side column: who is logged in with a way to their account, or an invitation to join.
import { Avatar, Card, Flex, Typography } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountLinks } from './account-links';
import { displayName } from './user-menu';

export function HomeSidebar() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);
  const { siteName } = useAppSelector(selectUI);

  if (!loggedIn) {
    return (
      <Card title={`Join ${siteName}`}>
        <Typography.Paragraph type="secondary">
          Follow the creators you like, subscribe to their posts and talk to them directly.
        </Typography.Paragraph>
        <Flex vertical gap="small">
          <LinkButton href="/auth/register" type="primary" block>
            Sign up
          </LinkButton>
          <LinkButton href="/auth/model-register" block>
            Become a creator
          </LinkButton>
        </Flex>
      </Card>
    );
  }

  return (
    <Card>
      <Flex align="center" gap="middle">
        <Avatar src={user.avatar} alt="" size={56} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {displayName(user)}
          </Typography.Text>
          {user.username ? (
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
              @{user.username}
            </Typography.Text>
          ) : null}
        </div>
      </Flex>
      <Flex vertical gap="small" style={{ marginTop: 16 }}>
        {accountLinks(user, isAdmin).map((link) => (
          <LinkButton key={link.key} href={link.href} block>
            {link.label}
          </LinkButton>
        ))}
      </Flex>
    </Card>
  );
}
