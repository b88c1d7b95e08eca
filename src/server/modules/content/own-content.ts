// A performer's own content items, the part every kind shares: finding one of theirs (someone else's is
// answered as missing, never revealed), presenting it as its owner sees it, listing and viewing their own,
// the owner's poll of a file's processing, and deleting an item with its files and comments.
import type { List, PagingQuery } from '@/contracts/common';
import type { CommentObjectType } from '@/contracts/comments';
import type { FileStatusResult } from '@/contracts/media';
import { notFound, type AppError } from '../../http/errors';
import { toPage, type Page } from '../../http/paging';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { PageOfRows } from './content-items.repo';
import type { ContentPresenter, ItemRow } from './content-reads';

/** How the owner sees their items: entitlement lets them see everything. */
export const ownerView = (performerId: string) => ({ userId: performerId, countryCode: null });

export interface OwnContentDeps<Row extends ItemRow, Item, K extends string, Q> {
  kind: CommentObjectType;
  repo: {
    find(id: string): Promise<Row | null>;
    remove(id: string): Promise<Row | null>;
    own(performerId: string, query: Q, page: Page<K>): Promise<PageOfRows<Row>>;
  };
  presenter: ContentPresenter<Row, Item>;
  sortKeys: readonly K[];
  /** Every file the item holds (the owner may poll each; a deleted item takes those nothing else uses). */
  filesOf(row: Row): string[];
  mediaFiles: Pick<MediaFilesService, 'remove'> & Partial<Pick<MediaFilesService, 'status'>>;
  commentTargets: Pick<CommentTargets, 'itemRemoved'>;
  /** The 404 for an item that is not the performer's. */
  missing(): AppError;
}

export function createOwnContent<Row extends ItemRow, Item, K extends string, Q>(deps: OwnContentDeps<Row, Item, K, Q>) {
  const { repo, presenter } = deps;
  const presentOwn = async (performerId: string, row: Row): Promise<Item> => (await presenter.present(ownerView(performerId), [row]))[0];
  const removeFiles = (ids: readonly string[]) => Promise.all(ids.map((id) => deps.mediaFiles.remove(id)));

  async function own(performerId: string, id: string): Promise<Row> {
    const row = await repo.find(id);
    if (!row || row.performerId !== performerId) throw deps.missing();
    return row;
  }

  async function listOwn(performerId: string, query: Q & PagingQuery<K>): Promise<List<Item>> {
    const { rows, total } = await repo.own(performerId, query, toPage(query, deps.sortKeys, 'createdAt' as K));
    return { data: await presenter.present(ownerView(performerId), rows), total };
  }

  async function getOwn(performerId: string, id: string): Promise<Item> {
    return presentOwn(performerId, await own(performerId, id));
  }

  /**
   * Deletes the item, then its files (but those `kept` names, which something else still uses), what
   * `also` releases, and the comments on it.
   */
  async function remove(
    performerId: string,
    id: string,
    opts: { kept?: (row: Row, files: string[]) => Promise<Set<string>>; also?: (row: Row) => Promise<void> } = {},
  ): Promise<{ deleted: true }> {
    await own(performerId, id);
    const row = await repo.remove(id);
    if (!row) throw deps.missing();
    const files = deps.filesOf(row);
    const kept = opts.kept ? await opts.kept(row, files) : new Set<string>();
    await removeFiles(files.filter((f) => !kept.has(f)));
    await opts.also?.(row);
    await deps.commentTargets.itemRemoved(deps.kind, row.id);
    return { deleted: true };
  }

  /** The owner's poll of a file of their item. */
  async function fileStatus(userId: string, itemId: string, fileId: string): Promise<FileStatusResult> {
    const row = await repo.find(itemId);
    if (!row || row.performerId !== userId || !deps.filesOf(row).includes(fileId) || !deps.mediaFiles.status) throw notFound('This file does not exist, or is not yours.');
    return deps.mediaFiles.status(fileId, { ownerId: userId });
  }

  return { own, presentOwn, removeFiles, listOwn, getOwn, remove, fileStatus };
}
