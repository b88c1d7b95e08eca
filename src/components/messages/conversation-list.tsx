// The viewer's conversations, newest activity first: the other person, the last message and its time, and
// how many messages they have not read yet; a search by name above, more on request below.
import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Empty, Flex, Input, Spin, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Conversation } from '@/contracts/messages';
import { formatListTime } from './message-time';

export interface ConversationListProps {
  conversations: Conversation[];
  total: number;
  requesting: boolean;
  activeId: string | null;
  onSelect: (conversation: Conversation) => void;
  onSearch: (q: string) => void;
  onLoadMore: () => void;
}

const SEARCH_PAUSE_MS = 400;

const nameOf = (c: Conversation) => c.recipientInfo.name || c.recipientInfo.username || 'Someone';

function ConversationItem({ conversation, active, onSelect }: { conversation: Conversation; active: boolean; onSelect: () => void }) {
  const { token, cssVar } = theme.useToken();
  const unread = conversation.totalNotSeenMessages;
  const row: CSSProperties = {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: token.marginSM,
    padding: token.paddingSM,
    border: 'none',
    borderRadius: token.borderRadius,
    background: active ? token.controlItemBgActive : 'transparent',
    color: cssVar.colorText,
    textAlign: 'left',
    cursor: 'pointer',
    font: 'inherit',
  };
  const preview = conversation.isBlocked ? 'Blocked' : conversation.lastMessage || 'No messages yet';
  return (
    <button
      type="button"
      style={row}
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      aria-label={`Conversation with ${nameOf(conversation)}${unread ? `, ${unread} unread` : ''}`}
      data-testid={`conversation-item-${conversation._id}`}
      data-unread={unread}
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <Avatar src={conversation.recipientInfo.avatar || undefined} icon={<UserOutlined />} size={40} alt="" />
      </Badge>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong={unread > 0} ellipsis>
            {nameOf(conversation)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, flex: 'none' }}>
            {formatListTime(conversation.lastMessageCreatedAt ?? conversation.updatedAt)}
          </Typography.Text>
        </Flex>
        {/* The title keeps the whole message within reach when the row cuts it short. */}
        <Typography.Text type={unread ? undefined : 'secondary'} strong={unread > 0} ellipsis title={preview} data-testid="conversation-last-message">
          {preview}
        </Typography.Text>
      </Flex>
    </button>
  );
}

export function ConversationList({ conversations, total, requesting, activeId, onSelect, onSearch, onLoadMore }: ConversationListProps) {
  const { token } = theme.useToken();
  const [q, setQ] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);
  const searchNow = (text: string) => {
    stopTimer();
    onSearch(text.trim());
  };
  // Typing searches once the visitor pauses; Enter and clearing search at once.
  const type = (text: string) => {
    setQ(text);
    stopTimer();
    if (!text) searchNow('');
    else timer.current = setTimeout(() => searchNow(text), SEARCH_PAUSE_MS);
  };

  return (
    <Flex vertical gap={token.marginXS} style={{ height: '100%', minHeight: 0 }} data-testid="conversation-list">
      <div style={{ padding: token.paddingSM, paddingBottom: 0 }}>
        <Input
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search conversations"
          allowClear
          aria-label="Search conversations by name"
          value={q}
          onChange={(e) => type(e.target.value)}
          onPressEnter={() => searchNow(q)}
          maxLength={100}
          data-testid="conversation-search"
        />
      </div>
      <nav aria-label="Conversations" style={{ flex: '1 1 auto', overflowY: 'auto', padding: token.paddingXXS }}>
        {conversations.map((c) => (
          <ConversationItem key={c._id} conversation={c} active={c._id === activeId} onSelect={() => onSelect(c)} />
        ))}
        {requesting ? (
          <Flex justify="center" style={{ padding: token.paddingSM }}>
            <Spin size="small" />
          </Flex>
        ) : null}
        {!requesting && !conversations.length ? <Empty description="No conversations yet" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        {!requesting && conversations.length < total ? (
          <Flex justify="center" style={{ padding: token.paddingXS }}>
            <Button onClick={onLoadMore} data-testid="conversation-load-more">
              Show more
            </Button>
          </Flex>
        ) : null}
      </nav>
    </Flex>
  );
}
