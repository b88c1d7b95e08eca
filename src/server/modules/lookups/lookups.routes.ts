import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@/contracts/common';
import {
  citiesParams,
  cityItem,
  countryItem,
  languageItem,
  phoneCodeItem,
  recaptchaBody,
  recaptchaResult,
  stateItem,
  statesParams,
  userAdditional,
} from '@/contracts/lookups';
import { ok } from '../../http/envelope';
import { clientIp } from '../block/client-ip';
import type { LookupsService } from './lookups.service';
import type { RecaptchaService } from './recaptcha.service';

/** Reference data changes only with a release: browsers and proxies may keep it for a day. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=86400';
/** Captcha checks per address per minute: enough for people retrying, not for a script. */
export const RECAPTCHA_RATE_LIMIT = 20;

const recaptchaLimit: RateLimitOptions = { max: RECAPTCHA_RATE_LIMIT, timeWindow: '1 minute', hook: 'preValidation', keyGenerator: (req) => req.ip };

export function lookupsRoutes(deps: { lookups: LookupsService; recaptcha: RecaptchaService; internalSecret: string }): FastifyPluginAsyncZod {
  const { lookups } = deps;
  return async (app) => {
    // Reference data changes only with a release: its compressed answers are made once and kept (http/api-compression.ts).
    const publicData = { config: { auth: 'public' as const, maintenance: 'allowed' as const, stableAnswer: true } };
    const cached = <T>(reply: { header(name: string, value: string): unknown }, data: T) => {
      reply.header('cache-control', LOOKUP_CACHE_CONTROL);
      return ok(data);
    };

    app.get('/countries/list', { ...publicData, schema: { response: { 200: envelope(z.array(countryItem)) } } }, async (_req, reply) =>
      cached(reply, lookups.countries()),
    );

    app.get(
      '/states/:country',
      { ...publicData, schema: { params: statesParams, response: { 200: envelope(z.array(stateItem)) } } },
      async (req, reply) => cached(reply, await lookups.states(req.params.country)),
    );

    app.get(
      '/cities/:country/:state',
      { ...publicData, schema: { params: citiesParams, response: { 200: envelope(z.array(cityItem)) } } },
      async (req, reply) => cached(reply, await lookups.cities(req.params.country, req.params.state)),
    );

    app.get('/languages/list', { ...publicData, schema: { response: { 200: envelope(z.array(languageItem)) } } }, async (_req, reply) =>
      cached(reply, lookups.languages()),
    );

    app.get('/phone-codes/list', { ...publicData, schema: { response: { 200: envelope(z.array(phoneCodeItem)) } } }, async (_req, reply) =>
      cached(reply, lookups.phoneCodes()),
    );

    app.get('/user-additional', { ...publicData, schema: { response: { 200: envelope(userAdditional) } } }, async (_req, reply) =>
      cached(reply, lookups.userAdditional()),
    );

    app.post(
      '/re-captcha/verify',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: recaptchaLimit },
        schema: { body: recaptchaBody, response: { 200: envelope(recaptchaResult) } },
      },
      async (req) => ok(await deps.recaptcha.verify(req.body.token, clientIp(req, deps.internalSecret) || null)),
    );
  };
}
