// Like and bookmark on a post (POST and DELETE /reactions with objectType 'feed'); the counts follow the
// server's answer. Anonymous visitors are sent to log in.
import { HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { Feed } from '@/contracts/feeds';
import type { ReactionAction } from '@/contracts/social';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError } from '@/lib/notify';
import { feedService } from '@/services/feed.service';

interface Toggle {
  active: boolean;
  count: number;
}

function useReaction(feedId: string, action: ReactionAction, initial: Toggle) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const gate = useLoginGate();

  async function toggle() {
    setBusy(true);
    try {
      const res = state.active ? await feedService.unreact(feedId, action) : await feedService.react(feedId, action);
      const active = res.data.active;
      setState((s) => ({ active, count: Math.max(0, s.count + (active === s.active ? 0 : active ? 1 : -1)) }));
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }
  return { ...state, busy, toggle: () => gate(() => void toggle()) };
}

export function FeedReactions({ feed }: { feed: Feed }) {
  const like = useReaction(feed._id, 'like', { active: feed.isLiked, count: feed.stats.likes });
  const bookmark = useReaction(feed._id, 'bookmark', { active: feed.isBookmarked, count: feed.stats.bookmarks });
  return (
    <Flex gap={4} wrap>
      <Button
        type="text"
        icon={like.active ? <HeartFilled /> : <HeartOutlined />}
        loading={like.busy}
        onClick={like.toggle}
        aria-pressed={like.active}
        aria-label={like.active ? 'Unlike' : 'Like'}
        data-testid="feed-like"
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
        data-testid="feed-bookmark"
        data-bookmarked={bookmark.active}
      >
        {bookmark.active ? 'Saved' : 'Save'}
      </Button>
    </Flex>
  );
}
