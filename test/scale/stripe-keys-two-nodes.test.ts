// Stripe keys set in the admin console through node A reach node B without a restart (docs/admin.md, "Changing the
// Stripe keys"): node A at once, node B once its settings cache lapses. Seen on B through what needs no call to
// Stripe: a webhook signed with the console's secret verifies, the sandbox's confirmation closes and test money
// stops being payable; clearing the key brings the sandbox back on B.
import Stripe from 'stripe';
import { createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { waitFor } from '../helpers/wait-for';
import type { AppNode } from './support/app-node';
import { callNode, useTwoNodes } from './support/two-node-cluster';

const nodes = useTwoNodes();

const WEBHOOK_SECRET = 'whsec_two_nodes_console_0123456789';
/** The settings cache (5 s) and room for a loaded machine: node B must have switched by then. */
const SWITCH_DEADLINE_MS = 15_000;
const SANDBOX_CARD = '4242424242424242';

/** A signed Stripe event the site has no use for: 200 when the node verifies it, 400 when Stripe is off there. */
async function webhookStatus(node: AppNode): Promise<number> {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${node.url}/api/payment/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return res.status;
}

const switched = (what: string, probe: () => Promise<boolean>) => waitFor(what, async () => (await probe()) || null, SWITCH_DEADLINE_MS, 50);

test('keys set and cleared on node A switch node B between the sandbox and Stripe within the settings cache time', async () => {
  const db = nodes.a.database.db;
  const adminToken = await loginAs(nodes.a.app, await createAdmin(db));
  const performerToken = await loginAs(nodes.a.app, await createPerformer(db));
  const fanToken = await loginAs(nodes.a.app, await createUser(db));
  const testMoneyPayable = async (node: AppNode) => (await callNode<{ testMoneyPayable: boolean }>(node, 'POST', '/payout-requests/calculate', performerToken)).testMoneyPayable;

  // Node B has read its settings (and cached them) on the sandbox.
  expect(await webhookStatus(nodes.b)).toBe(400);
  expect(await testMoneyPayable(nodes.b)).toBe(true);
  const waiting = await callNode<{ paymentId: string }>(nodes.b, 'POST', '/payment/wallet/top-up', fanToken, { amount: 5 });

  await callNode(nodes.a, 'PUT', '/admin/settings', adminToken, { stripeSecretKey: 'sk_test_two_nodes_0123456789', stripeWebhookSecret: WEBHOOK_SECRET });
  expect(await webhookStatus(nodes.a)).toBe(200);

  await switched('node B to verify webhooks with the console secret', async () => (await webhookStatus(nodes.b)) === 200);
  expect(await testMoneyPayable(nodes.b)).toBe(false);
  const closed = await fetch(`${nodes.b.url}/api/payment/sandbox/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fanToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paymentId: waiting.paymentId, cardNumber: SANDBOX_CARD }),
  });
  expect(closed.status).toBe(404);

  await callNode(nodes.a, 'PUT', '/admin/settings', adminToken, { stripeSecretKey: null, stripeWebhookSecret: null });
  expect(await webhookStatus(nodes.a)).toBe(400);

  await switched('node B to go back to the sandbox', async () => (await webhookStatus(nodes.b)) === 400);
  expect(await testMoneyPayable(nodes.b)).toBe(true);
  const paid = await callNode<{ status: string }>(nodes.b, 'POST', '/payment/sandbox/confirm', fanToken, { paymentId: waiting.paymentId, cardNumber: SANDBOX_CARD });
  expect(paid.status).toBe('succeeded');
});
