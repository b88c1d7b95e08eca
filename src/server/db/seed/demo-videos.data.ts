// The demo videos of seed 008: one of each access (free, subscribers-only, for sale), short generated
// clips shared with the demo posts (demo-media.ts), each with a thumbnail; the one for sale has a teaser.
import type { ContentAccess } from '@/contracts/feeds';
import type { DemoClipName } from './demo-media';

export interface DemoVideo {
  title: string;
  description: string;
  access: ContentAccess;
  /** Currency units; only for sale. */
  price?: number;
  tags: readonly string[];
  clip: DemoClipName;
  withTeaser?: boolean;
  /** The caption drawn on the generated thumbnail. */
  thumbnailCaption: string;
  hoursAgo: number;
}

export const DEMO_VIDEOS: readonly { username: string; videos: readonly DemoVideo[] }[] = [
  {
    username: 'luna',
    videos: [
      {
        title: 'Friday session: the full set',
        description: 'The whole live session, start to finish. The teaser shows the first seconds.',
        access: 'sale',
        price: 6.99,
        tags: ['live', 'acoustic'],
        clip: 'fractal',
        withTeaser: true,
        thumbnailCaption: 'Full set',
        hoursAgo: 26,
      },
      { title: 'Behind the song', description: 'How my newest cover came together.', access: 'subscribers', tags: ['acoustic'], clip: 'pattern', thumbnailCaption: 'Behind the song', hoursAgo: 60 },
    ],
  },
  {
    username: 'ava',
    videos: [{ title: 'Five-minute stretch', description: 'A short stretch for after every workout.', access: 'free', tags: ['fitness', 'stretch'], clip: 'pattern', thumbnailCaption: 'Stretch', hoursAgo: 12 }],
  },
];

/** A demo fan who bought the video for sale (fan1 also subscribes to luna, so sees all her videos). */
export const DEMO_VIDEO_PURCHASES: readonly { fan: string; performer: string; item: string }[] = [{ fan: 'fan1', performer: 'luna', item: 'Friday session: the full set' }];
