// The logged-in performer's own profile: read, edit, bank details and payout settings. Every call takes
// the performer's id from the session, never from the URL or the body (docs/business-rules.md "Performers").
import type { BankingBody, MaskedBanking, OwnPerformer, PaymentGatewayBody, PaymentGatewaySettings, UpdatePerformerBody } from '@/contracts/performers';
import { plainUnits, toMinor, toMinorOrNull } from '@/lib/money';
import { notFound, unprocessable } from '../../http/errors';
import { fileStatusOf } from '../media-files/media-files.presenter';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { SettingsService } from '../settings/settings.service';
import type { PerformerPatch, UserPatch, UsersRepo } from '../users/users.repo';
import { encryptBanking, maskBanking } from './banking-crypto';
import type { PerformerPresenter, SiteTerms } from './performers.presenter';
import type { PerformerRecord, PerformersRepo } from './performers.repo';

const missingProfile = () => notFound('Your performer profile was not found. Log out and in again, or contact support.');


const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** ISO 639-1 codes (two letters) that name a real language, without repeats. */
function checkLanguages(codes: string[]): string[] {
  const unknown = codes.filter((c) => c.length !== 2 || !languageNames.of(c));
  if (unknown.length) {
    throw unprocessable(`Languages must be two-letter ISO 639-1 codes like en or fr. Check ${unknown.map((c) => `"${c}"`).join(', ')}.`);
  }
  return [...new Set(codes)];
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function loadSiteTerms(settings: Pick<SettingsService, 'get'>): Promise<SiteTerms> {
  const [freeTrialsEnabled, freeTrialDays] = await Promise.all([settings.get('freeSubscriptionEnabled'), settings.get('freeSubscriptionDuration')]);
  return { freeTrialsEnabled, freeTrialDays };
}

export function createPerformerProfileService(deps: {
  performersRepo: PerformersRepo;
  usersRepo: Pick<UsersRepo, 'updateProfile'>;
  presenter: PerformerPresenter;
  settings: Pick<SettingsService, 'get'>;
  bankingKey: Buffer;
  mediaFiles: Pick<MediaFilesService, 'find'>;
  now?: () => Date;
}) {
  const { performersRepo: repo, presenter, settings } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(record: PerformerRecord): Promise<OwnPerformer> {
    const fileId = record.performer.welcomeVideoFileId;
    const [site, welcomeVideo] = await Promise.all([loadSiteTerms(settings), fileId ? deps.mediaFiles.find(fileId) : null]);
    return presenter.ownPerformer(record, site, record.user.id, welcomeVideo ? fileStatusOf(welcomeVideo) : null);
  }

  async function recordOf(userId: string): Promise<PerformerRecord> {
    const record = await repo.findRecord(userId);
    if (!record) throw missingProfile();
    return record;
  }

  async function checkPrices(body: UpdatePerformerBody): Promise<void> {
    const [min, max] = await Promise.all([settings.get('minimumSubscriptionPrice'), settings.get('maximumSubscriptionPrice')]);
    const prices: [string, number | undefined][] = [
      ['Monthly', body.monthlyPrice],
      ['Yearly', body.yearlyPrice],
    ];
    for (const [label, price] of prices) {
      if (price !== undefined && (price < min || price > max)) {
        throw unprocessable(`${label} price must be between ${plainUnits(min)} and ${plainUnits(max)} (the site's subscription price limits).`);
      }
    }
  }

  async function update(userId: string, body: UpdatePerformerBody): Promise<OwnPerformer> {
    const record = await recordOf(userId);
    await checkPrices(body);
    if (body.isFreeSubscription && !(await settings.get('freeSubscriptionEnabled'))) {
      throw unprocessable('This site does not offer free trials at the moment, so you cannot turn one on.');
    }
    // A video still processing may be switched on: visitors see it as soon as it is ready.
    if (body.activateWelcomeVideo && !record.performer.welcomeVideoKey && !record.performer.welcomeVideoFileId) {
      throw unprocessable('Upload a welcome video before switching it on.');
    }
    const { name, gender, country, monthlyPrice, yearlyPrice, privateShowPrice, languages, ...performerFields } = body;
    const at = now();
    const userPatch: UserPatch = { ...withoutUndefined({ name, gender, country }), updatedAt: at };
    const performerPatch: PerformerPatch = {
      ...withoutUndefined({
        ...performerFields,
        monthlyPrice: monthlyPrice === undefined ? undefined : toMinor(monthlyPrice),
        yearlyPrice: yearlyPrice === undefined ? undefined : toMinor(yearlyPrice),
        privateShowPrice: privateShowPrice === undefined ? undefined : toMinorOrNull(privateShowPrice),
        languages: languages === undefined ? undefined : checkLanguages(languages),
      }),
      updatedAt: at,
    };
    // Name, gender and country are every account's (users); the rest is the performer's. One transaction.
    if (!(await deps.usersRepo.updateProfile(userId, userPatch, performerPatch))) throw missingProfile();
    return present(await recordOf(userId));
  }

  async function setBanking(userId: string, body: BankingBody): Promise<MaskedBanking> {
    await recordOf(userId);
    const details = {
      accountHolderName: body.accountHolderName,
      bankName: body.bankName,
      bankCountry: body.bankCountry,
      accountNumber: body.accountNumber.toUpperCase(),
      routingNumber: body.routingNumber,
      swiftCode: body.swiftCode.toUpperCase(),
    };
    const at = now();
    const saved = await repo.updatePerformer(userId, {
      bankingCiphertext: encryptBanking(deps.bankingKey, userId, details),
      bankingUpdatedAt: at,
      updatedAt: at,
    });
    if (!saved) throw missingProfile();
    return maskBanking(details, at);
  }

  async function setPaymentGateway(userId: string, body: PaymentGatewayBody): Promise<PaymentGatewaySettings> {
    await recordOf(userId);
    const paymentGateway = { payoutMethod: body.payoutMethod, paypalEmail: body.paypalEmail ?? null };
    const saved = await repo.updatePerformer(userId, { paymentGateway, updatedAt: now() });
    if (!saved) throw missingProfile();
    return paymentGateway;
  }

  return {
    me: async (userId: string) => present(await recordOf(userId)),
    present,
    recordOf,
    update,
    setBanking,
    setPaymentGateway,
  };
}
export type PerformerProfileService = ReturnType<typeof createPerformerProfileService>;
