import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from './settings.table';

/** Every stored setting. Built once and prepared: the settings cache reloads with it every few seconds. */
const allQuery = (db: DbOrTx) => db.select({ key: settings.key, value: settings.value }).from(settings).prepare('settings_all');

export function createSettingsRepo(db: DbOrTx) {
  let all: ReturnType<typeof allQuery> | null = null;
  return {
    async all(): Promise<{ key: string; value: unknown }[]> {
      all ??= allQuery(db);
      return all.execute();
    },
    async byKeys(keys: string[]) {
      return db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
    },
    async upsert(rows: { key: string; value: unknown; isPublic: boolean }[]) {
      if (!rows.length) return;
      await db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, isPublic: sql`excluded.is_public`, updatedAt: sql`now()` },
        });
    },
    /** Adds missing keys with their defaults, leaving values an operator already set alone. */
    async insertMissing(rows: { key: string; value: unknown; isPublic: boolean }[]) {
      if (!rows.length) return;
      await db.insert(settings).values(rows).onConflictDoNothing();
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
