// Loads one post for /post/[id], on the server for the first visit (with the visitor's session and address,
// so entitlement and blocks apply to them) or in the browser on client navigation.
import type { Feed } from '@/contracts/feeds';
import { getResponseError } from '@/lib/errors';
import { feedService } from '@/services/feed.api';

export type PostLoad = { state: 'found'; feed: Feed } | { state: 'not-found' } | { state: 'error'; message: string };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);
/** 400: the address cannot be a post id at all; for a visitor that is the same as missing. 403: not for them. */
const isMissing = (e: unknown) => [400, 403, 404, 422].includes(statusOf(e) as number);

export async function loadPost(id: string, headers?: Record<string, string>): Promise<PostLoad> {
  if (!id) return { state: 'not-found' };
  try {
    return { state: 'found', feed: (await feedService.view(id, headers)).data };
  } catch (e) {
    return isMissing(e) ? { state: 'not-found' } : { state: 'error', message: getResponseError(e) };
  }
}

/** The HTTP status the page answers with on the server. */
export function postHttpStatus(load: PostLoad): number {
  if (load.state === 'not-found') return 404;
  if (load.state === 'error') return 503;
  return 200;
}
