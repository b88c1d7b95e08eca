import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@/contracts/common';
import { publicSettingsSchema, settingSchemas, settingsKeysBody, settingsUpdateBody } from '@/contracts/settings';
import { isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { SettingsService } from './settings.service';

const anySettings = z.object(
  Object.fromEntries(Object.entries(settingSchemas).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof typeof settingSchemas]: z.ZodOptional<(typeof settingSchemas)[K]>;
  },
);

export function settingsRoutes(deps: { settings: SettingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/public',
      { config: { auth: 'public', maintenance: 'allowed' }, schema: { response: { 200: envelope(publicSettingsSchema) } } },
      async () => ok(await deps.settings.getPublic()),
    );

    app.post(
      '/settings/keys',
      {
        config: { auth: 'optional', maintenance: 'allowed' },
        schema: { body: settingsKeysBody, response: { 200: envelope(anySettings) } },
      },
      async (req) => ok(await deps.settings.getKeys(req.body.keys, isAdmin(req.user))),
    );

    app.get(
      '/admin/settings',
      { config: { auth: 'admin', maintenance: 'allowed' }, schema: { response: { 200: envelope(anySettings) } } },
      async () => ok(await deps.settings.all()),
    );

    app.put(
      '/admin/settings',
      {
        config: { auth: 'admin', maintenance: 'allowed' },
        schema: { body: settingsUpdateBody, response: { 200: envelope(anySettings) } },
      },
      async (req) => ok(await deps.settings.update(req.body)),
    );
  };
}
