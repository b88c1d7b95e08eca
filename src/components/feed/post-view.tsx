// /post/[id]: one post as this visitor may see it, or why it cannot be shown.
import { Button, Result } from 'antd';
import { CommentsSection } from '@/components/comments/comments-section';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { FeedCard } from './feed-card';
import type { PostLoad } from './load-post';
import { SubscribeHost } from './subscribe-host';

export const POST_NOT_FOUND = 'This post is not available';

const titleOf = (text: string, author: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line ? (line.length > 60 ? `${line.slice(0, 57)}…` : line) : `A post by ${author}`;
};

export function PostView({ load }: { load: PostLoad }) {
  if (load.state === 'found') {
    const { feed } = load;
    return (
      <>
        <PageHead title={titleOf(feed.text, feed.performer.name || feed.performer.username || 'a performer')} />
        <FeedCard feed={feed} />
        <div style={{ marginTop: 16 }}>
          <CommentsSection objectType="feed" objectId={feed._id} locked={feed.isLocked} initialCount={feed.stats.comments} noun="post" />
        </div>
        <SubscribeHost />
      </>
    );
  }
  if (load.state === 'not-found') {
    return (
      <>
        <PageHead title={POST_NOT_FOUND} />
        <Result
          status="404"
          title={POST_NOT_FOUND}
          subTitle="It may have been removed, or it is not visible to you."
          extra={<LinkButton href="/home" type="primary">Back to your feed</LinkButton>}
          data-testid="post-not-found"
        />
      </>
    );
  }
  return (
    <Result
      status="warning"
      title="We could not load this post"
      subTitle={load.message}
      extra={<Button onClick={() => window.location.reload()}>Try again</Button>}
      data-testid="post-error"
    />
  );
}
