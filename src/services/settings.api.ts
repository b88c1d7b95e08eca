// Site settings; admin reads and writes for the settings screens.
import type { PublicSettings, SettingKey, SettingsUpdate, SiteSettings } from '@/contracts/settings';
import { request } from '@/lib/request';

export const settingsService = {
  getPublic: () => request<PublicSettings>('/settings/public'),
  getKeys: <K extends SettingKey>(keys: K[]) => request<Partial<Pick<SiteSettings, K>>>('/settings/keys', { method: 'POST', body: { keys } }),
  adminGet: () => request<SiteSettings>('/admin/settings'),
  adminUpdate: (body: SettingsUpdate) => request<SiteSettings>('/admin/settings', { method: 'PUT', body }),
};
