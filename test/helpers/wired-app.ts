// An app listening on a free port with socket.io wired to it the way main.ts does (createRealtimeServer and
// connectAppToSockets), for the API tests that talk to it with real socket clients. A test may wrap some of
// the services the sockets use, to see what the server decided.
import type { AddressInfo } from 'node:net';
import { connectAppToSockets, type SocketWiring } from '@/server/realtime/app-realtime';
import { API_NAMESPACE, authenticatedUserId, createRealtimeServer, type RealtimeServer } from '@/server/realtime/socket-server';
import { streamSweepJob } from '@/server/modules/streams/stream-sweep.job';
import { authHeader, loginAs, type TestUser } from '../factories/users';
import type { ClientSocket } from './socket-clients';
import { createTestApp, type TestContext } from './test-app';

type Services = Parameters<typeof connectAppToSockets>[1];
type Log = Parameters<typeof connectAppToSockets>[2];
type WiringOptions = NonNullable<Parameters<typeof connectAppToSockets>[3]>;

export interface WiredApp {
  ctx: TestContext;
  io: RealtimeServer;
  wiring: SocketWiring;
  /** http://127.0.0.1:<port> */
  url: string;
}

/** No timers in tests (they run the periodic tasks themselves) and counts without the production delays. */
export const TEST_WIRING: WiringOptions = { every: () => () => undefined, viewerCountDelayMs: 10, viewerCountStoreMs: 0 };

/** Takes the live sessions' sweep off its schedule: a scheduled sweep would race the ones a test runs itself. */
export async function unscheduleSweep(ctx: TestContext): Promise<void> {
  await ctx.app.services.jobs.unschedule(streamSweepJob);
}

export async function startWiredApp(
  opts: {
    env?: Record<string, string>;
    /** Runs on the app before the sockets are wired (stop a schedule, say). */
    prepare?: (ctx: TestContext) => Promise<void>;
    /** The services the sockets use; the app's own by default. */
    services?: (ctx: TestContext) => Services;
    log?: Log;
    wiring?: WiringOptions;
  } = {},
): Promise<WiredApp> {
  const ctx = await createTestApp(opts.env);
  await opts.prepare?.(ctx);
  const io = createRealtimeServer(ctx.app.server, { resolveSession: ctx.app.services.auth.resolveSession });
  const wiring = connectAppToSockets(io, opts.services?.(ctx) ?? ctx.app.services, opts.log, opts.wiring ?? TEST_WIRING);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, io, wiring, url: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` };
}

/** Stops what startWiredApp started, in order: the wiring (ingests, RTMP), the sockets, the app. Safe on a failed start. */
export async function stopWiredApp(app: WiredApp | undefined, clients?: { closeAll(): void }): Promise<void> {
  app?.wiring.stop();
  await app?.wiring.rtmp?.stop();
  await app?.wiring.live.stop();
  clients?.closeAll();
  app?.io.close();
  await app?.ctx.close();
}

/** A user with a login token of their own. */
export type Who = TestUser & { token: string };
/** Where a client opens its socket: the site's root or the API's address (the namespace /api). */
export type SocketAt = 'root' | 'api base';

/**
 * The calls the socket tests make against a wired app: log a user in, call the API as them, and open a
 * socket of theirs that the server has bound to them (at the root or at the API's address).
 */
export function wiredCalls(app: () => WiredApp, clients: { open(url: string, query?: Record<string, string>): Promise<ClientSocket> }) {
  return {
    who: async (user: TestUser): Promise<Who> => ({ ...user, token: await loginAs(app().ctx.app, user) }),
    api: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as?: Who, payload?: object) =>
      app().ctx.app.inject({ method, url: `/api${path}`, headers: as ? authHeader(as.token) : {}, ...(payload ? { payload } : {}) }),
    async socketOf(user: Who, at: SocketAt = 'root'): Promise<ClientSocket> {
      const { io, url } = app();
      const socket = await clients.open(at === 'root' ? url : `${url}/api`, { token: user.token });
      const held = io.of(at === 'root' ? '/' : API_NAMESPACE).sockets.get(socket.id!);
      expect(held && (await authenticatedUserId(held))).toBe(user.id);
      return socket;
    },
  };
}
