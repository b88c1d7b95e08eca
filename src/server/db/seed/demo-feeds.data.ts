// The demo posts of seed 004: eight performers, three to five posts each, covering every feed type and
// access. Prices are currency units within the default site limits (2.95-300). Fans (from seeds 002 and
// 003) get a few subscriptions and purchases so they see some posts unlocked and others locked.
import type { ContentAccess } from '@/contracts/feeds';
import type { DemoClipName } from './demo-media';

export type DemoPostContent =
  | { type: 'text' }
  | { type: 'photo'; captions: readonly string[] }
  | { type: 'video'; clip: DemoClipName; withTeaser?: boolean }
  | { type: 'audio' }
  | {
      type: 'poll';
      question: string;
      options: readonly string[];
      /** fan username -> index of the chosen option. */
      votes: Readonly<Record<string, number>>;
    };

export interface DemoPost {
  text: string;
  /**
   * The text is shown to everyone as a teaser while the post is locked. The captions of locked media posts
   * are; the locked text posts (what they sell is their text) and the subscribers' poll keep it hidden.
   */
  textIsTeaser?: boolean;
  access: ContentAccess;
  /** Currency units; only for sale. */
  price?: number;
  pinned?: boolean;
  /** Published this long ago; ignored for a scheduled post. */
  hoursAgo: number;
  /** Scheduled to publish this many days from the seed run instead of published. */
  scheduledInDays?: number;
  content: DemoPostContent;
}

export interface DemoFeedAuthor {
  username: string;
  posts: readonly DemoPost[];
}

export const DEMO_FEEDS: readonly DemoFeedAuthor[] = [
  {
    username: 'luna',
    posts: [
      { text: 'Welcome to my page! New acoustic covers every week and a live session every Friday. Subscribe for the full recordings.', access: 'free', pinned: true, hoursAgo: 96, content: { type: 'text' } },
      { text: "Tonight's warm-up melody: the little tune I hum before every show.", textIsTeaser: true, access: 'subscribers', hoursAgo: 30, content: { type: 'audio' } },
      { text: "The full rehearsal from last Friday's session. The teaser shows the first seconds.", textIsTeaser: true, access: 'sale', price: 4.99, hoursAgo: 20, content: { type: 'video', clip: 'fractal', withTeaser: true } },
      { text: 'Backstage before the show.', access: 'free', hoursAgo: 8, content: { type: 'photo', captions: ['Backstage', 'Sound check'] } },
      { text: 'Coming soon: photos from the studio sessions.', textIsTeaser: true, access: 'subscribers', hoursAgo: 0, scheduledInDays: 3, content: { type: 'photo', captions: ['In the studio'] } },
    ],
  },
  {
    username: 'ava',
    posts: [
      { text: 'My five-minute warm-up before every workout. Do it with me!', access: 'free', pinned: true, hoursAgo: 120, content: { type: 'video', clip: 'pattern' } },
      { text: "This week's meal plan, day by day.", textIsTeaser: true, access: 'subscribers', hoursAgo: 48, content: { type: 'photo', captions: ['Monday', 'Wednesday', 'Friday'] } },
      {
        text: 'What should the next live Q&A be about?',
        access: 'free',
        hoursAgo: 26,
        content: { type: 'poll', question: 'Next live Q&A topic', options: ['Nutrition', 'Home workouts', 'Recovery and sleep'], votes: { fan1: 0, fan2: 1, fan3: 1, fan5: 2 } },
      },
      { text: 'The complete 30-day program: every workout, sets and rest times, in one post.', access: 'sale', price: 9.99, hoursAgo: 10, content: { type: 'text' } },
    ],
  },
  {
    username: 'mia',
    posts: [
      { text: 'Morning flow from the terrace. Join the class every Tuesday.', access: 'free', pinned: true, hoursAgo: 72, content: { type: 'photo', captions: ['Morning flow'] } },
      { text: 'A guided breathing track: breathe in with the rising notes, out with the falling ones.', textIsTeaser: true, access: 'subscribers', hoursAgo: 40, content: { type: 'audio' } },
      { text: 'Tip of the day: stretch your hips for two minutes after every hour of sitting.', access: 'free', hoursAgo: 5, content: { type: 'text' } },
    ],
  },
  {
    username: 'jade',
    posts: [
      {
        text: 'Which recipe should I cook in next week’s live class?',
        access: 'free',
        pinned: true,
        hoursAgo: 60,
        content: { type: 'poll', question: 'Next live cooking class', options: ['Pho', 'Banh mi', 'Spring rolls'], votes: { fan1: 2, fan3: 0, fan4: 2, fan5: 1 } },
      },
      { text: "Step by step: my grandmother's spring rolls.", textIsTeaser: true, access: 'sale', price: 3.99, hoursAgo: 36, content: { type: 'photo', captions: ['The filling', 'Rolling'] } },
      { text: "Shopping list for Sunday's live cooking class: rice paper, mint, shrimp, vermicelli and lime.", access: 'subscribers', hoursAgo: 12, content: { type: 'text' } },
    ],
  },
  {
    username: 'marco',
    posts: [
      { text: 'New guitar lessons every week: chords first, then the songs you ask for.', access: 'free', pinned: true, hoursAgo: 100, content: { type: 'text' } },
      { text: 'Guitar lesson 1: open chords and a simple strumming pattern.', textIsTeaser: true, access: 'sale', price: 7.5, hoursAgo: 50, content: { type: 'video', clip: 'pattern' } },
      { text: 'A short riff I wrote this morning.', access: 'free', hoursAgo: 22, content: { type: 'audio' } },
      { text: 'Behind the scenes with the band.', textIsTeaser: true, access: 'subscribers', hoursAgo: 4, content: { type: 'photo', captions: ['Rehearsal room'] } },
    ],
  },
  {
    username: 'kenji',
    posts: [
      { text: 'Sketchbook tour: three pages from this month.', access: 'free', pinned: true, hoursAgo: 80, content: { type: 'photo', captions: ['Page 12', 'Page 17', 'Page 23'] } },
      { text: 'Speed painting: a full piece in four seconds (well, almost).', textIsTeaser: true, access: 'subscribers', hoursAgo: 30, content: { type: 'video', clip: 'fractal' } },
      {
        text: 'Subscribers choose the next tutorial.',
        textIsTeaser: true,
        access: 'subscribers',
        hoursAgo: 6,
        content: { type: 'poll', question: 'Next drawing tutorial', options: ['Hands', 'Backgrounds', 'Colouring'], votes: { fan2: 0 } },
      },
    ],
  },
  {
    username: 'sofia',
    posts: [
      { text: "This Monday's samba routine: learn the first steps with me.", access: 'free', pinned: true, hoursAgo: 90, content: { type: 'video', clip: 'pattern' } },
      { text: 'Full routine notes for subscribers: counts, arms and where to breathe.', access: 'subscribers', hoursAgo: 44, content: { type: 'text' } },
      { text: 'Photo set from the carnival rehearsal.', textIsTeaser: true, access: 'sale', price: 4.99, hoursAgo: 14, content: { type: 'photo', captions: ['Carnival rehearsal'] } },
    ],
  },
  {
    username: 'leo',
    posts: [
      { text: 'Strength training basics: three sessions a week beat one long one.', access: 'free', pinned: true, hoursAgo: 110, content: { type: 'text' } },
      { text: 'My gym program for this month.', textIsTeaser: true, access: 'subscribers', hoursAgo: 52, content: { type: 'photo', captions: ['Push day', 'Pull day'] } },
      {
        text: 'Which program should I film next?',
        access: 'free',
        hoursAgo: 28,
        content: { type: 'poll', question: 'Next program', options: ['Beginner strength', 'Fat loss', 'Mobility'], votes: { fan2: 0, fan3: 0, fan4: 2 } },
      },
      { text: 'Full deadlift technique breakdown, filmed in the gym.', textIsTeaser: true, access: 'sale', price: 12, hoursAgo: 3, content: { type: 'video', clip: 'fractal' } },
    ],
  },
];

/** Active demo subscriptions: fan username -> performer usernames. */
export const DEMO_SUBSCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  fan1: ['luna', 'ava', 'marco'],
  fan2: ['luna', 'kenji'],
  fan3: ['mia', 'ava'],
  fan4: ['marco'],
  fan5: ['luna', 'jade'],
};

/** Demo purchases of posts for sale, each named by its performer and text. */
export const DEMO_PURCHASES: readonly { fan: string; performer: string; text: string }[] = [
  { fan: 'fan1', performer: 'luna', text: DEMO_FEEDS[0].posts[2].text },
  { fan: 'fan2', performer: 'ava', text: DEMO_FEEDS[1].posts[3].text },
  { fan: 'fan4', performer: 'marco', text: DEMO_FEEDS[4].posts[1].text },
];

/** How long the demo subscriptions and polls last from the seed run. */
export const DEMO_SUBSCRIPTION_DAYS = 30;
export const DEMO_POLL_DAYS = 14;
