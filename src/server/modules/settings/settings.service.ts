// Site settings with an in-process cache. Values stored in the DB win over the defaults in src/contracts/settings.ts.
import {
  isSettingKey,
  privateSettingKeys,
  publicSettingKeys,
  settingDefaults,
  settingKeys,
  settingSchemas,
  type PublicSettings,
  type SettingKey,
  type SettingsUpdate,
  type SiteSettings,
} from '@/contracts/settings';
import { markSettingsChanged } from '@/lib/settings-changes';
import type { SettingsRepo } from './settings.repo';

/** Other nodes pick up a change within this time; the node that made it sees it at once. */
const CACHE_MS = 5_000;

export function createSettingsService(deps: {
  settingsRepo: SettingsRepo;
  now?: () => number;
  /** Values the environment sets (STRIPE_PUBLISHABLE_KEY): they win over stored ones. */
  fromEnvironment?: Partial<SiteSettings>;
}) {
  const now = deps.now ?? Date.now;
  let cache: { at: number; values: SiteSettings } | null = null;
  // The public subset of the values last loaded: most requests ask for it, and it changes only with them.
  let shown: { from: SiteSettings; values: PublicSettings } | null = null;

  async function load(): Promise<SiteSettings> {
    if (cache && now() - cache.at < CACHE_MS) return cache.values;
    const values: SiteSettings = { ...settingDefaults };
    for (const row of await deps.settingsRepo.all()) {
      const key = row.key as SettingKey;
      if (!settingKeys.includes(key)) continue;
      // A value that no longer fits its schema (an old release, a hand edit) falls back to the default.
      const parsed = settingSchemas[key].safeParse(row.value);
      if (parsed.success) (values as Record<string, unknown>)[key] = parsed.data;
    }
    Object.assign(values, deps.fromEnvironment);
    cache = { at: now(), values };
    return values;
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
    /** Values of the asked keys; private keys only for admins (others are told which keys they may not read). */
    /** The asked keys this site has and the caller may read; any other name is simply not in the answer. */
    async getKeys(keys: readonly string[], asAdmin: boolean): Promise<Partial<SiteSettings>> {
      const values = await load();
      const readable = keys.filter((k): k is SettingKey => isSettingKey(k) && (asAdmin || !privateSettingKeys.includes(k)));
      return Object.fromEntries(readable.map((k) => [k, values[k]])) as Partial<SiteSettings>;
    },
    async update(changes: SettingsUpdate): Promise<SiteSettings> {
      const rows = Object.entries(changes).map(([key, value]) => ({
        key,
        value,
        isPublic: !privateSettingKeys.includes(key as SettingKey),
      }));
      await deps.settingsRepo.upsert(rows);
      cache = null;
      // The page renderer in this process keeps settings-derived answers briefly; they go now.
      markSettingsChanged();
      return load();
    },
    /** Writes every known key with its default once, so operators can see and edit them all. */
    async ensureDefaults(): Promise<void> {
      await deps.settingsRepo.insertMissing(
        settingKeys.map((key) => ({ key, value: settingDefaults[key], isPublic: !privateSettingKeys.includes(key) })),
      );
      cache = null;
      markSettingsChanged();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
