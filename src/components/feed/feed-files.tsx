// A post's media for a viewer who may see it: photos as pictures, video with the player and its poster,
// audio with the player. Files the server is still preparing show their progress (polled) and the post is
// read again once they are ready, so their addresses arrive.
import { Alert, Flex, Progress, Typography, theme } from 'antd';
import { useCallback, useMemo, type CSSProperties } from 'react';
import type { Feed } from '@/contracts/feeds';
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/plain-values';
import type { FileStatusResult, MediaFile } from '@/contracts/media';
import { useProcessingStatus } from '@/components/creator/use-processing-status';
import { photoSrcSet } from '@/components/common/responsive-image';
import { feedService } from '@/services/feed.api';

export const thumbnailOf = (feed: Pick<Feed, 'thumbnail'>): string => feed.thumbnail?.url || DEFAULT_FEED_THUMBNAIL;

function FileProcessing({ feedId, file, onReady }: { feedId: string; file: MediaFile; onReady: () => void }) {
  // A stable start value: a new object every render would restart the polling.
  const initial = useMemo<FileStatusResult>(() => ({ _id: file._id, status: file.status, progress: 0, error: null }), [file._id, file.status]);
  const fetchStatus = useCallback(async () => (await feedService.fileStatus(feedId, file._id)).data, [feedId, file._id]);
  const status = useProcessingStatus(initial, fetchStatus, onReady);
  if (status?.status === 'error') {
    return <Alert type="error" showIcon title={status.error ?? 'This file could not be processed.'} data-testid="feed-file-error" />;
  }
  return (
    <Flex vertical gap={4} data-testid="feed-file-processing" data-file-id={file._id}>
      <Typography.Text type="secondary">Processing…</Typography.Text>
      <Progress percent={status?.progress ?? 0} size="small" aria-label="Processing" />
    </Flex>
  );
}

function FinishedFile({ file, poster, style }: { file: MediaFile; poster: string; style: CSSProperties }) {
  if (!file.url) return null;
  if (file.type === 'feed-video') {
    return (
      <video
        src={file.url}
        poster={file.thumbnails[0] ?? poster}
        // Its size reserves its place before the poster and the film arrive.
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        controls
        playsInline
        preload="metadata"
        style={{ ...style, height: 'auto' }}
        data-testid="feed-video"
      />
    );
  }
  if (file.type === 'feed-audio') return <audio src={file.url} controls preload="metadata" style={{ width: '100%' }} data-testid="feed-audio" />;
  return (
    <img
      src={file.url}
      srcSet={photoSrcSet(file)}
      // A post is at most 720 px wide (the post page and the feed column).
      sizes="(max-width: 752px) calc(100vw - 32px), 720px"
      // The photo's own size: its box is reserved before it loads, so the page does not jump.
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      alt=""
      loading="lazy"
      decoding="async"
      style={{ ...style, height: 'auto', objectFit: 'cover' }}
      data-testid="feed-photo"
    />
  );
}

export function FeedFiles({ feed, onReady }: { feed: Feed; onReady: () => void }) {
  const { token, cssVar } = theme.useToken();
  const style: CSSProperties = { width: '100%', maxHeight: 560, display: 'block', borderRadius: token.borderRadius, background: cssVar.colorFillTertiary };
  const poster = thumbnailOf(feed);
  if (!feed.files.length) return null;
  return (
    <Flex vertical gap={8} data-testid="feed-files">
      {feed.files.map((file) =>
        file.status === 'finished' ? (
          <FinishedFile key={file._id} file={file} poster={poster} style={style} />
        ) : (
          <FileProcessing key={file._id} feedId={feed._id} file={file} onReady={onReady} />
        ),
      )}
    </Flex>
  );
}
