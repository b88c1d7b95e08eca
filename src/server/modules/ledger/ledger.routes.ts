// GET /admin/ledger/check: the books re-derived from the ledger, for an admin to see that they agree.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@/contracts/common';
import { ledgerCheckResult } from '@/contracts/payouts';
import type { DbOrTx } from '../../db/client';
import { ok } from '../../http/envelope';
import { checkLedger } from './ledger-check';

export function ledgerRoutes(deps: { db: DbOrTx }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/ledger/check', { config: { auth: 'admin' }, schema: { response: { 200: envelope(ledgerCheckResult) } } }, async () =>
      ok(await checkLedger(deps.db)),
    );
  };
}
