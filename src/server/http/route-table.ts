// Every API route as Fastify registered it, collected in an onRoute hook. Tests walk this table to check
// each route's authorization and input handling, so a route added later is covered without anyone
// remembering to list it.
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { AuthRequirement } from './auth-guard';

export interface RouteEntry {
  readonly method: HTTPMethods;
  /** The full path with the prefix, Fastify's pattern syntax (`/api/orders/:id`). */
  readonly url: string;
  readonly auth: AuthRequirement;
  /** The zod schemas the route validates with (params, querystring, body, response). */
  readonly schema: Readonly<FastifySchema>;
}

/** Starts collecting; call before any route is registered. The returned list fills as routes register. */
export function collectRoutes(app: FastifyInstance): readonly RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD routes are generated from GET ones: the GET entry stands for both.
      if (method === 'HEAD') continue;
      const auth = (route.config as { auth?: AuthRequirement } | undefined)?.auth;
      // The auth guard refuses a route without config.auth before this entry would matter.
      if (!auth) continue;
      routes.push(Object.freeze({ method, url: route.url, auth, schema: Object.freeze({ ...(route.schema ?? {}) }) }));
    }
  });
  return routes;
}
