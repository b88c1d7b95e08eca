// Loads a public profile for /[profileId], on the server (first visit) or in the browser (client navigation).
// A performer comes from GET /performers/{id}, which applies verification and blocks for this viewer; any
// other account from GET /users/view/{id}.
import type { PublicPerformer } from '@/contracts/performers';
import type { PublicUser } from '@/contracts/users';
import { getResponseError } from '@/lib/errors';
import { performerService } from '@/services/performer.api';
import { userService } from '@/services/user.api';

export type ProfileLoad =
  | { state: 'performer'; performer: PublicPerformer }
  | { state: 'found'; profile: PublicUser }
  /** The viewer's own performer profile that the public cannot see yet (not verified). */
  | { state: 'unlisted'; profile: PublicUser }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

export interface ProfileViewer {
  /** The logged-in viewer's id, if any: only they may see their own unlisted profile. */
  viewerId?: string;
  /** On the server: the visitor's session and address (performerService.visitorHeaders). */
  headers?: Record<string, string>;
}

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);
/** 400: the address cannot be an id or a username at all; for a visitor that is the same as missing. */
const isMissing = (e: unknown) => [400, 404, 422].includes(statusOf(e) as number);

async function loadUser(idOrUsername: string, viewerId: string | undefined): Promise<ProfileLoad> {
  const { data: profile } = await userService.view(idOrUsername);
  if (!profile.isPerformer) return { state: 'found', profile };
  // The performer route said no (unverified, or hidden from this viewer by a block): only the owner may look.
  return viewerId && viewerId === profile._id ? { state: 'unlisted', profile } : { state: 'not-found' };
}

export async function loadProfile(idOrUsername: string, viewer: ProfileViewer = {}): Promise<ProfileLoad> {
  if (!idOrUsername) return { state: 'not-found' };
  try {
    const res = await performerService.view(idOrUsername, viewer.headers);
    return { state: 'performer', performer: res.data };
  } catch (e) {
    if (!isMissing(e)) return { state: 'error', message: getResponseError(e) };
  }
  try {
    return await loadUser(idOrUsername, viewer.viewerId);
  } catch (e) {
    if (isMissing(e)) return { state: 'not-found' };
    return { state: 'error', message: getResponseError(e) };
  }
}

/** The HTTP status the page answers with on the server. */
export function httpStatusOf(load: ProfileLoad): number {
  if (load.state === 'not-found') return 404;
  if (load.state === 'error') return 503;
  return 200;
}

/** The site's public origin for absolute links in share tags (APP_URL on the server, the page's own in the browser). */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  const fromEnv = process.env.APP_URL?.replace(/\/$/, '');
  return fromEnv || `http://localhost:${process.env.PORT ?? 3000}`;
}

/** An absolute URL for a share tag; storage URLs may already be absolute (a CDN). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).toString();
  } catch {
    return pathOrUrl;
  }
}
