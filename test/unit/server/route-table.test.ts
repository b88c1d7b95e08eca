// The route table the route-walking API tests read, and the auth guard's refusal of a route that does not
// say who it is for (buildApp registers both the same way; route-authorization.test.ts checks the app).
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAuthGuard } from '@/server/http/auth-guard';
import { collectRoutes } from '@/server/http/route-table';

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  const table = collectRoutes(app);
  registerAuthGuard(app, async () => null);
  await app.register(async (api) => register(api as unknown as ReturnType<typeof Fastify>), { prefix: '/api' });
  await app.ready();
  return { app, table };
}

it('lists every route once, with its full path, audience and schemas', async () => {
  const params = z.object({ id: z.uuid() });
  const { app, table } = await appWith((api) => {
    api.get('/things/:id', { config: { auth: 'user' }, schema: { params } }, async () => ({}));
    api.post('/things', { config: { auth: 'performer' } }, async () => ({}));
  });
  // The HEAD route Fastify adds for a GET is not listed again.
  expect(table.map((r) => `${r.method} ${r.url} ${r.auth}`)).toEqual(['GET /api/things/:id user', 'POST /api/things performer']);
  expect(table[0].schema.params).toBe(params);
  expect(Object.isFrozen(table[0])).toBe(true);
  await app.close();
});

it('refuses a route that does not declare config.auth, naming it', async () => {
  await expect(appWith((api) => api.get('/undeclared', async () => ({})))).rejects.toThrow('Route GET /api/undeclared must declare config.auth');
});
