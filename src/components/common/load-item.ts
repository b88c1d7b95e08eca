// Loading the one item a page is about (a product, a static page) for getInitialProps: on the server with
// the visitor's session, in the browser on client navigation. Missing and not-for-you read the same.
import type { Envelope } from '@/contracts/common';
import { getResponseError } from '@/lib/errors';

export type ItemLoad<T> = { state: 'found'; item: T } | { state: 'not-found' } | { state: 'error'; message: string };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);
/** 400/422: the address cannot name an item at all; 403: not for this visitor. Either way, nothing to show. */
const MISSING = new Set([400, 403, 404, 422]);

export async function loadItem<T>(key: string, fetchItem: (key: string) => Promise<Envelope<T>>): Promise<ItemLoad<T>> {
  if (!key) return { state: 'not-found' };
  try {
    return { state: 'found', item: (await fetchItem(key)).data };
  } catch (e) {
    return MISSING.has(statusOf(e) as number) ? { state: 'not-found' } : { state: 'error', message: getResponseError(e) };
  }
}

/** The HTTP status the page answers with on the server. */
export const itemHttpStatus = (load: ItemLoad<unknown>): number => ({ found: 200, 'not-found': 404, error: 503 })[load.state];

/** A route parameter as one string ('' when missing or repeated). */
export const routeParam = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');
