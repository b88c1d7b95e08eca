// The one way a video reaches a client. Entitlement decides per viewer whether the film is linked: a
// locked video keeps its title, teaser and blurred preview but no link to the film. Lists are presented
// in a fixed number of queries, whatever their length.
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/feeds';
import type { Video } from '@/contracts/videos';
import { fromMinorOrNull } from '@/lib/money';
import { aboutViewer, moderationMarkOf, presentItemHead, statsOf, viewerSideOf, type ContentPresenterDeps, type KnownAboutViewer } from '../content/content-lookups';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { Viewer } from '../performers/performer-visibility';
import type { VideoRow } from './videos.table';


export const contentItemOf = (row: VideoRow) => ({ id: row.id, kind: 'video' as const, performerId: row.performerId, access: row.access });

export const filesOf = (row: VideoRow): string[] => [row.videoFileId, row.thumbnailFileId, row.teaserFileId].filter((id): id is string => !!id);

/** A scheduled video is out once its moment has passed, without anything having to rewrite it. */
export const shownStatus = (row: Pick<VideoRow, 'status' | 'scheduledAt'>, now: Date): Video['status'] =>
  row.status === 'scheduled' && row.scheduledAt !== null && row.scheduledAt <= now ? 'active' : row.status;

export function createVideoPresenter(deps: ContentPresenterDeps) {
  const { lookups, mediaFiles, storage } = deps;

  /** The own thumbnail, else the film's poster; their blurred previews while locked; else the placeholder. */
  function thumbnailUrl(thumbnail: MediaFileRow | undefined, film: MediaFileRow | undefined, viewerId: string | null, canSeeMedia: boolean): string {
    const shown = (file: MediaFileRow | undefined) => (file ? mediaFiles.present(file, { viewerId, canSeeMedia }) : null);
    const own = shown(thumbnail);
    const poster = shown(film);
    return own?.url ?? own?.preview ?? poster?.thumbnails.at(-1) ?? poster?.preview ?? storage.assetUrl(DEFAULT_FEED_THUMBNAIL);
  }

  /** `known` is what the caller already has (the access it checked, a page's facts). */
  async function present(viewer: Viewer, rows: readonly VideoRow[], known?: KnownAboutViewer): Promise<Video[]> {
    if (rows.length === 0) return [];
    const [[access, authors, reacted], files] = await Promise.all([
      viewerSideOf(deps, viewer, rows, rows.map(contentItemOf), 'video', known),
      lookups.mediaFiles(rows.flatMap(filesOf)),
    ]);
    const now = new Date();
    return rows.map((row, i) => {
      const { canSeeMedia, isBought, isSubscribed } = access[i];
      const film = row.videoFileId ? files.get(row.videoFileId) : undefined;
      const teaser = row.teaserFileId ? files.get(row.teaserFileId) : undefined;
      // The teaser is the free sample of a locked video: linked for everyone who may see the video.
      const teaserShown = teaser ? mediaFiles.present(teaser, { viewerId: viewer.userId, canSeeMedia: true }) : null;
      return {
        ...presentItemHead(row, authors, storage),
        title: row.title,
        description: row.description,
        tags: row.tags,
        access: row.access,
        price: row.access === 'sale' ? fromMinorOrNull(row.price) : null,
        status: shownStatus(row, now),
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        video: film ? mediaFiles.present(film, { viewerId: viewer.userId, canSeeMedia }) : null,
        thumbnail: { url: thumbnailUrl(row.thumbnailFileId ? files.get(row.thumbnailFileId) : undefined, film, viewer.userId, canSeeMedia) },
        teaser: teaserShown ? { url: teaserShown.url, thumbnails: teaserShown.thumbnails } : null,
        isLocked: !canSeeMedia,
        stats: statsOf(row),
        ...aboutViewer(row, reacted, { isBought, isSubscribed }),
        ...moderationMarkOf(row, viewer),
      };
    });
  }

  return { present };
}
export type VideoPresenter = ReturnType<typeof createVideoPresenter>;
