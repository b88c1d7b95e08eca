// Boots the whole API on a fresh database for one test file. Use `app.inject` to call it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp, type App, type AppDeps } from '@/server/app';
import { loadConfig, type AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { openTestDatabase } from './test-database';

/** The site's public address in API tests (APP_URL): media links start with it. */
export const SITE_URL = 'http://localhost:3000';

export interface TestContext {
  app: App;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'logStream' | 'sessionCache' | 'stableAnswers'> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    INTERNAL_API_SECRET: 'internal-test-secret-0123',
    APP_URL: SITE_URL,
    // Demo media of a few pixels and a second take the same upload and processing path as full ones, fast.
    DEMO_MEDIA_SIZE: 'tiny',
    ...env,
  });
  const database = await openTestDatabase();
  // The PostgreSQL run (npm run test:pg) also puts rate limits in Redis. A key prefix per test file keeps
  // files running in parallel from sharing counters (every injected request comes from 127.0.0.1).
  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { keyPrefix: `fanstage-test:${randomUUID()}:`, maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, database, redis, ...deps });
  await app.services.settings.ensureDefaults();
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await redis?.quit();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
