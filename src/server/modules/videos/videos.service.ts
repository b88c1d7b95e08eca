// Videos, the performer's side: upload a video with its files, edit it (fields and replacement
// files), remove one of its files, delete it, list and view their own. Files belong to one video only,
// so replacing or deleting one deletes it with everything stored for it.
import type { CreateVideoFields, UpdateVideoFields, Video, VideoFileRole } from '@/contracts/videos';
import { createVideoFields, updateVideoFields, videoSortKeys } from '@/contracts/videos';
import { notFound, unprocessable } from '../../http/errors';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { MediaFileRow } from '../media-files/media-files.table';
import { parseFields, priceFor, priceOnUpdate, scheduleFrom } from '../content/content-fields';
import { filesReplaced, keepingFilesOnlyIfSaved, type ContentForm } from '../content/multipart-form';
import { createOwnContent } from '../content/own-content';
import { filesOf, type VideoPresenter } from './videos.presenter';
import type { VideoPatch, VideosRepo } from './videos.repo';

const missing = () => notFound('This video does not exist, or is not yours.');
const noFilm = () => unprocessable('A video needs its film to be shown: upload it in the field "file" first.');

const COLUMN_OF: Record<VideoFileRole, 'videoFileId' | 'thumbnailFileId' | 'teaserFileId'> = {
  video: 'videoFileId',
  thumbnail: 'thumbnailFileId',
  teaser: 'teaserFileId',
};

export function createVideosService(deps: { videosRepo: VideosRepo; presenter: VideoPresenter; mediaFiles: Pick<MediaFilesService, 'remove' | 'status'>; commentTargets: Pick<CommentTargets, 'itemRemoved'> }) {
  const { videosRepo: repo } = deps;
  const own = createOwnContent({ kind: 'video', repo, presenter: deps.presenter, sortKeys: videoSortKeys, filesOf, mediaFiles: deps.mediaFiles, commentTargets: deps.commentTargets, missing });
  const { presentOwn, removeFiles, own: ownVideo } = own;

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
    await removeFiles(filesReplaced(form.files, row, COLUMN_OF));
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

  return { create, createDraft, update, removeFile, remove: own.remove, listOwn: own.listOwn, getOwn: own.getOwn, fileStatus: own.fileStatus };
}
export type VideosService = ReturnType<typeof createVideosService>;
