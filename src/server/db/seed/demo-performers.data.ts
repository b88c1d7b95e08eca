// The demo performers and fans of seed 003. Bios carry words people search for (yoga, guitar, cooking,
// ...); attributes come from the option lists; prices are minor units within the default site limits
// (2.95-300). Everyone logs in with DEMO_PASSWORD.
import type { performerAttributes } from '@/contracts/performers';
import type { z } from 'zod';

type Attributes = { [K in keyof z.infer<typeof performerAttributes>]-?: NonNullable<z.infer<typeof performerAttributes>[K]> };

export interface DemoPerformer {
  username: string;
  name: string;
  /** Avatar background and the two colours of the cover gradient. */
  colours: [string, string];
  country: string;
  state: string;
  city: string;
  languages: string[];
  bio: string;
  attributes: Attributes;
  /** Minor units. */
  monthlyPrice: number;
  yearlyPrice: number;
  isFreeSubscription: boolean;
}

export interface DemoFan {
  username: string;
  name: string;
  colour: string;
}

const a = (attributes: Attributes) => attributes;

export const DEMO_PERFORMERS: readonly DemoPerformer[] = [
  {
    username: 'mia', name: 'Mia Solano', colours: ['#0d9488', '#a3e635'], country: 'ES', state: 'MD', city: 'Madrid', languages: ['es', 'en'],
    bio: 'Yoga teacher from Madrid. Morning flows, breathing and flexibility classes every week.',
    attributes: a({ height: '164_166', weight: '55_57', age: '26_28', bodyType: 'fit', ethnicity: 'hispanic', butt: 'medium', hair: 'brunet', eyes: 'brown', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 999, yearlyPrice: 9999, isFreeSubscription: true,
  },
  {
    username: 'jade', name: 'Jade Nguyen', colours: ['#ea580c', '#facc15'], country: 'US', state: 'CA', city: 'Los Angeles', languages: ['en', 'vi'],
    bio: 'Home cooking: quick Vietnamese recipes, street food and a weekly live cooking class.',
    attributes: a({ height: '155_157', weight: '46_48', age: '23_25', bodyType: 'petite', ethnicity: 'asian', butt: 'small', hair: 'black', eyes: 'brown', gender: 'female', sexualOrientation: 'bisexual' }),
    monthlyPrice: 795, yearlyPrice: 7995, isFreeSubscription: false,
  },
  {
    username: 'marco', name: 'Marco Bellini', colours: ['#1e3a8a', '#38bdf8'], country: 'IT', state: '62', city: 'Rome', languages: ['it', 'en'],
    bio: 'Guitar player and songwriter. Guitar lessons, acoustic covers and behind the scenes with my band.',
    attributes: a({ height: '179_181', weight: '76_78', age: '32_34', bodyType: 'toned', ethnicity: 'white', butt: 'medium', hair: 'brown', eyes: 'green', gender: 'male', sexualOrientation: 'straight' }),
    monthlyPrice: 1495, yearlyPrice: 14995, isFreeSubscription: false,
  },
  {
    username: 'chloe', name: 'Chloé Martin', colours: ['#be185d', '#f9a8d4'], country: 'FR', state: 'IDF', city: 'Paris', languages: ['fr', 'en'],
    bio: 'Fashion and photography. Outfit ideas, photo shoots and travel diaries from Paris.',
    attributes: a({ height: '170_172', weight: '52_54', age: '26_28', bodyType: 'slim', ethnicity: 'white', butt: 'small', hair: 'blond', eyes: 'blue', gender: 'female', sexualOrientation: 'lesbian' }),
    monthlyPrice: 1999, yearlyPrice: 19999, isFreeSubscription: false,
  },
  {
    username: 'kenji', name: 'Kenji Sato', colours: ['#4c1d95', '#f472b6'], country: 'JP', state: '13', city: 'Shibuya-ku', languages: ['ja', 'en'],
    bio: 'Digital artist: anime drawing tutorials, speed painting and sketchbook tours.',
    attributes: a({ height: '173_175', weight: '64_66', age: '29_31', bodyType: 'slim', ethnicity: 'asian', butt: 'small', hair: 'black', eyes: 'brown', gender: 'male', sexualOrientation: 'gay' }),
    monthlyPrice: 595, yearlyPrice: 5995, isFreeSubscription: true,
  },
  {
    username: 'sofia', name: 'Sofia Costa', colours: ['#15803d', '#fde047'], country: 'BR', state: 'SP', city: 'São Paulo', languages: ['pt', 'es'],
    bio: 'Dance fitness and samba workouts. New dance routines every Monday.',
    attributes: a({ height: '161_163', weight: '58_60', age: '23_25', bodyType: 'curvy', ethnicity: 'latino', butt: 'large', hair: 'brunet', eyes: 'hazel', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 1295, yearlyPrice: 12995, isFreeSubscription: false,
  },
  {
    username: 'nina', name: 'Nina Berg', colours: ['#0f766e', '#99f6e4'], country: 'DE', state: 'BE', city: 'Berlin', languages: ['de', 'en'],
    bio: 'Pilates and yoga for busy people: twenty-minute sessions you can do anywhere.',
    attributes: a({ height: '167_169', weight: '55_57', age: '35_37', bodyType: 'toned', ethnicity: 'white', butt: 'medium', hair: 'ginger', eyes: 'gray', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 895, yearlyPrice: 8995, isFreeSubscription: true,
  },
  {
    username: 'leo', name: 'Leo Grant', colours: ['#111827', '#ef4444'], country: 'GB', state: 'ENG', city: 'London', languages: ['en'],
    bio: 'Personal trainer. Strength training, gym programs and nutrition tips.',
    attributes: a({ height: '182_184', weight: '85_87', age: '29_31', bodyType: 'muscular', ethnicity: 'black or african america', butt: 'medium', hair: 'black', eyes: 'brown', gender: 'male', sexualOrientation: 'straight' }),
    monthlyPrice: 2495, yearlyPrice: 24995, isFreeSubscription: false,
  },
  {
    username: 'amara', name: 'Amara Okafor', colours: ['#9a3412', '#fbbf24'], country: 'NG', state: 'LA', city: 'Lagos', languages: ['en', 'yo'],
    bio: 'Singer: Afrobeats covers, vocal warm-ups and live acoustic sessions.',
    attributes: a({ height: '164_166', weight: '61_63', age: '26_28', bodyType: 'curvy', ethnicity: 'black or african america', butt: 'x-large', hair: 'black', eyes: 'brown', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 695, yearlyPrice: 6995, isFreeSubscription: false,
  },
  {
    username: 'ivy', name: 'Ivy Chen', colours: ['#a21caf', '#fbcfe8'], country: 'CA', state: 'ON', city: 'Toronto', languages: ['en', 'zh'],
    bio: 'Baking and cooking: cakes, bread and plant-based meals. New recipes every week.',
    attributes: a({ height: '158_160', weight: '49_51', age: '32_34', bodyType: 'slim', ethnicity: 'asian', butt: 'small', hair: 'pink', eyes: 'brown', gender: 'female', sexualOrientation: 'bisexual' }),
    monthlyPrice: 499, yearlyPrice: 4999, isFreeSubscription: true,
  },
  {
    username: 'diego', name: 'Diego Ramos', colours: ['#064e3b', '#34d399'], country: 'MX', state: 'CDMX', city: 'Ciudad de México', languages: ['es'],
    bio: 'Street photography and travel vlogs. Photography tips and hidden places in Mexico.',
    attributes: a({ height: '176_178', weight: '73_75', age: '38_40', bodyType: 'runner', ethnicity: 'latino', butt: 'medium', hair: 'black', eyes: 'amber', gender: 'male', sexualOrientation: 'straight' }),
    monthlyPrice: 995, yearlyPrice: 9995, isFreeSubscription: false,
  },
  {
    username: 'zoe', name: 'Zoe Walker', colours: ['#0369a1', '#67e8f9'], country: 'AU', state: 'NSW', city: 'Sydney', languages: ['en'],
    bio: 'Surfing, beach yoga and ocean life. Sunrise sessions from Sydney.',
    attributes: a({ height: '170_172', weight: '58_60', age: '20_22', bodyType: 'tanned', ethnicity: 'white', butt: 'medium', hair: 'blond', eyes: 'blue', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 1195, yearlyPrice: 11995, isFreeSubscription: false,
  },
  {
    username: 'alex', name: 'Alex Rivera', colours: ['#7e22ce', '#60a5fa'], country: 'US', state: 'NY', city: 'New York City', languages: ['en', 'es'],
    bio: 'Makeup artist. Tutorials, product reviews and looks for every day.',
    attributes: a({ height: '173_175', weight: '61_63', age: '26_28', bodyType: 'slim', ethnicity: 'hispanic', butt: 'medium', hair: 'multiColored', eyes: 'hazel', gender: 'transgender', sexualOrientation: 'transgender' }),
    monthlyPrice: 1495, yearlyPrice: 14995, isFreeSubscription: true,
  },
  {
    username: 'freya', name: 'Freya Lind', colours: ['#1d4ed8', '#e0e7ff'], country: 'SE', state: 'AB', city: 'Stockholm', languages: ['sv', 'en'],
    bio: 'Cosplay and crafting: costumes, props and convention vlogs.',
    attributes: a({ height: '176_178', weight: '61_63', age: '23_25', bodyType: 'fit', ethnicity: 'white', butt: 'medium', hair: 'white', eyes: 'blue', gender: 'female', sexualOrientation: 'bisexual' }),
    monthlyPrice: 895, yearlyPrice: 8995, isFreeSubscription: false,
  },
  {
    username: 'omar', name: 'Omar Haddad', colours: ['#78350f', '#fcd34d'], country: 'AE', state: 'DU', city: 'Dubai', languages: ['ar', 'en'],
    bio: 'Chef sharing Middle Eastern cooking, grilling and dessert recipes.',
    attributes: a({ height: '179_181', weight: '82_84', age: '41_43', bodyType: 'large', ethnicity: 'white', butt: 'large', hair: 'black', eyes: 'brown', gender: 'male', sexualOrientation: 'straight' }),
    monthlyPrice: 1795, yearlyPrice: 17995, isFreeSubscription: false,
  },
  {
    username: 'lena', name: 'Lena Novak', colours: ['#334155', '#cbd5e1'], country: 'CZ', state: '10', city: 'Prague', languages: ['cs', 'en', 'de'],
    bio: 'Classical piano and guitar. Practice sessions and music theory made easy.',
    attributes: a({ height: '167_169', weight: '52_54', age: '29_31', bodyType: 'slim', ethnicity: 'white', butt: 'small', hair: 'brown', eyes: 'green', gender: 'female', sexualOrientation: 'straight' }),
    monthlyPrice: 1095, yearlyPrice: 10995, isFreeSubscription: false,
  },
  {
    username: 'ruby', name: 'Ruby Hayes', colours: ['#b91c1c', '#fda4af'], country: 'IE', state: 'L', city: 'Dublin', languages: ['en', 'ga'],
    bio: 'Comedy sketches, a weekly podcast and live chats on Sunday nights.',
    attributes: a({ height: '161_163', weight: '64_66', age: '44_46', bodyType: 'curvy', ethnicity: 'white', butt: 'large', hair: 'red', eyes: 'green', gender: 'female', sexualOrientation: 'lesbian' }),
    monthlyPrice: 295, yearlyPrice: 2995, isFreeSubscription: true,
  },
  {
    username: 'sam', name: 'Sam Taylor', colours: ['#365314', '#bef264'], country: 'NZ', state: 'AUK', city: 'Auckland', languages: ['en'],
    bio: 'Hiking, camping and outdoor fitness. Trail guides and gear reviews.',
    attributes: a({ height: 'over_190', weight: '91_93', age: 'over_50', bodyType: 'ripped', ethnicity: 'native hawaiian or other pacific islander', butt: 'medium', hair: 'yellow', eyes: 'blue', gender: 'male', sexualOrientation: 'gay' }),
    monthlyPrice: 29999, yearlyPrice: 30000, isFreeSubscription: false,
  },
];

export const DEMO_FANS: readonly DemoFan[] = [
  { username: 'fan3', name: 'Fan Three', colour: '#ca8a04' },
  { username: 'fan4', name: 'Fan Four', colour: '#4f46e5' },
  { username: 'fan5', name: 'Fan Five', colour: '#c026d3' },
];

/** Who follows whom: fan usernames to performer usernames (luna and ava come from seed 002). */
export const DEMO_FOLLOWS: Readonly<Record<string, readonly string[]>> = {
  fan1: ['luna', 'ava', 'mia', 'jade', 'marco'],
  fan2: ['luna', 'kenji', 'sofia', 'nina', 'leo', 'ivy'],
  fan3: ['ava', 'mia', 'zoe', 'alex', 'leo'],
  fan4: ['marco', 'lena', 'amara', 'diego', 'luna'],
  fan5: ['jade', 'ivy', 'omar', 'luna', 'ruby', 'sam', 'mia'],
};

export const demoEmail = (username: string) => `${username}@fanstage.local`;

/** luna and ava come from seed 002, which predates profiles: 003 completes them once (see 003). */
export const EARLY_PERFORMER_PROFILES: Omit<DemoPerformer, 'name' | 'bio'>[] = [
  {
    username: 'luna', colours: ['#7c3aed', '#f0abfc'], country: 'US', state: 'CA', city: 'Los Angeles', languages: ['en', 'es'],
    attributes: { height: '164_166', weight: '52_54', age: '26_28', bodyType: 'slim', ethnicity: 'white', butt: 'medium', hair: 'brunet', eyes: 'green', gender: 'female', sexualOrientation: 'straight' },
    monthlyPrice: 995, yearlyPrice: 9995, isFreeSubscription: true,
  },
  {
    username: 'ava', colours: ['#db2777', '#fed7aa'], country: 'AU', state: 'NSW', city: 'Sydney', languages: ['en'],
    attributes: { height: '170_172', weight: '58_60', age: '29_31', bodyType: 'fit', ethnicity: 'white', butt: 'medium', hair: 'blond', eyes: 'blue', gender: 'female', sexualOrientation: 'straight' },
    monthlyPrice: 1495, yearlyPrice: 14995, isFreeSubscription: false,
  },
];
