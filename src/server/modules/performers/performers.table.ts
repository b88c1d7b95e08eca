import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { users } from '../users/users.table';

/**
 * The performer profile of a user with isPerformer. Name, username, avatar, cover, gender and country live
 * on users; everything only a performer has lives here. Prices are integer minor units.
 */
export const performers = pgTable(
  'performers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    /** pending until an admin reviews the ID documents (docs/business-rules.md "Performers"). */
    verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The admin who verified (or last revoked) the performer. */
    verifiedBy: uuid('verified_by'),
    rejectionReason: text('rejection_reason'),
    /** Private storage keys of the ID photo and the document photo; never publicly addressable. */
    idVerificationKey: text('id_verification_key'),
    documentVerificationKey: text('document_verification_key'),
    // Values from the option lists in src/contracts/performer-options.ts; null when not given.
    height: text('height'),
    weight: text('weight'),
    age: text('age'),
    bodyType: text('body_type'),
    ethnicity: text('ethnicity'),
    butt: text('butt'),
    hair: text('hair'),
    eyes: text('eyes'),
    sexualOrientation: text('sexual_orientation'),
    state: text('state'),
    city: text('city'),
    languages: text('languages').array().notNull().default(sql`ARRAY[]::text[]`),
    monthlyPrice: integer('monthly_price').notNull().default(995),
    yearlyPrice: integer('yearly_price').notNull().default(9995),
    /** An admin's commission override in basis points (0 is valid: no commission); null uses the site setting. */
    commissionBasisPoints: integer('commission_basis_points'),
    /** What a minute of a private show costs; null when the performer offers none. */
    privateShowPrice: integer('private_show_price'),
    /** The performer offers the site's free trial. */
    isFreeSubscription: boolean('is_free_subscription').notNull().default(false),
    welcomeVideoKey: text('welcome_video_key'),
    /** The welcome video as a processed media file (src/server/modules/media-files); replaces welcomeVideoKey once finished. */
    welcomeVideoFileId: uuid('welcome_video_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    activateWelcomeVideo: boolean('activate_welcome_video').notNull().default(false),
    /** AES-256-GCM ciphertext of the bank details (src/server/modules/performers/banking-crypto.ts). */
    bankingCiphertext: text('banking_ciphertext'),
    bankingUpdatedAt: timestamp('banking_updated_at', { withTimezone: true }),
    paymentGateway: jsonb('payment_gateway')
      .$type<{ payoutMethod: 'bank' | 'paypal'; paypalEmail: string | null }>()
      .notNull()
      .default({ payoutMethod: 'bank', paypalEmail: null }),
    /** ISO codes of countries whose visitors may not see this performer (docs/business-rules.md "Safety"). */
    blockedCountries: text('blocked_countries').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Set by the streams module while the performer is live. */
    isStreaming: boolean('is_streaming').notNull().default(false),
    /** Kept in the same transaction as the follows it counts. */
    followerCount: integer('follower_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('performers_verification_idx').on(t.verificationStatus),
    index('performers_bio_trgm_idx').using('gin', sql`${t.bio} gin_trgm_ops`),
    check('performers_private_show_price_positive', sql`${t.privateShowPrice} is null or ${t.privateShowPrice} > 0`),
  ],
);

export type PerformerRow = typeof performers.$inferSelect;
export type NewPerformerRow = typeof performers.$inferInsert;
/** The columns a performer's profile edit may change. */
export type PerformerPatch = Partial<Omit<NewPerformerRow, 'userId' | 'createdAt'>>;
