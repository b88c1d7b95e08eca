// The site's pages as each kind of person reaches them with the demo data: the smoke walk, the layout checks
// and anything else that must cover "every page" read the lists here, so a new page is added once.
import type { APIRequestContext } from 'playwright-core';

export type Role = 'visitor' | 'fan' | 'performer' | 'admin';
/** Who opens a list: a visitor stays logged out, the others log in as the demo account named here. */
export const demoAccountOf: Record<Exclude<Role, 'visitor'>, string> = { fan: 'fan1', performer: 'luna', admin: 'admin' };

/** The first demo item of a kind, as the API lists it to a visitor. */
async function firstId(request: APIRequestContext, listPath: string): Promise<string> {
  const answer = await request.get(`/api${listPath}`);
  const body = (await answer.json()) as { data: { data: { _id: string }[] } };
  const id = body.data.data[0]?._id;
  if (!id) throw new Error(`The demo data has nothing at ${listPath}`);
  return id;
}

/** A demo account's id, from its public profile. */
async function userId(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.get(`/api/users/view/${username}`);
  const id = ((await answer.json()) as { data?: { _id?: string } }).data?._id;
  if (!id) throw new Error(`The demo data has no account ${username}`);
  return id;
}

/** Every page, per role, with the demo items' addresses filled in (read through `request`, as a visitor). */
export async function sitePages(request: APIRequestContext): Promise<Record<Role, string[]>> {
  const [video, gallery, product, demoFan] = await Promise.all([
    firstId(request, '/performer-assets/videos/search?pageSize=1'),
    firstId(request, '/performer-assets/galleries/search?pageSize=1'),
    firstId(request, '/performer-assets/products/search?pageSize=1'),
    userId(request, demoAccountOf.fan),
  ]);
  const items = [`/video/${video}`, `/gallery/${gallery}`, `/product/${product}`, '/page/about-us', '/performers', '/luna', '/luna?tab=videos', '/luna?tab=photos', '/luna?tab=store'];
  return {
    visitor: ['/', '/auth/login', '/auth/register', '/auth/model-register', '/auth/forgot-password', ...items, '/contact'],
    fan: ['/home', ...items, '/notifications', '/user/bookmarks', '/user/bookmarks?tab=posts', '/user/bookmarks?tab=videos', '/user/bookmarks?tab=galleries', '/user/bookmarks?tab=products', '/user/following', '/user/account', '/wallet', '/user/wallet-transaction', '/user/payment-history', '/payment/cancel', '/user/my-subscription', '/user/orders', '/user/addresses', '/cart', '/user/cards', '/messages'],
    performer: ['/home', '/notifications', '/creator/my-post', '/creator/my-video', '/creator/my-gallery', '/creator/my-store', '/creator/account', '/creator/followers', '/creator/blacklist', '/creator/block-countries', '/luna', '/creator/my-subscriber', '/creator/earning', '/creator/payout-request', '/creator/payout-request/create', '/creator/my-order', '/creator/banking', '/creator/private-shows', '/messages'],
    admin: ['/home', '/admin', '/admin/settings', '/admin/performers', '/admin/reports', '/admin/content', '/admin/payout-requests', '/admin/orders', '/admin/coupons', '/admin/ledger', '/admin/audit-log', '/admin/users', `/admin/users/${demoFan}`, '/admin/pages', '/admin/pages/new'],
  };
}
