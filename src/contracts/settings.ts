// Site settings: every key, its type and its default (docs/product.md, "Entities", "Constants and limits").
import { z } from 'zod';
// The defaults are kept apart from the schemas so the app shell loads no zod (shell-values.ts).
import { PRIVATE_SETTING_KEYS, settingDefaults as plainSettingDefaults } from './shell-values';

export const menuItem = z.object({
  title: z.string().min(1).max(60),
  path: z.string().min(1).max(300),
  section: z.enum(['header', 'footer']).default('footer'),
  isNewTab: z.boolean().default(false),
});

/** A menu link as an admin saves it: a path on this site, or a web or mail address (never `javascript:`). */
export const menuItemInput = menuItem.extend({
  title: z.string().trim().min(1, 'Give every menu link a title').max(60, 'A menu title can be at most 60 characters'),
  path: z
    .string()
    .trim()
    .min(1, 'Give every menu link an address')
    .max(300, 'A menu address can be at most 300 characters')
    .refine(
      (v) => (v.startsWith('/') && !v.startsWith('//')) || /^(https?:\/\/[^\s/]|mailto:\S)/i.test(v),
      'A menu address is a path on this site like /page/about-us, or a full address starting with https://',
    ),
});

/** "no-reply@example.com" or "Fanstage <no-reply@example.com>". */
const MAIL_FROM = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
/** A host name or an IP address, as the SMTP transport takes it; empty for none. */
const HOST = /^$|^([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+$|^\[?[0-9A-Fa-f:.]+\]?$/;

/** Amounts here are in the site currency as decimals (the client shows them); the server converts to minor units. */
const amount = z.number().min(0).max(1_000_000);

export const settingSchemas = {
  siteName: z.string().min(1).max(80),
  logoUrl: z.string().max(500),
  darkmodeLogoUrl: z.string().max(500),
  favicon: z.string().max(500),
  menus: z.array(menuItem).max(50),
  gaCode: z.string().max(40),
  requireEmailVerification: z.boolean(),
  maintenanceMode: z.boolean(),
  stripePublishableKey: z.string().max(200),
  paymentGateway: z.enum(['stripe']),
  agoraAppId: z.string().max(100),
  agoraEnable: z.boolean(),
  /** Not public: signs the tokens of live video on Agora (the 32-character certificate of the app, or empty). */
  agoraAppCertificate: z.string().regex(/^([0-9a-fA-F]{32})?$/, 'The Agora app certificate is the 32-character hexadecimal code the Agora console shows, or empty'),
  freeSubscriptionEnabled: z.boolean(),
  freeSubscriptionDuration: z.number().int().min(1).max(365),
  minimumSubscriptionPrice: amount,
  maximumSubscriptionPrice: amount,
  minimumWalletPrice: amount,
  maximumWalletPrice: amount,
  minimumTipPrice: amount,
  maximumTipPrice: amount,
  minimumPayoutAmount: amount,
  /** Not public: the platform's share of every sale, in whole percent; a performer's own override wins. */
  performerCommission: z.number().int('Commission is a whole percentage').min(0).max(100),
  /** Not public: ISO 3166-1 alpha-2 codes of countries blocked site-wide (the geo-block layout). */
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'Country codes are two capital letters, like US')).max(300),
  /** Not public, write-only (SECRET_SETTING_KEYS): Stripe's secret API key; the console's wins over STRIPE_SECRET_KEY. */
  stripeSecretKey: z.string().max(300),
  /** Not public, write-only: the signing secret of Stripe's webhook endpoint. */
  stripeWebhookSecret: z.string().max(300),
  /** Not public: the SMTP server mail goes through when set; empty leaves SMTP_URL (or the outbox) in use. */
  smtpHost: z.string().trim().max(253).regex(HOST, 'The SMTP host is a server name like smtp.example.com, or an IP address'),
  smtpPort: z.number().int('The SMTP port is a whole number').min(1, 'The SMTP port is between 1 and 65535').max(65535, 'The SMTP port is between 1 and 65535'),
  /** TLS from the first byte (port 465); off means STARTTLS when the server offers it. */
  smtpSecure: z.boolean(),
  smtpUser: z.string().trim().max(200, 'The SMTP user name can be at most 200 characters'),
  /** Not public, write-only. */
  smtpPassword: z.string().max(300),
  /** The sender of the site's mail; empty leaves MAIL_FROM in use. */
  mailFrom: z
    .string()
    .trim()
    .max(254, 'The sender address can be at most 254 characters')
    .refine((v) => v === '' || MAIL_FROM.test(v), 'The sender is an email address like no-reply@example.com, or Site name <no-reply@example.com>'),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SiteSettings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> };
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** The defaults, typed by the schemas: a setting missing there, or of another type, fails the type check. */
export const settingDefaults: SiteSettings = plainSettingDefaults;

/** Keys only admins may read; everything else is served by GET /settings/public. */
const PRIVATE_KEYS = PRIVATE_SETTING_KEYS satisfies readonly SettingKey[];
export type PrivateSettingKey = (typeof PRIVATE_KEYS)[number];
export const privateSettingKeys: readonly SettingKey[] = PRIVATE_KEYS;
export const publicSettingKeys = settingKeys.filter((k) => !privateSettingKeys.includes(k));
export type PublicSettings = Omit<SiteSettings, PrivateSettingKey>;

export const publicSettingsSchema = z.object(
  Object.fromEntries(publicSettingKeys.map((k) => [k, settingSchemas[k]])) as {
    [K in Exclude<SettingKey, PrivateSettingKey>]: (typeof settingSchemas)[K];
  },
);

const knownKeys: ReadonlySet<string> = new Set(settingKeys);
export const isSettingKey = (key: string): key is SettingKey => knownKeys.has(key);

/** How many keys one lookup may name: every setting the site has, with room for a client's own names. */
export const MAX_SETTING_KEYS_PER_LOOKUP = 200;

/**
 * A keyed lookup names the settings a page needs. A client may know keys this site does not have (an
 * older or newer client, another front end): those are answered as absent, never by failing the whole
 * lookup. What is refused is what cannot be a key at all (not text, empty, or overlong).
 */
export const settingsKeysBody = z.object({
  keys: z
    .array(z.string('Each key must be text').trim().min(1, 'A key cannot be empty').max(100, 'A key can be at most 100 characters'))
    .min(1, 'Ask for at least one key')
    .max(MAX_SETTING_KEYS_PER_LOOKUP, `Ask for at most ${MAX_SETTING_KEYS_PER_LOOKUP} keys at once`),
});

/**
 * Settings that are written but never read back: answers carry only a masked form ("sk_live_…1234"), and the
 * database keeps them encrypted. Their names match what the audit log masks on its own.
 */
export const SECRET_SETTING_KEYS = ['stripeSecretKey', 'stripeWebhookSecret', 'smtpPassword'] as const satisfies readonly PrivateSettingKey[];
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];
const secretKeys: readonly string[] = SECRET_SETTING_KEYS;
export const isSecretSettingKey = (key: string): key is SecretSettingKey => secretKeys.includes(key);

/** A secret in an update: new text replaces it, empty text keeps it, null clears it. */
const secretInput = z.string().trim().max(300, 'A key or password can be at most 300 characters').nullable();

/** The pairs whose minimum may not be above their maximum; the server checks them against the stored values too. */
export const LIMIT_PAIRS = [
  ['minimumSubscriptionPrice', 'maximumSubscriptionPrice'],
  ['minimumWalletPrice', 'maximumWalletPrice'],
  ['minimumTipPrice', 'maximumTipPrice'],
] as const satisfies readonly (readonly [SettingKey, SettingKey])[];

const updateSchemas = {
  ...settingSchemas,
  menus: z.array(menuItemInput).max(50, 'Keep the menus to at most 50 links'),
  stripeSecretKey: secretInput,
  stripeWebhookSecret: secretInput,
  smtpPassword: secretInput,
};

/** Admin update: any subset of keys, each validated by its own schema. */
export const settingsUpdateBody = z
  .object(Object.fromEntries(settingKeys.map((k) => [k, updateSchemas[k].optional()])) as {
    [K in SettingKey]: z.ZodOptional<(typeof updateSchemas)[K]>;
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one setting to change.');
export type SettingsUpdate = Partial<Omit<SiteSettings, SecretSettingKey>> & Partial<Record<SecretSettingKey, string | null>>;

/** POST /admin/settings/test-email: where to send a test message through the configured mail transport. */
export const testEmailBody = z.object({
  to: z.string().trim().max(254).pipe(z.email('Enter the address to send the test email to, like you@example.com')),
});
export const testEmailResult = z.object({
  /** smtp: a mail server took the message; outbox: no server is configured, it was written to the local outbox. */
  transport: z.enum(['smtp', 'outbox']),
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResult>;

/** The pictures an admin uploads for the site (POST /admin/settings/files/:kind) and the setting each fills. */
export const SITE_FILE_SETTING = { logo: 'logoUrl', darkmodeLogo: 'darkmodeLogoUrl', favicon: 'favicon' } as const satisfies Record<string, SettingKey>;
export type SiteFileKind = keyof typeof SITE_FILE_SETTING;
export const siteFileParams = z.object({
  kind: z.enum(['logo', 'darkmodeLogo', 'favicon'], 'The picture is one of logo, darkmodeLogo or favicon'),
});

export const blockCheckQuery = z.object({ fromServerRequest: z.enum(['true', 'false']).optional() });
export const blockCheckResult = z.object({ blocked: z.boolean(), countryCode: z.string().nullable() });
