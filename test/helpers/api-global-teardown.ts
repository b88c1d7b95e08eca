// Drops the PostgreSQL template database the API suite's global setup made (PGlite's is a file, kept).
import { dropPostgresDatabase, PG_TEMPLATE_ENV } from './test-database';

export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[PG_TEMPLATE_ENV];
  if (url && template) await dropPostgresDatabase(url, template);
}
