// Galleries, the performer's side: create, edit, list, view and delete their own galleries.
// One access rule covers every photo of a gallery; deleting a gallery deletes its photos and their files.
import { gallerySortKeys, type CreateGalleryBody, type Gallery, type UpdateGalleryBody } from '@/contracts/galleries';
import { notFound } from '../../http/errors';
import { priceFor, priceOnUpdate } from '../content/content-fields';
import { createOwnContent } from '../content/own-content';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { GalleryPresenter } from './galleries.presenter';
import type { GalleriesRepo, GalleryPatch } from './galleries.repo';
import type { PhotosRepo } from './photos.repo';

export const galleryNotYours = () => notFound('This gallery does not exist, or is not yours.');

export function createGalleriesService(deps: {
  galleriesRepo: GalleriesRepo;
  photosRepo: Pick<PhotosRepo, 'removeAllOf'>;
  presenter: GalleryPresenter;
  commentTargets: Pick<CommentTargets, 'itemRemoved'>;
  mediaFiles: Pick<MediaFilesService, 'remove'>;
}) {
  const { galleriesRepo: repo } = deps;
  // A gallery holds no files of its own: its photos do, and they go first (see remove).
  const own = createOwnContent({ kind: 'gallery', repo, presenter: deps.presenter, sortKeys: gallerySortKeys, filesOf: () => [], mediaFiles: deps.mediaFiles, commentTargets: deps.commentTargets, missing: galleryNotYours });
  const { presentOwn, own: ownGallery } = own;

  async function create(performerId: string, body: CreateGalleryBody): Promise<Gallery> {
    const price = priceFor(body.access, body.price ?? null, 'gallery');
    const row = await repo.insert({ performerId, title: body.title, description: body.description, tags: body.tags, access: body.access, price, status: body.status });
    return presentOwn(performerId, row);
  }

  async function update(performerId: string, id: string, body: UpdateGalleryBody): Promise<Gallery> {
    const row = await ownGallery(performerId, id);
    const access = body.access ?? row.access;
    // Leaving sale drops the old price unless the body names one (which priceFor then refuses).
    const patch: GalleryPatch = { access, price: priceFor(access, priceOnUpdate(body.price, access, row.price), 'gallery'), updatedAt: new Date() };
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description;
    if (body.tags !== undefined) patch.tags = body.tags;
    if (body.status !== undefined) patch.status = body.status;
    const updated = await repo.update(row.id, patch);
    if (!updated) throw galleryNotYours();
    return presentOwn(performerId, updated);
  }

  /** Deletes the photos, the gallery, then the photos' files. */
  async function remove(performerId: string, id: string): Promise<{ deleted: true }> {
    await ownGallery(performerId, id);
    const fileIds = await deps.photosRepo.removeAllOf(id);
    await repo.remove(id);
    await own.removeFiles(fileIds);
    await deps.commentTargets.itemRemoved('gallery', id);
    return { deleted: true };
  }

  return { create, update, remove, listOwn: own.listOwn, getOwn: own.getOwn, ownGallery, presentOwn };
}
export type GalleriesService = ReturnType<typeof createGalleriesService>;
