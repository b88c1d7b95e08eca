// The header's messages icon with the number of unread messages; read once on login, then kept live by
// the server's 'message/unread-total' pushes (src/services/socket.ts). Below 480 px the header has no room
// for one more icon, so there the count shows on the account menu's Messages entry instead (account-menu.tsx).
// The count is a plain badge (count-badge.tsx): antd's Badge would load with every page.
import { MessageOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { CountBadge } from '@/components/layout/count-badge';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadUnreadTotal } from '@/redux/unread-messages/actions';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';

export function HeaderMessages() {
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const count = useAppSelector(selectUnreadTotal);

  useEffect(() => {
    if (loggedIn) dispatch(loadUnreadTotal());
  }, [dispatch, loggedIn]);

  return (
    <LinkButton
      href="/messages"
      type="text"
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
      className="fs-hide-xs"
      style={{ paddingInline: token.paddingXS }}
      data-testid="header-messages"
      data-count={count}
    >
      <CountBadge count={count}>
        <MessageOutlined style={{ fontSize: 18 }} />
      </CountBadge>
    </LinkButton>
  );
}
