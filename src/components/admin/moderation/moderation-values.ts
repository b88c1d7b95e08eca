// What the moderation pages name and offer, kept free of zod so the pages load without the contracts.
import type { ModeratedItem, ModeratedKind, ModerationState, ReportResolution } from '@/contracts/moderation';

export const KIND_LABEL: Record<ModeratedItem['kind'], string> = {
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  photo: 'Photo',
  product: 'Product',
  comment: 'Comment',
  message: 'Message',
  performer: 'Profile',
};

export const kindOptions: { value: ModeratedKind; label: string }[] = (['feed', 'video', 'gallery', 'photo', 'product', 'comment', 'message'] as const).map((value) => ({
  value,
  label: KIND_LABEL[value],
}));

export const STATE_LABEL: Record<ModerationState, string> = { visible: 'Visible', hidden: 'Hidden', removed: 'Removed' };
export const STATE_COLOR: Record<ModerationState, string> = { visible: 'success', hidden: 'warning', removed: 'error' };

export const RESOLUTION_LABEL: Record<ReportResolution, string> = {
  dismissed: 'Dismissed',
  hidden: 'Item hidden',
  removed: 'Item removed',
  warned: 'Author warned',
  restored: 'Item made visible again',
};

/** The kinds an admin page reads from the address: posts when absent or unknown. */
export function kindOf(value: string | undefined): ModeratedKind {
  return kindOptions.find((o) => o.value === value)?.value ?? 'feed';
}
