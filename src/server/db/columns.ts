// Column helpers shared by every *.table.ts.
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});
