// The demo products of seed 007: physical goods with stock (one sold out) and digital downloads (a
// generated PDF each), for a few demo performers. Prices are currency units within the default site limits.
import type { ProductType } from '@/contracts/products';

export interface DemoProduct {
  name: string;
  description: string;
  type: ProductType;
  /** Currency units. */
  price: number;
  /** Physical products only. */
  stock?: number;
  tags: readonly string[];
  /** The caption drawn on the generated picture. */
  caption: string;
  /** Digital products only: the PDF delivered to buyers. */
  document?: { fileName: string; title: string; lines: readonly string[] };
  hoursAgo: number;
}

export const DEMO_PRODUCTS: readonly { username: string; products: readonly DemoProduct[] }[] = [
  {
    username: 'luna',
    products: [
      { name: 'Signed tour poster', description: 'A2 poster from the spring tour, signed by hand.', type: 'physical', price: 24.99, stock: 12, tags: ['poster', 'signed'], caption: 'Tour poster', hoursAgo: 72 },
      {
        name: 'Acoustic songbook',
        description: 'Chords and lyrics of my ten most requested covers, as a PDF.',
        type: 'digital',
        price: 7.99,
        tags: ['songbook', 'chords'],
        caption: 'Songbook',
        document: { fileName: 'Luna Acoustic Songbook.pdf', title: 'Acoustic songbook', lines: ['Ten covers, chords and lyrics.', 'Capo on the second fret unless noted.'] },
        hoursAgo: 30,
      },
    ],
  },
  {
    username: 'ava',
    products: [
      {
        name: '30-day workout plan',
        description: 'Every workout of the program with sets, reps and rest times, as a printable PDF.',
        type: 'digital',
        price: 9.99,
        tags: ['fitness', 'plan'],
        caption: '30-day plan',
        document: { fileName: 'Ava 30-day workout plan.pdf', title: '30-day workout plan', lines: ['Week 1: foundations.', 'Week 2: strength.', 'Week 3: endurance.', 'Week 4: all together.'] },
        hoursAgo: 50,
      },
      { name: 'Resistance band set', description: 'Three bands, light to heavy, with a carry bag.', type: 'physical', price: 19.5, stock: 40, tags: ['fitness', 'gear'], caption: 'Band set', hoursAgo: 20 },
      { name: 'Branded water bottle', description: 'Steel, 750 ml. Back in stock soon.', type: 'physical', price: 14.5, stock: 0, tags: ['gear'], caption: 'Bottle', hoursAgo: 5 },
    ],
  },
  {
    username: 'marco',
    products: [
      {
        name: 'Beginner chord chart',
        description: 'The twelve open chords every lesson uses, on one page.',
        type: 'digital',
        price: 3.5,
        tags: ['guitar', 'chords'],
        caption: 'Chord chart',
        document: { fileName: 'Marco chord chart.pdf', title: 'Beginner chord chart', lines: ['C, G, D, A, E, Am, Em, Dm.', 'Then F, B7, G7 and Cmaj7.'] },
        hoursAgo: 40,
      },
      { name: 'Guitar picks, pack of 10', description: 'Medium gauge, in the colours of the channel.', type: 'physical', price: 5.99, stock: 100, tags: ['guitar', 'gear'], caption: 'Picks', hoursAgo: 10 },
    ],
  },
];

/** A demo fan who bought a digital product, so the download works for them out of the box. */
export const DEMO_PRODUCT_PURCHASES: readonly { fan: string; performer: string; item: string }[] = [{ fan: 'fan1', performer: 'luna', item: 'Acoustic songbook' }];
