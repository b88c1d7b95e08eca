// Bookmark / Bookmarked toggle for a performer (POST and DELETE /reactions); the list is /user/bookmarks.
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { useState } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { reactionService } from '@/services/reaction.api';

export const BOOKMARKED = 'Saved to your bookmarks';
export const UNBOOKMARKED = 'Removed from your bookmarks';

export function BookmarkButton({ performerId, isBookmarked }: { performerId: string; isBookmarked: boolean }) {
  const [bookmarked, setBookmarked] = useState(isBookmarked);
  const [busy, setBusy] = useState(false);
  const gate = useLoginGate();

  async function toggle() {
    setBusy(true);
    try {
      const res = bookmarked ? await reactionService.unbookmarkPerformer(performerId) : await reactionService.bookmarkPerformer(performerId);
      setBookmarked(res.data.active);
      notifySuccess(res.data.active ? BOOKMARKED : UNBOOKMARKED);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PlainButton
      icon={bookmarked ? <PlainIcon icon={StarFilled} /> : <PlainIcon icon={StarOutlined} />}
      loading={busy}
      aria-pressed={bookmarked}
      data-testid="profile-bookmark"
      data-bookmarked={bookmarked}
      onClick={() => gate(() => void toggle())}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </PlainButton>
  );
}
