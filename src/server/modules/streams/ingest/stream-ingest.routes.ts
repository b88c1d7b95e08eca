// The performer's calls for streaming software: GET /streaming/ingest (the server address to paste, and what is
// known of their key) and POST /streaming/ingest/key (a new key, answered this once). Neither answer may be
// kept by a cache: one holds the key, the other says whether one exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@/contracts/common';
import { newStreamKey, newStreamKeyBody, streamIngestInfo } from '@/contracts/stream-ingest';
import { currentUser } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { perSession } from '../../performers/rate-limits';
import type { StreamKeysService } from './stream-keys.service';

const readLimit = perSession(60);
// A new key is a deliberate act (the old one stops working): a few a minute is plenty.
const newKeyLimit = perSession(10);

export function streamIngestRoutes(deps: { keys: StreamKeysService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/streaming/ingest', { config: { auth: 'performer', rateLimit: readLimit }, schema: { response: { 200: envelope(streamIngestInfo) } } }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await deps.keys.info(currentUser(req).id));
    });

    app.post(
      '/streaming/ingest/key',
      { config: { auth: 'performer', rateLimit: newKeyLimit }, schema: { body: newStreamKeyBody, response: { 200: envelope(newStreamKey) } } },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await deps.keys.regenerate(currentUser(req).id));
      },
    );
  };
}
