import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@/contracts/common';
import { blockCheckQuery, blockCheckResult } from '@/contracts/settings';
import type { SettingsService } from '../settings/settings.service';
import { clientIp, countryOf } from './client-ip';

export function blockRoutes(deps: { settings: SettingsService; internalSecret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    // Site-wide geo-block check used by the page bootstrap. Performer-level country blocks arrive with
    // the performers issue and are enforced on the reads that show a performer.
    app.get(
      '/block/countries/check',
      {
        config: { auth: 'public', maintenance: 'allowed' },
        schema: { querystring: blockCheckQuery, response: { 200: envelope(blockCheckResult) } },
      },
      async (req) => {
        const countryCode = countryOf(clientIp(req, deps.internalSecret));
        const blockedCountries = await deps.settings.get('blockedCountries');
        return { status: 0 as const, data: { blocked: !!countryCode && blockedCountries.includes(countryCode), countryCode } };
      },
    );
  };
}
