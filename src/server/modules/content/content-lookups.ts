// Lookups every kind of content (feeds, videos, galleries, products) needs when it is presented: the
// authors, the media files and the viewer's likes and bookmarks (queried in content-lookups.repo.ts, each in
// one query for a whole page), and the blocks every item presents from them.
import type { ContentAuthor } from '@/contracts/feeds';
import type { ReactionObjectType } from '@/contracts/social';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import type { Storage } from '../../media/storage';
import { decideAccess, type ContentItem, type ItemAccess } from '../entitlement/entitlement-rules';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ItemFacts } from './content-items.repo';
import { noReactions, type AuthorRow, type ContentLookups, type ViewerReactions } from './content-lookups.repo';

export {
  bookmarksOf,
  createContentLookups,
  noReactions,
  reactionCount,
  type AuthorRow,
  type ContentLookups,
  type ViewerReactions,
} from './content-lookups.repo';

/** What a content kind's presenter is built from. */
export interface ContentPresenterDeps {
  lookups: ContentLookups;
  entitlement: Pick<EntitlementService, 'accessMany'>;
  mediaFiles: Pick<MediaFilesService, 'present'>;
  storage: Pick<Storage, 'url' | 'assetUrl'>;
}

/**
 * What a presenter's caller may already know about the rows for this viewer (a page read with its facts,
 * one item whose access was checked); the presenter looks up only the rest.
 */
export interface KnownAboutViewer {
  accesses: readonly ItemAccess[];
  authors?: ReadonlyMap<string, AuthorRow>;
  reacted?: ViewerReactions;
}

/** Everything a page read with its facts tells, for the presenter. */
export function knownFromFacts(viewer: Viewer, items: readonly ContentItem[], facts: readonly ItemFacts[]): Required<KnownAboutViewer> {
  const reacted = noReactions();
  facts.forEach((f, i) => {
    if (f.liked) reacted.liked.add(items[i].id);
    if (f.bookmarked) reacted.bookmarked.add(items[i].id);
  });
  return {
    accesses: items.map((item, i) => decideAccess(viewer, item, facts[i].entitlement)),
    authors: new Map(facts.map((f) => [f.author.id, f.author])),
    reacted,
  };
}

/** The viewer's side of presenting `rows`: their access to each, the authors and their reactions, read unless known. */
export function viewerSideOf(
  deps: Pick<ContentPresenterDeps, 'lookups' | 'entitlement'>,
  viewer: Viewer,
  rows: readonly { id: string; performerId: string }[],
  items: readonly ContentItem[],
  objectType: ReactionObjectType,
  known?: KnownAboutViewer,
) {
  return Promise.all([
    known?.accesses ?? deps.entitlement.accessMany(viewer, items),
    known?.authors ?? deps.lookups.authors(rows.map((r) => r.performerId)),
    known?.reacted ?? deps.lookups.reactionsOf(viewer.userId, objectType, rows.map((r) => r.id)),
  ]);
}

/** The author block every content item carries. */
export function presentAuthor(performerId: string, author: AuthorRow | undefined, storage: Pick<Storage, 'url' | 'assetUrl'>): ContentAuthor {
  return {
    _id: performerId,
    name: author?.name ?? '',
    username: author?.username ?? null,
    avatar: author?.avatarKey ? storage.url(author.avatarKey) : storage.assetUrl(AVATAR_PLACEHOLDER),
  };
}

/** How every content item starts: its id, its performer's id and the author block. */
export function presentItemHead(row: { id: string; performerId: string }, authors: ReadonlyMap<string, AuthorRow>, storage: Pick<Storage, 'url' | 'assetUrl'>) {
  return { _id: row.id, performerId: row.performerId, performer: presentAuthor(row.performerId, authors.get(row.performerId), storage) };
}

interface CountedRow {
  id: string;
  likeCount: number;
  commentCount: number;
  bookmarkCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What every content item says about the viewer (their reactions and purchase), with its timestamps. */
export function aboutViewer<A extends { isBought: boolean }>(row: CountedRow, reacted: ViewerReactions, access: A) {
  return {
    isLiked: reacted.liked.has(row.id),
    isBookmarked: reacted.bookmarked.has(row.id),
    ...access,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An admin's decision on the item, for its owner and admins only (docs/admin.md "Moderation"). */
export function moderationMarkOf(row: { performerId: string; moderation: 'visible' | 'hidden' | 'removed' }, viewer: Viewer): { moderation?: 'hidden' | 'removed' } {
  const manages = viewer.isAdmin === true || viewer.userId === row.performerId;
  return manages && row.moderation !== 'visible' ? { moderation: row.moderation } : {};
}

/** The counts of an item that also counts its views. */
export const statsOf = (row: CountedRow & { viewCount: number }) => ({ views: row.viewCount, likes: row.likeCount, comments: row.commentCount, bookmarks: row.bookmarkCount });
