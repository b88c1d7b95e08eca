// What a visitor's front page (/) shows, read while the server renders it: the most followed creators and
// who is live now. A part that could not be read is empty: the page still invites to sign up.
import type { PublicPerformer } from '@/contracts/performers';
import type { StreamSession } from '@/contracts/streams';
import { LIVE_NOW_COUNT } from '@/components/live/live-now-strip';
import { performerService } from '@/services/performer.api';
import { streamingService } from '@/services/streaming.api';

/** Two rows of four on a wide screen. */
export const FEATURED_COUNT = 8;

export interface LandingStart {
  featured: PublicPerformer[];
  live: StreamSession[];
}

/** `headers`: the visitor's address on the server (visitorHeaders), so blocked countries apply. */
export async function loadLanding(headers?: Record<string, string>): Promise<LandingStart> {
  const [featured, live] = await Promise.all([
    performerService
      .top({ limit: FEATURED_COUNT }, headers)
      .then((res) => res.data.data)
      .catch(() => [] as PublicPerformer[]),
    streamingService
      .search({ pageSize: LIVE_NOW_COUNT }, headers)
      .then((res) => res.data.data)
      .catch(() => [] as StreamSession[]),
  ]);
  return { featured, live };
}
