// /messages: the conversation list beside the open conversation on wide screens, one of the two at a time
// on phones. `?toSource=performer&toId=<user id>` opens (or starts) the conversation with that person, as the
// profile's Message button does; `?conversationId=` opens a known one.
import { MessageOutlined } from '@ant-design/icons';
import { Empty, Flex, Grid, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Conversation } from '@/contracts/messages';
import { PageContainer } from '@/components/common/page-container';
import { activateConversation, deselectConversation, searchConversations } from '@/redux/conversation/actions';
import { selectActiveConversation, selectConversationList, selectConversations } from '@/redux/conversation/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

export const CONVERSATION_PAGE_SIZE = 20;

const one = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : null);

/** What the address asks to open, as a key that changes only when the request does. */
function requestedFrom(query: Record<string, string | string[] | undefined>) {
  const toId = one(query.toId);
  if (toId) return { key: `to:${toId}`, payload: { source: one(query.toSource) === 'user' ? ('user' as const) : ('performer' as const), sourceId: toId } };
  const conversationId = one(query.conversationId);
  if (conversationId) return { key: `c:${conversationId}`, payload: { conversationId } };
  return null;
}

export function MessagesPage() {
  const { token, cssVar } = theme.useToken();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const conversations = useAppSelector(selectConversations);
  const list = useAppSelector(selectConversationList);
  const active = useAppSelector(selectActiveConversation);
  const [q, setQ] = useState('');
  // Below md only one pane shows, and the list then takes the whole width.
  const onePane = Grid.useBreakpoint().md === false;
  const handled = useRef('');

  useEffect(() => {
    dispatch(searchConversations({ offset: 0, limit: CONVERSATION_PAGE_SIZE }));
    // Leaving the page closes the conversation, so the next visit starts from the list.
    return () => {
      dispatch(deselectConversation());
    };
  }, [dispatch]);

  useEffect(() => {
    if (!router.isReady) return;
    const requested = requestedFrom(router.query);
    if (!requested || requested.key === handled.current) return;
    handled.current = requested.key;
    dispatch(activateConversation(requested.payload));
  }, [dispatch, router.isReady, router.query]);

  const select = useCallback(
    (c: Conversation) => {
      handled.current = `c:${c._id}`;
      dispatch(activateConversation({ conversationId: c._id }));
      void router.replace({ pathname: '/messages', query: { conversationId: c._id } }, undefined, { shallow: true, scroll: false });
    },
    [dispatch, router],
  );
  const back = useCallback(() => {
    handled.current = '';
    dispatch(deselectConversation());
    void router.replace('/messages', undefined, { shallow: true, scroll: false });
  }, [dispatch, router]);
  const search = (text: string) => {
    setQ(text);
    dispatch(searchConversations({ q: text || undefined, offset: 0, limit: CONVERSATION_PAGE_SIZE }));
  };
  const loadMore = () =>
    dispatch(searchConversations({ q: q || undefined, offset: list.data.length, limit: CONVERSATION_PAGE_SIZE, loadMore: true }));

  const frame: CSSProperties = {
    height: 'max(420px, calc(100dvh - 190px))',
    border: `1px solid ${cssVar.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: cssVar.colorBgContainer,
    overflow: 'hidden',
  };
  // Phones show one pane: the list until a conversation opens, then the conversation (CSS, so the
  // server's render already matches). Wide screens show both.
  return (
    <PageContainer maxWidth={1100}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Messages
      </Typography.Title>
      <Flex style={frame} data-testid="messages-page" data-active={active?._id ?? ''}>
        <div
          className={active ? 'fs-desktop-only' : undefined}
          style={{ flex: '1 1 300px', maxWidth: onePane ? undefined : 380, minWidth: 0, borderRight: `1px solid ${cssVar.colorBorderSecondary}` }}
        >
          <ConversationList
            conversations={conversations}
            total={list.total}
            requesting={list.requesting}
            activeId={active?._id ?? null}
            onSelect={select}
            onSearch={search}
            onLoadMore={loadMore}
          />
        </div>
        <div className={active ? undefined : 'fs-desktop-only'} style={{ flex: '999 1 0', minWidth: 0 }}>
          {active ? (
            <ConversationPane key={active._id} conversation={active} onBack={back} />
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Empty image={<MessageOutlined style={{ fontSize: 48, color: cssVar.colorTextQuaternary }} />} description="Choose a conversation" />
            </Flex>
          )}
        </div>
      </Flex>
    </PageContainer>
  );
}
