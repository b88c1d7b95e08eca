// Column helpers shared by every *.table.ts.
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});
