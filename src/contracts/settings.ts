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

/** Admin update: any subset of keys, each validated by its own schema. */
export const settingsUpdateBody = z
  .object(Object.fromEntries(settingKeys.map((k) => [k, settingSchemas[k].optional()])) as {
    [K in SettingKey]: z.ZodOptional<(typeof settingSchemas)[K]>;
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one setting to change.');
export type SettingsUpdate = Partial<SiteSettings>;

export const blockCheckQuery = z.object({ fromServerRequest: z.enum(['true', 'false']).optional() });
export const blockCheckResult = z.object({ blocked: z.boolean(), countryCode: z.string().nullable() });
