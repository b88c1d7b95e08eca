// Loads one video for /video/[id]: on the server for the first visit (with the visitor's session and
// address, so entitlement and blocks apply to them) or in the browser on client navigation.
import type { Video } from '@/contracts/videos';
import { getResponseError } from '@/lib/errors';
import { videoService } from '@/services/video.api';

export type VideoLoad = { state: 'found'; video: Video } | { state: 'not-found' } | { state: 'error'; message: string };

/** Refusals a visitor should read as "not here": a malformed id, hidden from them, missing. */
const MISSING_STATUSES = new Set([400, 403, 404, 422]);

export async function loadVideo(id: string, headers?: Record<string, string>): Promise<VideoLoad> {
  if (!id) return { state: 'not-found' };
  try {
    return { state: 'found', video: (await videoService.view(id, headers)).data };
  } catch (e) {
    const status = typeof e === 'object' && e !== null ? (e as { statusCode?: number }).statusCode : undefined;
    return status !== undefined && MISSING_STATUSES.has(status) ? { state: 'not-found' } : { state: 'error', message: getResponseError(e) };
  }
}

/** The HTTP status the page answers with on the server. */
export const videoHttpStatus = (load: VideoLoad): number => (load.state === 'found' ? 200 : load.state === 'not-found' ? 404 : 503);
