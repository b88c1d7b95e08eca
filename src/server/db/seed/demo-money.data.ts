// Demo money (seed 009): what each demo fan topped up, in currency units, and the tips they sent, each so
// many days ago. The tips leave the fans something to spend and give luna and ava an earnings chart.
export const DEMO_WALLETS: Readonly<Record<string, number>> = {
  fan1: 150,
  fan2: 80,
  fan3: 60,
  fan4: 40,
  fan5: 25,
};

export interface DemoTip {
  fan: string;
  performer: string;
  amount: number;
  daysAgo: number;
}

export const DEMO_TIPS: readonly DemoTip[] = [
  { fan: 'fan1', performer: 'luna', amount: 25, daysAgo: 20 },
  { fan: 'fan2', performer: 'luna', amount: 10, daysAgo: 14 },
  { fan: 'fan1', performer: 'ava', amount: 15, daysAgo: 11 },
  { fan: 'fan5', performer: 'luna', amount: 10, daysAgo: 9 },
  { fan: 'fan3', performer: 'ava', amount: 12, daysAgo: 6 },
  { fan: 'fan2', performer: 'luna', amount: 20, daysAgo: 4 },
  { fan: 'fan1', performer: 'luna', amount: 15, daysAgo: 2 },
  { fan: 'fan4', performer: 'ava', amount: 10, daysAgo: 1 },
];
