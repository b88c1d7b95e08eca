// Comments: reading needs the item visible to the viewer; writing needs its media
// unlocked too, so a locked paid or subscriber item cannot be commented on. Threads are one level deep:
// a reply to a reply joins its parent's thread. The item's owner and admins may delete any comment on it.
import { commentSortKeys, type Comment, type CommentObjectType, type CommentSearchQuery, type CreateCommentBody } from '@/contracts/comments';
import type { List } from '@/contracts/common';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { keepingFilesOnlyIfSaved } from '../content/multipart-form';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { Viewer } from '../performers/performer-visibility';
import type { CommentTarget, CommentTargets } from './comment-targets';
import type { CommentPresenter } from './comments.presenter';
import type { CommentsRepo } from './comments.repo';

type LoggedInViewer = Viewer & { userId: string };

const ITEM_NAMES: Record<CommentObjectType, string> = { feed: 'post', video: 'video', gallery: 'gallery', product: 'product' };
const itemMissing = (type: CommentObjectType) => notFound(`This ${ITEM_NAMES[type]} does not exist or is no longer available.`);
const itemLocked = (type: CommentObjectType) =>
  forbidden(`Only fans who can see this ${ITEM_NAMES[type]} may comment on it: subscribe to the performer or buy it first.`);
const commentMissing = () => notFound('This comment does not exist, or was deleted.');
const notYourComment = () => notFound('This comment does not exist, or is not yours.');

/** A comment just written: on whose item, by whom, answering whom (null for a top-level comment). */
export interface Commented {
  commentId: string;
  objectType: CommentObjectType;
  objectId: string;
  ownerId: string;
  authorId: string;
  answeredId: string | null;
  content: string;
}

export function createCommentsService(deps: {
  repo: CommentsRepo;
  presenter: CommentPresenter;
  targets: CommentTargets;
  mediaFiles: Pick<MediaFilesService, 'remove'>;
  /** After a comment was written (its item's owner and the author it answers are told: docs/notifications.md). */
  onCommented?: (comment: Commented) => void;
}) {
  const { repo, presenter, targets } = deps;
  const removeFiles = (ids: readonly string[]) => Promise.all(ids.map((id) => deps.mediaFiles.remove(id)));

  function targetOf(type: CommentObjectType): CommentTarget {
    const target = targets.get(type);
    if (!target) throw unprocessable(`Comments are not available on ${type} items.`);
    return target;
  }

  /** The item's owner, when the viewer may comment on it (visible and unlocked). */
  async function writableItem(type: CommentObjectType, objectId: string, viewer: Viewer) {
    const access = await targetOf(type).accessOf(objectId, viewer);
    if (!access) throw itemMissing(type);
    if (!access.canSeeMedia) throw itemLocked(type);
    return access;
  }

  async function presentOne(viewer: Viewer, ownerId: string, id: string): Promise<Comment> {
    const row = await repo.findShown(id);
    if (!row) throw commentMissing();
    return (await presenter.present(viewer, ownerId, [row]))[0];
  }

  /**
   * The thread a new comment joins (none, or the top-level comment it or its parent belongs to) and the author of
   * the comment it answers.
   */
  async function threadOf(body: CreateCommentBody): Promise<{ parentId: string | null; answered: string | null }> {
    if (!body.parentId) return { parentId: null, answered: null };
    const parent = await repo.find(body.parentId);
    if (!parent) throw notFound('The comment you reply to does not exist, or was deleted.');
    if (parent.objectType !== body.objectType || parent.objectId !== body.objectId) throw unprocessable('You can only reply to a comment on the same item.');
    return { parentId: parent.parentId ?? parent.id, answered: parent.userId };
  }

  async function create(viewer: LoggedInViewer, body: CreateCommentBody): Promise<Comment> {
    const item = await writableItem(body.objectType, body.objectId, viewer);
    const { parentId, answered } = await threadOf(body);
    const row = await repo.insert({ objectType: body.objectType, objectId: body.objectId, userId: viewer.userId, parentId, content: body.content });
    await targetOf(body.objectType).recount(body.objectId);
    deps.onCommented?.({ commentId: row.id, objectType: body.objectType, objectId: body.objectId, ownerId: item.ownerId, authorId: viewer.userId, answeredId: answered, content: body.content });
    return presentOne(viewer, item.ownerId, row.id);
  }

  async function list(viewer: Viewer, query: CommentSearchQuery): Promise<List<Comment>> {
    const access = await targetOf(query.objectType).accessOf(query.objectId, viewer);
    if (!access) throw itemMissing(query.objectType);
    if (query.parentId) {
      const parent = await repo.find(query.parentId);
      if (!parent || parent.objectType !== query.objectType || parent.objectId !== query.objectId) throw commentMissing();
    }
    // Top-level comments newest first, replies oldest first (a thread reads as a conversation), unless asked otherwise.
    const page = toPage(query, commentSortKeys, 'createdAt', query.parentId ? 'asc' : 'desc');
    const { rows, total } = await repo.thread({ ...query, parentId: query.parentId ?? null }, page);
    return { data: await presenter.present(viewer, access.ownerId, rows), total };
  }

  /** The author may always delete their comment; the item's owner and admins any comment on it. */
  async function remove(viewer: LoggedInViewer, id: string): Promise<{ deleted: true }> {
    const row = await repo.find(id);
    if (!row) throw commentMissing();
    const target = targetOf(row.objectType as CommentObjectType);
    if (row.userId !== viewer.userId) {
      const access = await target.accessOf(row.objectId, viewer);
      if (!access) throw commentMissing();
      if (access.ownerId !== viewer.userId && !viewer.isAdmin) throw forbidden('You can only delete your own comments, or comments on your own content.');
    }
    const removed = await repo.removeThread(id);
    if (!removed) throw commentMissing();
    await target.recount(row.objectId);
    await removeFiles(removed.fileIds);
    return { deleted: true };
  }

  /** Removes every comment on a deleted item, with their photos. */
  async function removeAllOn(objectType: CommentObjectType, objectId: string): Promise<void> {
    await removeFiles(await repo.removeAllOn(objectType, objectId));
  }

  /**
   * Attaches a photo to the author's comment, replacing an earlier one. `receive` streams the upload; it
   * is called only once the comment is known to be theirs, so nobody else's upload is ever stored.
   */
  async function attachPhoto(viewer: LoggedInViewer, id: string, receive: () => Promise<MediaFileRow | undefined>): Promise<Comment> {
    const row = await repo.find(id);
    if (!row || row.userId !== viewer.userId) throw notYourComment();
    const item = await writableItem(row.objectType as CommentObjectType, row.objectId, viewer);
    const photo = await receive();
    if (!photo) throw unprocessable('Choose a picture to upload (form field "file").');
    const replaced = await keepingFilesOnlyIfSaved({ photo }, removeFiles, async () => {
      const saved = await repo.setPhoto(id, photo.id);
      if (!saved) throw notYourComment();
      return saved.replacedFileId;
    });
    if (replaced && replaced !== photo.id) await removeFiles([replaced]);
    return presentOne(viewer, item.ownerId, id);
  }

  return { create, list, remove, removeAllOn, attachPhoto };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
