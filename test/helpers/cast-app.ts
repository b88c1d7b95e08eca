// The set-up most API test files start with: one app for the file, often with createCast's people on it.
import { createCast, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from './test-app';

/** Registers beforeAll (a test app and a cast, handed to `set`) and afterAll (the app closed). */
export function useAppWithCast(set: (made: { ctx: TestContext; cast: Cast }) => void) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    set({ ctx, cast: await createCast(ctx.app, ctx.database.db) });
  });
  afterAll(() => ctx?.close());
}

/** Registers beforeAll (a test app, handed to `set`) and afterAll (the app closed). */
export function useTestApp(set: (ctx: TestContext) => void) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    set(ctx);
  });
  afterAll(() => ctx?.close());
}
