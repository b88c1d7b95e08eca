// The menu drawer (the header's phone menu and the rail's and bottom bar's More load it on the first tap): the
// header's navigation, the account's links in their groups and Log out, or Log in / Sign up for visitors. It brings antd's theme with it (the app shell has none).
import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Drawer, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { LinkButton } from '@/components/common/link-button';
import { logout } from '@/redux/auth/actions';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectUI } from '@/redux/ui/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountGroups } from './account-links';
import { siteNavLinks } from './nav-items';
import { MenuLink, menusOf } from './menu-link';
import { displayName } from './user-menu';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

function DrawerMenu({ open, onClose: close }: MobileMenuDrawerProps) {
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
  const headingStyle = {
    margin: `${token.marginSM}px 0 0`,
    padding: `${token.paddingXXS}px ${token.padding}px`,
    color: cssVar.colorTextSecondary,
    fontSize: token.fontSizeSM,
    fontWeight: token.fontWeightStrong,
    letterSpacing: '0.04em',
    textTransform: 'uppercase' as const,
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
          ? accountGroups(user, isAdmin).map((group) => (
              <section key={group.key} aria-labelledby={`menu-group-${group.key}`} data-testid={`menu-group-${group.key}`}>
                <h2 id={`menu-group-${group.key}`} style={headingStyle}>
                  {group.label}
                </h2>
                {group.links.map((link) => (
                  <Link key={link.key} href={link.href} style={linkStyle} onClick={close}>
                    {link.label}
                  </Link>
                ))}
              </section>
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

export default function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  return (
    <AntdTheme>
      <DrawerMenu {...props} />
    </AntdTheme>
  );
}
