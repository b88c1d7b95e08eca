// The app the route-wide API tests (authorization, client conformance) run against: sessions for every
// audience (two each), the fixtures every route may need, and the routes the app serves.
import { createFixtures, type Fixtures } from './route-fixtures';
import { createSessions, type Sessions } from './route-sessions';
import { routesOf, type Route } from './route-table';
import { createTestApp, type TestContext } from './test-app';

export interface RouteApp {
  ctx: TestContext;
  sessions: Sessions;
  fixtures: Fixtures;
  routes: readonly Route[];
}

/** A new test app with its sessions and prepared fixtures; the app is closed again when preparing fails. */
export async function createRouteApp(): Promise<RouteApp> {
  const ctx = await createTestApp();
  try {
    const sessions = await createSessions(ctx.app, ctx.database.db, { perAudience: 2 });
    const fixtures = createFixtures(ctx, sessions);
    await fixtures.prepare();
    return { ctx, sessions, fixtures, routes: routesOf(ctx.app) };
  } catch (err) {
    await ctx.close();
    throw err;
  }
}
