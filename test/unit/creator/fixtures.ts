// An own performer profile as GET /performers/me answers it, and a country of the lookup list, with overrides.
import type { CountryItem } from '@/contracts/lookups';
import type { OwnPerformer } from '@/contracts/performers';

export function ownPerformerFactory(overrides: Partial<OwnPerformer> = {}): OwnPerformer {
  return {
    _id: 'p-1',
    name: 'Luna Star',
    username: 'luna',
    avatar: '/files/luna.webp',
    cover: null,
    bio: 'Yoga and guitar.',
    isPerformer: true,
    height: '164_166',
    weight: null,
    age: '26_28',
    bodyType: null,
    ethnicity: null,
    butt: null,
    hair: 'brown',
    eyes: null,
    gender: 'female',
    sexualOrientation: null,
    country: 'US',
    state: 'California',
    city: 'Los Angeles',
    languages: ['en'],
    monthlyPrice: 9.95,
    yearlyPrice: 99.95,
    isFreeSubscription: false,
    freeSubscriptionDays: 7,
    privateShowPrice: null,
    welcomeVideo: null,
    isStreaming: false,
    stats: { followers: 3, subscribers: 1 },
    isFollowed: false,
    isBookmarked: false,
    isSubscribed: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    email: 'luna@example.com',
    verificationStatus: 'verified',
    rejectionReason: null,
    activateWelcomeVideo: false,
    welcomeVideoStatus: null,
    blockedCountries: [],
    banking: null,
    paymentGateway: { payoutMethod: 'bank', paypalEmail: null },
    documents: {
      idVerification: { uploaded: true, url: '/api/files/private/id.webp?sig=owner' },
      documentVerification: { uploaded: true, url: '/api/files/private/doc.webp?sig=owner' },
    },
    updatedAt: '2024-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A country of GET /countries/list: code, name and flag, the rest blank unless given. */
export function countryItem(code: string, name: string, flag: string, more: Partial<CountryItem> = {}): CountryItem {
  return {
    code,
    name,
    flag,
    capital: '',
    region: '',
    currency: { code: '', name: '', symbol: '' },
    language: { code: '', name: '' },
    ...more,
  };
}
