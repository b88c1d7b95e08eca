// /admin/users: the operators' accounts desk. Search, the account view, suspend, reactivate and delete; each
// change is written to the audit log with the account's status before and after.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountProfile, accountView, adminAccountSearchQuery, deleteAccountBody, suspendAccountBody } from '@/contracts/admin-accounts';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminUser } from '@/contracts/users';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import type { UsersService } from '../users/users.service';
import type { AccountChange, AdminAccountsService } from './admin-accounts.service';

const statusOf = (row: { status: string; suspendedReason: string | null }) => ({ status: row.status, suspendedReason: row.suspendedReason });

function record(req: FastifyRequest, action: 'user.suspend' | 'user.reactivate' | 'user.delete', change: AccountChange, reason: string | null) {
  const who = change.before.username ? `@${change.before.username}` : change.before.id;
  const done = { 'user.suspend': 'Suspended', 'user.reactivate': 'Reactivated', 'user.delete': 'Deleted' }[action];
  audit(req, {
    action,
    targetType: 'user',
    targetId: change.before.id,
    summary: `${done} ${who}${reason ? `: ${reason}` : ''}`,
    before: statusOf(change.before),
    after: statusOf(change.after),
  });
}

export function adminAccountsRoutes(deps: { accounts: AdminAccountsService; users: UsersService }): FastifyPluginAsyncZod {
  const { accounts, users } = deps;
  const admin = { auth: 'admin' } as const;
  const changed = { params: idParams, response: { 200: envelope(accountProfile) } };

  return async (app) => {
    app.get(
      '/admin/users/search',
      { config: admin, schema: { querystring: adminAccountSearchQuery, response: { 200: envelope(listOf(adminUser)) } } },
      async (req) => ok(await users.search(req.query)),
    );

    app.get('/admin/users/:id', { config: admin, schema: { params: idParams, response: { 200: envelope(accountView) } } }, async (req) =>
      ok(await accounts.view(req.params.id)),
    );

    app.post('/admin/users/:id/suspend', { config: admin, schema: { ...changed, body: suspendAccountBody } }, async (req) => {
      const change = await accounts.suspend(currentUser(req).id, req.params.id, req.body.reason);
      record(req, 'user.suspend', change, req.body.reason);
      return ok(change.after);
    });

    app.post('/admin/users/:id/reactivate', { config: admin, schema: changed }, async (req) => {
      const change = await accounts.reactivate(req.params.id);
      record(req, 'user.reactivate', change, null);
      return ok(change.after);
    });

    app.delete('/admin/users/:id', { config: admin, schema: { ...changed, body: deleteAccountBody } }, async (req) => {
      const reason = req.body?.reason || null;
      const change = await accounts.remove(currentUser(req).id, req.params.id);
      record(req, 'user.delete', change, reason);
      return ok(change.after);
    });
  };
}
