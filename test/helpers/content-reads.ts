// The checks the API tests of paid content (feeds, videos, galleries, products) share: each reads the same kinds
// of routes (one item, the bookmarks) against the seven audiences of test/factories/content.ts and tells them
// apart only by the item's URL and what the item must show.
import type { ContentAccess } from '@/contracts/feeds';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import type { ContentRole } from '../factories/content';
import { authHeader } from '../factories/users';
import type { TestContext } from './test-app';

export type Access = ContentAccess;
export const ACCESSES: Access[] = ['free', 'subscribers', 'sale'];
/** `value(access)` for each access level. */
export const byAccess = <T>(value: (access: Access) => T) => Object.fromEntries(ACCESSES.map((a) => [a, value(a)])) as Record<Access, T>;
/** Everyone but the anonymous visitor: those who can bookmark. */
export const LOGGED_IN: ContentRole[] = ['fan', 'subscriber', 'buyer', 'otherPerformer', 'owner', 'admin'];

/** One item of each access, made oldest first: the sale item three minutes ago, subscribers two, free one. */
export async function oneOfEachAccess<T>(make: (access: Access, createdAt: Date) => Promise<T>): Promise<Record<Access, T>> {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  return { sale: await make('sale', ago(3)), subscribers: await make('subscribers', ago(2)), free: await make('free', ago(1)) };
}

export type Method = 'GET' | 'POST' | 'DELETE';
export type ApiCall = ReturnType<typeof apiCaller>;

/** Calls `/api<url>` on the test app as the holder of `token` (anonymous without one). */
export function apiCaller(ctx: () => TestContext) {
  return (url: string, token?: string, method: Method = 'GET', payload?: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
}

/** Nothing in `answer` links private files, nor names any storage key of `files` (a locked item's media). */
export function expectNoLinks(role: ContentRole, access: Access, answer: unknown, files: MediaFileRow[]) {
  const text = JSON.stringify(answer);
  expect([role, access, text.includes('/api/files/private')]).toEqual([role, access, false]);
  for (const key of files.flatMap((f) => [f.mainKey!, ...f.variants.map((v) => v.key)])) expect(text).not.toContain(key);
}

/**
 * Every role reads every item: each answers 200 and passes `expectFor`, carries `fields(role, label)` and no
 * private account details.
 */
export async function expectEveryAudienceReads<L extends string, T>(opts: {
  call: ApiCall;
  tokens: Record<ContentRole, string | undefined>;
  roles: ContentRole[];
  urls: Record<L, string>;
  expectFor: (role: ContentRole, item: T) => void;
  fields: (role: ContentRole, label: L) => Record<string, unknown>;
}) {
  for (const role of opts.roles) {
    for (const label of Object.keys(opts.urls) as L[]) {
      const res = await opts.call(opts.urls[label], opts.tokens[role]);
      expect([role, label, res.statusCode]).toEqual([role, label, 200]);
      const item = res.json().data;
      opts.expectFor(role, item as T);
      expect(item).toMatchObject(opts.fields(role, label));
      expect(JSON.stringify(item)).not.toMatch(/email|banking|documents/);
    }
  }
}

/** Reading `url` counts a view for a fan and for a visitor, not for the owner. */
export async function expectViewsCountedButOwners(call: ApiCall, url: string, tokens: Record<ContentRole, string | undefined>) {
  expect((await call(url, tokens.fan)).json().data.stats.views).toBe(1);
  expect((await call(url)).json().data.stats.views).toBe(2);
  expect((await call(url, tokens.owner)).json().data.stats.views).toBe(2);
}

/**
 * Every logged-in role bookmarks each of `ids` (200 each) and finds exactly those in `listUrl`, each marked bookmarked
 * and passing `expectFor`.
 */
export async function expectEveryoneBookmarks<T>(opts: {
  call: ApiCall;
  tokens: Record<ContentRole, string | undefined>;
  objectType: string;
  ids: Record<string, string>;
  listUrl: string;
  expectFor: (role: ContentRole, item: T) => void;
}) {
  for (const role of LOGGED_IN) {
    for (const [label, objectId] of Object.entries(opts.ids)) {
      const res = await opts.call('/reactions', opts.tokens[role], 'POST', { objectId, objectType: opts.objectType, action: 'bookmark' });
      expect([role, label, res.statusCode]).toEqual([role, label, 200]);
    }
    const list = await opts.call(opts.listUrl, opts.tokens[role]);
    expect([role, list.statusCode]).toEqual([role, 200]);
    const items = list.json().data.data;
    expect(items).toHaveLength(Object.keys(opts.ids).length);
    for (const item of items) {
      expect(item.objectId).toBe(item.objectInfo._id);
      expect(item.objectInfo.isBookmarked).toBe(true);
      opts.expectFor(role, item.objectInfo as T);
    }
  }
}
