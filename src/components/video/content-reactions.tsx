// Like and bookmark on a content item (POST and DELETE /reactions with its objectType); the counts follow
// the server's answer and anonymous visitors are sent to log in (common/use-reaction-toggle.ts, which the feed's
// reactions share). Videos use it; galleries and products may too.
import { HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactionObjectType } from '@/contracts/social';
import { useReactionToggle } from '@/components/common/use-reaction-toggle';

export interface ContentReactionsProps {
  objectType: Exclude<ReactionObjectType, 'performer'>;
  objectId: string;
  isLiked: boolean;
  likes: number;
  isBookmarked: boolean;
  /** Prefix of the buttons' test ids: `${testId}-like`, `${testId}-bookmark`. */
  testId: string;
}

export function ContentReactions({ objectType, objectId, isLiked, likes, isBookmarked, testId }: ContentReactionsProps) {
  const like = useReactionToggle(objectType, objectId, 'like', { active: isLiked, count: likes });
  // The bookmark count is not shown: saving is private.
  const bookmark = useReactionToggle(objectType, objectId, 'bookmark', { active: isBookmarked, count: 0 });
  return (
    <Flex gap={4} wrap>
      <Button
        type="text"
        icon={like.active ? <HeartFilled /> : <HeartOutlined />}
        loading={like.busy}
        onClick={like.toggle}
        aria-pressed={like.active}
        // The count is what the button shows, so it is in the name too (a voice user says what they see).
        aria-label={`${like.active ? 'Unlike' : 'Like'}, ${like.count} ${like.count === 1 ? 'like' : 'likes'}`}
        data-testid={`${testId}-like`}
        data-liked={like.active}
      >
        {like.count}
      </Button>
      <Button
        type="text"
        icon={bookmark.active ? <StarFilled /> : <StarOutlined />}
        loading={bookmark.busy}
        onClick={bookmark.toggle}
        aria-pressed={bookmark.active}
        data-testid={`${testId}-bookmark`}
        data-bookmarked={bookmark.active}
      >
        {bookmark.active ? 'Saved' : 'Save'}
      </Button>
    </Flex>
  );
}
