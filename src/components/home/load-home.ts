// What /home shows below the welcome card, read while the server renders the page (and by the browser when it
// navigates to /home): who is live, the suggested performers and the first page of the timeline. With them
// the first paint is the final one: nothing arrives after it to push the cards below down. A part that
// could not be read is null, and its component reads it itself once mounted, as without a server render.
import type { List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import type { PublicPerformer } from '@/contracts/performers';
import type { StreamSession } from '@/contracts/streams';
import { LIVE_NOW_COUNT } from '@/components/live/live-now-strip';
import { feedService } from '@/services/feed.api';
import { streamingService } from '@/services/streaming.api';
import { loadSuggestions } from './home-suggestions';

export interface HomeStart {
  live: StreamSession[] | null;
  suggestions: PublicPerformer[] | null;
  timeline: List<Feed> | null;
}

/**
 * Posts read with the page: what fills the first screen (and a little below) on any device. The rest come as the
 * feed scrolls, from the next offset, as before. Each post adds its card's markup and its data in __NEXT_DATA__
 * to the page, so a full page of ten made /home's HTML about twice the size and its render about half again as
 * costly for posts nobody sees before scrolling.
 */
export const HOME_FIRST_POSTS = 4;

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/** `headers`: the visitor's session and address on the server (visitorHeaders); none in the browser. */
export async function loadHomeStart(headers?: Record<string, string>): Promise<HomeStart> {
  const [live, suggestions, timeline] = await Promise.all([
    orNull(streamingService.search({ pageSize: LIVE_NOW_COUNT }, headers).then((res) => res.data.data)),
    orNull(loadSuggestions(headers).then((res) => res.data)),
    orNull(feedService.timeline({ offset: 0, limit: HOME_FIRST_POSTS }, headers).then((res) => res.data)),
  ]);
  return { live, suggestions, timeline };
}
