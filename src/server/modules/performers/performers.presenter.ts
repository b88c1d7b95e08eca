// Rows -> the three audience shapes of src/contracts/performers.ts. Each builder lists its fields, so a
// column added later never reaches a response by accident; email, bank details, payment settings and
// documents appear only in the owner's and the admin's shapes.
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import type { FileStatusResult } from '@/contracts/media';
import type { AdminPerformer, OwnPerformer, PublicPerformer } from '@/contracts/performers';
import { fromMinor, fromMinorOrNull, percentFromBasisPoints } from '@/lib/money';
import type { Storage } from '../../media/storage';
import { decryptBanking, maskBanking } from './banking-crypto';
import type { PerformerRecord, ViewedPerformer } from './performers.repo';

/** The site settings a performer's public terms depend on. */
export interface SiteTerms {
  freeTrialsEnabled: boolean;
  freeTrialDays: number;
}

/** Document links are made for one person at a time and expire soon after the page that shows them. */
export const DOCUMENT_URL_SECONDS = 5 * 60;

const later = (a: Date, b: Date) => (a > b ? a : b);

export function createPerformerPresenter(deps: { storage: Pick<Storage, 'url' | 'assetUrl'>; bankingKey: Buffer }) {
  const { storage } = deps;
  const publicUrl = (key: string | null) => (key ? storage.url(key) : null);

  function publicPerformer(row: ViewedPerformer, site: SiteTerms): PublicPerformer {
    const { user, performer } = row;
    return {
      _id: user.id,
      name: user.name,
      username: user.username,
      avatar: user.avatarKey ? storage.url(user.avatarKey) : storage.assetUrl(AVATAR_PLACEHOLDER),
      cover: publicUrl(user.coverKey),
      bio: performer.bio,
      isPerformer: true,
      country: user.country,
      state: performer.state,
      city: performer.city,
      languages: performer.languages,
      height: performer.height,
      weight: performer.weight,
      age: performer.age,
      bodyType: performer.bodyType,
      ethnicity: performer.ethnicity,
      butt: performer.butt,
      hair: performer.hair,
      eyes: performer.eyes,
      gender: user.gender,
      sexualOrientation: performer.sexualOrientation,
      monthlyPrice: fromMinor(performer.monthlyPrice),
      yearlyPrice: fromMinor(performer.yearlyPrice),
      isFreeSubscription: site.freeTrialsEnabled && performer.isFreeSubscription,
      freeSubscriptionDays: site.freeTrialDays,
      freeTrialAvailable: site.freeTrialsEnabled && performer.isFreeSubscription && !row.usedFreeTrial && !row.isSubscribed,
      privateShowPrice: fromMinorOrNull(performer.privateShowPrice),
      // welcomeVideoKey is the video on show: the processed MP4 of welcomeVideoFileId once it is finished
      // (public, see media-file-kinds.ts), or an upload made before processing existed.
      welcomeVideo: performer.activateWelcomeVideo ? publicUrl(performer.welcomeVideoKey) : null,
      isStreaming: performer.isStreaming,
      stats: { followers: performer.followerCount, subscribers: row.subscriberCount },
      isFollowed: row.isFollowed,
      isBookmarked: row.isBookmarked,
      isSubscribed: row.isSubscribed,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** A private document as a link signed for `viewerId` (the owner or the reviewing admin). */
  const documentState = (key: string | null, viewerId: string) => ({
    uploaded: !!key,
    url: key ? storage.url(key, { expiresInSeconds: DOCUMENT_URL_SECONDS, viewerId }) : null,
  });

  /**
   * `documentViewerId` is who the document links are signed for; `welcomeVideoStatus` is the processing
   * state of the latest welcome video upload (null when there is none, or the caller did not load it).
   */
  function ownPerformer(record: PerformerRecord, site: SiteTerms, documentViewerId: string, welcomeVideoStatus: FileStatusResult | null = null): OwnPerformer {
    const { user, performer } = record;
    const banking = performer.bankingCiphertext ? decryptBanking(deps.bankingKey, user.id, performer.bankingCiphertext) : null;
    return {
      // The owner's own reads say nothing about following or bookmarking themself.
      ...publicPerformer({ ...record, isFollowed: false, isBookmarked: false, isSubscribed: false, usedFreeTrial: false }, site),
      // The owner previews the uploaded video even while it is switched off for visitors.
      welcomeVideo: publicUrl(performer.welcomeVideoKey),
      email: user.email,
      verificationStatus: performer.verificationStatus,
      rejectionReason: performer.rejectionReason,
      activateWelcomeVideo: performer.activateWelcomeVideo,
      welcomeVideoStatus,
      blockedCountries: performer.blockedCountries,
      // Details that no longer decrypt (the app secret was changed) read as not set: the performer enters them again.
      banking: banking ? maskBanking(banking, performer.bankingUpdatedAt ?? performer.updatedAt) : null,
      paymentGateway: { payoutMethod: performer.paymentGateway.payoutMethod, paypalEmail: performer.paymentGateway.paypalEmail ?? null },
      documents: {
        idVerification: documentState(performer.idVerificationKey, documentViewerId),
        documentVerification: documentState(performer.documentVerificationKey, documentViewerId),
      },
      updatedAt: later(user.updatedAt, performer.updatedAt).toISOString(),
    };
  }

  /** `verifiers`: the usernames of the admins who verified, by id (the admin service looks them up). */
  function adminPerformer(record: PerformerRecord, site: SiteTerms, adminId: string, verifiers: ReadonlyMap<string, string>): AdminPerformer {
    const { user, performer } = record;
    const verifierId = performer.verifiedBy;
    return {
      ...ownPerformer(record, site, adminId, null),
      status: user.status,
      verifiedEmail: user.verifiedEmail,
      verifiedAt: performer.verifiedAt?.toISOString() ?? null,
      verifiedBy: verifierId ? { _id: verifierId, username: verifiers.get(verifierId) ?? 'a former admin' } : null,
      commissionPercentage: performer.commissionBasisPoints === null ? null : percentFromBasisPoints(performer.commissionBasisPoints),
    };
  }

  return { publicPerformer, ownPerformer, adminPerformer };
}
export type PerformerPresenter = ReturnType<typeof createPerformerPresenter>;
