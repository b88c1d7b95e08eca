// A message's media: photo thumbnails that open the full picture, video players, a note while the server
// still prepares a file (polling its status, then reading the message again), and for a locked pay-per-view message its blurred previews with the price.
import { LockOutlined } from '@ant-design/icons';
import { Flex, Image, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { MediaFile } from '@/contracts/media';
import type { Message } from '@/contracts/messages';
import { useProcessingStatus } from '@/components/creator/use-processing-status';
import { veilStyle } from '@/components/content/veil-style';
import { formatPrice } from '@/lib/money';
import { messageService } from '@/services/message.api';

const MEDIA_WIDTH = 260;
const isVideo = (file: MediaFile) => file.type === 'message-video' || (file.mimeType ?? '').startsWith('video/');

function Preparing({ messageId, fileId, onReady }: { messageId: string; fileId: string; onReady: () => void }) {
  const initial = useMemo(() => ({ _id: fileId, status: 'processing' as const, progress: 0, error: null }), [fileId]);
  const fetchStatus = useCallback(async () => (await messageService.fileStatus(messageId, fileId)).data, [messageId, fileId]);
  const status = useProcessingStatus(initial, fetchStatus, onReady);
  return (
    <Tag color="processing" data-testid="message-file-processing">
      Preparing this file… {status?.progress ? `${status.progress}%` : ''}
    </Tag>
  );
}

interface FileMediaProps {
  messageId: string;
  file: MediaFile;
  /** The server finished preparing the file: the message is read again to get its address. */
  onReady: () => void;
}

/**
 * The picture's shape from the file's metadata, so its box has its height before the picture arrives (the
 * thread opens at the newest message, and a box that grew later would push it out of view).
 */
export const aspectRatioOf = (file: Pick<MediaFile, 'width' | 'height'>): string | undefined =>
  file.width && file.height ? `${file.width} / ${file.height}` : undefined;

function FileMedia({ messageId, file, onReady }: FileMediaProps) {
  const { token, cssVar } = theme.useToken();
  const frame: CSSProperties = { width: MEDIA_WIDTH, maxWidth: '100%', height: 'auto', aspectRatio: aspectRatioOf(file), borderRadius: token.borderRadius, display: 'block' };
  if (file.status === 'error') return <Tag color="error">This file could not be processed</Tag>;
  if (file.status === 'processing') return <Preparing messageId={messageId} fileId={file._id} onReady={onReady} />;
  if (!file.url) return <Tag color="processing">Preparing this file…</Tag>;
  if (isVideo(file)) {
    return (
      <video
        src={file.url}
        poster={file.thumbnails[0]}
        controls
        playsInline
        preload="metadata"
        style={{ ...frame, background: cssVar.colorFillTertiary }}
        data-testid="message-video"
      />
    );
  }
  return (
    <span data-testid="message-photo">
      <Image src={file.thumbnails[0] ?? file.url} preview={{ src: file.url }} alt="Photo in this message" width={MEDIA_WIDTH} style={frame} />
    </span>
  );
}

export function MessageFiles({ message, onReady }: { message: Message; onReady: () => void }) {
  if (!message.files.length) return null;
  return (
    <Flex vertical gap={6}>
      {message.files.map((file) => (
        <FileMedia key={file._id} messageId={message._id} file={file} onReady={onReady} />
      ))}
    </Flex>
  );
}

/** `unlock` is the button the viewer pays with; the sender sees the same veil without one. */
export function LockedMessageMedia({ message, unlock }: { message: Message; unlock?: ReactNode }) {
  const { token, cssVar } = theme.useToken();
  const previews = message.files.map((f) => f.preview).filter((p): p is string => !!p);
  const overlay = veilStyle({ shade: 0.45, gap: token.marginXS, padding: token.paddingSM });
  const count = message.files.length;
  return (
    <div
      style={{ position: 'relative', width: MEDIA_WIDTH, maxWidth: '100%', minHeight: 160, overflow: 'hidden', borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }}
      data-testid="message-locked"
    >
      {previews.slice(0, 1).map((src) => (
        <img key={src} src={src} alt="" aria-hidden style={{ width: '100%', height: 180, objectFit: 'cover', filter: 'blur(12px)', transform: 'scale(1.1)', display: 'block' }} />
      ))}
      <div style={overlay}>
        <LockOutlined style={{ fontSize: 28 }} aria-hidden />
        <Typography.Text strong style={{ color: 'inherit' }} data-testid="message-price">
          {count} {count === 1 ? 'file' : 'files'} · {formatPrice(message.price ?? 0)}
        </Typography.Text>
        {unlock}
      </div>
    </div>
  );
}
