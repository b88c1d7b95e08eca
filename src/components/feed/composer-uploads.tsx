// The composer's media: one upload button per kind the post type takes, each with progress and cancel
// (UploadButton), and the files already sent, which the server is still preparing when the post goes out.
import { AudioOutlined, CloseOutlined, FileImageOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { UploadButton } from '@/components/account/upload-button';
import type { UploadFn } from '@/components/account/use-upload';
import type { FeedType } from '@/contracts/feeds';
import type { MediaFile } from '@/contracts/media';
import { feedService, type FeedUploadKind } from '@/services/feed.api';
import type { ComposerFiles } from './composer-rules';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'];
const AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/webm', 'audio/flac'];

/** Most files a post holds (the API's limit). */
export const MAX_FEED_FILES = 20;

interface KindSpec {
  /** What one file of the kind is called. */
  name: string;
  label: string;
  accept: string[];
  wrongType: string;
  icon: ReactNode;
  /** How many files of this kind one post takes. */
  max: number;
}

const KINDS: Record<FeedUploadKind, KindSpec> = {
  photo: { name: 'Photo', label: 'Add photo', accept: IMAGE_TYPES, wrongType: 'Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC picture.', icon: <PictureOutlined />, max: MAX_FEED_FILES },
  video: { name: 'Video', label: 'Add video', accept: VIDEO_TYPES, wrongType: 'Choose an MP4, WebM, MOV or MKV video.', icon: <VideoCameraOutlined />, max: 1 },
  audio: { name: 'Recording', label: 'Add recording', accept: AUDIO_TYPES, wrongType: 'Choose an MP3, M4A, AAC, WAV, OGG, WebM or FLAC recording.', icon: <AudioOutlined />, max: 1 },
  thumbnail: { name: 'Thumbnail', label: 'Add thumbnail', accept: IMAGE_TYPES, wrongType: 'Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC picture.', icon: <FileImageOutlined />, max: 1 },
  teaser: { name: 'Teaser', label: 'Add teaser', accept: VIDEO_TYPES, wrongType: 'Choose an MP4, WebM, MOV or MKV video.', icon: <VideoCameraOutlined />, max: 1 },
};

/** The upload kinds each post type offers, main media first. */
export const KINDS_OF_TYPE: Record<FeedType, FeedUploadKind[]> = {
  text: [],
  poll: [],
  photo: ['photo', 'thumbnail'],
  video: ['video', 'thumbnail', 'teaser'],
  audio: ['audio', 'thumbnail'],
};

const uploadOf =
  (kind: FeedUploadKind): UploadFn<MediaFile> =>
  async (file, options) =>
    (await feedService.upload(kind, file, options)).data.file;

function UploadedFile({ kind, file, index, onRemove }: { kind: FeedUploadKind; file: MediaFile; index: number; onRemove: () => void }) {
  return (
    <Flex align="center" gap={8} wrap data-testid={`feed-file-${kind}`} data-file-id={file._id}>
      <Typography.Text>
        {KINDS[kind].max > 1 ? `${KINDS[kind].name} ${index + 1}` : KINDS[kind].name}
      </Typography.Text>
      {file.status === 'error' ? <Tag color="error">Could not be processed</Tag> : <Tag color="processing">Uploaded · prepared after posting</Tag>}
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Remove this file" onClick={onRemove} data-testid={`feed-file-${kind}-remove`} />
    </Flex>
  );
}

interface ComposerUploadsProps {
  type: FeedType;
  files: ComposerFiles;
  /** A state setter: uploads finish in their own time, so each merges into the latest list by an updater. */
  onChange: Dispatch<SetStateAction<ComposerFiles>>;
}

export function ComposerUploads({ type, files, onChange }: ComposerUploadsProps) {
  const kinds = KINDS_OF_TYPE[type];
  if (!kinds.length) return null;
  const add = (kind: FeedUploadKind) => (file: MediaFile) =>
    onChange((prev) => ({ ...prev, [kind]: KINDS[kind].max === 1 ? [file] : [...prev[kind], file] }));
  const remove = (kind: FeedUploadKind, id: string) => onChange((prev) => ({ ...prev, [kind]: prev[kind].filter((f) => f._id !== id) }));

  return (
    <Flex vertical gap={12} data-testid="feed-uploads">
      {kinds.map((kind) => {
        const spec = KINDS[kind];
        const full = files[kind].length >= spec.max && spec.max > 1;
        return (
          <Flex vertical gap={6} key={kind}>
            {files[kind].map((file, index) => (
              <UploadedFile key={file._id} kind={kind} file={file} index={index} onRemove={() => remove(kind, file._id)} />
            ))}
            <UploadButton
              accept={spec.accept}
              wrongTypeMessage={spec.wrongType}
              upload={uploadOf(kind)}
              onUploaded={add(kind)}
              // Attaching saves nothing yet: the post is saved when it is sent.
              doneMessage={`${spec.name} attached`}
              label={spec.max === 1 && files[kind].length ? `Replace ${spec.name.toLowerCase()}` : spec.label}
              inputLabel={`${spec.name} file`}
              icon={spec.icon}
              testId={`feed-upload-${kind}`}
              disabled={full}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
