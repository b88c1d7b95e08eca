// The contract's plain values that the app shell (pages/_app: the redux store, the header, the cookie
// helpers) needs on every page. They live apart from the zod schemas, in a file that imports nothing, so the
// shell does not load zod and every schema with it; each contract file re-exports its own values from here,
// and other code may import them from either place.
// auth
export const TOKEN_COOKIE = 'token';
export const REMEMBER_DAYS = 365;
export const SESSION_DAYS = 1;
export const SOCIAL_COOKIE_DAYS = 1;

// common
/** List pages: the size when none is asked for, and the largest asked for. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** Header the app's own server-side calls carry (with INTERNAL_API_SECRET) to be trusted with x-client-ip. */
export const INTERNAL_SECRET_HEADER = 'x-fanstage-internal';

// wallet
/** Optional on every money-moving route: the same key from the same user changes nothing the second time. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// orders
/** The most items of one product one order may hold. */
export const MAX_ORDER_QUANTITY = 1000;

// users
export const AVATAR_PLACEHOLDER = '/static/no-avatar.png';

// messages
/** The first page of a conversation's messages (docs/product.md, "Constants and limits"). */
export const INITIAL_MESSAGE_PAGE = { offset: 0, limit: 25 } as const;
/** What a message deleted by its sender shows on the other side. */
export const DELETED_MESSAGE_TEXT = 'Message deleted!';
/** What a deleted line of a live session's chat reads. */
export const STREAM_DELETED_MESSAGE_TEXT = 'Message deleted';

// settings
/** Every setting's default; settings.ts checks that it has the type its schemas describe. */
export const settingDefaults = {
  siteName: 'Fanstage',
  logoUrl: '',
  darkmodeLogoUrl: '',
  favicon: '/favicon.ico',
  menus: [] as { title: string; path: string; section: 'header' | 'footer'; isNewTab: boolean }[],
  gaCode: '',
  requireEmailVerification: false,
  maintenanceMode: false,
  stripePublishableKey: '',
  paymentGateway: 'stripe' as const,
  agoraAppId: '',
  agoraEnable: false,
  agoraAppCertificate: '',
  freeSubscriptionEnabled: true,
  freeSubscriptionDuration: 1,
  minimumSubscriptionPrice: 2.95,
  maximumSubscriptionPrice: 300,
  minimumWalletPrice: 2.95,
  maximumWalletPrice: 300,
  minimumTipPrice: 10,
  maximumTipPrice: 10000,
  minimumPayoutAmount: 50,
  performerCommission: 20,
  blockedCountries: [] as string[],
  stripeSecretKey: '',
  stripeWebhookSecret: '',
  smtpHost: '',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: '',
  mailFrom: '',
};

type SettingName = keyof typeof settingDefaults;

/** Keys only admins may read; everything else is served by GET /settings/public. */
export const PRIVATE_SETTING_KEYS = [
  'blockedCountries',
  'performerCommission',
  'agoraAppCertificate',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'smtpUser',
  'smtpPassword',
  'mailFrom',
] as const satisfies readonly SettingName[];
const privateKeys: readonly SettingName[] = PRIVATE_SETTING_KEYS;
/** Every setting but the private ones, in the order of settingDefaults (the same as settingSchemas). */
export const publicSettingKeys: SettingName[] = (Object.keys(settingDefaults) as SettingName[]).filter((k) => !privateKeys.includes(k));
