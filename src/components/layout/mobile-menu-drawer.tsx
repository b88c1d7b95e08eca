// The phone menu's drawer (mobile-menu.tsx loads it on the first tap): the header's navigation, the account
// links and Log out, or Log in / Sign up for visitors.
import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Drawer, Flex, theme, Typography } from 'antd';
import Link from 'next/link';
import { LinkButton } from '@/components/common/link-button';
import { logout } from '@/redux/auth/actions';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectUI } from '@/redux/ui/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountLinks, siteNavLinks } from './account-links';
import { MenuLink, menusOf } from './menu-link';
import { displayName } from './user-menu';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

export default function MobileMenuDrawer({ open, onClose: close }: MobileMenuDrawerProps) {
  const dispatch = useAppDispatch();
  const { token, cssVar } = theme.useToken();
  const loggedIn = useAppSelector(selectLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);
  const { menus } = useAppSelector(selectSettings);
  const { siteName } = useAppSelector(selectUI);
  const linkStyle = {
    display: 'block',
    padding: `${token.paddingSM}px ${token.padding}px`,
    borderRadius: token.borderRadius,
    color: cssVar.colorText,
    fontSize: token.fontSizeLG,
  };

  return (
    <Drawer title={siteName} placement="right" size={300} open={open} onClose={close} styles={{ body: { padding: token.paddingSM } }}>
      {loggedIn ? (
        <Flex align="center" gap="small" style={{ padding: `${token.paddingXS}px ${token.padding}px` }}>
          <Avatar src={user.avatar} alt="" size={40} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {displayName(user)}
            </Typography.Text>
            {user.username ? <Typography.Text type="secondary">@{user.username}</Typography.Text> : null}
          </div>
        </Flex>
      ) : null}
      <nav aria-label="Menu" data-testid="mobile-menu">
        <Link href="/home" style={linkStyle} onClick={close}>
          Home
        </Link>
        {siteNavLinks.map((link) => (
          <Link key={link.key} href={link.href} style={linkStyle} onClick={close} data-testid={`mobile-${link.key}`}>
            {link.label}
          </Link>
        ))}
        {menusOf(menus, 'header').map((item) => (
          <MenuLink key={`${item.title}-${item.path}`} item={item} style={linkStyle} onNavigate={close} />
        ))}
        {loggedIn
          ? accountLinks(user, isAdmin).map((link) => (
              <Link key={link.key} href={link.href} style={linkStyle} onClick={close}>
                {link.label}
              </Link>
            ))
          : null}
      </nav>
      <Divider style={{ margin: `${token.marginSM}px 0` }} />
      {loggedIn ? (
        <Button
          block
          danger
          icon={<LogoutOutlined />}
          data-testid="mobile-logout-button"
          onClick={() => {
            close();
            dispatch(logout());
          }}
        >
          Log out
        </Button>
      ) : (
        <Flex vertical gap="small">
          <LinkButton href="/auth/login" block onClick={close}>
            Log in
          </LinkButton>
          <LinkButton href="/auth/register" block type="primary" onClick={close}>
            Sign up
          </LinkButton>
          <LinkButton href="/auth/model-register" block type="link" onClick={close}>
            Become a creator
          </LinkButton>
        </Flex>
      )}
    </Drawer>
  );
}
