// Who may use each route whose address names something, and with what: the rules the authorization matrix
// (test/api/route-authorization.test.ts) checks every route against, and the client conformance test
// (test/api/client-conformance.test.ts) calls the documented calls with.
import { DEFAULT_PASSWORD } from '../factories/users';
import type { FixtureKind } from './route-fixtures';
import { SESSION_NAMES, type SessionName } from './route-sessions';

export const EVERYONE: SessionName[] = [...SESSION_NAMES];
export const LOGGED_IN: SessionName[] = ['fan', 'otherFan', 'owner', 'otherPerformer', 'admin'];
export const BUYERS: SessionName[] = ['fan', 'otherFan', 'otherPerformer', 'admin'];

export interface Rule {
  /** What the route's parameters name. */
  fixture: FixtureKind;
  /** Who gets a 2xx. Everyone else must be denied: 401, 403 or 404, and a change they asked for is not made. */
  ok: SessionName[];
  /** Who gets another 4xx: not a denial but a rule (buying your own post) or a request this test leaves incomplete (no file). */
  refused?: Partial<Record<SessionName, number>>;
  /** Why others than the owner (and admins) may use it: public reads, things anyone may do with it. */
  why?: string;
  /** Parameter values other than the fixture's ids by name. */
  params?: (ids: Record<string, string>) => Record<string, string>;
  body?: (ids: Record<string, string>) => unknown;
}

const ownerOnly = (fixture: FixtureKind, extra: Partial<Rule> = {}): Rule => ({ fixture, ok: ['owner'], ...extra });
const adminOnly = (fixture: FixtureKind, extra: Partial<Rule> = {}): Rule => ({ fixture, ok: ['admin'], ...extra });
const ownerOnlyFan = (fixture: FixtureKind, extra: Partial<Rule> = {}): Rule => ({ fixture, ok: ['fan'], why: 'the fan\'s own', ...extra });
const publicRead = (fixture: FixtureKind, why: string, extra: Partial<Rule> = {}): Rule => ({ fixture, ok: EVERYONE, why, ...extra });

/** Every route with a parameter in its address: what the parameter names, and who may use it. */
export const OWNERSHIP: Record<string, Rule> = {
  // Reference data and public pages.
  'GET /api/states/:country': publicRead('none', 'reference data', { params: () => ({ country: 'US' }) }),
  'GET /api/cities/:country/:state': publicRead('none', 'reference data', { params: () => ({ country: 'US', state: 'CA' }) }),
  'GET /api/posts/:id': publicRead('post', 'published pages are for everyone'),
  'GET /api/files/public/*': publicRead('publicFile', 'public files (previews, avatars) are served to anyone'),
  'GET /api/files/private/*': { fixture: 'privateFile', ok: ['fan'], why: 'a private link opens only in the session of the account it was signed for (here the fan)' },

  // Accounts and performers.
  'GET /api/users/view/:id': publicRead('fan', 'a public profile'),
  'POST /api/users/:id/avatar/upload': { fixture: 'fan', ok: [], refused: { fan: 415, admin: 415 }, why: 'the fan, or an admin, may change the fan\'s picture (sent without one here)' },
  'GET /api/performers/:id': publicRead('performer', 'a public performer profile'),
  'GET /api/user/feeds/search/:username': publicRead('performer', 'a performer\'s public feed list', { params: (ids) => ({ username: ids.username }) }),
  'GET /api/performer-assets/photos/:performerId': publicRead('performer', 'a performer\'s public photos', { params: (ids) => ({ performerId: ids.id }) }),
  'GET /api/admin/performers/:id': adminOnly('pendingPerformer'),
  'POST /api/admin/performers/:id/verify': adminOnly('pendingPerformer'),
  'POST /api/admin/performers/:id/reject': adminOnly('pendingPerformer', { body: () => ({ reason: 'The documents are not readable.' }) }),
  'PUT /api/admin/performers/:id/commission': adminOnly('pendingPerformer', { body: () => ({ commissionPercentage: 15 }) }),
  'POST /api/admin/performers/:id/revoke': adminOnly('verifiedPerformer', { body: () => ({ reason: 'The ID document has expired.' }) }),
  'GET /api/admin/users/:id': adminOnly('spareFan'),
  'POST /api/admin/users/:id/suspend': adminOnly('spareFan', { body: () => ({ reason: 'Suspended by the route test.' }) }),
  'POST /api/admin/users/:id/reactivate': adminOnly('spareFan'),
  'DELETE /api/admin/users/:id': adminOnly('spareFan'),
  'POST /api/follows/:id': { fixture: 'performer', ok: BUYERS, refused: { owner: 422 }, why: 'anyone may follow a performer (not themselves)' },
  'DELETE /api/follows/:id': { fixture: 'performer', ok: LOGGED_IN, why: 'unfollowing changes only the caller\'s own follows' },
  'DELETE /api/block/users/:id': ownerOnly('blockedFan'),

  // Feeds.
  'GET /api/performer/feeds/:id': ownerOnly('feed'),
  'PUT /api/performer/feeds/:id': ownerOnly('feed', { body: () => ({ text: 'Changed by the route test' }) }),
  'DELETE /api/performer/feeds/:id': ownerOnly('feed'),
  'POST /api/performer/feeds/:kind/upload': {
    fixture: 'none',
    ok: [],
    refused: { owner: 415, otherPerformer: 415 },
    why: 'any performer uploads to their own files (sent without a file here)',
    params: () => ({ kind: 'photo' }),
  },
  'GET /api/user/feeds/:id': publicRead('feed', 'a free published feed'),
  'GET /api/user/feeds/:id/file/:fileId/status': ownerOnly('feed'),
  'POST /api/user/feeds/vote/:pollId': { fixture: 'poll', ok: LOGGED_IN, why: 'anyone logged in may vote on a poll they can see', body: (ids) => ({ optionId: ids.optionId }) },

  // Videos.
  'GET /api/performer/performer-assets/videos/:id/view': ownerOnly('video'),
  'PUT /api/performer/performer-assets/videos/edit/:id': ownerOnly('video', { body: () => ({ title: 'Changed by the route test' }) }),
  'DELETE /api/performer/performer-assets/videos/remove-file/:id': ownerOnly('video', { body: () => ({ type: 'teaser' }) }),
  'DELETE /api/performer/performer-assets/videos/:id': ownerOnly('video'),
  'GET /api/performer-assets/videos/:id': publicRead('video', 'a free active video'),
  'GET /api/performer-assets/videos/:id/file/:fileId/status': ownerOnly('video'),

  // Galleries and photos.
  'GET /api/performer/performer-assets/galleries/:id/view': ownerOnly('gallery'),
  'PUT /api/performer/performer-assets/galleries/:id': ownerOnly('gallery', { body: () => ({ title: 'Changed by the route test' }) }),
  'DELETE /api/performer/performer-assets/galleries/:id': ownerOnly('gallery'),
  'GET /api/performer-assets/galleries/:id': publicRead('gallery', 'a free active gallery'),
  'PUT /api/performer/performer-assets/photos/:id': ownerOnly('photo', { body: () => ({ title: 'Changed by the route test' }) }),
  'DELETE /api/performer/performer-assets/photos/:id': ownerOnly('photo'),
  'POST /api/performer/performer-assets/photos/set-cover/:id': ownerOnly('photo'),

  // Products and orders.
  'GET /api/performer/performer-assets/products/:id/view': ownerOnly('product'),
  'PUT /api/performer/performer-assets/products/:id': ownerOnly('product', { body: () => ({ name: 'Changed by the route test' }) }),
  'DELETE /api/performer/performer-assets/products/:id': ownerOnly('product'),
  'GET /api/performer-assets/products/:id': publicRead('product', 'an active product'),
  'GET /api/performer-assets/products/:id/download-link': { fixture: 'product', ok: ['fan', 'owner', 'admin'], why: 'the buyer (the fan), the seller and admins' },
  'GET /api/orders/:id': { fixture: 'order', ok: ['fan', 'owner', 'admin'], why: 'the buyer (the fan), the seller and admins' },
  'PUT /api/orders/:id/update': { fixture: 'order', ok: ['owner', 'admin'], why: 'the seller and admins move an order on', body: () => ({ status: 'shipping', shippingCode: 'TRACK123' }) },
  'PUT /api/orders/:id/update/delivery-address': { fixture: 'order', ok: ['fan'], why: 'the buyer changes where it goes', body: (ids) => ({ addressId: ids.addressId }) },
  'POST /api/admin/orders/:id/refund': adminOnly('order'),

  // Money.
  'POST /api/wallet/charges/feed/:id': { fixture: 'saleFeed', ok: BUYERS, refused: { owner: 422 }, why: 'anyone may buy a post (not their own)' },
  'POST /api/wallet/charges/video/:id': { fixture: 'saleVideo', ok: BUYERS, refused: { owner: 422 }, why: 'anyone may buy a video (not their own)' },
  'POST /api/wallet/charges/gallery/:id': { fixture: 'saleGallery', ok: BUYERS, refused: { owner: 422 }, why: 'anyone may buy a gallery (not their own)' },
  'POST /api/wallet/charges/product/:id': { fixture: 'digitalProduct', ok: BUYERS, refused: { owner: 422 }, why: 'anyone may buy a product (not their own)', body: () => ({ quantity: 1 }) },
  'POST /api/wallet/charges/message/:id': { fixture: 'ppvMessage', ok: ['fan'], refused: { owner: 422 }, why: 'only the fan it was sent to may buy a pay-per-view message' },
  'POST /api/wallet/charges/tip/:performerId': {
    fixture: 'performer',
    ok: BUYERS,
    refused: { owner: 422 },
    why: 'anyone may tip a performer (not themselves)',
    params: (ids) => ({ performerId: ids.id }),
    body: () => ({ amount: 10 }),
  },
  'GET /api/payment/:id': ownerOnlyFan('payment'),
  'POST /api/payment/:gateway/cancel-subscription/:id': ownerOnlyFan('subscription'),
  'POST /api/:gateway/cards': {
    fixture: 'none',
    ok: [],
    refused: { fan: 422, otherFan: 422, owner: 422, otherPerformer: 422, admin: 422 },
    why: 'saving a card is the caller\'s own; the sandbox keeps no cards',
    params: () => ({ gateway: 'sandbox' }),
    body: () => ({ paymentMethodId: 'pm_route_test' }),
  },
  'DELETE /api/payment-cards/:id': {
    fixture: 'none',
    ok: [],
    refused: { fan: 422, otherFan: 422, owner: 422, otherPerformer: 422, admin: 422 },
    why: 'cards are the caller\'s own; the sandbox keeps none',
    params: () => ({ id: 'pm_route_test' }),
  },
  'POST /api/coupons/:code/apply-coupon': { fixture: 'coupon', ok: LOGGED_IN, why: 'any account may check a coupon', params: (ids) => ({ code: ids.code }) },
  'GET /api/admin/coupons/:id': adminOnly('coupon'),
  'PUT /api/admin/coupons/:id': adminOnly('coupon', { body: () => ({ percentage: 20 }) }),
  'DELETE /api/admin/coupons/:id': adminOnly('coupon'),
  'PUT /api/payout-requests/:id': ownerOnly('payout', { body: () => ({ requestNote: 'Changed by the route test' }) }),
  'DELETE /api/payout-requests/:id': ownerOnly('payout'),
  'GET /api/payout-requests/:id/view': { fixture: 'payout', ok: ['owner', 'admin'], why: 'the performer and admins' },
  'POST /api/admin/payout-requests/:id/approve': adminOnly('payout'),
  'POST /api/admin/payout-requests/:id/paid': adminOnly('payout', {
    ok: [],
    refused: { admin: 422 },
    why: 'a pending request is approved before it is paid',
    body: () => ({ reference: 'PP-ROUTE-TEST' }),
  }),
  'POST /api/admin/payout-requests/:id/reveal': adminOnly('payout'),
  'POST /api/admin/payout-requests/:id/reject': adminOnly('payout', { body: () => ({ adminNote: 'Not this month.' }) }),

  // Live streaming.
  'PUT /api/streaming/live/:id': { fixture: 'stream', ok: ['owner', 'admin'], why: 'its performer ends a session, and admins end any', body: () => ({ status: 'ended' }) },
  'GET /api/streaming/join/:id': publicRead('stream', 'a live session answers everyone who may see its performer, with what they need to watch it'),
  'POST /api/wallet/charges/stream/:id': { fixture: 'groupStream', ok: BUYERS, refused: { owner: 422 }, why: "anyone who may see the performer may buy a group show's ticket (not their own)" },
  'POST /api/streaming/private/:id/accept': ownerOnly('privateRequest', { why: 'the performer the fan asked answers the request' }),
  'POST /api/streaming/private/:id/decline': ownerOnly('privateRequest', { why: 'the performer the fan asked answers the request' }),
  'POST /api/streaming/private/:id/heartbeat': { fixture: 'privateShow', ok: ['fan', 'owner'], why: 'the two participants of a running private show keep it alive' },
  'GET /api/streaming/private/:id/ice-servers': { fixture: 'privateShow', ok: ['fan', 'owner'], why: "the two participants of a running private show, and nobody else (admins neither): the servers carry each one's TURN credential" },
  'GET /api/live/:sessionId/index.m3u8': {
    fixture: 'liveVideo',
    ok: ['fan', 'owner', 'admin'],
    why: "a live session's video plays for those who may watch it now (the fan subscribes), its performer and admins",
  },
  'GET /api/live/:sessionId/:segment': { fixture: 'liveVideo', ok: ['fan'], why: "a segment's address opens only in the session of the viewer it was signed for (here the fan)" },
  'GET /api/messages/stream/:id': { fixture: 'streamChat', ok: ['fan', 'owner', 'admin'], why: "a live session's chat is read by those who may watch it (the fan subscribes), its performer and admins" },
  'POST /api/messages/stream/:id': {
    fixture: 'streamChat',
    ok: ['fan', 'owner', 'admin'],
    why: 'those who may watch the session write in its chat, and its performer',
    body: () => ({ text: 'Hello from the route test' }),
  },
  'DELETE /api/messages/stream/:id/remove-all-message': { fixture: 'streamChat', ok: ['owner', 'admin'], why: "the session's performer, and admins, clear its chat" },
  'GET /api/conversations/stream/performer/:id': publicRead('stream', 'the chat of a live session is named to everyone who may know of the session', {
    params: (ids) => ({ id: ids.performerId }),
  }),
  'PUT /api/conversations/stream/:id/update': {
    fixture: 'streamChat',
    ok: ['owner'],
    why: 'its performer links their chat to their session',
    body: (ids) => ({ streamId: ids.streamId }),
  },

  // The fan's own things.
  'PUT /api/addresses/:id': ownerOnlyFan('address', { body: () => ({ name: 'Work' }) }),
  'DELETE /api/addresses/:id': ownerOnlyFan('address'),
  // Each fan's own cart: the product is only what goes in it; performers and admins have no cart (403).
  'PUT /api/cart/items/:productId': { fixture: 'digitalProduct', ok: ['fan', 'otherFan'], why: "each fan's own cart", params: (ids) => ({ productId: ids.id }), body: () => ({ quantity: 1 }) },
  'DELETE /api/cart/items/:productId': { fixture: 'digitalProduct', ok: ['fan', 'otherFan'], why: "each fan's own cart", params: (ids) => ({ productId: ids.id }) },
  'DELETE /api/comments/:id': { fixture: 'comment', ok: ['fan', 'owner', 'admin'], why: 'its author, the performer it was written on, and admins' },
  'POST /api/comments/:id': { fixture: 'comment', ok: [], refused: { fan: 415 }, why: 'its author adds a photo (sent without one here)' },

  // Messages.
  'GET /api/conversations/:id': { fixture: 'conversation', ok: ['fan', 'owner', 'admin'], why: 'its two participants, and admins' },
  'GET /api/messages/conversations/:id': { fixture: 'conversation', ok: ['fan', 'owner', 'admin'], why: 'its two participants, and admins' },
  'POST /api/messages/conversations/:id': { fixture: 'conversation', ok: ['fan', 'owner'], why: 'its two participants', body: () => ({ text: 'Hello from the route test' }) },
  'GET /api/messages/conversations/public/:id': { fixture: 'conversation', ok: [], why: 'the public route never serves a private conversation' },
  'POST /api/messages/read-all/:id': { fixture: 'conversation', ok: ['fan', 'owner', 'admin'], why: 'its two participants, and admins (who may read it; it marks only their own reading)' },
  'DELETE /api/messages/:id': { fixture: 'message', ok: ['fan', 'admin'], why: 'its sender, and admins' },
  'GET /api/messages/:id/file/:fileId/status': { fixture: 'message', ok: ['fan', 'owner', 'admin'], why: 'whoever may read the message: its two participants, and admins' },

  // The admin's queue.
  'PUT /api/admin/reports/:id': adminOnly('report', { body: () => ({ status: 'resolved' }) }),
  'POST /api/admin/reports/:id/resolve': adminOnly('report', { body: () => ({ action: 'dismiss', note: 'Dismissed by the route test.' }) }),
  'POST /api/admin/content/:kind/:id/moderation': adminOnly('feed', { params: (ids) => ({ kind: 'feed', id: ids.id }), body: () => ({ action: 'restore' }) }),

  // The admin's console: site pictures and static pages.
  'POST /api/admin/settings/files/:kind': { fixture: 'none', ok: [], refused: { admin: 415 }, why: 'an admin\'s upload of the site logo (sent without a file here)', params: () => ({ kind: 'logo' }) },
  'GET /api/admin/pages/:id': adminOnly('staticPage'),
  'PUT /api/admin/pages/:id': adminOnly('staticPage', { body: () => ({ title: 'A renamed page' }) }),
  'DELETE /api/admin/pages/:id': adminOnly('staticPage'),
};

/** Plausible bodies the zod sampler cannot make, or would make harmful (a new password). */
export const PLAUSIBLE_BODIES: Record<string, unknown> = {
  'PUT /api/auth/users/me/password': { password: DEFAULT_PASSWORD },
  // The sampler would switch maintenance mode on and close the site to the rest of the test.
  'PUT /api/admin/settings': { siteName: 'Fanstage' },
  'POST /api/admin/settings/test-email': { to: 'admin@example.com' },
  'POST /api/admin/pages': { title: 'A page from the route walk', slug: 'route-walk-page', content: '# Hello' },
};
