// The header's messages and cart icons with their counts. The unread count is read once on login, then kept
// live by the server's 'message/unread-total' pushes (src/services/socket.ts); below 480 px the header has no
// room for the messages icon, so there the count shows on the account menu's Messages entry instead
// (account-menu.tsx). The cart's count follows changes made in other tabs too. Drawn with the shell's plain
// badge, link and icons (count-badge.tsx, common/plain-button.tsx, shell-icons.tsx) and antd's sizes without its
// theme code: antd's Badge, Button, icons and theme hook would load with every page.
import { useEffect } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadUnreadTotal } from '@/redux/unread-messages/actions';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';
import { CountBadge } from './count-badge';
import { PlainLinkButton } from '@/components/common/plain-button';
import { ShellIcon } from './shell-icons';
import { token } from '@/components/common/plain-tokens';

export function HeaderMessages() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const count = useAppSelector(selectUnreadTotal);

  useEffect(() => {
    if (loggedIn) dispatch(loadUnreadTotal());
  }, [dispatch, loggedIn]);

  return (
    <PlainLinkButton
      href="/messages"
      type="text"
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
      className="fs-hide-xs"
      style={{ paddingInline: token.paddingXS }}
      data-testid="header-messages"
      data-count={count}
    >
      <CountBadge count={count}>
        <ShellIcon icon="MessageOutlined" style={{ fontSize: 18 }} />
      </CountBadge>
    </PlainLinkButton>
  );
}

export function HeaderCart() {
  const { count } = useCart();
  return (
    <PlainLinkButton
      href="/cart"
      type="text"
      aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
      style={{ paddingInline: token.paddingXS }}
      data-testid="header-cart"
      data-count={count}
    >
      <CountBadge count={count}>
        <ShellIcon icon="ShoppingCartOutlined" style={{ fontSize: 18 }} />
      </CountBadge>
    </PlainLinkButton>
  );
}
