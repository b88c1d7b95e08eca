// Loads a public profile for /[profileId], on the server (first visit) or in the browser (client navigation).
import type { PublicUser } from '@/contracts/users';
import { getResponseError } from '@/lib/errors';
import { userService } from '@/services/user.service';

export type ProfileLoad =
  | { state: 'found'; profile: PublicUser }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

export async function loadProfile(idOrUsername: string): Promise<ProfileLoad> {
  if (!idOrUsername) return { state: 'not-found' };
  try {
    const res = await userService.view(idOrUsername);
    return { state: 'found', profile: res.data };
  } catch (e) {
    // 400: the address cannot be a user id or username at all; for a visitor that is the same as missing.
    const status = statusOf(e);
    if (status === 404 || status === 400 || status === 422) return { state: 'not-found' };
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
