// Performer shapes and calls. Three audiences, three schemas (docs/architecture.md "Conventions"): the public
// performer anyone may see, the owner's own profile (GET /performers/me) and the admin's review view.
// Email, bank details, payment settings and documents exist only in the last two.
import { z } from 'zod';
import { hasAtMostTwoDecimals, withAtMostTwoDecimals } from '../lib/money';
import { pagedQuery, sortableBy } from './common';
import { fileStatusResult } from './media';
import { documentTypes, verificationStatuses } from './list-values';
import { performerOptionLists } from './performer-options';
import { accountStatuses } from './users';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Country must be a two-letter code like US');
/** Prices are shown and sent in currency units with at most two decimals; the server stores minor units. */
export const priceSchema = withAtMostTwoDecimals(
  z.number('Price must be a number').positive('Price must be more than 0').max(1_000_000, 'Price is too large'),
  'Price can have at most two decimals',
);

/** What a minute of a private show costs, as the performer sets it (currency units); null offers no private shows. */
export const privateShowPriceSchema = withAtMostTwoDecimals(
  z
    .number('privateShowPrice must be a number, like 2 or 1.5, or null to offer no private shows')
    .positive('privateShowPrice must be more than 0, or null to offer no private shows')
    .max(10_000, 'privateShowPrice can be at most 10000 a minute'),
  'privateShowPrice can have at most two decimals',
);

const optional = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, `${label} must be one of: ${values.join(', ')}`).nullable().optional();

/** The attributes a performer may fill in; every one is optional and null clears it. */
export const performerAttributes = z.object({
  height: optional(performerOptionLists.height, 'Height'),
  weight: optional(performerOptionLists.weight, 'Weight'),
  age: optional(performerOptionLists.age, 'Age'),
  bodyType: optional(performerOptionLists.bodyType, 'Body type'),
  ethnicity: optional(performerOptionLists.ethnicity, 'Ethnicity'),
  butt: optional(performerOptionLists.butt, 'Butt size'),
  hair: optional(performerOptionLists.hair, 'Hair colour'),
  eyes: optional(performerOptionLists.eyes, 'Eye colour'),
  gender: optional(performerOptionLists.gender, 'Gender'),
  sexualOrientation: optional(performerOptionLists.sexualOrientation, 'Sexual orientation'),
});

const attributeValues = z.object({
  height: z.string().nullable(),
  weight: z.string().nullable(),
  age: z.string().nullable(),
  bodyType: z.string().nullable(),
  ethnicity: z.string().nullable(),
  butt: z.string().nullable(),
  hair: z.string().nullable(),
  eyes: z.string().nullable(),
  gender: z.string().nullable(),
  sexualOrientation: z.string().nullable(),
});

/** What anyone allowed to see the performer gets. Prices in currency units. */
export const publicPerformer = attributeValues.extend({
  _id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatar: z.string(),
  cover: z.string().nullable(),
  bio: z.string(),
  isPerformer: z.literal(true),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.array(z.string()),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  /** The performer offers the site's free trial (and the site has it enabled). */
  isFreeSubscription: z.boolean(),
  /** Days of the free trial (site setting freeSubscriptionDuration). */
  freeSubscriptionDays: z.number().int(),
  /** The viewer may start the free trial now: offered, and not used with this performer before (one per fan, ever). */
  freeTrialAvailable: z.boolean().optional(),
  /** What a minute of a private show with the performer costs; null when they offer none. */
  privateShowPrice: z.number().nullable(),
  /** Null unless the performer has one and switched it on. */
  welcomeVideo: z.string().nullable(),
  isStreaming: z.boolean(),
  stats: z.object({ followers: z.number().int(), subscribers: z.number().int() }),
  /** About the viewer: false for anonymous visitors. */
  isFollowed: z.boolean(),
  isBookmarked: z.boolean(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
});
export type PublicPerformer = z.infer<typeof publicPerformer>;

export { verificationStatuses };
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Bank details as every response shows them: never the full numbers. */
export const maskedBanking = z.object({
  accountHolderName: z.string(),
  bankName: z.string(),
  bankCountry: z.string(),
  /** e.g. "•••• 6789" */
  accountNumber: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  updatedAt: z.string(),
});
export type MaskedBanking = z.infer<typeof maskedBanking>;

export const paymentGatewaySettings = z.object({
  /** Where payouts go: a bank transfer (banking settings) or PayPal. */
  payoutMethod: z.enum(['bank', 'paypal']),
  paypalEmail: z.string().nullable(),
});
export type PaymentGatewaySettings = z.infer<typeof paymentGatewaySettings>;

export const documentState = z.object({
  uploaded: z.boolean(),
  /** Signed, short-lived, bound to the owner or an admin; null when nothing is uploaded. */
  url: z.string().nullable(),
});

/** GET /performers/me: the owner's own profile. */
export const ownPerformer = publicPerformer.extend({
  email: z.string().nullable(),
  verificationStatus: z.enum(verificationStatuses),
  rejectionReason: z.string().nullable(),
  activateWelcomeVideo: z.boolean(),
  /** Processing of the latest welcome video upload; null when none was uploaded through processing. */
  welcomeVideoStatus: fileStatusResult.nullable(),
  /** The performer's own country blocks (POST /block/countries). */
  blockedCountries: z.array(z.string()),
  banking: maskedBanking.nullable(),
  paymentGateway: paymentGatewaySettings,
  documents: z.object({ idVerification: documentState, documentVerification: documentState }),
  updatedAt: z.string(),
});
export type OwnPerformer = z.infer<typeof ownPerformer>;

/** The admin's review view. */
export const adminPerformer = ownPerformer.extend({
  status: z.enum(accountStatuses),
  verifiedEmail: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The admin who verified the performer (or last revoked the verification), by id and username. */
  verifiedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  /** The admin's commission override in percent (0 is valid); null when the site setting applies. */
  commissionPercentage: z.number().nullable().optional(),
});
export type AdminPerformer = z.infer<typeof adminPerformer>;

const COMMISSION_MESSAGE = 'commissionPercentage must be a number from 0 to 100, or null to use the site setting';
/** PUT /admin/performers/{id}/commission: the platform's share of this performer's sales, or null for the site setting. */
export const commissionOverrideBody = z
  .object({
    commissionPercentage: z
      .number(COMMISSION_MESSAGE)
      .min(0, COMMISSION_MESSAGE)
      .max(100, COMMISSION_MESSAGE)
      .refine(hasAtMostTwoDecimals, 'commissionPercentage can have at most two decimals, like 12.5')
      .nullable(),
  })
  .strict();
export type CommissionOverrideBody = z.infer<typeof commissionOverrideBody>;

/** PUT /performers/me. Never carries an id: the performer is always the logged-in one, so no one can edit another's. */
export const updatePerformerBody = performerAttributes
  .extend({
    name: z.string().trim().min(1, 'Name cannot be empty').max(80, 'Name can be at most 80 characters').optional(),
    bio: z.string().max(2000, 'Bio can be at most 2000 characters').optional(),
    country: countryCode.nullable().optional(),
    state: z.string().trim().max(100).nullable().optional(),
    city: z.string().trim().max(100).nullable().optional(),
    languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'Languages are codes like en or fr')).max(20, 'Pick at most 20 languages').optional(),
    monthlyPrice: priceSchema.optional(),
    yearlyPrice: priceSchema.optional(),
    isFreeSubscription: z.boolean().optional(),
    activateWelcomeVideo: z.boolean().optional(),
    /** The price of a minute of a private show; null stops offering them (a request already made keeps its price). */
    privateShowPrice: privateShowPriceSchema.nullable().optional(),
  })
  .strict();
export type UpdatePerformerBody = z.infer<typeof updatePerformerBody>;

/** PUT /performers/banking-settings: full numbers go in, only masked ones ever come out. */
export const bankingBody = z
  .object({
    accountHolderName: z.string().trim().min(1, 'Enter the account holder name').max(120),
    bankName: z.string().trim().min(1, 'Enter the bank name').max(120),
    bankCountry: countryCode,
    accountNumber: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/i, 'Account number (or IBAN) must be 4 to 34 letters and digits')),
    routingNumber: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9]*$/, 'Routing number may contain digits only')
      .default(''),
    swiftCode: z
      .string()
      .trim()
      .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/i, 'SWIFT/BIC must be 8 or 11 letters and digits')
      .default(''),
  })
  .strict();
export type BankingBody = z.infer<typeof bankingBody>;

/** PUT /performers/payment-gateway-settings. */
export const paymentGatewayBody = z
  .object({
    payoutMethod: z.enum(['bank', 'paypal'], 'Payout method must be bank or paypal'),
    paypalEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid PayPal email')).nullable().optional(),
  })
  .strict()
  .refine((v) => v.payoutMethod !== 'paypal' || !!v.paypalEmail, { message: 'Enter your PayPal email to be paid by PayPal', path: ['paypalEmail'] });
export type PaymentGatewayBody = z.infer<typeof paymentGatewayBody>;

export { documentTypes };
/** POST /performers/documents/upload?type=idVerification|documentVerification */
export const documentUploadQuery = z.object({ type: z.enum(documentTypes, 'type must be idVerification or documentVerification') });

/** POST /performers/{avatar|cover|welcome-video|documents}/upload answers with the URL and the new profile. */
export const performerUploadResult = z.object({ url: z.string(), performer: ownPerformer });
export type PerformerUploadResult = z.infer<typeof performerUploadResult>;

/**
 * latest (newest account, the default) and createdAt order alike; updatedAt is when the performer's profile
 * last changed; popular is followers, price the monthly price, relevance the match with q (the default with q).
 */
export const performerSorts = sortableBy(['latest', 'popular', 'price', 'subscribers', 'relevance']);
const flag = z.enum(['true', 'false'], 'Use true or false').transform((v) => v === 'true');

const filter = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, `${label} must be one of: ${values.join(', ')}`).optional();

/** GET /performers/user/search */
export const performerSearchQuery = pagedQuery(performerSorts).extend({
  q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
  height: filter(performerOptionLists.height, 'height'),
  weight: filter(performerOptionLists.weight, 'weight'),
  age: filter(performerOptionLists.age, 'age'),
  bodyType: filter(performerOptionLists.bodyType, 'bodyType'),
  ethnicity: filter(performerOptionLists.ethnicity, 'ethnicity'),
  butt: filter(performerOptionLists.butt, 'butt'),
  hair: filter(performerOptionLists.hair, 'hair'),
  eyes: filter(performerOptionLists.eyes, 'eyes'),
  gender: filter(performerOptionLists.gender, 'gender'),
  sexualOrientation: filter(performerOptionLists.sexualOrientation, 'sexualOrientation'),
  country: countryCode.optional(),
  minPrice: z.coerce.number().min(0, 'minPrice cannot be negative').optional(),
  maxPrice: z.coerce.number().min(0, 'maxPrice cannot be negative').optional(),
  isFreeSubscription: flag.optional(),
  isStreaming: flag.optional(),
});
export type PerformerSearchQuery = z.infer<typeof performerSearchQuery>;

/** GET /performers/search/random and GET /performers/top */
export const performerSampleQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50, 'limit can be at most 50').optional(),
});

/** GET /performers/{id}: a user id or a username. */
export const performerViewParams = z.object({ id: z.string().trim().min(1, 'Give a performer id or username').max(64) });

/** Admin review: GET /admin/performers?verificationStatus=pending */
export const adminPerformerSortKeys = sortableBy(['name', 'username']);
export const adminPerformerQuery = pagedQuery(adminPerformerSortKeys).extend({
  verificationStatus: z.enum(verificationStatuses).optional(),
  q: z.string().trim().max(100).optional(),
});
const REVOKE_REASON = 'Tell the performer why the verification is revoked (at least 3 characters)';
/** POST /admin/performers/{id}/revoke: a verified performer loses the badge and the listings; they are told why. */
export const revokeVerificationBody = z
  .object({
    reason: z
      .string({ error: () => REVOKE_REASON })
      .trim()
      .min(3, REVOKE_REASON)
      .max(1000, 'The reason can be at most 1000 characters'),
  })
  .strict();
export const rejectPerformerBody = z.object({ reason: z.string().trim().min(3, 'Tell the performer why (at least 3 characters)').max(1000) }).strict();
