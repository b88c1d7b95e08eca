// Like and bookmark on a post (objectType "feed"), toggled as the other content's reactions are
// (common/use-reaction-toggle.ts). Drawn as plain buttons (common/plain-button.tsx) with the plain icons, so a
// timeline page does not load antd's Button and @ant-design/icons for them.
import type { Feed } from '@/contracts/feeds';
import { PlainIcon } from '@/components/common/plain-icon';
import { HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@/components/common/plain-icon-outlines';
import { PlainButton } from '@/components/common/plain-button';
import { useReactionToggle } from '@/components/common/use-reaction-toggle';
import styles from './feed-card.module.css';

export function FeedReactions({ feed }: { feed: Feed }) {
  const like = useReactionToggle('feed', feed._id, 'like', { active: feed.isLiked, count: feed.stats.likes });
  // The bookmark count is not shown: saving is private.
  const bookmark = useReactionToggle('feed', feed._id, 'bookmark', { active: feed.isBookmarked, count: 0 });
  return (
    <div className={styles.reactions}>
      <PlainButton
        type="text"
        icon={<PlainIcon icon={like.active ? HeartFilled : HeartOutlined} />}
        loading={like.busy}
        onClick={like.toggle}
        aria-pressed={like.active}
        // The count is what the button shows, so it is in the name too (a voice user says what they see).
        aria-label={`${like.active ? 'Unlike' : 'Like'}, ${like.count} ${like.count === 1 ? 'like' : 'likes'}`}
        data-testid="feed-like"
        data-liked={like.active}
      >
        {like.count}
      </PlainButton>
      <PlainButton
        type="text"
        icon={<PlainIcon icon={bookmark.active ? StarFilled : StarOutlined} />}
        loading={bookmark.busy}
        onClick={bookmark.toggle}
        aria-pressed={bookmark.active}
        data-testid="feed-bookmark"
        data-bookmarked={bookmark.active}
      >
        {bookmark.active ? 'Saved' : 'Save'}
      </PlainButton>
    </div>
  );
}
