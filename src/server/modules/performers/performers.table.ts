import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/** The performer profile of a user with isPerformer. Later issues add pricing, attributes and banking. */
export const performers = pgTable('performers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  /** pending until an admin reviews the ID documents (RULES.md "Performers"). */
  verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
    .notNull()
    .default('pending'),
  /** Private storage keys of the ID photo and the document photo; never publicly addressable. */
  idVerificationKey: text('id_verification_key'),
  documentVerificationKey: text('document_verification_key'),
  ...timestamps(),
});

export type PerformerRow = typeof performers.$inferSelect;
