import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { blockCheckQuery, blockCheckResult } from '@/contracts/settings';
import { blockCountriesBody, blockCountriesResult, blockedUserItem, blockedUserQuery, blockUserBody, unblockResult } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { SettingsService } from '../settings/settings.service';
import type { BlockService } from './block.service';
import { clientIp, countryOf } from './client-ip';

export function blockRoutes(deps: { settings: SettingsService; blocks: BlockService; internalSecret: string }): FastifyPluginAsyncZod {
  const { blocks } = deps;
  return async (app) => {
    // Site-wide geo-block check used by the page bootstrap. A performer's own country blocks are
    // enforced on the reads that show the performer.
    app.get(
      '/block/countries/check',
      {
        config: { auth: 'public', maintenance: 'allowed' },
        schema: { querystring: blockCheckQuery, response: { 200: envelope(blockCheckResult) } },
      },
      async (req) => {
        const countryCode = countryOf(clientIp(req, deps.internalSecret));
        const blockedCountries = await deps.settings.get('blockedCountries');
        return ok({ blocked: !!countryCode && blockedCountries.includes(countryCode), countryCode });
      },
    );

    app.get(
      '/block/countries',
      { config: { auth: 'performer' }, schema: { response: { 200: envelope(blockCountriesResult) } } },
      async (req) => ok(await blocks.blockedCountries(currentUser(req).id)),
    );

    app.post(
      '/block/countries',
      { config: { auth: 'performer' }, schema: { body: blockCountriesBody, response: { 200: envelope(blockCountriesResult) } } },
      async (req) => ok(await blocks.setBlockedCountries(currentUser(req).id, req.body.countryCodes)),
    );

    app.get(
      '/block/users',
      { config: { auth: 'performer' }, schema: { querystring: blockedUserQuery, response: { 200: envelope(listOf(blockedUserItem)) } } },
      async (req) => ok(await blocks.blockedUsers(currentUser(req).id, req.query)),
    );

    app.post(
      '/block/users',
      { config: { auth: 'performer' }, schema: { body: blockUserBody, response: { 200: envelope(blockedUserItem) } } },
      async (req) => ok(await blocks.blockUser(currentUser(req).id, req.body)),
    );

    app.delete(
      '/block/users/:id',
      { config: { auth: 'performer' }, schema: { params: idParams, response: { 200: envelope(unblockResult) } } },
      async (req) => ok(await blocks.unblockUser(currentUser(req).id, req.params.id)),
    );
  };
}
