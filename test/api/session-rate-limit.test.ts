// The per-session write limits count a session once, however its token is presented: "Bearer <token>",
// "bearer <token>" and the bare token are the same session and share one budget.
import { loginAs, type Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

// POST /follows/{id} allows 60 a minute per session.
const FOLLOW_LIMIT = 60;

it('does not give a session a new budget for each way of writing its token', async () => {
  const token = cast.tokens.fan;
  const spellings = [`Bearer ${token}`, `bearer ${token}`, token, `BEARER   ${token}`];
  const statuses: number[] = [];
  for (let i = 0; i <= FOLLOW_LIMIT; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/follows/${cast.owner.id}`, headers: { authorization: spellings[i % spellings.length] } });
    statuses.push(res.statusCode);
  }
  expect(statuses.slice(0, FOLLOW_LIMIT).every((s) => s === 200)).toBe(true);
  expect(statuses[FOLLOW_LIMIT]).toBe(429);

  // Another session of the same account has a budget of its own, as before.
  const other = await ctx.app.inject({ method: 'POST', url: `/api/follows/${cast.owner.id}`, headers: { authorization: `Bearer ${await loginAs(ctx.app, cast.fan)}` } });
  expect(other.statusCode).toBe(200);
});
