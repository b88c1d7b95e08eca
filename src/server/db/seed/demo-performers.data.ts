// The demo performers and fans of seed 003. Bios carry words people search for (yoga, guitar, cooking,
// ...); attributes come from the option lists; prices are minor units within the default site limits
// (2.95-300). Everyone logs in with DEMO_PASSWORD.
import { performerAttributes } from '@/contracts/performers';
import { z } from 'zod';
import demoPerformers from './demo-performers.json';

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

// The performers themselves are rows of demo-performers.json, checked here against the option lists.
const profileRow = z.object({
  username: z.string(),
  colours: z.tuple([z.string(), z.string()]),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  languages: z.array(z.string()),
  attributes: performerAttributes.required(),
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  isFreeSubscription: z.boolean(),
});
const performerRow = profileRow.extend({ name: z.string(), bio: z.string() });

const isComplete = (attributes: z.infer<typeof profileRow>['attributes']): attributes is Attributes => Object.values(attributes).every((value) => value !== null);

function withAttributes<Row extends z.infer<typeof profileRow>>(row: Row): Omit<Row, 'attributes'> & { attributes: Attributes } {
  const { attributes } = row;
  if (!isComplete(attributes)) throw new Error(`The demo performer ${row.username} lacks an attribute.`);
  return { ...row, attributes };
}

export const DEMO_PERFORMERS: readonly DemoPerformer[] = z.array(performerRow).parse(demoPerformers.performers).map(withAttributes);

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
export const EARLY_PERFORMER_PROFILES: Omit<DemoPerformer, 'name' | 'bio'>[] = z.array(profileRow).parse(demoPerformers.earlyProfiles).map(withAttributes);
