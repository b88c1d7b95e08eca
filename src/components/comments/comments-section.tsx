// The comments under a post, video, gallery or product (GET /comments, newest first, more on request),
// with the box to write one. Anyone who may see the item reads its comments; writing needs a login, and
// the item's media unlocked for the viewer (the API refuses the others with 403 anyway).
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { useCallback, useEffect, useState } from 'react';
import type { Comment, CommentObjectType } from '@/contracts/comments';
import { PlainAlert, PlainSkeleton } from '@/components/common/plain-marks';
import { Para } from '@/components/common/plain-text';
import { PlainCard } from '@/components/layout/plain-card';
import { useLoadMoreList, type PageLoader } from '@/hooks/use-load-more-list';
import { LOGIN_PATH } from '@/lib/navigation';
import { notifySuccess } from '@/lib/notify';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { commentService } from '@/services/comment.api';
import { CommentComposer } from './comment-composer';
import { COMMENT_DELETED } from './comment-item';
import { CommentThread } from './comment-thread';

export const COMMENTS_PAGE_SIZE = 10;
const MINUTE = 60_000;

export interface CommentsSectionProps {
  /** The kind of item the comments are on. */
  objectType: CommentObjectType;
  /** The item's id. */
  objectId: string;
  /**
   * The item's media is locked for this viewer (not subscribed, not bought): they may read the comments
   * but the composer gives way to "Unlock this to comment".
   */
  locked?: boolean;
  /** The item's comment count as the page loaded it, shown until the list arrives. */
  initialCount?: number;
  /** Names the item in the notices ("post", "video", ...); defaults to "item". */
  noun?: string;
}

/** A clock for "5 min ago" that moves on while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function WhyNoComposer({ loggedIn, noun }: { loggedIn: boolean; noun: string }) {
  const { token, cssVar } = theme.useToken();
  if (!loggedIn) {
    return (
      <Typography.Text type="secondary" data-testid="comments-login">
        <Link href={LOGIN_PATH} className="fs-tap">
          Log in to comment
        </Link>
      </Typography.Text>
    );
  }
  return (
    <Flex align="center" gap={8} style={{ padding: token.paddingSM, borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }} data-testid="comments-locked">
      <LockOutlined aria-hidden />
      <Typography.Text>Unlock this {noun} to comment</Typography.Text>
    </Flex>
  );
}

export function CommentsSection({ objectType, objectId, locked = false, initialCount, noun = 'item' }: CommentsSectionProps) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const now = useMinuteClock();
  const load = useCallback<PageLoader<Comment>>((page) => commentService.list({ objectType, objectId, ...page }), [objectType, objectId]);
  const list = useLoadMoreList(load, COMMENTS_PAGE_SIZE);
  const canWrite = loggedIn && !locked;
  const count = list.started ? list.total : (initialCount ?? 0);

  function onDeleted(comment: Comment) {
    list.remove(comment._id);
    notifySuccess(COMMENT_DELETED);
  }

  return (
    <PlainCard
      title={
        <span>
          Comments <Typography.Text type="secondary" data-testid="comments-count">{count}</Typography.Text>
        </span>
      }
      data-testid="comments-section"
    >
      <Flex vertical gap={16}>
        {canWrite ? (
          <CommentComposer objectType={objectType} objectId={objectId} testId="comment" onPosted={(c) => list.add(c, 'start')} onUpdated={list.replace} />
        ) : (
          <WhyNoComposer loggedIn={loggedIn} noun={noun} />
        )}
        <Flex vertical gap={16} data-testid="comment-list">
          {list.items.map((comment) => (
            <CommentThread key={comment._id} comment={comment} canWrite={canWrite} now={now} onDeleted={onDeleted} />
          ))}
        </Flex>
        {list.loading ? <PlainSkeleton rows={2} /> : null}
        {list.error ? (
          <PlainAlert type="warning" title="We could not load the comments" description={list.error} action={<Button onClick={list.loadMore}>Try again</Button>} />
        ) : null}
        {list.done && !list.items.length ? (
          <Para secondary style={{ margin: 0, textAlign: 'center' }} data-testid="comments-empty">
            No comments yet.
          </Para>
        ) : null}
        {list.started && !list.done && !list.loading && !list.error ? (
          <Flex justify="center">
            <Button onClick={list.loadMore} data-testid="comments-more">
              Load more comments
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </PlainCard>
  );
}
