// Demo conversations between demo fans and performers (seed 010), written per creator so each chat fits her
// page: luna is a singer-songwriter (acoustic covers, Friday live sessions), ava a fitness coach (workouts,
// meal plans, a monthly live Q&A). Lines are oldest first. A line with `photo` is a pay-per-view photo the
// performer sends with that price.

export interface DemoMessageLine {
  /** Who wrote it: the fan or the performer of the conversation. */
  from: 'fan' | 'performer';
  text: string;
  minutesAgo: number;
  /** A pay-per-view photo: its caption and price in currency units. */
  photo?: { caption: string; price: number };
}

/** One chat of a creator's script: the fan she talks with and what they said. */
export interface DemoChat {
  fan: string;
  lines: readonly DemoMessageLine[];
}

export interface DemoConversation extends DemoChat {
  performer: string;
}

const DAY = 24 * 60;

/** Each creator's own chats, keyed by her username. */
export const DEMO_CHAT_SCRIPTS: Readonly<Record<string, readonly DemoChat[]>> = {
  luna: [
    {
      fan: 'fan1',
      lines: [
        { from: 'fan', text: 'Hi Luna! Your acoustic cover last week gave me chills.', minutesAgo: 2 * DAY },
        { from: 'performer', text: 'Aw, thank you! Was it the slow one with the capo on the third fret?', minutesAgo: 2 * DAY - 30 },
        { from: 'fan', text: 'That one. I have been humming it all week.', minutesAgo: 26 * 60 },
        { from: 'performer', text: "Here is a preview of the new song I'm playing on Friday, just for you.", minutesAgo: 90, photo: { caption: 'Setlist', price: 4.99 } },
      ],
    },
    {
      fan: 'fan2',
      lines: [
        { from: 'performer', text: 'Welcome aboard! Is there a song you would like me to cover next?', minutesAgo: 3 * DAY },
        { from: 'fan', text: 'Something gentle for the Friday session would be perfect.', minutesAgo: 40 },
      ],
    },
  ],
  ava: [
    {
      fan: 'fan1',
      lines: [
        { from: 'fan', text: 'Can I swap the Wednesday lunch in the meal plan for something without dairy?', minutesAgo: 5 * DAY },
        { from: 'performer', text: 'Of course: try the chickpea bowl from Monday instead, it has the same protein.', minutesAgo: 5 * DAY - 45 },
      ],
    },
  ],
};

/** Every demo conversation, each with the creator whose script it comes from. */
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = Object.entries(DEMO_CHAT_SCRIPTS).flatMap(([performer, chats]) =>
  chats.map((chat) => ({ performer, ...chat })),
);
