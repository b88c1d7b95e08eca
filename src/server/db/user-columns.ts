// Columns that point at a user (users.id), for the *.table.ts files. Apart from columns.ts because the users
// table itself is built with columns.ts.
import { uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.table';

/**
 * A required reference to a user, named `name` in SQL. The row goes with the user (on delete cascade), unless
 * `cascade` is false: then a user it points at cannot be deleted (money records keep their people).
 */
export const userRef = (name: string, { cascade = true }: { cascade?: boolean } = {}) =>
  uuid(name)
    .notNull()
    .references(() => users.id, cascade ? { onDelete: 'cascade' } : {});
