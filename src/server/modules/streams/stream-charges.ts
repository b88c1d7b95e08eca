// POST /wallet/charges/stream/{id}: a session's ticket (a group show) or its price on top (a public session),
// paid from the wallet once per session. It is a wallet purchase like any other (wallet-charges.service.ts):
// one transaction holding these checks, the conditional debit through the ledger, the purchase row and the
// earning (type 'stream'), with Idempotency-Key replays; the unique purchase row is the last word when two
// purchases of the same ticket race.
import type { ChargeResult } from '@/contracts/wallet';
import { conflict, unprocessable } from '../../http/errors';
import type { SubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import type { ChargeRepos, RepoOn } from '../wallet-charges/charge-repos';
import type { ChargeRequest } from '../wallet-charges/charge-replay';
import { oneTimeSale, type Buyer, type WalletChargesService } from '../wallet-charges/wallet-charges.service';
import { streamMissing } from './stream-access';
import type { StreamsRepo } from './streams.repo';

const ALREADY_BOUGHT = 'You already have a ticket to this session.';

/** The repositories a ticket's checks read through, each made on the purchase's own transaction. */
export interface StreamChargeRepos extends Pick<ChargeRepos, 'charges' | 'entitlement' | 'purchases'> {
  streams: RepoOn<StreamsRepo>;
  subscriptions: RepoOn<SubscriptionsRepo>;
}

export function createStreamCharges(deps: { charges: Pick<WalletChargesService, 'sell'>; repos: StreamChargeRepos }) {
  const { repos } = deps;
  async function buy(buyer: Buyer, streamId: string, key?: string): Promise<ChargeResult> {
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'stream', itemId: streamId, reference: `stream:${streamId}`, key };
    return deps.charges.sell(req, async (tx) => {
      // Held until the purchase commits, so the session cannot end between these checks and the debit.
      const session = await repos.streams(tx).findForSale(streamId);
      if (!session || session.type === 'private') throw streamMissing();
      // A buyer acts as a fan: an admin's right to see every performer does not let them buy from hidden ones.
      const seen = await repos.entitlement(tx).performerVisibility({ ...buyer, isAdmin: false }, [session.performerId]);
      if (!seen.get(session.performerId)?.visible) throw streamMissing();
      if (session.performerId === buyer.userId) throw unprocessable('You cannot buy a ticket to your own session.');
      if (session.status === 'ended') throw unprocessable('This session has ended: its ticket can no longer be bought.');
      if (session.price <= 0) throw unprocessable('This session has nothing to pay: subscribers watch it as part of their subscription.');
      if (session.type === 'public') {
        const subscribed = await repos.subscriptions(tx).activeAmong(buyer.userId, [session.performerId]);
        if (!subscribed.has(session.performerId)) throw unprocessable("This session is for the performer's subscribers: subscribe first, then pay its price.");
      }
      if ((await repos.purchases(tx).boughtAmong(buyer.userId, 'stream', [streamId])).size > 0) throw conflict(ALREADY_BOUGHT);
      return oneTimeSale(repos.charges, { buyerId: buyer.userId, performerId: session.performerId, itemType: 'stream', itemId: streamId, price: session.price, alreadyBought: ALREADY_BOUGHT });
    });
  }

  return { buy };
}
export type StreamCharges = ReturnType<typeof createStreamCharges>;
