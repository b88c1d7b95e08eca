// The addresses every storage driver hands out: public files at a plain address (the app's files route, or
// a CDN in front of object storage), private files only at the app's signed, expiring, viewer-bound address,
// so the files route always checks the signature and the viewer's session before any byte leaves.
import { DEFAULT_PRIVATE_URL_SECONDS, MAX_PRIVATE_URL_SECONDS, signQuery } from './signed-url';
import { parseKey } from './storage-keys';

export interface MediaUrlOptions {
  expiresInSeconds?: number;
  viewerId?: string;
}

export interface MediaUrlSigner {
  secret: string;
  /** Unix time in seconds. */
  nowSeconds: () => number;
  /** Where public files are linked instead of the app's route (S3_PUBLIC_URL), without a trailing slash. */
  publicBaseUrl?: string;
  /**
   * The site's public address (APP_URL, no trailing slash) that links to the app's own files route start
   * with, so they work from any origin: another front end, an app, an image optimizer, an e-mail. Links
   * are relative to the site when unset (unit tests of the drivers).
   */
  siteUrl?: string;
}

export function mediaUrl(signer: MediaUrlSigner, key: string, opts: MediaUrlOptions = {}): string {
  const parsed = parseKey(key);
  if (!parsed) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  const filesRoute = `${signer.siteUrl ?? ''}/api/files`;
  if (parsed.visibility === 'public') return `${signer.publicBaseUrl ?? filesRoute}/${key}`;
  const ttl = Math.min(Math.max(1, Math.floor(opts.expiresInSeconds ?? DEFAULT_PRIVATE_URL_SECONDS)), MAX_PRIVATE_URL_SECONDS);
  return `${filesRoute}/${key}?${signQuery(signer.secret, key, { expiresAt: signer.nowSeconds() + ttl, viewerId: opts.viewerId })}`;
}

/** The address of one of the site's own static files (a placeholder picture), absolute like media links. */
export function siteAssetUrl(signer: Pick<MediaUrlSigner, 'siteUrl'>, path: string): string {
  return `${signer.siteUrl ?? ''}${path}`;
}
