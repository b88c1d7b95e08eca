// The API alone, built for a benchmark's server process: production mode, quiet logs, fresh secrets, on the
// database the environment names (DATABASE_URL: PostgreSQL; otherwise an embedded PGlite in dataDir).
import { randomBytes } from 'node:crypto';

export async function startBenchApi(dataDir: string, env: Record<string, string | undefined> = {}) {
  const { buildApp } = await import('../../src/server/app');
  const { loadConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const config = loadConfig({
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_API_SECRET: randomBytes(24).toString('hex'),
    APP_URL: 'http://localhost:3000',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  await app.services.settings.ensureDefaults();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, port, stop, config };
}

/**
 * The API with socket.io wired as main.ts wires it, on the Redis adapter when BENCH_REDIS_URL names a Redis server
 * (as a multi-node site runs). `stop` closes the sockets, the API and the Redis connections.
 */
export async function startBenchRealtimeApi(dataDir: string) {
  const { Redis } = await import('ioredis');
  const { connectAppToSockets } = await import('../../src/server/realtime/app-realtime');
  const { createRealtimeServer } = await import('../../src/server/realtime/socket-server');
  const api = await startBenchApi(dataDir);
  const redisUrl = process.env.BENCH_REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const redisSubscriber = redis?.duplicate();
  const io = createRealtimeServer(api.app.server, { resolveSession: api.app.services.auth.resolveSession, redis, redisSubscriber });
  const wiring = connectAppToSockets(io, api.app.services);
  const stop = async () => {
    io.close();
    await api.stop();
    await Promise.all([redis?.quit(), redisSubscriber?.quit()]);
  };
  return { ...api, io, wiring, adapter: redis ? ('redis' as const) : ('in-memory' as const), stop };
}
