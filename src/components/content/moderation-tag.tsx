// What the owner of an item sees when an admin took it down: hidden (out of every list, its buyers keep it)
// or removed (nobody sees it). Only owners and admins get the mark from the API, so others never see this.
import { PlainTag } from '@/components/common/plain-tag';

const WORDS = {
  hidden: { label: 'Hidden by the moderators', why: 'Out of every list and not for sale; fans who bought it keep it.' },
  removed: { label: 'Removed by the moderators', why: 'Nobody but you and the moderators can see it.' },
} as const;

export function ModerationTag({ moderation }: { moderation?: 'hidden' | 'removed' }) {
  if (!moderation) return null;
  const { label, why } = WORDS[moderation];
  return (
    <span title={why}>
      <PlainTag color="red" data-testid="moderation-tag">
        {label}
      </PlainTag>
    </span>
  );
}
