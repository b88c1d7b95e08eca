// The header's cart icon with its count, and the first read of the unread messages total. The total is then kept
// live by the server's 'message/unread-total' pushes (src/services/socket.ts) and shown on the Messages entry
// of the side rail and the bottom bar (site-nav.tsx), which every logged-in page has. The cart's count follows
// changes made in other tabs too. Drawn with the shell's plain badge, link and icons (count-badge.tsx,
// common/plain-button.tsx, shell-icons.tsx) and antd's sizes without its theme code: antd's Badge, Button, icons
// and theme hook would load with every page.
import { useEffect } from 'react';
import { useCartCount } from '@/components/cart/cart-copy';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadUnreadTotal } from '@/redux/unread-messages/actions';
import { CountBadge } from './count-badge';
import { PlainLinkButton } from '@/components/common/plain-button';
import { ShellIcon } from './shell-icons';
import { token } from '@/components/common/plain-tokens';

/**
 * Reads the unread total once on login; the server's pushes keep it live after that. The rail (desktops) and the
 * bottom bar (phones) show it on their Messages entry, so the header carries no messages icon of its own.
 */
export function useUnreadMessagesTotal() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  useEffect(() => {
    if (loggedIn) dispatch(loadUnreadTotal());
  }, [dispatch, loggedIn]);
}

export function HeaderCart() {
  const count = useCartCount();
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
