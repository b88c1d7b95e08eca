import type { Db } from '../../db/client';
import type { DomainModule } from '../module';
import { createAuditRepo } from './audit.repo';
import { auditRoutes } from './audit.routes';

export function createAuditModule(deps: { db: Db }) {
  const repo = createAuditRepo(deps.db);
  return { routes: auditRoutes({ repo }), services: { auditLog: repo } } satisfies DomainModule;
}
