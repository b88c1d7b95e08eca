// Demo conversations between demo fans and performers (seed 010): who talks to whom and what they said,
// oldest first. A line with `photo` is a pay-per-view photo the performer sends with that price.

export interface DemoMessageLine {
  /** Who wrote it: the fan or the performer of the conversation. */
  from: 'fan' | 'performer';
  text: string;
  minutesAgo: number;
  /** A pay-per-view photo: its caption and price in currency units. */
  photo?: { caption: string; price: number };
}

export interface DemoConversation {
  fan: string;
  performer: string;
  lines: readonly DemoMessageLine[];
}

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    fan: 'fan1',
    performer: 'luna',
    lines: [
      { from: 'fan', text: 'Hi Luna! Loved the morning routine you posted.', minutesAgo: 2 * 24 * 60 },
      { from: 'performer', text: 'Thank you! Did you try the stretching part?', minutesAgo: 2 * 24 * 60 - 30 },
      { from: 'fan', text: 'Every day this week. My back feels so much better.', minutesAgo: 26 * 60 },
      { from: 'performer', text: 'Here is a preview of next week\'s plan, just for you.', minutesAgo: 90, photo: { caption: 'Next week', price: 4.99 } },
    ],
  },
  {
    fan: 'fan1',
    performer: 'ava',
    lines: [
      { from: 'fan', text: 'Which pan do you use for the pho broth?', minutesAgo: 5 * 24 * 60 },
      { from: 'performer', text: 'A tall stock pot, at least 8 litres. The wider the better for skimming.', minutesAgo: 5 * 24 * 60 - 45 },
    ],
  },
  {
    fan: 'fan2',
    performer: 'luna',
    lines: [
      { from: 'performer', text: 'Welcome aboard! Let me know if you want a beginner plan.', minutesAgo: 3 * 24 * 60 },
      { from: 'fan', text: 'Yes please, three days a week would be perfect.', minutesAgo: 40 },
    ],
  },
];
