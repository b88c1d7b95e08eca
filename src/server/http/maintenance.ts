// Maintenance mode on the API: visitors get a 503 that says why; admins keep working (docs/accounts.md "Maintenance and geo-blocking").
// Routes the maintenance page itself needs (settings, login, current user) declare maintenance: 'allowed'.
import type { FastifyInstance } from 'fastify';
import type { SettingsService } from '../modules/settings/settings.service';
import { isAdmin, tokenFromRequest, type SessionResolver } from './auth-guard';
import { serviceUnavailable } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    maintenance?: 'allowed';
  }
}

export function registerMaintenanceGate(app: FastifyInstance, deps: { settings: SettingsService; resolveSession: SessionResolver }) {
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.maintenance === 'allowed') return;
    if (!(await deps.settings.get('maintenanceMode'))) return;
    const token = tokenFromRequest(req);
    const user = req.user ?? (token ? await deps.resolveSession(token) : null);
    if (isAdmin(user)) return;
    throw serviceUnavailable('The site is down for maintenance. Please come back a little later.');
  });
}
