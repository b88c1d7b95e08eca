// Records -> what clients get. The media itself (the processed file and its thumbnails) is linked only
// for a viewer who may see it and only once processing has finished; private links are signed for that
// one viewer. The blurred preview is public: it is what a locked item shows in place of the media.
import type { FileStatusResult, MediaFile, MediaFileType } from '@/contracts/media';
import type { Storage } from '../../media/storage';
import type { MediaFileRow } from './media-files.table';

export interface MediaViewer {
  /** Who private links are bound to; an anonymous visitor of a free item gets links bound to nobody. */
  viewerId: string | null;
  /** The entitlement decision, made by the feature that owns the item (free, subscribed, bought, owner). */
  canSeeMedia: boolean;
}

export function fileStatusOf(row: MediaFileRow): FileStatusResult {
  return { _id: row.id, status: row.status, progress: row.status === 'finished' ? 100 : row.progress, error: row.status === 'error' ? row.error : null };
}

export function presentMediaFile(storage: Pick<Storage, 'url'>, row: MediaFileRow, viewer: MediaViewer): MediaFile {
  const mayLink = viewer.canSeeMedia && row.status === 'finished' && row.mainKey !== null;
  // Storage links public keys (the welcome video) plainly and signs private ones.
  const link = (key: string) => storage.url(key, viewer.viewerId ? { viewerId: viewer.viewerId } : {});
  const url = mayLink ? link(row.mainKey!) : null;
  return {
    _id: row.id,
    type: row.type as MediaFileType,
    status: row.status,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    duration: row.duration,
    url,
    thumbnails: url === null ? [] : row.variants.map((v) => link(v.key)),
    preview: row.previewKey ? storage.url(row.previewKey) : null,
  };
}
