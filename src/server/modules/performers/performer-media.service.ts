// The performer's uploads: avatar, cover, welcome video and ID documents. Each streams to storage,
// replaces the earlier file and deletes it, and answers with the URL and the updated own profile.
// The welcome video goes through media processing (modules/media-files): it is shown once it has become
// a web MP4, and until then the profile keeps showing an earlier, unprocessed upload if there is one.
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import type { FileStatusResult } from '@/contracts/media';
import type { PerformerUploadResult } from '@/contracts/performers';
import type { AuthUser } from '../../http/auth-guard';
import { notFound, unprocessable } from '../../http/errors';
import type { Storage } from '../../media/storage';
import { openImageUpload, storeImageUpload } from '../../media/upload';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { PerformerPatch, UsersRepo } from '../users/users.repo';
import type { UsersService } from '../users/users.service';
import { savePublicPicture } from '../users/public-picture';
import { DOCUMENT_TYPES } from './performer-registration';
import type { PerformerProfileService } from './performer-profile.service';
import { DOCUMENT_URL_SECONDS } from './performers.presenter';
import type { PerformersRepo } from './performers.repo';
import type { PerformerRow } from './performers.table';

export type NextFile = () => Promise<MultipartFile | undefined>;
export type DocumentType = 'idVerification' | 'documentVerification';

/**
 * What the welcome video upload answers as `url`: the video is not playable until processed, so the
 * answer points at the status poll; the profile's `welcomeVideo` carries the video's address once ready.
 */
export const WELCOME_VIDEO_STATUS_PATH = '/api/performers/welcome-video/status';

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 600;
/** The guard image.ts uses too: a tiny file must not expand into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const documentLabels: Record<DocumentType, string> = {
  idVerification: 'The photo of your ID',
  documentVerification: 'The photo of you holding your ID',
};
const documentColumns = { idVerification: 'idVerificationKey', documentVerification: 'documentVerificationKey' } as const;

/** The uploaded file of the form field "file"; anything else is refused before it is read. */
async function fileField(nextFile: NextFile, what: string): Promise<MultipartFile> {
  const part = await nextFile();
  if (!part) throw unprocessable(`Choose ${what} to upload (form field "file").`);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw unprocessable(`Send ${what} in the form field "file", not "${part.fieldname}".`);
  }
  return part;
}

export function createPerformerMediaService(deps: {
  performersRepo: PerformersRepo;
  profile: PerformerProfileService;
  users: Pick<UsersService, 'setAvatar'>;
  usersRepo: Pick<UsersRepo, 'update'>;
  storage: Storage;
  mediaFiles: Pick<MediaFilesService, 'accept' | 'find' | 'remove' | 'status'>;
  maxUploadMb: number;
}) {
  const { performersRepo: repo, profile, storage, mediaFiles } = deps;

  async function answer(userId: string, url: string): Promise<PerformerUploadResult> {
    return { url, performer: await profile.me(userId) };
  }

  /**
   * Points the profile at a newly stored file and removes the file it replaces (read just before the
   * update, so the latest one goes). The new file is removed again when the profile cannot be updated.
   */
  async function replacePerformerFile(userId: string, key: string, change: (current: PerformerRow) => PerformerPatch, oldKeyOf: (current: PerformerRow) => string | null) {
    let oldKey: string | null;
    try {
      const { performer: current } = await profile.recordOf(userId);
      oldKey = oldKeyOf(current);
      const updated = await repo.updatePerformer(userId, { ...change(current), updatedAt: new Date() });
      if (!updated) throw unprocessable('Your performer profile changed while uploading. Please try again.');
    } catch (e) {
      await storage.remove(key);
      throw e;
    }
    if (oldKey && oldKey !== key) await storage.remove(oldKey);
  }

  /** A square 400px WebP, through the same code path as every account's avatar. */
  async function setAvatar(actor: AuthUser, nextFile: NextFile): Promise<PerformerUploadResult> {
    await profile.recordOf(actor.id);
    const { url } = await deps.users.setAvatar(actor, actor.id, nextFile);
    return answer(actor.id, url);
  }

  async function setCover(userId: string, nextFile: NextFile): Promise<PerformerUploadResult> {
    const before = await profile.recordOf(userId);
    const part = await fileField(nextFile, 'a cover picture');
    const { stream } = await openImageUpload(part.file, { label: 'The cover picture', maxMb: deps.maxUploadMb });
    const resizer = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention', withoutEnlargement: true })
      .webp({ quality: 80 });
    const key = await savePublicPicture(storage, stream, resizer, 'covers');
    const updated = await deps.usersRepo.update(userId, { coverKey: key, updatedAt: new Date() });
    if (!updated) {
      await storage.remove(key);
      throw unprocessable('Your account changed while uploading. Please try again.');
    }
    if (before.user.coverKey && before.user.coverKey !== key) await storage.remove(before.user.coverKey);
    return answer(userId, storage.url(key));
  }

  /**
   * Takes the video into media processing and points the profile at its record. The earlier record goes
   * at once, with its files; an earlier upload made before processing existed (a bare welcomeVideoKey)
   * stays on show until the new video is ready.
   */
  async function setWelcomeVideo(userId: string, nextFile: NextFile): Promise<PerformerUploadResult> {
    await profile.recordOf(userId);
    const part = await fileField(nextFile, 'a welcome video');
    const file = await mediaFiles.accept(userId, 'welcome-video', part);
    let previousId: string | null;
    try {
      const { performer: current } = await profile.recordOf(userId);
      previousId = current.welcomeVideoFileId;
      const previous = previousId ? await mediaFiles.find(previousId) : null;
      const showsPrevious = previous !== null && previous.mainKey === current.welcomeVideoKey;
      const updated = await repo.updatePerformer(userId, {
        welcomeVideoFileId: file.id,
        ...(showsPrevious ? { welcomeVideoKey: null } : {}),
        updatedAt: new Date(),
      });
      if (!updated) throw unprocessable('Your performer profile changed while uploading. Please try again.');
    } catch (e) {
      await mediaFiles.remove(file.id);
      throw e;
    }
    if (previousId && previousId !== file.id) await mediaFiles.remove(previousId);
    // A short video may have finished before the profile pointed at it; the worker then skipped it.
    const now = await mediaFiles.find(file.id);
    if (now?.status === 'finished') await welcomeVideoProcessed(now);
    return answer(userId, WELCOME_VIDEO_STATUS_PATH);
  }

  /**
   * A processed welcome video becomes the one the profile shows, if it is still the performer's current
   * one; an older unprocessed upload it replaces is deleted. Safe to run twice for the same file.
   */
  async function welcomeVideoProcessed(file: MediaFileRow): Promise<void> {
    const record = await repo.findRecord(file.ownerId);
    if (!record || record.performer.welcomeVideoFileId !== file.id || !file.mainKey) return;
    const oldKey = record.performer.welcomeVideoKey;
    if (oldKey === file.mainKey) return;
    await repo.updatePerformer(file.ownerId, { welcomeVideoKey: file.mainKey, updatedAt: new Date() });
    if (oldKey) await storage.remove(oldKey);
  }

  async function welcomeVideoStatus(userId: string): Promise<FileStatusResult> {
    const { performer } = await profile.recordOf(userId);
    if (!performer.welcomeVideoFileId) throw notFound('You have not uploaded a welcome video yet.');
    return mediaFiles.status(performer.welcomeVideoFileId, { ownerId: userId });
  }

  /** A new ID photo replaces the old one; a rejected performer who sends one is back in the review queue. */
  async function setDocument(userId: string, type: DocumentType, nextFile: NextFile): Promise<PerformerUploadResult> {
    await profile.recordOf(userId);
    const part = await fileField(nextFile, documentLabels[type].toLowerCase());
    const { key } = await storeImageUpload(storage, part.file, {
      visibility: 'private',
      folder: 'performer-documents',
      label: documentLabels[type],
      types: DOCUMENT_TYPES,
      maxMb: deps.maxUploadMb,
    });
    const column = documentColumns[type];
    await replacePerformerFile(
      userId,
      key,
      (current) => ({
        [column]: key,
        ...(current.verificationStatus === 'rejected' ? { verificationStatus: 'pending' as const, rejectionReason: null } : {}),
      }),
      (current) => current[column],
    );
    return answer(userId, storage.url(key, { expiresInSeconds: DOCUMENT_URL_SECONDS, viewerId: userId }));
  }

  return { setAvatar, setCover, setWelcomeVideo, welcomeVideoProcessed, welcomeVideoStatus, setDocument };
}
export type PerformerMediaService = ReturnType<typeof createPerformerMediaService>;
