// Site settings with an in-process cache. Values stored in the DB win over the defaults in src/contracts/settings.ts.
// Secret settings (SECRET_SETTING_KEYS) are stored encrypted and leave this service for admins only masked.
import {
  isSecretSettingKey,
  isSettingKey,
  LIMIT_PAIRS,
  privateSettingKeys,
  publicSettingKeys,
  settingDefaults,
  settingKeys,
  settingSchemas,
  type PublicSettings,
  type SecretSettingKey,
  type SettingKey,
  type SettingsUpdate,
  type SiteSettings,
} from '@/contracts/settings';
import { markSettingsChanged } from '@/lib/settings-changes';
import { plainUnits } from '@/lib/money';
import { unprocessable } from '../../http/errors';
import { decryptSetting, encryptSetting, maskSecret, settingsKey } from './setting-secrets';
import type { SettingsRepo } from './settings.repo';

/** Words for the limits in the sentences that refuse a minimum above its maximum. */
const LIMIT_NAMES: Record<(typeof LIMIT_PAIRS)[number][number], string> = {
  minimumSubscriptionPrice: 'minimum subscription price',
  maximumSubscriptionPrice: 'maximum subscription price',
  minimumWalletPrice: 'minimum wallet top-up',
  maximumWalletPrice: 'maximum wallet top-up',
  minimumTipPrice: 'minimum tip',
  maximumTipPrice: 'maximum tip',
};

/** Settings as admins read them: every secret replaced by its masked form. */
export type AdminSettings = SiteSettings;

/** What the mailer needs to send through the SMTP server set in the console. */
export interface ConsoleMailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

/** Other nodes pick up a change within this time; the node that made it sees it at once. */
const CACHE_MS = 5_000;

export function createSettingsService(deps: {
  settingsRepo: SettingsRepo;
  now?: () => number;
  /** Values the environment sets (AGORA_APP_ID): they win over stored ones. */
  fromEnvironment?: Partial<SiteSettings>;
  /**
   * Values the environment sets for settings the console may override (the Stripe keys, MAIL_FROM): used only
   * while the console's value is empty, so a key set in the console takes effect without a restart.
   */
  environmentDefaults?: Partial<SiteSettings>;
  /** The app secret the secret settings are encrypted with; without it (seed scripts) they cannot be written. */
  secret?: string;
}) {
  const cryptoKey = deps.secret ? settingsKey(deps.secret) : null;
  const open = (key: SecretSettingKey, stored: unknown): string =>
    typeof stored === 'string' && stored && cryptoKey ? (decryptSetting(cryptoKey, key, stored) ?? '') : '';
  const seal = (key: SecretSettingKey, value: string): string => {
    if (!value) return '';
    if (!cryptoKey) throw new Error('Secret settings need the app secret to be stored.');
    return encryptSetting(cryptoKey, key, value);
  };
  const now = deps.now ?? Date.now;
  let cache: { at: number; values: SiteSettings } | null = null;
  // The public subset of the values last loaded: most requests ask for it, and it changes only with them.
  let shown: { from: SiteSettings; values: PublicSettings } | null = null;

  // A lapsed cache is read again once, however many requests want it meanwhile (under load a hundred of them
  // would otherwise each read and parse every row). A change forgets the cache and the read in flight
  // (`forget`), so the next request reads what the change wrote.
  let reading: Promise<SiteSettings> | null = null;
  const forget = () => {
    cache = null;
    reading = null;
  };

  function load(): Promise<SiteSettings> {
    if (cache && now() - cache.at < CACHE_MS) return Promise.resolve(cache.values);
    if (reading) return reading;
    const read = readAll().then(
      (values) => {
        // A read that a change forgot meanwhile answers its callers but is not kept.
        if (reading === read) {
          cache = { at: now(), values };
          reading = null;
        }
        return values;
      },
      (error: unknown) => {
        if (reading === read) reading = null;
        throw error;
      },
    );
    reading = read;
    return read;
  }

  async function readAll(): Promise<SiteSettings> {
    const values: SiteSettings = { ...settingDefaults };
    for (const row of await deps.settingsRepo.all()) {
      const key = row.key as SettingKey;
      if (!settingKeys.includes(key)) continue;
      if (isSecretSettingKey(key)) {
        values[key] = open(key, row.value);
        continue;
      }
      // A value that no longer fits its schema (an old release, a hand edit) falls back to the default.
      const parsed = settingSchemas[key].safeParse(row.value);
      if (parsed.success) (values as Record<string, unknown>)[key] = parsed.data;
    }
    for (const [key, value] of Object.entries(deps.environmentDefaults ?? {})) {
      const current = (values as Record<string, unknown>)[key];
      if (current === '' || current === undefined) (values as Record<string, unknown>)[key] = value;
    }
    Object.assign(values, deps.fromEnvironment);
    return values;
  }

  const masked = (values: SiteSettings): AdminSettings => ({
    ...values,
    stripeSecretKey: maskSecret(values.stripeSecretKey),
    stripeWebhookSecret: maskSecret(values.stripeWebhookSecret),
    smtpPassword: maskSecret(values.smtpPassword),
  });

  /** Refuses changes that would leave a minimum above its maximum, naming both. */
  function checkLimits(current: SiteSettings, changes: SettingsUpdate) {
    const next = { ...current, ...changes } as SiteSettings;
    for (const [min, max] of LIMIT_PAIRS) {
      if (next[min] > next[max]) {
        throw unprocessable(
          `The ${LIMIT_NAMES[min]} (${min}, ${plainUnits(next[min])}) cannot be above the ${LIMIT_NAMES[max]} (${max}, ${plainUnits(next[max])}).`,
          { fields: [min, max] },
        );
      }
    }
  }

  return {
    all: load,
    async get<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
      return (await load())[key];
    },
    async getPublic(): Promise<PublicSettings> {
      const values = await load();
      if (shown?.from !== values) shown = { from: values, values: Object.fromEntries(publicSettingKeys.map((k) => [k, values[k]])) as PublicSettings };
      return shown.values;
    },
    /** Every setting for the admin console: secrets masked. */
    async adminView(): Promise<AdminSettings> {
      return masked(await load());
    },
    /** The SMTP server set in the console, or null when none is (the mailer then uses SMTP_URL or the outbox). */
    async consoleMail(): Promise<ConsoleMailSettings | null> {
      const v = await load();
      if (!v.smtpHost) return v.mailFrom ? { host: '', port: v.smtpPort, secure: v.smtpSecure, user: '', password: '', from: v.mailFrom } : null;
      return { host: v.smtpHost, port: v.smtpPort, secure: v.smtpSecure, user: v.smtpUser, password: v.smtpPassword, from: v.mailFrom };
    },
    /** The asked keys this site has and the caller may read (private keys only for admins, secrets masked); any other name is simply not in the answer. */
    async getKeys(keys: readonly string[], asAdmin: boolean): Promise<Partial<SiteSettings>> {
      const values = asAdmin ? masked(await load()) : await load();
      const readable = keys.filter((k): k is SettingKey => isSettingKey(k) && (asAdmin || !privateSettingKeys.includes(k)));
      return Object.fromEntries(readable.map((k) => [k, values[k]])) as Partial<SiteSettings>;
    },
    /**
     * Stores the changes. A secret given as empty text (or as the masked form the console showed) keeps its
     * value, null clears it. The answer names the keys that really changed, before and after (secrets masked).
     */
    async update(changes: SettingsUpdate): Promise<{ settings: AdminSettings; before: Record<string, unknown>; after: Record<string, unknown> }> {
      forget();
      const current = await load();
      const shown = masked(current);
      const plain: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        if (isSecretSettingKey(key)) {
          if (value === '' || value === shown[key]) continue;
          plain[key] = value ?? '';
        } else plain[key] = value;
      }
      checkLimits(current, plain as SettingsUpdate);
      const rows = Object.entries(plain).map(([key, value]) => ({
        key,
        value: isSecretSettingKey(key) ? seal(key, value as string) : value,
        isPublic: !privateSettingKeys.includes(key as SettingKey),
      }));
      await deps.settingsRepo.upsert(rows);
      forget();
      // The page renderer in this process keeps settings-derived answers briefly; they go now.
      markSettingsChanged();
      const settings = masked(await load());
      const changed = Object.keys(plain).filter((k) => JSON.stringify(shown[k as SettingKey]) !== JSON.stringify(settings[k as SettingKey]));
      return {
        settings,
        before: Object.fromEntries(changed.map((k) => [k, shown[k as SettingKey]])),
        after: Object.fromEntries(changed.map((k) => [k, settings[k as SettingKey]])),
      };
    },
    /** Writes every known key with its default once, so operators can see and edit them all. */
    async ensureDefaults(): Promise<void> {
      await deps.settingsRepo.insertMissing(
        settingKeys.map((key) => ({ key, value: settingDefaults[key], isPublic: !privateSettingKeys.includes(key) })),
      );
      forget();
      markSettingsChanged();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
