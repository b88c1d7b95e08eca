// POST /wallet/charges/stream/{id}: a session's ticket (a group show) or its price on top (a public session),
// paid from the wallet once per session. It is a wallet purchase like any other (wallet-charges.service.ts):
// one transaction holding these checks, the conditional debit through the ledger, the purchase row and the
// earning (type 'stream'), with Idempotency-Key replays; the unique purchase row is the last word when two
// purchases of the same ticket race.
import type { ChargeResult } from '@/contracts/wallet';
import { conflict, unprocessable } from '../../http/errors';
import { createEntitlementRepo } from '../entitlement/entitlement.repo';
import { createPurchasesRepo } from '../purchases/purchases.repo';
import { createSubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import type { ChargeRequest } from '../wallet-charges/charge-replay';
import { createWalletChargesRepo } from '../wallet-charges/wallet-charges.repo';
import { oneTimeSale, type Buyer, type WalletChargesService } from '../wallet-charges/wallet-charges.service';
import { streamMissing } from './stream-access';
import { createStreamsRepo } from './streams.repo';

const ALREADY_BOUGHT = 'You already have a ticket to this session.';

export function createStreamCharges(deps: { charges: Pick<WalletChargesService, 'sell'> }) {
  async function buy(buyer: Buyer, streamId: string, key?: string): Promise<ChargeResult> {
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'stream', itemId: streamId, reference: `stream:${streamId}`, key };
    return deps.charges.sell(req, async (tx) => {
      // Held until the purchase commits, so the session cannot end between these checks and the debit.
      const session = await createStreamsRepo(tx).findForSale(streamId);
      if (!session || session.type === 'private') throw streamMissing();
      // A buyer acts as a fan: an admin's right to see every performer does not let them buy from hidden ones.
      const seen = await createEntitlementRepo(tx).performerVisibility({ ...buyer, isAdmin: false }, [session.performerId]);
      if (!seen.get(session.performerId)?.visible) throw streamMissing();
      if (session.performerId === buyer.userId) throw unprocessable('You cannot buy a ticket to your own session.');
      if (session.status === 'ended') throw unprocessable('This session has ended: its ticket can no longer be bought.');
      if (session.price <= 0) throw unprocessable('This session has nothing to pay: subscribers watch it as part of their subscription.');
      if (session.type === 'public') {
        const subscribed = await createSubscriptionsRepo(tx).activeAmong(buyer.userId, [session.performerId]);
        if (!subscribed.has(session.performerId)) throw unprocessable("This session is for the performer's subscribers: subscribe first, then pay its price.");
      }
      if ((await createPurchasesRepo(tx).boughtAmong(buyer.userId, 'stream', [streamId])).size > 0) throw conflict(ALREADY_BOUGHT);
      return oneTimeSale(createWalletChargesRepo, { buyerId: buyer.userId, performerId: session.performerId, itemType: 'stream', itemId: streamId, price: session.price, alreadyBought: ALREADY_BOUGHT });
    });
  }

  return { buy };
}
export type StreamCharges = ReturnType<typeof createStreamCharges>;
