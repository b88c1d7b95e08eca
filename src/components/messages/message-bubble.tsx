// One message in a thread: the viewer's own on the right, the other person's on the left; deleted ones
// keep their place in italics; the sender may delete their own after confirming.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, theme, type ButtonProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, type CSSProperties } from 'react';
import type { Message } from '@/contracts/messages';
import { DELETED_MESSAGE_TEXT } from '@/contracts/shell-values';
import { formatPrice } from '@/lib/money';
import { BuyButton } from '@/components/wallet/buy-button';
import { LockedMessageMedia, MessageFiles } from './message-media';
import { formatMessageTime } from './message-time';

export interface MessageBubbleProps {
  message: Message;
  isOwn: boolean;
  onDelete: (message: Message) => void;
  /** Reads the message again: after paying for it, or once the server has prepared its media. */
  onReread: (message: Message) => Promise<void> | void;
}

export function MessageBubble({ message, isOwn, onDelete, onReread }: MessageBubbleProps) {
  const { token, cssVar } = theme.useToken();
  const bubble: CSSProperties = {
    maxWidth: 'min(75%, 420px)',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderRadius: token.borderRadiusLG,
    background: isOwn ? cssVar.colorPrimaryBg : cssVar.colorFillTertiary,
    color: cssVar.colorText,
    overflowWrap: 'anywhere',
  };
  const locked = !message.isDeleted && message.isLocked;
  // Stable, so a file's status poll keeps its rhythm across renders.
  const reread = useCallback(() => onReread(message), [onReread, message]);
  // The wallet's own purchase flow (confirmation, Idempotency-Key, top-up hint) serves messages as well.
  const unlock = (
    <BuyButton kind="message" itemId={message._id} price={message.price ?? 0} label="Unlock for" testId={`message-unlock-${message._id}`} onBought={() => void reread()} />
  );

  return (
    <Flex
      justify={isOwn ? 'flex-end' : 'flex-start'}
      data-testid={`message-${message._id}`}
      data-own={isOwn}
      data-deleted={message.isDeleted}
      data-locked={locked}
    >
      <Flex vertical gap={6} style={bubble}>
        {message.isDeleted ? (
          <Typography.Text italic type="secondary" data-testid="message-text">
            {DELETED_MESSAGE_TEXT}
          </Typography.Text>
        ) : (
          <>
            {locked ? (
              <LockedMessageMedia message={message} unlock={isOwn ? null : unlock} />
            ) : (
              <MessageFiles message={message} onReady={reread} />
            )}
            {message.text ? (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="message-text">
                {message.text}
              </Typography.Text>
            ) : null}
          </>
        )}
        <Flex align="center" justify="flex-end" gap={6} wrap>
          {isOwn && message.price && !message.isDeleted ? <Tag color="gold">Pay-per-view · {formatPrice(message.price)}</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          </Typography.Text>
          {isOwn && !message.isDeleted ? (
            <Popconfirm
              title="Delete this message?"
              description="The other person will see that it was deleted."
              okText="Delete"
              okButtonProps={{ danger: true, 'data-testid': 'message-delete-confirm' } as ButtonProps}
              onConfirm={() => onDelete(message)}
            >
              <Button size="small" type="text" icon={<DeleteOutlined />} aria-label="Delete this message" data-testid={`message-delete-${message._id}`} />
            </Popconfirm>
          ) : null}
        </Flex>
      </Flex>
    </Flex>
  );
}
