// Records every admin action in the audit log (docs/admin.md "Audit log").
//
// One hook covers every route whose auth is 'admin': a change (any method but GET and HEAD) that succeeds is
// written before its answer leaves, so no admin change can skip the log, whoever adds the route. A handler
// says more about what it did with `audit(req, …)`: a readable action, the target, a summary, and the record's
// fields before and after. A read that needs recording (revealing bank details, exporting payouts) calls
// `audit` too, which makes the hook write it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRepo } from './audit.repo';

export interface AuditDetail {
  /** e.g. 'user.suspend'; by default the route's words, e.g. 'coupons.create' for POST /admin/coupons. */
  action?: string;
  targetType?: string;
  targetId?: string;
  summary?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditDetail: AuditDetail | null;
  }
}

/** Adds to what the audit entry of this request will say (later calls win field by field). */
export function audit(req: FastifyRequest, detail: AuditDetail): void {
  req.auditDetail = { ...(req.auditDetail ?? {}), ...detail };
}

const SECRET_KEY = /password|secret|certificate|token|apikey|api_key|privatekey|ciphertext|accountnumber|account_number|iban|routing|webhook/i;
export const MASK = '••••••';

/** A copy of `value` with every secret-looking field masked, for the log: secrets never reach it. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, SECRET_KEY.test(key) && field !== null && field !== '' ? MASK : maskSecrets(field)]),
  );
}

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete', GET: 'read' };

/** 'POST /admin/coupons' → coupons.create; 'POST /admin/users/:id/suspend' → users.suspend. */
export function defaultAction(method: string, url: string): { action: string; targetType: string } {
  const words = url
    .replace(/^\/api/, '')
    .replace(/^\/admin\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':'));
  const targetType = words[0] ?? 'site';
  const verb = words.length > 1 ? words.slice(1).join('.') : (VERBS[method] ?? method.toLowerCase());
  return { action: `${targetType}.${verb}`, targetType };
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (maskSecrets(value) as Record<string, unknown>) : null;

export function registerAdminAudit(app: FastifyInstance, repo: AuditRepo): void {
  app.decorateRequest('auditDetail', null);

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config.auth !== 'admin' || !req.user) return payload;
    const isChange = req.method !== 'GET' && req.method !== 'HEAD';
    if ((!isChange && !req.auditDetail) || reply.statusCode >= 400) return payload;
    const url = req.routeOptions.url ?? req.url;
    const fallback = defaultAction(req.method, url);
    const detail = req.auditDetail ?? {};
    const params = (req.params ?? {}) as Record<string, unknown>;
    const targetId = detail.targetId ?? (typeof params.id === 'string' ? params.id : '');
    const action = detail.action ?? fallback.action;
    await repo.insert({
      actorId: req.user.id,
      actorName: await repo.usernameOf(req.user.id),
      action,
      targetType: detail.targetType ?? fallback.targetType,
      targetId,
      summary: detail.summary ?? `${action}${targetId ? ` ${targetId}` : ''}`,
      before: detail.before === undefined ? null : asRecord(detail.before),
      after: detail.after === undefined ? (isChange ? asRecord(req.body) : null) : asRecord(detail.after),
      route: `${req.method} ${url}`,
      ip: req.ip,
    });
    return payload;
  });
}
