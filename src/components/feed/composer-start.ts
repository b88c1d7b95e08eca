// What the composer and its first, plain form on /creator/my-post (composer-starter.tsx) share: the words of
// the first two fields, and what the creator did before the composer arrived, which it takes over.
import type { FeedType } from '@/contracts/feeds';

export interface ComposerStart {
  type: FeedType;
  text: string;
  /** The text box had the focus: the composer's keeps it. */
  focusText: boolean;
  /** "Post" was pressed: the composer sends at once (its checks run first, as on its own button). */
  submit: boolean;
}

export const TYPE_LABELS: Record<FeedType, string> = { text: 'Text', photo: 'Photo', video: 'Video', audio: 'Audio', poll: 'Poll' };
export const TEXT_PLACEHOLDER = 'Say something to your fans';
export const TEXT_LABEL = 'Text';
/** Whether a post of this type may go out without text (a text post is its text): the label says "(optional)". */
export const isTextOptional = (type: FeedType) => type !== 'text';
