// The one process: Next.js pages, the Fastify API under /api and socket.io, all on one HTTP port.
import 'dotenv/config';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { Redis } from 'ioredis';
import { appRoot } from './app-root';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoAccounts, seedDemoContentInBackground } from './db/seed/demo-start';
import { keepSuspenseBoundariesInline } from './http/inline-suspense';
import { createPageCache } from './http/page-cache';
import { installPageApiClient } from './http/page-api-client';
import { withPageCompression } from './http/page-compression';
import { renderPagesWithNodeWriter } from './http/page-renderer';
import { createPrecompressedStatic, withPrecompressedStatic } from './http/precompressed-static';
import { createPageSecurity } from './http/page-security';
import { siteHandler } from './http/site-handler';
import { rtmpServerUrl } from './modules/streams/ingest/stream-ingest.module';
import { connectAppToSockets } from './realtime/app-realtime';
import { createRealtimeServer, redisReady } from './realtime/socket-server';
import { loadOrCreateSecrets } from './secrets';

async function main() {
  // No phoning home: self-hosted installs often have no outside network at all.
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  const bootstrap = loadConfig();
  const config = loadConfig(process.env, loadOrCreateSecrets(bootstrap.dataDir));
  // The page bootstrap (same process) presents this secret on its server-side API calls.
  process.env.INTERNAL_API_SECRET = config.internalApiSecret;
  process.env.PORT = String(config.PORT);

  const database = await openDatabase(config);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;

  const dev = !config.isProduction;
  renderPagesWithNodeWriter();
  keepSuspenseBoundariesInline();
  installPageApiClient();
  const nextApp = next({ dev, dir: appRoot(), hostname: 'localhost', port: config.PORT });
  // Next loads its build while the database opens and the seed runs; awaited before the port opens.
  const nextReady = nextApp.prepare();
  nextReady.catch(() => undefined);
  const nextRequestHandler = nextApp.getRequestHandler();
  const nextHandle = withPageCompression((req, res) => void nextRequestHandler(req, res));
  // The build's scripts and stylesheets go out as copies compressed once at the best ratios (npm run build),
  // ahead of the page cache and the page policy, which a script file needs neither of.
  const statics = createPrecompressedStatic(path.join(appRoot(), '.next', 'static'));

  // The page policy depends on site settings (Stripe, analytics, logo); pages are served only once the app is up.
  const applyPageSecurity = createPageSecurity({ config, settings: () => app.services.settings.all() });
  // Anonymous visits of public pages are answered from a cache for a few seconds (src/server/http/page-cache.ts).
  const pageCache = createPageCache({ maintenanceMode: () => app.services.settings.get('maintenanceMode') });
  const app = await buildApp({
    config,
    database,
    redis,
    serverFactory: (apiHandler) =>
      http.createServer(
        siteHandler({
          api: apiHandler,
          pages: withPrecompressedStatic(
            statics,
            pageCache.wrap((req, res) => void applyPageSecurity(req, res).then(() => nextHandle(req, res))),
          ),
        }),
      ),
  });

  await app.services.settings.ensureDefaults();
  const shouldSeed = config.SEED_DEMO_DATA === 'true' || (config.SEED_DEMO_DATA === 'auto' && database.isNewEmbedded);
  // The queue lets the demo post scheduled for later get its publishing job; sending starts the queue.
  const seedDeps = { db: database.db, config, storage: app.services.storage, jobs: app.services.jobs, mediaFiles: app.services.mediaFiles, log: app.log };
  // The demo accounts before the port opens; the rest and its media after it (db/seed/demo-start.ts).
  if (shouldSeed) await seedDemoAccounts(seedDeps);

  await nextReady;
  const redisSubscriber = redis?.duplicate();
  if (redis && redisSubscriber) await redisReady([redis, redisSubscriber], app.log);
  const io = createRealtimeServer(app.server, {
    resolveSession: app.services.auth.resolveSession,
    redis,
    redisSubscriber,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.TRUST_PROXY,
    log: app.log,
  });
  // The RTMP server for OBS and other streaming software (RTMP_PORT; off with RTMP_PORT=off).
  const rtmp = config.RTMP_PORT === null ? undefined : { port: config.RTMP_PORT, host: config.RTMP_HOST ?? config.HOST };
  const sockets = connectAppToSockets(io, app.services, app.log, { sessionCheckMs: config.SOCKET_SESSION_CHECK_SECONDS * 1000, rtmp });
  void sockets.rtmp?.listening.then((port) => port && app.log.info(`RTMP server for streaming software (OBS) on ${rtmp!.host}:${port}; performers paste ${rtmpServerUrl(config)}`));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Fanstage is up on ${config.appUrl} (${database.kind}${redis ? ' + redis' : ''}, ${dev ? 'development' : 'production'}) in ${process.uptime().toFixed(1)} s`);
  const demoContent = shouldSeed ? seedDemoContentInBackground(seedDeps) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    demoContent?.stop();
    sockets.stop();
    io.close();
    await app.close();
    await nextApp.close?.();
    await database.close();
    redis?.disconnect();
    redisSubscriber?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // The whole error, stack and cause included: the message alone rarely says where start-up failed.
  console.error(err);
  process.exit(1);
});
