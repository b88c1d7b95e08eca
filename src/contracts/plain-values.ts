// Contract values that pages read in the browser without validating anything (the placeholder pictures, the
// post types and access levels, the sort keys of a list). They live apart from the zod schemas, in a file that
// imports only the shell's values, so a page that needs them does not load zod; each contract file re-exports
// its own from here, and other code may import them from either place.
import { AVATAR_PLACEHOLDER } from './shell-values';

// media
/**
 * Whether `url` is one of the site's placeholder pictures (`/static/...`). The API links them absolutely, at
 * the site's own address, so a client compares the path they end with.
 */
export const isSitePlaceholder = (url: string | null | undefined, placeholder: string): boolean =>
  !!url && (url === placeholder || url.endsWith(placeholder));

/** True for no picture or the placeholder avatar. */
export const isPlaceholderAvatar = (avatar: string | null | undefined): boolean => !avatar || isSitePlaceholder(avatar, AVATAR_PLACEHOLDER);

// content
/** Who may see an item's media: everyone, the performer's subscribers, or buyers (for sale). */
export const contentAccess = ['free', 'subscribers', 'sale'] as const;

// feeds
export const feedTypes = ['text', 'photo', 'video', 'audio', 'poll'] as const;

/** The thumbnail placeholder feeds show when they have none of their own. */
export const DEFAULT_FEED_THUMBNAIL = '/static/leaf.svg';

/** The keys the performer's own posts sort by (feeds.ts's feedSortKeys: its own, then the two every list accepts). */
export const feedSortKeys = ['publishedAt', 'createdAt', 'updatedAt'] as const;

// comments
/** The longest comment, in characters (the comment box counts towards it). */
export const COMMENT_MAX_LENGTH = 1000;
