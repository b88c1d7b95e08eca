import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per site setting; values are JSON so a key keeps its type (number, boolean, string, list). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  /** Public keys are served to anyone by GET /settings/public. */
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
