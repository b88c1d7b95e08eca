// Which settings an admin actually changed, so a save sends only those (and never rewrites the rest with
// whatever the form happened to hold).
import type { PublicSettings, SettingKey, SettingsUpdate, SiteSettings } from '@/contracts/settings';
import { publicSettingKeys } from '@/contracts/shell-values';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Keys of `values` whose value differs from `saved`; keys the form does not hold are left out. */
export function changedSettings(saved: SiteSettings, values: Partial<SiteSettings>): SettingsUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) {
    if (value === undefined) continue;
    if (!same(saved[key], value)) changes[key] = value;
  }
  return changes as SettingsUpdate;
}

/** The part of the settings every visitor gets (GET /settings/public). */
export function publicPart(settings: SiteSettings): PublicSettings {
  return Object.fromEntries(publicSettingKeys.map((k) => [k, settings[k]])) as PublicSettings;
}
