// Photos, the performer's side: upload a picture into one of their galleries, list their photos
// (with each file's processing status, which the client polls), edit or move one, delete one, and make
// one its gallery's cover. A photo's file is its own: deleting the photo deletes the file.
import type { List } from '@/contracts/common';
import { photoSortKeys, uploadPhotoFields, type Gallery, type OwnPhotoSearchQuery, type Photo, type UpdatePhotoBody } from '@/contracts/galleries';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { parseFields } from '../content/content-fields';
import { keepingFilesOnlyIfSaved, type ContentForm } from '../content/multipart-form';
import { ownerView } from '../content/own-content';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { GalleriesRepo } from './galleries.repo';
import type { GalleriesService } from './galleries.service';
import type { PhotoRow } from './galleries.table';
import type { PhotoPresenter } from './photos.presenter';
import type { PhotoPatch, PhotosRepo } from './photos.repo';

export type PhotoFileRole = 'photo';

const photoNotYours = () => notFound('This photo does not exist, or is not yours.');
const notYourGallery = () => unprocessable('galleryId must be the id of one of your galleries: create the gallery first.');

export function createPhotosService(deps: {
  photosRepo: PhotosRepo;
  galleriesRepo: Pick<GalleriesRepo, 'find' | 'update'>;
  galleries: Pick<GalleriesService, 'presentOwn'>;
  presenter: PhotoPresenter;
  mediaFiles: Pick<MediaFilesService, 'remove'>;
}) {
  const { photosRepo: repo, presenter } = deps;
  const everything = () => true;
  const presentOwn = async (performerId: string, row: PhotoRow) => (await presenter.present(ownerView(performerId), [row], everything))[0];
  const removeFiles = (ids: readonly string[]) => Promise.all(ids.map((id) => deps.mediaFiles.remove(id)));

  async function ownPhoto(performerId: string, id: string): Promise<PhotoRow> {
    const row = await repo.find(id);
    if (!row || row.performerId !== performerId) throw photoNotYours();
    return row;
  }

  async function checkOwnGallery(performerId: string, galleryId: string): Promise<void> {
    const gallery = await deps.galleriesRepo.find(galleryId);
    if (!gallery || gallery.performerId !== performerId) throw notYourGallery();
  }

  /** The picture was streamed to storage as the form arrived; a refused form deletes it again. */
  async function upload(performerId: string, form: ContentForm<PhotoFileRole>): Promise<Photo> {
    const row = await keepingFilesOnlyIfSaved(form.files, removeFiles, async () => {
      const fields = parseFields(uploadPhotoFields, form.fields);
      if (!form.files.photo) throw unprocessable('Choose the picture to upload (form field "photo").');
      await checkOwnGallery(performerId, fields.galleryId);
      const { galleryId, title, description, status } = fields;
      return repo.insert({ performerId, galleryId, fileId: form.files.photo.id, title, description, status });
    });
    return presentOwn(performerId, row);
  }

  async function update(performerId: string, id: string, body: UpdatePhotoBody): Promise<Photo> {
    const row = await ownPhoto(performerId, id);
    const patch: PhotoPatch = { ...body, updatedAt: new Date() };
    const moving = body.galleryId !== undefined && body.galleryId !== row.galleryId;
    if (moving) await checkOwnGallery(performerId, body.galleryId!);
    const updated = await repo.update(row.id, patch);
    if (!updated) throw photoNotYours();
    // The gallery it left no longer shows it as its cover.
    const left = moving ? await deps.galleriesRepo.find(row.galleryId) : null;
    if (left?.coverPhotoId === row.id) await deps.galleriesRepo.update(left.id, { coverPhotoId: null, updatedAt: new Date() });
    return presentOwn(performerId, updated);
  }

  /** Deletes the photo, then its file; a gallery it was the cover of shows its first photo instead. */
  async function remove(performerId: string, id: string): Promise<{ deleted: true }> {
    const row = await ownPhoto(performerId, id);
    await repo.remove(row.id);
    await removeFiles([row.fileId]);
    return { deleted: true };
  }

  async function setCover(performerId: string, id: string): Promise<Gallery> {
    const row = await ownPhoto(performerId, id);
    if (row.status !== 'active') throw unprocessable('Only a shown photo can be the cover: set the photo\'s status to active first.');
    const gallery = await deps.galleriesRepo.update(row.galleryId, { coverPhotoId: row.id, updatedAt: new Date() });
    if (!gallery) throw photoNotYours();
    return deps.galleries.presentOwn(performerId, gallery);
  }

  async function listOwn(performerId: string, query: OwnPhotoSearchQuery): Promise<List<Photo>> {
    const page = toPage(query, photoSortKeys, 'createdAt');
    const { rows, total } = await repo.own(performerId, query, page);
    return { data: await presenter.present(ownerView(performerId), rows, everything), total };
  }

  return { upload, update, remove, setCover, listOwn };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
