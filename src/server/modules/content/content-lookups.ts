// Lookups every kind of content (feeds, videos, galleries, products) needs when it is presented: the
// authors, the media files and the viewer's likes and bookmarks (queried in content-lookups.repo.ts, each in
// one query for a whole page), and the blocks every item presents from them.
import type { ContentAuthor } from '@/contracts/feeds';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import type { Storage } from '../../media/storage';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { AuthorRow, ContentLookups, ViewerReactions } from './content-lookups.repo';

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

/** The counts of an item that also counts its views. */
export const statsOf = (row: CountedRow & { viewCount: number }) => ({ views: row.viewCount, likes: row.likeCount, comments: row.commentCount, bookmarks: row.bookmarkCount });
