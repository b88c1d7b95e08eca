// A live session's chat beside the video: the lines as they come (tips highlighted), older ones on demand, a
// one-line composer while the session is live, and for the performer (or an admin) deleting a line and
// clearing the chat. Everyone may delete their own lines.
import { DeleteOutlined, GiftOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Popconfirm, Spin, Tooltip, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import { MAX_STREAM_MESSAGE_LENGTH } from '@/contracts/list-values';
import type { Message } from '@/contracts/messages';
import { INITIAL_MESSAGE_PAGE } from '@/contracts/shell-values';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import {
  fetchStreamConversation,
  loadMoreStreamMessages,
  loadStreamMessages,
  receiveDeletedStreamMessage,
  resetStreamMessages,
  sendStreamMessage,
  streamMessagesCleared,
} from '@/redux/stream-message/actions';
import { selectActiveStreamConversation, selectSendStreamMessage, selectStreamMessagesOf } from '@/redux/stream-message/selectors';
import { messageService } from '@/services/message.api';
import { streamChatService } from '@/services/stream-chat.api';

export const CHAT_DELETE_FAILED = 'Could not delete the message, please try again';
export const CHAT_CLEAR_FAILED = 'Could not clear the chat, please try again';

export interface LiveChatProps {
  /** The session's chat, when the session answer names it. */
  conversationId: string | null;
  /** Whose session it is: their live chat is looked up when the session does not name one. */
  performerId: string;
  /** The viewer's own id (their lines can be deleted by them). */
  meId: string;
  /** The performer or an admin: may delete any line and clear the chat. */
  moderator: boolean;
  /** Lines can be sent (the session is live). */
  canSend: boolean;
  /** Fills the height it is given instead of a fixed one (the performer's console). */
  height?: number | string;
}

function ChatLine({ line, canDelete, onDelete }: { line: Message; canDelete: boolean; onDelete: (line: Message) => void }) {
  const { token, cssVar } = theme.useToken();
  const name = line.sender?.name || line.sender?.username || 'Someone';
  const isTip = line.type === 'tip';
  return (
    <Flex
      align="flex-start"
      gap={6}
      data-testid="live-chat-line"
      data-type={line.type}
      data-deleted={line.isDeleted ? 'true' : 'false'}
      style={{
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        borderRadius: token.borderRadiusSM,
        background: isTip && !line.isDeleted ? cssVar.colorWarningBg : undefined,
      }}
    >
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {isTip && !line.isDeleted ? <GiftOutlined style={{ color: cssVar.colorWarning, marginInlineEnd: 4 }} /> : null}
        <Typography.Text strong>{name}</Typography.Text>{' '}
        {line.isDeleted ? (
          <Typography.Text type="secondary" italic>
            {line.text}
          </Typography.Text>
        ) : isTip ? (
          <Typography.Text data-testid="live-chat-tip">tipped {formatPrice(line.amount ?? 0)}</Typography.Text>
        ) : (
          <Typography.Text>{line.text}</Typography.Text>
        )}
      </div>
      {canDelete && !line.isDeleted ? (
        <Tooltip title="Delete this message">
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`Delete the message from ${name}`}
            onClick={() => onDelete(line)}
            data-testid="live-chat-delete"
          />
        </Tooltip>
      ) : null}
    </Flex>
  );
}

export function LiveChat({ conversationId, performerId, meId, moderator, canSend, height = 420 }: LiveChatProps) {
  const { token, cssVar } = theme.useToken();
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveStreamConversation);
  const chatId = conversationId ?? active?._id ?? null;
  const chat = useAppSelector(selectStreamMessagesOf(chatId));
  const sendState = useAppSelector(selectSendStreamMessage);
  const [text, setText] = useState('');
  const [clearing, setClearing] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const sentText = useRef<string | null>(null);

  useEffect(() => {
    if (conversationId) dispatch(loadStreamMessages({ conversationId, ...INITIAL_MESSAGE_PAGE }));
    else dispatch(fetchStreamConversation({ performerId }));
    return () => {
      dispatch(resetStreamMessages());
    };
  }, [dispatch, conversationId, performerId]);

  // New lines scroll into view.
  const count = chat.items.length;
  const lastId = chat.items.at(-1)?._id;
  useEffect(() => {
    const el = list.current;
    if (el && !chat.isLoadMore) el.scrollTop = el.scrollHeight;
  }, [count, lastId, chat.isLoadMore]);

  // The composer empties once its line went through.
  useEffect(() => {
    if (sendState.success && sentText.current !== null) {
      sentText.current = null;
      setText('');
    }
  }, [sendState.success]);

  function send() {
    const line = text.trim();
    if (!line || !chatId || sendState.sending) return;
    sentText.current = line;
    dispatch(sendStreamMessage({ conversationId: chatId, data: { text: line } }));
  }

  async function remove(line: Message) {
    try {
      await messageService.delete(line._id);
      dispatch(receiveDeletedStreamMessage({ conversationId: line.conversationId, messageId: line._id }));
    } catch (e) {
      notifyError(errorMessageOr(e, CHAT_DELETE_FAILED));
    }
  }

  async function clear() {
    if (!chatId) return;
    setClearing(true);
    try {
      await streamChatService.clear(chatId);
      dispatch(streamMessagesCleared(chatId));
    } catch (e) {
      notifyError(errorMessageOr(e, CHAT_CLEAR_FAILED));
    } finally {
      setClearing(false);
    }
  }

  const sendError = sendState.error && !sendState.sending ? errorMessageOr(sendState.error, 'Could not send the message, please try again') : null;

  return (
    <PlainCard
      size="small"
      title="Chat"
      data-testid="live-chat"
      extra={
        moderator && chatId ? (
          <Popconfirm
            title="Clear the chat?"
            description="Every message disappears for everyone."
            okText="Clear"
            okButtonProps={{ danger: true, 'data-testid': 'live-chat-clear-confirm' }}
            onConfirm={() => clear()}
          >
            <Button size="small" danger loading={clearing} disabled={chat.items.length === 0} data-testid="live-chat-clear">
              Clear chat
            </Button>
          </Popconfirm>
        ) : null
      }
      bodyStyle={{ padding: 0, display: 'flex', flexDirection: 'column' }}
    >
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        style={{ height, overflowY: 'auto', padding: token.paddingXS }}
        data-testid="live-chat-lines"
      >
        {chat.items.length < chat.total ? (
          <Flex justify="center">
            <Button
              type="link"
              size="small"
              loading={chat.fetching && chat.isLoadMore}
              onClick={() => chatId && dispatch(loadMoreStreamMessages({ conversationId: chatId, offset: chat.items.length, limit: INITIAL_MESSAGE_PAGE.limit }))}
              data-testid="live-chat-more"
            >
              Earlier messages
            </Button>
          </Flex>
        ) : null}
        {chat.items.length === 0 ? (
          chat.fetching ? (
            <Flex justify="center" style={{ padding: token.padding }}>
              <Spin />
            </Flex>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet. Say hello!" />
          )
        ) : (
          chat.items.map((line) => (
            <ChatLine key={line._id} line={line} canDelete={moderator || line.senderId === meId} onDelete={(l) => void remove(l)} />
          ))
        )}
      </div>
      <div style={{ padding: token.paddingXS, borderTop: `1px solid ${cssVar.colorBorderSecondary}` }}>
        {canSend ? (
          <Flex vertical gap={6}>
            <Flex gap={6}>
              <Input
                value={text}
                onChange={(e) => setText(e.target.value)}
                onPressEnter={() => send()}
                maxLength={MAX_STREAM_MESSAGE_LENGTH}
                placeholder="Say something…"
                aria-label="Chat message"
                disabled={!chatId}
                data-testid="live-chat-input"
              />
              <Button
                type="primary"
                icon={<SendOutlined />}
                aria-label="Send"
                loading={sendState.sending}
                disabled={!chatId || !text.trim()}
                onClick={() => send()}
                data-testid="live-chat-send"
              />
            </Flex>
            {sendError ? <Alert type="error" showIcon title={sendError} data-testid="live-chat-error" /> : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary">The chat is closed.</Typography.Text>
        )}
      </div>
    </PlainCard>
  );
}
