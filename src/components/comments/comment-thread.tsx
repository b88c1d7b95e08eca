// A top-level comment with its thread: the replies (oldest first, read when opened, more on request) and
// the reply box. The reply count follows replies posted and deleted here.
import { Button, Flex, Skeleton, theme } from 'antd';
import { useCallback, useState } from 'react';
import type { Comment } from '@/contracts/comments';
import { useLoadMoreList, type PageLoader } from '@/hooks/use-load-more-list';
import { commentService } from '@/services/comment.api';
import { CommentComposer } from './comment-composer';
import { CommentItem, ThreadButtons } from './comment-item';

export const REPLIES_PAGE_SIZE = 10;

function Replies({ parent, canWrite, now, onCount }: { parent: Comment; canWrite: boolean; now: number; onCount: (delta: number) => void }) {
  const { token, cssVar } = theme.useToken();
  const { objectType, objectId, _id: parentId } = parent;
  const load = useCallback<PageLoader<Comment>>((page) => commentService.list({ objectType, objectId, parentId, ...page }), [objectType, objectId, parentId]);
  const replies = useLoadMoreList(load, REPLIES_PAGE_SIZE);

  return (
    <Flex vertical gap={token.marginSM} style={{ marginTop: token.marginXS, paddingLeft: token.paddingSM, borderLeft: `2px solid ${cssVar.colorBorderSecondary}` }} data-testid="comment-replies">
      {replies.items.map((reply) => (
        <CommentItem
          key={reply._id}
          comment={reply}
          now={now}
          onDeleted={(gone) => {
            replies.remove(gone._id);
            onCount(-1);
          }}
        />
      ))}
      {replies.loading ? <Skeleton active avatar paragraph={{ rows: 1 }} /> : null}
      {replies.error ? (
        <Button size="small" onClick={replies.loadMore}>
          Could not load the replies. Try again
        </Button>
      ) : null}
      {replies.started && !replies.done && !replies.loading && !replies.error ? (
        <Button size="small" type="link" style={{ alignSelf: 'flex-start' }} onClick={replies.loadMore} data-testid="comment-replies-more">
          More replies
        </Button>
      ) : null}
      {canWrite ? (
        <CommentComposer
          objectType={objectType}
          objectId={objectId}
          parentId={parentId}
          testId="reply"
          placeholder="Write a reply"
          onPosted={(reply) => {
            replies.add(reply, 'end');
            onCount(1);
          }}
          onUpdated={replies.replace}
        />
      ) : null}
    </Flex>
  );
}

export function CommentThread({ comment, canWrite, now, onDeleted }: { comment: Comment; canWrite: boolean; now: number; onDeleted: (comment: Comment) => void }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(comment.totalReply);

  return (
    <CommentItem
      comment={comment}
      now={now}
      onDeleted={onDeleted}
      actions={<ThreadButtons count={count} open={open} canReply={canWrite} onToggle={() => setOpen((o) => !o)} onReply={() => setOpen(true)} />}
      thread={open ? <Replies parent={comment} canWrite={canWrite} now={now} onCount={(delta) => setCount((c) => Math.max(0, c + delta))} /> : null}
    />
  );
}
