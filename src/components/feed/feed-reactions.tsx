// Like and bookmark on a post: the shared content reactions with the post's counts and test ids.
import type { Feed } from '@/contracts/feeds';
import { ContentReactions } from '@/components/video/content-reactions';

export function FeedReactions({ feed }: { feed: Feed }) {
  return <ContentReactions objectType="feed" objectId={feed._id} isLiked={feed.isLiked} likes={feed.stats.likes} isBookmarked={feed.isBookmarked} testId="feed" />;
}
