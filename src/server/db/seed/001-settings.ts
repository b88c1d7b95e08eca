// Every site setting with its default (docs/product.md "Constants and limits"), so operators see and can edit all of them.
import { createSettingsRepo } from '../../modules/settings/settings.repo';
import { createSettingsService } from '../../modules/settings/settings.service';
import type { Seed } from './types';

export const settingsSeed: Seed = {
  name: '001 settings',
  async run({ db, log }) {
    await createSettingsService({ settingsRepo: createSettingsRepo(db) }).ensureDefaults();
    log.info('settings: every key present (existing values kept)');
  },
};
