// The open conversation: who it is with (and a way back to the list on phones), its messages, and the
// composer, or why nobody can write when one of the two blocked the other.
import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { useCallback, useState } from 'react';
import type { Conversation, Message, SendMessageBody } from '@/contracts/messages';
import { INITIAL_MESSAGE_PAGE } from '@/contracts/shell-values';
import { useConversationPresence } from '@/components/notifications/use-conversation-presence';
import { getResponseError, notifyError } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { deleteMessage, loadMoreMessages, messageBought, sendMessage } from '@/redux/message/actions';
import { selectDeleteMessage, selectMessagesOf, selectSendMessage } from '@/redux/message/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { TipButton } from '@/components/wallet/tip-button';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { rereadMessage } from './reread-message';

export const BLOCKED_NOTICE = 'You cannot send messages here: one of you has blocked the other. Earlier messages stay readable.';

function PaneHeader({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const { token, cssVar } = theme.useToken();
  const who = conversation.recipientInfo;
  const name = who.name || who.username || 'Someone';
  const title = (
    <Typography.Text strong ellipsis data-testid="thread-title">
      {name}
    </Typography.Text>
  );
  return (
    <Flex align="center" gap={token.marginSM} style={{ padding: token.paddingSM, borderBottom: `1px solid ${cssVar.colorBorderSecondary}` }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to conversations" className="fs-mobile-only" data-testid="thread-back" />
      <Avatar src={who.avatar || undefined} icon={<UserOutlined />} size={36} alt="" />
      {who.isPerformer ? <Link href={`/${encodeURIComponent(who.username || who._id)}`}>{title}</Link> : title}
      {/* A chat with a performer can tip them; the tip dialog loads when pressed. */}
      {who.isPerformer && !conversation.isBlocked ? (
        <span style={{ marginLeft: 'auto' }}>
          <TipButton performer={who} testId="chat-tip" conversationId={conversation._id} />
        </span>
      ) : null}
    </Flex>
  );
}

export interface ConversationPaneProps {
  conversation: Conversation;
  onBack: () => void;
}

export function ConversationPane({ conversation, onBack }: ConversationPaneProps) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const thread = useAppSelector(selectMessagesOf(conversation._id));
  const sendState = useAppSelector(selectSendMessage);
  const deleteState = useAppSelector(selectDeleteMessage);
  // The send state is shared by every conversation: only this pane's own send shows its outcome here.
  const [sentHere, setSentHere] = useState(false);
  const [deletedHere, setDeletedHere] = useState(false);
  const id = conversation._id;
  const { items } = thread;
  // While shown here, its messages are no news for the notification centre.
  useConversationPresence(id);

  const loadOlder = useCallback(
    () => dispatch(loadMoreMessages({ conversationId: id, offset: items.length, limit: INITIAL_MESSAGE_PAGE.limit })),
    [dispatch, id, items.length],
  );
  const remove = useCallback(
    (m: Message) => {
      setDeletedHere(true);
      dispatch(deleteMessage({ messageId: m._id, conversationId: id }));
    },
    [dispatch, id],
  );
  // After an unlock or once its media are ready, the message is read again and replaces the old copy.
  const reread = useCallback(
    async (m: Message) => {
      const newer = items.length - 1 - items.findIndex((x) => x._id === m._id);
      try {
        const fresh = await rereadMessage(m, newer);
        if (fresh) dispatch(messageBought(fresh));
      } catch (e) {
        notifyError(getResponseError(e));
      }
    },
    [dispatch, items],
  );
  const send = (data: SendMessageBody) => {
    setSentHere(true);
    dispatch(sendMessage({ conversationId: id, data }));
  };

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} data-testid="conversation-pane" data-conversation-id={id}>
      <PaneHeader conversation={conversation} onBack={onBack} />
      <MessageThread messages={items} total={thread.total} fetching={thread.fetching} meId={me._id} onLoadOlder={loadOlder} onDelete={remove} onReread={reread} />
      {deletedHere && deleteState.error ? (
        <Alert type="error" showIcon closable title={deleteState.error.message} onClose={() => setDeletedHere(false)} data-testid="message-delete-error" />
      ) : null}
      {conversation.isBlocked ? (
        <Alert type="warning" showIcon title={BLOCKED_NOTICE} style={{ margin: 8 }} data-testid="thread-blocked" />
      ) : (
        <MessageComposer
          isPerformer={me.isPerformer}
          sendState={{ sending: sentHere && sendState.sending, success: sendState.success, error: sentHere ? (sendState.error?.message ?? null) : null }}
          onSend={send}
        />
      )}
    </Flex>
  );
}
