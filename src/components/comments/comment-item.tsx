// One comment: who wrote it and when, its text and picture, and what the viewer may do with it (reply,
// open its replies, delete when the API says they may).
import { DeleteOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Popconfirm, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { useState, type ReactNode } from 'react';
import type { Comment } from '@/contracts/comments';
import { getResponseError, notifyError } from '@/lib/notify';
import { commentService } from '@/services/comment.api';
import { timeAgo } from './time-ago';

export const COMMENT_DELETED = 'Comment deleted';

function Picture({ comment }: { comment: Comment }) {
  const { token, cssVar } = theme.useToken();
  const file = comment.file;
  if (!file) return null;
  if (!file.url) {
    const note = file.status === 'error' ? 'The picture could not be processed.' : 'The picture is being prepared…';
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {note}
      </Typography.Text>
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      <img
        src={file.thumbnails[0] ?? file.url}
        alt="Picture in the comment"
        loading="lazy"
        style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }}
        data-testid="comment-photo-shown"
      />
    </a>
  );
}

export interface CommentItemProps {
  comment: Comment;
  onDeleted: (comment: Comment) => void;
  /** Reply and replies controls (top-level comments only), and the thread under them. */
  thread?: ReactNode;
  actions?: ReactNode;
  /** Milliseconds now, passed down so every comment on the page ages against one clock. */
  now: number;
}

export function CommentItem({ comment, onDeleted, thread, actions, now }: CommentItemProps) {
  const { token, cssVar } = theme.useToken();
  const [deleting, setDeleting] = useState(false);
  const author = comment.creator;
  const name = author.name || author.username || 'Someone';

  async function remove() {
    setDeleting(true);
    try {
      await commentService.remove(comment._id);
      onDeleted(comment);
    } catch (e) {
      notifyError(getResponseError(e));
      setDeleting(false);
    }
  }

  return (
    <Flex gap={token.marginSM} align="flex-start" data-testid="comment-item" data-comment-id={comment._id}>
      <Avatar src={author.avatar || undefined} icon={<UserOutlined />} alt="" size={comment.parentId ? 28 : 36} style={{ flex: 'none' }} />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Flex gap={6} align="baseline" wrap>
          {author.username ? (
            <Link href={`/${encodeURIComponent(author.username)}`} style={{ fontWeight: 600, color: cssVar.colorText, overflowWrap: 'anywhere' }} data-testid="comment-author">
              {name}
            </Link>
          ) : (
            <Typography.Text strong data-testid="comment-author">
              {name}
            </Typography.Text>
          )}
          {author.isPerformer ? <Tag color="purple">Creator</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt, now)}</time>
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }} data-testid="comment-content">
          {comment.content}
        </Typography.Paragraph>
        <Picture comment={comment} />
        <Flex gap={4} wrap align="center">
          {actions}
          {comment.canDelete ? (
            <Popconfirm
              title="Delete this comment?"
              description={comment.parentId ? undefined : 'Its replies go with it.'}
              okText="Delete"
              okButtonProps={{ danger: true, 'data-testid': 'comment-delete-confirm' }}
              onConfirm={() => remove()}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined />} loading={deleting} data-testid="comment-delete">
                Delete
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
        {thread}
      </Flex>
    </Flex>
  );
}

/** "Reply" and "N replies" under a top-level comment. */
export function ThreadButtons({ count, open, canReply, onToggle, onReply }: { count: number; open: boolean; canReply: boolean; onToggle: () => void; onReply: () => void }) {
  return (
    <>
      {canReply ? (
        <Button size="small" type="text" icon={<MessageOutlined />} onClick={onReply} data-testid="comment-reply">
          Reply
        </Button>
      ) : null}
      {count > 0 ? (
        <Button size="small" type="link" onClick={onToggle} aria-expanded={open} data-testid="comment-replies-toggle">
          {open ? 'Hide replies' : `${count} ${count === 1 ? 'reply' : 'replies'}`}
        </Button>
      ) : null}
    </>
  );
}
