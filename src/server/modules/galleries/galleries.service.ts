// Galleries, the performer's side: create, edit, list, view and delete their own galleries.
// One access rule covers every photo of a gallery; deleting a gallery deletes its photos and their files.
import type { List } from '@/contracts/common';
import { gallerySortKeys, type CreateGalleryBody, type Gallery, type OwnGallerySearchQuery, type UpdateGalleryBody } from '@/contracts/galleries';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import { priceFor, priceOnUpdate } from '../content/content-fields';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { GalleryPresenter } from './galleries.presenter';
import type { GalleriesRepo, GalleryPatch } from './galleries.repo';
import type { GalleryRow } from './galleries.table';
import type { PhotosRepo } from './photos.repo';

export const galleryNotYours = () => notFound('This gallery does not exist, or is not yours.');

/** How the owner sees their items: entitlement lets them see everything. */
export const ownerView = (performerId: string) => ({ userId: performerId, countryCode: null });

export function createGalleriesService(deps: {
  galleriesRepo: GalleriesRepo;
  photosRepo: Pick<PhotosRepo, 'removeAllOf'>;
  presenter: GalleryPresenter;
  commentTargets: Pick<CommentTargets, 'itemRemoved'>;
  mediaFiles: Pick<MediaFilesService, 'remove'>;
}) {
  const { galleriesRepo: repo, presenter } = deps;
  const presentOwn = async (performerId: string, row: GalleryRow) => (await presenter.present(ownerView(performerId), [row]))[0];

  async function ownGallery(performerId: string, id: string): Promise<GalleryRow> {
    const row = await repo.find(id);
    if (!row || row.performerId !== performerId) throw galleryNotYours();
    return row;
  }

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
    await Promise.all(fileIds.map((fileId) => deps.mediaFiles.remove(fileId)));
    await deps.commentTargets.itemRemoved('gallery', id);
    return { deleted: true };
  }

  async function listOwn(performerId: string, query: OwnGallerySearchQuery): Promise<List<Gallery>> {
    const { rows, total } = await repo.own(performerId, query, toPage(query, gallerySortKeys, 'createdAt'));
    return { data: await presenter.present(ownerView(performerId), rows), total };
  }

  async function getOwn(performerId: string, id: string): Promise<Gallery> {
    return presentOwn(performerId, await ownGallery(performerId, id));
  }

  return { create, update, remove, listOwn, getOwn, ownGallery, presentOwn };
}
export type GalleriesService = ReturnType<typeof createGalleriesService>;
