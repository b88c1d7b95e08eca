import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/** A fan's delivery address book. Orders keep a copy, so editing one never rewrites history. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: userRef('user_id'),
    /** The fan's own label ("Home"). */
    name: text('name').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    city: text('city').notNull(),
    streetAddress: text('street_address').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
export type AddressRow = typeof addresses.$inferSelect;
