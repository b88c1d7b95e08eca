// The set-up of the tests of what a sale sends: one app for the file, a performer to buy from, and a fan with
// 1,000.00 in the wallet, logged in.
import { fundWallet } from '../factories/money';
import { createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from './test-app';

export interface SaleApp {
  ctx: TestContext;
  performer: TestPerformer;
  fan: TestUser;
  fanToken: string;
}

/**
 * Registers beforeAll (the app, a performer and a funded fan with the names given, handed to `set`, which may
 * prepare more before the tests run) and afterAll (the app closed).
 */
export function useSaleApp(names: { performer: string; fan: string }, set: (made: SaleApp) => void | Promise<void>) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    const performer = await createPerformer(ctx.database.db, { name: names.performer });
    const fan = await createUser(ctx.database.db, { name: names.fan });
    await fundWallet(ctx.database.db, fan, 100_000);
    await set({ ctx, performer, fan, fanToken: await loginAs(ctx.app, fan) });
  });
  afterAll(() => ctx?.close());
}
