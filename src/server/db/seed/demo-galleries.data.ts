// The demo galleries of seed 006: three performers with a free, a subscribers-only and a for-sale gallery
// each, three or four photos per gallery. Prices are currency units within the default site limits
// (2.95-300). Demo fans subscribed in seed 004 see the subscribers' galleries; two of them bought one.
import type { ContentAccess } from '@/contracts/feeds';

export interface DemoGallery {
  title: string;
  description: string;
  access: ContentAccess;
  /** Currency units; only for sale. */
  price?: number;
  tags: readonly string[];
  /** One photo per caption, in this order. */
  captions: readonly string[];
  /** The photo chosen as the cover; the first photo when left out. */
  coverIndex?: number;
  daysAgo: number;
}

export const DEMO_GALLERIES: readonly { username: string; galleries: readonly DemoGallery[] }[] = [
  {
    username: 'luna',
    galleries: [
      { title: 'On tour', description: 'Snapshots from the road: venues, hotels and late-night diners.', access: 'free', tags: ['tour', 'music'], captions: ['Soundcheck', 'Green room', 'Encore'], daysAgo: 12 },
      {
        title: 'Studio diaries',
        description: 'Behind the scenes of the new record, for my subscribers.',
        access: 'subscribers',
        tags: ['studio'],
        captions: ['Vocal booth', 'Mixing desk', 'Lyric sheets', 'Last take'],
        coverIndex: 1,
        daysAgo: 6,
      },
      { title: 'Album artwork', description: 'Every artwork draft of the album, in full size.', access: 'sale', price: 6.99, tags: ['art', 'album'], captions: ['Draft one', 'Draft two', 'Final cover'], daysAgo: 2 },
    ],
  },
  {
    username: 'ava',
    galleries: [
      { title: 'Morning routine', description: 'How my day starts, step by step.', access: 'free', tags: ['fitness', 'routine'], captions: ['Sunrise run', 'Stretching', 'Smoothie'], daysAgo: 10 },
      { title: 'Meal prep Sunday', description: 'A week of meals prepared in two hours.', access: 'subscribers', tags: ['food'], captions: ['Groceries', 'Chopping', 'Boxes ready'], daysAgo: 5 },
      { title: 'Competition day', description: 'The whole day of my first competition.', access: 'sale', price: 9.99, tags: ['fitness'], captions: ['Warm-up', 'On stage', 'Medal', 'Celebration'], coverIndex: 2, daysAgo: 1 },
    ],
  },
  {
    username: 'marco',
    galleries: [
      { title: 'Rome by bike', description: 'A Sunday ride through the old town.', access: 'free', tags: ['travel', 'rome'], captions: ['Colosseum', 'Trastevere', 'Tiber'], daysAgo: 9 },
      { title: 'Kitchen secrets', description: 'The dishes my subscribers asked for.', access: 'subscribers', tags: ['cooking'], captions: ['Fresh pasta', 'Sauce', 'Plating'], daysAgo: 4 },
      { title: 'Summer in Sicily', description: 'The full holiday album.', access: 'sale', price: 4.99, tags: ['travel'], captions: ['Palermo', 'Beach', 'Etna'], daysAgo: 3 },
    ],
  },
];

/** Demo purchases of galleries for sale, each named by its performer and title. */
export const DEMO_GALLERY_PURCHASES: readonly { fan: string; performer: string; title: string }[] = [
  { fan: 'fan1', performer: 'luna', title: 'Album artwork' },
  { fan: 'fan3', performer: 'ava', title: 'Competition day' },
];
