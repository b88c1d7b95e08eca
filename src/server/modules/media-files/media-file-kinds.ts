// What each media file type is: which upload checks and limit apply, how it is processed, and who may
// fetch its processed file by a plain address. Everything else about a type lives with the feature using it.
import type { MediaFileType } from '@/contracts/media';
import type { UploadKind } from '../../media/upload-limits';
import type { Visibility } from '../../media/storage';

/** The upload kind decides the accepted formats, the size limit and the processing. */
const KIND_OF_TYPE: Record<MediaFileType, Exclude<UploadKind, 'document'>> = {
  'feed-photo': 'image',
  'feed-thumbnail': 'image',
  'video-thumbnail': 'image',
  photo: 'image',
  'product-image': 'image',
  'message-photo': 'image',
  'comment-photo': 'image',
  'feed-video': 'video',
  'feed-teaser': 'video',
  video: 'video',
  'video-teaser': 'video',
  'message-video': 'video',
  'welcome-video': 'video',
  'feed-audio': 'audio',
  // A digital product is delivered as uploaded: an archive or a PDF is not ours to re-encode.
  'product-file': 'file',
};

export type MediaKind = (typeof KIND_OF_TYPE)[MediaFileType];

export const kindOfType = (type: MediaFileType): MediaKind => KIND_OF_TYPE[type];

/**
 * Where the processed file and its sizes or posters go. Paid and subscriber media are private
 * (viewer-bound signed links only). The welcome video is the performer's advertisement, shown to every
 * visitor of the profile, so its MP4 and posters are public: a CDN can cache them and no link has to be
 * signed per visitor. Blurred previews are public for every type.
 */
export const mainVisibilityOf = (type: MediaFileType): Visibility => (type === 'welcome-video' ? 'public' : 'private');

const LABELS: Record<MediaKind, string> = { image: 'The picture', video: 'The video', audio: 'The recording', file: 'The file' };

/** How upload errors name the file ("The welcome video is larger than ..."). */
export const uploadLabelOf = (type: MediaFileType): string => (type === 'welcome-video' ? 'The welcome video' : LABELS[kindOfType(type)]);

/** Storage folder of a type's files: one per type, so an operator can tell them apart in the bucket. */
export const folderOf = (type: MediaFileType, part: 'originals' | 'media' | 'previews'): string => `${part}/${type}`;

/** Where every type's originals are: private, and only ever named by a record's originalKey. */
export const ORIGINALS_PREFIX = 'private/originals/';
