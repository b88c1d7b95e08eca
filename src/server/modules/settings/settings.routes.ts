import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@/contracts/common';
import {
  publicSettingsSchema,
  settingSchemas,
  settingsKeysBody,
  settingsUpdateBody,
  siteFileParams,
  testEmailBody,
  testEmailResult,
} from '@/contracts/settings';
import { audit } from '../audit/audit-recorder';
import { isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { AppError, unprocessable } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import type { SettingsService } from './settings.service';
import { saveSiteFile } from './site-files';

const anySettings = z.object(
  Object.fromEntries(Object.entries(settingSchemas).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof typeof settingSchemas]: z.ZodOptional<(typeof settingSchemas)[K]>;
  },
);

const siteFileResult = z.object({ url: z.string(), settings: anySettings });

export interface SettingsRouteDeps {
  settings: SettingsService;
  storage: Storage;
  mailer: Mailer;
  /** SMTP_URL is set: without a server in the console, mail goes there rather than to the outbox. */
  smtpFromEnvironment: boolean;
  maxUploadMb: number;
}

/**
 * The transport's own words ("connect ECONNREFUSED …", "550 Mailbox unavailable"), in one sentence. Read by
 * shape, not by class: the error may come from another realm, and a failed connection may be an
 * AggregateError (one attempt per address) whose own message is empty.
 */
function transportWords(e: unknown): string {
  const described = (err: unknown) => {
    const { message, code } = (err ?? {}) as { message?: unknown; code?: unknown };
    return typeof message === 'string' && message ? message : typeof code === 'string' ? code : '';
  };
  const inner = (e as { errors?: unknown } | null)?.errors;
  const words = described(e) || (Array.isArray(inner) ? inner.map(described).filter(Boolean).join('; ') : '');
  return (words || 'no reason given').replace(/\s+/g, ' ').trim().replace(/\.$/, '');
}

export function settingsRoutes(deps: SettingsRouteDeps): FastifyPluginAsyncZod {
  const { settings } = deps;
  return async (app) => {
    app.get(
      '/settings/public',
      { config: { auth: 'public', maintenance: 'allowed' }, schema: { response: { 200: envelope(publicSettingsSchema) } } },
      async () => ok(await settings.getPublic()),
    );

    app.post(
      '/settings/keys',
      {
        config: { auth: 'optional', maintenance: 'allowed' },
        schema: { body: settingsKeysBody, response: { 200: envelope(anySettings) } },
      },
      async (req) => ok(await settings.getKeys(req.body.keys, isAdmin(req.user))),
    );

    app.get(
      '/admin/settings',
      { config: { auth: 'admin', maintenance: 'allowed' }, schema: { response: { 200: envelope(anySettings) } } },
      async () => ok(await settings.adminView()),
    );

    app.put(
      '/admin/settings',
      {
        config: { auth: 'admin', maintenance: 'allowed' },
        schema: { body: settingsUpdateBody, response: { 200: envelope(anySettings) } },
      },
      async (req) => {
        const { settings: saved, before, after } = await settings.update(req.body);
        audit(req, { action: 'settings.update', targetType: 'settings', summary: Object.keys(after).join(', '), before, after });
        return ok(saved);
      },
    );

    app.post(
      '/admin/settings/files/:kind',
      { config: { auth: 'admin', maintenance: 'allowed' }, schema: { params: siteFileParams, response: { 200: envelope(siteFileResult) } } },
      async (req) => {
        if (!req.isMultipart()) throw new AppError(415, 'Send the picture as a multipart form with the file in the field "file".');
        const { url, setting } = await saveSiteFile(deps.storage, req.params.kind, await req.file(), deps.maxUploadMb);
        const { settings: saved, before, after } = await settings.update({ [setting]: url });
        audit(req, { action: 'settings.update', targetType: 'settings', summary: setting, before, after });
        return ok({ url, settings: saved });
      },
    );

    app.post(
      '/admin/settings/test-email',
      { config: { auth: 'admin', maintenance: 'allowed' }, schema: { body: testEmailBody, response: { 200: envelope(testEmailResult) } } },
      async (req) => {
        const { to } = req.body;
        const consoleServer = (await settings.consoleMail())?.host;
        const transport = consoleServer || deps.smtpFromEnvironment ? 'smtp' : 'outbox';
        const siteName = await settings.get('siteName');
        audit(req, { action: 'settings.test-email', targetType: 'settings', summary: `test email to ${to}` });
        try {
          await deps.mailer.send({
            to,
            subject: `Test email from ${siteName}`,
            text: `This is a test email from ${siteName}. Mail from the site reaches this address.`,
          });
        } catch (e) {
          throw unprocessable(`The mail server did not take the test email: ${transportWords(e)}. Check the SMTP settings and try again.`);
        }
        const message =
          transport === 'smtp'
            ? `The test email was handed to ${consoleServer || 'the SMTP server set in the environment'} for ${to}.`
            : `No mail server is set, so the test email was written to the local outbox instead of reaching ${to}.`;
        return ok({ transport, message });
      },
    );
  };
}
