import { createRecipientBudget } from '@/server/mail/recipient-budget';

describe('recipient budget (in one process)', () => {
  it('allows the budget per address and window, whatever the case of the address, and opens again after the window', async () => {
    let now = 1_000;
    const budget = createRecipientBudget({ max: 2, windowMs: 60_000, now: () => now });
    const taken = [];
    for (const address of ['Ann@example.test', 'ann@example.test ', 'ANN@example.test', 'bob@example.test']) taken.push(await budget.take(address));
    expect(taken).toEqual([true, true, false, true]);
    now += 59_999;
    expect(await budget.take('ann@example.test')).toBe(false);
    now += 1;
    expect(await budget.take('ann@example.test')).toBe(true);
  });

  it('keeps a named budget apart: its keys may hold more than an address (a performer and an address)', async () => {
    const now = 1_000;
    const goLive = createRecipientBudget({ name: 'go-live', max: 1, windowMs: 60_000, now: () => now });
    expect(await goLive.take('performer-a ann@example.test')).toBe(true);
    expect(await goLive.take('performer-a ANN@example.test')).toBe(false);
    expect(await goLive.take('performer-b ann@example.test')).toBe(true);
  });
});
