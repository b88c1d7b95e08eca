// Site settings; admin reads and writes for the settings screens.
import type { PublicSettings, SettingKey, SettingsUpdate, SiteFileKind, SiteSettings, TestEmailResult } from '@/contracts/settings';
import { request, upload } from '@/lib/request';

export const settingsService = {
  getPublic: () => request<PublicSettings>('/settings/public'),
  getKeys: <K extends SettingKey>(keys: K[]) => request<Partial<Pick<SiteSettings, K>>>('/settings/keys', { method: 'POST', body: { keys } }),
  adminGet: () => request<SiteSettings>('/admin/settings'),
  adminUpdate: (body: SettingsUpdate) => request<SiteSettings>('/admin/settings', { method: 'PUT', body }),
  /** The logo, dark-mode logo or favicon (multipart field `file`); answers its address and the settings saved with it. */
  uploadFile: (kind: SiteFileKind, file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return upload<{ url: string; settings: SiteSettings }>(`/admin/settings/files/${kind}`, form);
  },
  /** Sends a test email through the mail settings in force. */
  testEmail: (to: string) => request<TestEmailResult>('/admin/settings/test-email', { method: 'POST', body: { to } }),
};
