// The header's account corner: avatar + name opening the account menu, or Log in / Sign up when anonymous.
// The menu itself (account-menu.tsx: the links, their icons and antd's Dropdown) loads on the first click;
// the avatar is drawn without antd's Avatar (plain-avatar.tsx).
import { WalletOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { HeaderCart } from '@/components/cart/header-cart';
import { HeaderMessages } from '@/components/messages/header-messages';
import { LinkButton } from '@/components/common/link-button';
import { formatPrice } from '@/lib/money';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { PlainAvatar } from './plain-avatar';

export function displayName(user: { name: string; username: string | null }): string {
  return user.name || user.username || 'My account';
}

const AccountMenu = lazy(() => import('./account-menu'));

export function UserMenu() {
  const { token } = theme.useToken();
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const [menuAsked, setMenuAsked] = useState(false);

  if (!loggedIn) {
    return (
      <>
        <LinkButton href="/auth/login" data-testid="header-login">
          Log in
        </LinkButton>
        {/* On phones Sign up lives in the drawer menu, keeping the bar within 360 px. */}
        <LinkButton href="/auth/register" type="primary" className="fs-desktop-only" data-testid="header-signup">
          Sign up
        </LinkButton>
      </>
    );
  }

  const name = displayName(user);
  const trigger = (
    <Button
      type="text"
      data-testid="user-menu"
      aria-label={`Account menu for ${name}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, height: 40, paddingInline: token.paddingXS }}
      onClick={menuAsked ? undefined : () => setMenuAsked(true)}
    >
      <PlainAvatar src={user.avatar} size={32} />
      <span className="fs-user-trigger-name fs-hide-xs">{name}</span>
    </Button>
  );

  return (
    <>
      <HeaderMessages />
      <HeaderCart />
      {/* The balance follows the server's pushes (src/services/socket.ts), in every open tab. */}
      <LinkButton
        href="/wallet"
        type="text"
        icon={<WalletOutlined />}
        aria-label={`Wallet balance ${formatPrice(user.balance)}`}
        style={{ paddingInline: token.paddingXS }}
        data-testid="header-balance"
      >
        {formatPrice(user.balance)}
      </LinkButton>
      {menuAsked ? (
        // While the menu's code loads, the button stays as it was, so the header does not jump.
        <Suspense fallback={trigger}>
          <AccountMenu trigger={trigger} />
        </Suspense>
      ) : (
        trigger
      )}
    </>
  );
}
