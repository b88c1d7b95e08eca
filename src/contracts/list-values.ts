// The status lists, kinds and sort keys that the creator, admin and account pages read to draw their filters,
// tags and columns, without validating anything. They live apart from the zod schemas, in a file that imports
// nothing, so a page that only lists things does not load zod with its first script (its forms load the
// schemas when they first validate); each contract file re-exports its own from here and validates with them.

// users
export const genders = ['male', 'female', 'transgender'] as const;

// performers
export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
/** The two documents a performer uploads to be verified (also the model sign-up's file fields). */
export const documentTypes = ['idVerification', 'documentVerification'] as const;

// orders
export const orderStatuses = ['processing', 'shipping', 'delivered', 'refunded'] as const;

// payouts
export const payoutStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;
export const CANCELLED_BY_PERFORMER = 'Cancelled by the performer';

// wallet
export const earningTypes = ['tip', 'feed', 'video', 'gallery', 'product', 'message', 'stream', 'subscription'] as const;

// galleries
export const galleryStatuses = ['active', 'inactive'] as const;

// videos
export const videoStatuses = ['active', 'inactive', 'scheduled'] as const;
/** The keys the performer's own videos sort by (videos.ts's videoSortKeys: its own, then the two every list accepts). */
export const videoSortKeys = ['title', 'views', 'createdAt', 'updatedAt'] as const;

// products
/** The files of a product, by role; the multipart field of each is named in PRODUCT_FILE_FIELDS. */
export const productFileRoles = ['image', 'digitalFile'] as const;
export const PRODUCT_FILE_FIELDS: Record<(typeof productFileRoles)[number], string> = { image: 'image', digitalFile: 'digitalFile' };
/** The placeholder a product without a picture shows. */
export const DEFAULT_PRODUCT_IMAGE = '/static/product.svg';

// messages
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_FILES = 10;
/** A line of a live session's chat is short. */
export const MAX_STREAM_MESSAGE_LENGTH = 500;

// live sessions and private shows
/** The publisher sends PUT /streaming/set-duration about this often while live. */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
/** A private-show request nobody answers is closed after this long (end reason 'expired'). */
export const PRIVATE_REQUEST_SECONDS = 120;
/** Each side of a running private show sends a heartbeat about this often (socket stream/heartbeat, or the HTTP call). */
export const PRIVATE_HEARTBEAT_INTERVAL_SECONDS = 10;
/** A private show ends this long after the last heartbeat of the side heard from least recently (end reason 'heartbeat'). */
export const PRIVATE_HEARTBEAT_TIMEOUT_SECONDS = 30;
/** The unit of billing: minute 0 is paid at acceptance, minute n once n of these have passed. */
export const PRIVATE_MINUTE_SECONDS = 60;

/** In a session's Agora channel the performer publishes as this uid (viewers' uids are never it). */
export const AGORA_PERFORMER_UID = 1;
/** The fan of a private show publishes as this uid. */
export const AGORA_PRIVATE_FAN_UID = 2;

// coupons
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GENERATED_COUPON_CHARACTERS = 12;

/** A code of 12 random characters in groups of four (ABCD-EFGH-JKLM), the admin form's and the server's default. */
export function generateCouponCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(GENERATED_COUPON_CHARACTERS));
  // 256 is a multiple of 32, so taking each byte modulo 32 favours no character.
  const chars = Array.from(bytes, (b) => COUPON_CODE_ALPHABET[b % COUPON_CODE_ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}
