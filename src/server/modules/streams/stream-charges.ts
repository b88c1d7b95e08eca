// POST /wallet/charges/stream/{id}: a session's ticket (a group show) or its price on top (a public session),
// paid from the wallet once per session. It is a wallet purchase like any other (wallet-charges.service.ts):
// one transaction holding these checks, the conditional debit through the ledger, the purchase row and the
// earning (type 'stream'), with Idempotency-Key replays; the unique purchase row is the last word when two
// purchases of the same ticket race.
import type { ChargeResult } from '@/contracts/wallet';
import type { AfterAnswer } from '../../http/after-answer';
import { conflict, unprocessable } from '../../http/errors';
import type { RepoOn } from '../wallet-charges/charge-repos';
import type { ChargeRequest } from '../wallet-charges/charge-replay';
import { chargeStateColumns } from '../wallet-charges/wallet-charges.repo';
import { oneTimeSale, type Buyer, type WalletChargesService } from '../wallet-charges/wallet-charges.service';
import { streamMissing } from './stream-access';
import type { StreamsRepo } from './streams.repo';

const ALREADY_BOUGHT = 'You already have a ticket to this session.';

/** The repository a ticket's checks read through, made on the purchase's own transaction. */
export interface StreamChargeRepos {
  streams: RepoOn<StreamsRepo>;
}

export function createStreamCharges(deps: { charges: Pick<WalletChargesService, 'sell'>; repos: StreamChargeRepos }) {
  const { repos } = deps;
  /** `after` runs the sale email (a route passes afterAnswerOf its answer). */
  async function buy(buyer: Buyer, streamId: string, key?: string, after?: AfterAnswer): Promise<ChargeResult> {
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'stream', itemId: streamId, reference: `stream:${streamId}`, key };
    return deps.charges.sell(req, {
      // One statement with the charge's state; the session is held until the purchase commits, so it cannot end
      // between these checks and the debit.
      read: (tx, key) => repos.streams(tx).findForTicketSale(buyer, streamId, chargeStateColumns(key)),
      decide: (read) => {
        if (!read) throw streamMissing();
        const { session } = read;
        // A buyer acts as a fan: an admin's right to see every performer does not let them buy from hidden ones.
        if (!read.visibleToBuyer) throw streamMissing();
        if (session.performerId === buyer.userId) throw unprocessable('You cannot buy a ticket to your own session.');
        if (session.status === 'ended') throw unprocessable('This session has ended: its ticket can no longer be bought.');
        if (session.price <= 0) throw unprocessable('This session has nothing to pay: subscribers watch it as part of their subscription.');
        if (session.type === 'public' && !read.subscribed) throw unprocessable("This session is for the performer's subscribers: subscribe first, then pay its price.");
        if (read.alreadyBought) throw conflict(ALREADY_BOUGHT);
        return oneTimeSale({
          performerId: session.performerId,
          itemType: 'stream',
          itemId: streamId,
          price: session.price,
          alreadyBought: ALREADY_BOUGHT,
          commissionOverride: read.commissionOverride,
        });
      },
    }, after);
  }

  return { buy };
}
export type StreamCharges = ReturnType<typeof createStreamCharges>;
