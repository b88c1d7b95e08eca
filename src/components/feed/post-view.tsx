// /post/[id]: one post as this visitor may see it, or why it cannot be shown. The post as last read (after
// buying or subscribing it is read again) decides the title and whether the comment box is open.
import { CommentsSection } from '@/components/comments/comments-section';
import { PageHead } from '@/components/common/page-head';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import type { Feed } from '@/contracts/feeds';
import { feedService } from '@/services/feed.api';
import { FeedCard } from './feed-card';
import type { PostLoad } from './load-post';
import { SubscribeHost } from './subscribe-host';

// Drawn only when the item cannot be shown, so the found item's page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

export const POST_NOT_FOUND = 'This post is not available';

const titleOf = (text: string, author: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line ? (line.length > 60 ? `${line.slice(0, 57)}…` : line) : `A post by ${author}`;
};

function FoundPost({ feed: loaded }: { feed: Feed }) {
  const [feed, setFeed] = useState(loaded);
  useEffect(() => setFeed(loaded), [loaded]);
  const readAgain = useCallback(() => {
    feedService
      .view(loaded._id)
      .then((res) => setFeed(res.data))
      .catch(() => undefined);
  }, [loaded._id]);
  const author = feed.performer.name || feed.performer.username || 'a performer';
  return (
    <>
      <PageHead title={titleOf(feed.text, author)} description={feed.text.trim() ? feed.text : `A post by ${author}.`} />
      <FeedCard feed={feed} onChange={setFeed} />
      <div style={{ marginTop: 16 }}>
        <CommentsSection objectType="feed" objectId={feed._id} locked={feed.isLocked} initialCount={feed.stats.comments} noun="post" />
      </div>
      <SubscribeHost onSubscribed={readAgain} />
    </>
  );
}

export function PostView({ load }: { load: PostLoad }) {
  if (load.state === 'found') return <FoundPost feed={load.feed} />;
  return <ItemProblem load={load} noun="post" notFoundTitle={POST_NOT_FOUND} away={{ href: '/home', label: 'Back to your feed' }} testId="post" />;
}
