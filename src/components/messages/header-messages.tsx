// The header's messages icon with the number of unread messages; read once on login, then kept live by
// the server's 'message/unread-total' pushes (src/services/socket.ts). Below 480 px the header has no room
// for one more icon, so there the count shows on the account menu's Messages entry instead.
import { MessageOutlined } from '@ant-design/icons';
import { Badge, theme } from 'antd';
import { useEffect } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadUnreadTotal } from '@/redux/message/actions';
import { selectUnreadTotal } from '@/redux/message/selectors';

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
      <Badge count={count} size="small" overflowCount={99}>
        <MessageOutlined style={{ fontSize: 18 }} />
      </Badge>
    </LinkButton>
  );
}

/** The unread count beside "Messages" in the account menu. */
export function UnreadMessagesCount() {
  const count = useAppSelector(selectUnreadTotal);
  return <Badge count={count} size="small" overflowCount={99} data-testid="menu-messages-count" />;
}
