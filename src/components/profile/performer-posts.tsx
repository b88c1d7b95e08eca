// A performer's Posts tab (GET /user/feeds/search/{username}): locked ones as blurred previews, loading
// more as the visitor scrolls.
import { Empty } from 'antd';
import { useCallback } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { FeedList, type FeedPageLoader } from '@/components/feed/feed-list';
import { feedService } from '@/services/feed.api';

export function PerformerPosts({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const handle = performer.username || performer._id;
  const load = useCallback<FeedPageLoader>((query) => feedService.ofProfile(handle, query), [handle]);
  const empty = <Empty description={isOwn ? 'You have not posted anything yet.' : 'No posts yet.'} data-testid="profile-posts-empty" />;
  // The profile header already offers this performer's subscribe dialog.
  return <FeedList load={load} testId="profile-posts" empty={empty} subscribeDialog={false} />;
}
