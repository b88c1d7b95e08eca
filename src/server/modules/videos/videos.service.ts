// Videos, the performer's side: upload a video with its files, edit it (fields and replacement
// files), remove one of its files, delete it, list and view their own. Files belong to one video only,
// so replacing or deleting one deletes it with everything stored for it.
import type { List } from '@/contracts/common';
import type { FileStatusResult } from '@/contracts/media';
import type { CreateVideoFields, OwnVideoSearchQuery, UpdateVideoFields, Video, VideoFileRole } from '@/contracts/videos';
import { createVideoFields, updateVideoFields, videoSortKeys } from '@/contracts/videos';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { MediaFileRow } from '../media-files/media-files.table';
import { parseFields, priceFor, priceOnUpdate, scheduleFrom } from '../content/content-fields';
import { keepingFilesOnlyIfSaved, type ContentForm } from '../content/multipart-form';
import { filesOf, type VideoPresenter } from './videos.presenter';
import type { VideoPatch, VideosRepo } from './videos.repo';
import type { VideoRow } from './videos.table';

const missing = () => notFound('This video does not exist, or is not yours.');
const noFilm = () => unprocessable('A video needs its film to be shown: upload it in the field "file" first.');

const COLUMN_OF: Record<VideoFileRole, 'videoFileId' | 'thumbnailFileId' | 'teaserFileId'> = {
  video: 'videoFileId',
  thumbnail: 'thumbnailFileId',
  teaser: 'teaserFileId',
};

export function createVideosService(deps: { videosRepo: VideosRepo; presenter: VideoPresenter; mediaFiles: Pick<MediaFilesService, 'remove' | 'status'>; commentTargets: Pick<CommentTargets, 'itemRemoved'> }) {
  const { videosRepo: repo, presenter } = deps;
  const ownerView = (performerId: string) => ({ userId: performerId, countryCode: null });
  const presentOwn = async (performerId: string, row: VideoRow) => (await presenter.present(ownerView(performerId), [row]))[0];
  const removeFiles = (ids: readonly string[]) => Promise.all(ids.map((id) => deps.mediaFiles.remove(id)));

  async function ownVideo(performerId: string, id: string): Promise<VideoRow> {
    const row = await repo.find(id);
    if (!row || row.performerId !== performerId) throw missing();
    return row;
  }

  async function create(performerId: string, form: ContentForm<VideoFileRole>): Promise<Video> {
    const row = await keepingFilesOnlyIfSaved(form.files, removeFiles, async () => {
      const fields: CreateVideoFields = parseFields(createVideoFields, form.fields);
      if (!form.files.video) throw unprocessable('Choose the video to upload (form field "file").');
      const schedule = scheduleFrom(fields, { status: 'active', scheduledAt: null }, new Date(), 'video');
      return repo.insert({
        performerId,
        title: fields.title,
        description: fields.description,
        tags: fields.tags,
        access: fields.access,
        price: priceFor(fields.access, fields.price ?? null, 'video'),
        ...schedule,
        videoFileId: form.files.video.id,
        thumbnailFileId: form.files.thumbnail?.id ?? null,
        teaserFileId: form.files.teaser?.id ?? null,
      });
    });
    return presentOwn(performerId, row);
  }

  /**
   * A video the server makes for the performer from a film already recorded (a live session's recording): an
   * inactive draft for subscribers, which the performer edits and puts out (or on sale) like any other.
   */
  async function createDraft(performerId: string, draft: { title: string; description: string; videoFileId: string }): Promise<Video> {
    const row = await repo.insert({
      performerId,
      title: draft.title,
      description: draft.description,
      tags: [],
      access: 'subscribers',
      price: null,
      status: 'inactive',
      scheduledAt: null,
      videoFileId: draft.videoFileId,
      thumbnailFileId: null,
      teaserFileId: null,
    });
    return presentOwn(performerId, row);
  }

  async function update(performerId: string, id: string, form: ContentForm<VideoFileRole>): Promise<Video> {
    const { row, updated } = await keepingFilesOnlyIfSaved(form.files, removeFiles, async () => {
      const fields: UpdateVideoFields = parseFields(updateVideoFields, form.fields);
      const row = await ownVideo(performerId, id);
      const access = fields.access ?? row.access;
      // Leaving sale drops the old price unless the form names one (which priceFor then refuses).
      const price = priceOnUpdate(fields.price, access, row.price);
      const patch: VideoPatch = { access, price: priceFor(access, price, 'video'), ...scheduleFrom(fields, { status: row.status, scheduledAt: row.scheduledAt }, new Date(), 'video') };
      if (fields.title !== undefined) patch.title = fields.title;
      if (fields.description !== undefined) patch.description = fields.description;
      if (fields.tags !== undefined) patch.tags = fields.tags;
      for (const [role, file] of Object.entries(form.files) as [VideoFileRole, MediaFileRow][]) patch[COLUMN_OF[role]] = file.id;
      const hasFilm = (patch.videoFileId ?? row.videoFileId) !== null;
      if (!hasFilm && patch.status !== 'inactive') throw noFilm();
      const updated = await repo.update(row.id, { ...patch, updatedAt: new Date() });
      if (!updated) throw missing();
      return { row, updated };
    });
    // The files replaced by this form belong to nothing any more.
    const replaced = (Object.keys(form.files) as VideoFileRole[]).map((role) => row[COLUMN_OF[role]]).filter((f): f is string => !!f);
    await removeFiles(replaced);
    return presentOwn(performerId, updated);
  }

  /** Removes one of the video's files. Without its film a video cannot be shown, so it is hidden. */
  async function removeFile(performerId: string, id: string, role: VideoFileRole): Promise<Video> {
    const row = await ownVideo(performerId, id);
    const fileId = row[COLUMN_OF[role]];
    if (!fileId) throw notFound(`This video has no ${role} file to remove.`);
    const patch: VideoPatch = { [COLUMN_OF[role]]: null, updatedAt: new Date() };
    if (role === 'video') Object.assign(patch, { status: 'inactive', scheduledAt: null });
    const updated = await repo.update(row.id, patch);
    if (!updated) throw missing();
    await removeFiles([fileId]);
    return presentOwn(performerId, updated);
  }

  /** Deletes the video, then its files. */
  async function remove(performerId: string, id: string): Promise<{ deleted: true }> {
    await ownVideo(performerId, id);
    const row = await repo.remove(id);
    if (!row) throw missing();
    await removeFiles(filesOf(row));
    await deps.commentTargets.itemRemoved('video', row.id);
    return { deleted: true };
  }

  async function listOwn(performerId: string, query: OwnVideoSearchQuery): Promise<List<Video>> {
    const { rows, total } = await repo.own(performerId, query, toPage(query, videoSortKeys, 'createdAt'));
    return { data: await presenter.present(ownerView(performerId), rows), total };
  }

  async function getOwn(performerId: string, id: string): Promise<Video> {
    return presentOwn(performerId, await ownVideo(performerId, id));
  }

  /** GET /performer-assets/videos/{id}/file/{fileId}/status: the owner's poll of a file of their video. */
  async function fileStatus(userId: string, videoId: string, fileId: string): Promise<FileStatusResult> {
    const row = await repo.find(videoId);
    if (!row || row.performerId !== userId || !filesOf(row).includes(fileId)) throw notFound('This file does not exist, or is not yours.');
    return deps.mediaFiles.status(fileId, { ownerId: userId });
  }

  return { create, createDraft, update, removeFile, remove, listOwn, getOwn, fileStatus };
}
export type VideosService = ReturnType<typeof createVideosService>;
