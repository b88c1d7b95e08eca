// The one shape every domain module's factory (create<Name>Module in <name>.module.ts) returns.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface DomainModule<Services extends object = object> {
  /** The module's HTTP routes; app.ts registers them under /api. Absent when the module serves no route. */
  routes?: FastifyPluginAsyncZod;
  /** What app.ts and later modules use, each under its own name (e.g. `{ follows }`, `{ feeds, reads, polls }`). */
  services: Services;
}
