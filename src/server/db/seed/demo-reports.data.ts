// The demo reports of seed 012: what demo fans reported about demo posts, products and profiles, in a fan's
// own words, so a new operator's moderation queue has something to work on. Each target is named as the
// earlier seeds name it (a post by its performer and text, a product by its performer and name, a profile by
// its username). One report was already dismissed by the demo admin, so the resolved view is not empty either.
import type { reportCategories } from '@/contracts/social';
import { DEMO_FEEDS } from './demo-feeds.data';
import { DEMO_PRODUCTS } from './demo-products.data';

export type DemoReportTarget =
  | { kind: 'feed'; performer: string; text: string }
  | { kind: 'product'; performer: string; name: string }
  | { kind: 'performer'; performer: string };

export interface DemoReport {
  reporter: string;
  target: DemoReportTarget;
  category: (typeof reportCategories)[number];
  description: string;
  hoursAgo: number;
  /** Dismissed by the demo admin this many hours after it was filed, with this note. */
  dismissed?: { note: string; hoursLater: number };
}

const postOf = (performer: string, index: number): DemoReportTarget => ({ kind: 'feed', performer, text: DEMO_FEEDS.find((a) => a.username === performer)!.posts[index].text });
const productOf = (performer: string, index: number): DemoReportTarget => ({ kind: 'product', performer, name: DEMO_PRODUCTS.find((a) => a.username === performer)!.products[index].name });

export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    reporter: 'fan1',
    target: postOf('marco', 0),
    category: 'spam',
    description: 'This pinned post is only an advert for paid lessons, and it sits at the top of my feed every single day.',
    hoursAgo: 5,
  },
  {
    reporter: 'fan2',
    target: productOf('luna', 1),
    category: 'copyright',
    description: 'The songbook prints the full lyrics of chart songs. I doubt she has the rights to sell them.',
    hoursAgo: 3,
  },
  {
    reporter: 'fan3',
    target: { kind: 'performer', performer: 'alex' },
    category: 'impersonation',
    description: 'This profile uses the name and photos of a makeup artist I follow on another site. I do not think it is the same person.',
    hoursAgo: 20,
  },
  {
    reporter: 'fan2',
    target: postOf('kenji', 0),
    category: 'copyright',
    description: 'These sketchbook pages look a lot like the work of a well-known manga artist.',
    hoursAgo: 30,
    dismissed: { note: 'Kenji sent us dated photos of his sketchbook. The drawings are his own, so the post stays up.', hoursLater: 4 },
  },
];
