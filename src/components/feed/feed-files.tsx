// A post's media for a viewer who may see it: photos as pictures, video with the player and its poster,
// audio with the player. Files the server is still preparing show their progress (polled) and the post is
// read again once they are ready, so their addresses arrive. The progress bar and the error are plain elements
// with antd's class names, and the layout the classes of feed-card.module.css, so the timeline's first load
// carries no Alert, Progress, Typography or Flex.
import { useCallback, useMemo } from 'react';
import type { Feed } from '@/contracts/feeds';
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/plain-values';
import type { FileStatusResult, MediaFile } from '@/contracts/media';
import { useProcessingStatus } from '@/components/creator/use-processing-status';
import { PlainAlert, PlainProgress } from '@/components/common/plain-marks';
import { photoSrcSet } from '@/components/common/responsive-image';
import { feedService } from '@/services/feed.api';
import styles from './feed-card.module.css';

export const thumbnailOf = (feed: Pick<Feed, 'thumbnail'>): string => feed.thumbnail?.url || DEFAULT_FEED_THUMBNAIL;

function FileProcessing({ feedId, file, onReady }: { feedId: string; file: MediaFile; onReady: () => void }) {
  // A stable start value: a new object every render would restart the polling.
  const initial = useMemo<FileStatusResult>(() => ({ _id: file._id, status: file.status, progress: 0, error: null }), [file._id, file.status]);
  const fetchStatus = useCallback(async () => (await feedService.fileStatus(feedId, file._id)).data, [feedId, file._id]);
  const status = useProcessingStatus(initial, fetchStatus, onReady);
  if (status?.status === 'error') {
    return <PlainAlert type="error" title={status.error ?? 'This file could not be processed.'} data-testid="feed-file-error" />;
  }
  return (
    <div className={styles.processing} data-testid="feed-file-processing" data-file-id={file._id}>
      <span className={styles.muted}>Processing…</span>
      <PlainProgress percent={status?.progress ?? 0} aria-label="Processing" />
    </div>
  );
}

function FinishedFile({ file, poster }: { file: MediaFile; poster: string }) {
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
        className={styles.media}
        data-testid="feed-video"
      />
    );
  }
  if (file.type === 'feed-audio') return <audio src={file.url} controls preload="metadata" className={styles.audio} data-testid="feed-audio" />;
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
      className={`${styles.media} ${styles.photo}`}
      data-testid="feed-photo"
    />
  );
}

export function FeedFiles({ feed, onReady }: { feed: Feed; onReady: () => void }) {
  const poster = thumbnailOf(feed);
  if (!feed.files.length) return null;
  return (
    <div className={styles.files} data-testid="feed-files">
      {feed.files.map((file) =>
        file.status === 'finished' ? (
          <FinishedFile key={file._id} file={file} poster={poster} />
        ) : (
          <FileProcessing key={file._id} feedId={feed._id} file={file} onReady={onReady} />
        ),
      )}
    </div>
  );
}
