// One app node as production runs it (buildApp on PostgreSQL, HTTP listen, socket.io with the Redis
// adapter), several of which share one database and one Redis here, as app servers behind a load balancer do.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { buildApp, type App } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { createLocalStorage } from '@/server/media/storage';
import { connectAppToSockets, type SocketWiring } from '@/server/realtime/app-realtime';
import { createRealtimeServer, redisReady, type RealtimeServer } from '@/server/realtime/socket-server';

export const SCALE_DATABASE_SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const SCALE_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Throws a sentence naming the service when PostgreSQL or Redis cannot be reached: this suite never skips. */
export async function requireServices(): Promise<void> {
  const pg = new Client({ connectionString: SCALE_DATABASE_SERVER, connectionTimeoutMillis: 5000 });
  try {
    await pg.connect();
    await pg.query('SELECT 1');
  } catch (error) {
    throw new Error(`PostgreSQL at ${new URL(SCALE_DATABASE_SERVER).host} is unreachable (${(error as Error).message}); the multi-node suite needs it.`);
  } finally {
    await pg.end().catch(() => undefined);
  }
  const redis = new Redis(SCALE_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at ${new URL(SCALE_REDIS_URL).host} is unreachable (${(error as Error).message}); the multi-node suite needs it.`);
  } finally {
    redis.disconnect();
  }
}

/** A fresh, empty database on the shared server; the first node to open it migrates it. */
export async function createSharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fanstage_scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: SCALE_DATABASE_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SCALE_DATABASE_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: SCALE_DATABASE_SERVER });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * What every node of one deployment shares besides the services: the secrets, a Redis key namespace and the
 * media directory (as a shared volume would be, or S3): a live session ingested on one node plays from another.
 * `remove` deletes the media directory once every node is closed.
 */
export function deploymentSecrets() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-scale-media-'));
  return {
    JWT_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_API_SECRET: randomBytes(16).toString('hex'),
    redisKeyPrefix: `fanstage-scale:${randomUUID()}:`,
    mediaDir,
    remove: () => fs.rmSync(mediaDir, { recursive: true, force: true }),
  };
}

export interface AppNode {
  name: string;
  app: App;
  io: RealtimeServer;
  /** The node's socket wiring, as main.ts makes it (its session check can be run on demand). */
  sockets: SocketWiring;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export async function startNode(name: string, databaseUrl: string, secrets: ReturnType<typeof deploymentSecrets>): Promise<AppNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fanstage-scale-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secrets.JWT_SECRET,
    INTERNAL_API_SECRET: secrets.INTERNAL_API_SECRET,
    APP_URL: 'http://localhost:3000',
  });
  const database = await openDatabase(config);
  // Its own connection, as each app process has; the adapter duplicates it for its subscriber side.
  const redis = new Redis(SCALE_REDIS_URL, { keyPrefix: secrets.redisKeyPrefix, maxRetriesPerRequest: 3 });
  const redisSubscriber = redis.duplicate();
  const storage = createLocalStorage(secrets.mediaDir, config.jwtSecret, { siteUrl: config.appUrl });
  const app = await buildApp({ config, database, redis, storage });
  await redisReady([redis, redisSubscriber], app.log);
  await app.services.settings.ensureDefaults();
  const io = createRealtimeServer(app.server, { resolveSession: app.services.auth.resolveSession, redis, redisSubscriber, log: app.log });
  const sockets = connectAppToSockets(io, app.services, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    name,
    app,
    io,
    sockets,
    database,
    url,
    async close() {
      sockets.stop();
      io.close();
      await app.close();
      await database.close();
      await Promise.all([redis.quit(), redisSubscriber.quit()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
