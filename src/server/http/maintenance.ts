// Maintenance mode on the API: visitors get a 503 that says why; admins keep working (docs/accounts.md "Maintenance and geo-blocking").
// Routes the maintenance page itself needs (settings, login, current user) declare maintenance: 'allowed'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SettingsService } from '../modules/settings/settings.service';
import { isAdmin, tokenFromRequest, type SessionResolver } from './auth-guard';
import { serviceUnavailable } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    maintenance?: 'allowed';
  }
}

export function registerMaintenanceGate(app: FastifyInstance, deps: { settings: SettingsService; resolveSession: SessionResolver }) {
  async function check(req: FastifyRequest): Promise<void> {
    if (!(await deps.settings.get('maintenanceMode'))) return;
    const token = tokenFromRequest(req);
    const user = req.user ?? (token ? await deps.resolveSession(token) : null);
    if (isAdmin(user)) return;
    throw serviceUnavailable('The site is down for maintenance. Please come back a little later.');
  }

  // Done-style, so a route that stays open during maintenance costs no promise here.
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.routeOptions.config.maintenance === 'allowed') {
      done();
      return;
    }
    check(req).then(() => done(), done);
  });
}
