import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@/contracts/common';
import { contactBody, contactResult } from '@/contracts/lookups';
import { ok } from '../../http/envelope';
import { limitMessage } from '../../http/rate-limit';
import type { ContactService } from './contact.service';

/** Messages per address per 10 minutes: a person writes a few, a spammer is stopped. */
export const CONTACT_RATE_LIMIT = 5;

// Counted after validation: only messages that are actually mailed use up the allowance, so a visitor
// fixing a typo in the form is not locked out.
const contactLimit: RateLimitOptions = {
  max: CONTACT_RATE_LIMIT,
  timeWindow: '10 minutes',
  hook: 'preHandler',
  keyGenerator: (req) => req.ip,
  ...limitMessage('You have sent us several messages in a short while; we read every one.'),
};

export function contactRoutes(deps: { contact: ContactService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      { config: { auth: 'public', rateLimit: contactLimit }, schema: { body: contactBody, response: { 200: envelope(contactResult) } } },
      async (req) => ok(await deps.contact.send(req.body, req.ip)),
    );
  };
}
