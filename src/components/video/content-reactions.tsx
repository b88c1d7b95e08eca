// Like and bookmark on a content item (POST and DELETE /reactions with its objectType); the counts follow
// the server's answer. Anonymous visitors are sent to log in. Videos use it; galleries and products may too.
import { HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { ReactionAction, ReactionObjectType } from '@/contracts/social';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError } from '@/lib/notify';
import { reactionService } from '@/services/reaction.api';

interface ReactionState {
  active: boolean;
  count: number;
}

function useToggle(objectType: ReactionObjectType, objectId: string, action: ReactionAction, initial: ReactionState) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const gate = useLoginGate();

  async function send() {
    setBusy(true);
    try {
      const body = { objectType, objectId, action };
      const { data } = state.active ? await reactionService.unreact(body) : await reactionService.react(body);
      setState((s) => (data.active === s.active ? s : { active: data.active, count: Math.max(0, s.count + (data.active ? 1 : -1)) }));
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }
  return { ...state, busy, toggle: () => gate(() => void send()) };
}

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
  const like = useToggle(objectType, objectId, 'like', { active: isLiked, count: likes });
  // The bookmark count is not shown: saving is private.
  const bookmark = useToggle(objectType, objectId, 'bookmark', { active: isBookmarked, count: 0 });
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
