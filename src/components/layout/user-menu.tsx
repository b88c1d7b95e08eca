// The header's account corner: avatar + name opening the account menu (with a fan's cart and wallet balance
// before it), or Log in / Sign up when anonymous.
// The menu itself (account-menu.tsx: the links, their icons and antd's Dropdown) loads on the first click;
// the avatar is drawn without antd's Avatar (plain-avatar.tsx), the buttons without antd's Button
// (common/plain-button.tsx), the icons without @ant-design/icons (shell-icons.tsx).
import { lazy, Suspense, useState } from 'react';
import { formatPrice } from '@/lib/money';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { PlainButton, PlainLinkButton } from '@/components/common/plain-button';
import { HeaderCart, useUnreadMessagesTotal } from './header-counts';
import { navRoleOf } from './nav-items';
import { PlainAvatar } from './plain-avatar';
import { ShellIcon } from './shell-icons';
import { token } from '@/components/common/plain-tokens';

export function displayName(user: { name: string; username: string | null }): string {
  return user.name || user.username || 'My account';
}

const AccountMenu = lazy(() => import('./account-menu'));

export function UserMenu() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [menuAsked, setMenuAsked] = useState(false);
  useUnreadMessagesTotal();

  if (!loggedIn) {
    return (
      <>
        <PlainLinkButton href="/auth/login" data-testid="header-login">
          Log in
        </PlainLinkButton>
        {/* On phones Sign up lives in the drawer menu, keeping the bar within 360 px. */}
        <PlainLinkButton href="/auth/register" type="primary" className="fs-desktop-only" data-testid="header-signup">
          Sign up
        </PlainLinkButton>
      </>
    );
  }

  const name = displayName(user);
  const trigger = (
    <PlainButton
      type="text"
      data-testid="user-menu"
      aria-label={`Account menu for ${name}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, height: 40, paddingInline: token.paddingXS }}
      onClick={menuAsked ? undefined : () => setMenuAsked(true)}
    >
      <PlainAvatar src={user.avatar} size={32} />
      <span className="fs-user-trigger-name fs-hide-xs">{name}</span>
    </PlainButton>
  );

  return (
    <>
      {/* Only fans buy: performers and admins have no use for a cart or a wallet in the header. */}
      {navRoleOf(user, isAdmin) === 'fan' ? (
        <>
          <HeaderCart />
          {/* The balance follows the server's pushes (src/services/socket.ts), in every open tab. */}
          <PlainLinkButton
            href="/wallet"
            type="text"
            icon={<ShellIcon icon="WalletOutlined" />}
            aria-label={`Wallet balance ${formatPrice(user.balance)}`}
            style={{ paddingInline: token.paddingXS }}
            data-testid="header-balance"
          >
            {formatPrice(user.balance)}
          </PlainLinkButton>
        </>
      ) : null}
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
