// Spending the wallet (docs/business-rules.md "Wallet and purchases"): each charge is one database transaction holding
// the checks, the conditional debit through the ledger, the purchase record and the earning, so a failure
// anywhere leaves nothing behind and a race can never spend the same money twice.
import type { List } from '@/contracts/common';
import type { ProductChargeBody, ProductChargeResult } from '@/contracts/orders';
import { chargeSortKeys, type ChargeKind, type ChargeResult, type EarningType, type TipBody, type WalletChargeItem, type WalletChargesQuery } from '@/contracts/wallet';
import { fromMinor, plainUnits, toMinor } from '@/lib/money';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Sold } from '../earnings/sale-mails';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../ledger/ledger-accounts';
import { InsufficientFunds, postToLedger, type LedgerLine } from '../ledger/ledger.service';
import type { Viewer } from '../performers/performer-visibility';
import { presentOrder } from '../orders/orders.presenter';
import type { SettingsService } from '../settings/settings.service';
import { earlierCharge, ledgerKeyOf, type ChargeRequest } from './charge-replay';
import type { ChargeRepos, RepoOn } from './charge-repos';
import type { WalletChargesRepo } from './wallet-charges.repo';
import { split, type Commission } from './commission';
import type { BalanceChanged } from '../ledger/balance-events';
import { checkProductSale, productMissing, takeStock } from './product-sale';
import { nounOf, readSaleItem } from './sale-items';
import { checkStreamTip, recordStreamTip, type StreamTipped } from '../streams/stream-tips';

export const WALLET_TOO_LOW = 'Your wallet balance is too low for this purchase. Top up your wallet first.';

/** Called after a charge commits with the new balance and the change (minor units). */
export type BalanceChangedHook = BalanceChanged;

export type Buyer = Viewer & { userId: string };

/** What the checks found: who is paid how much for what, and what else the transaction writes. */
export interface Sale {
  performerId: string;
  /** Minor units. */
  gross: number;
  sourceId: string | null;
  /** Writes what was bought, in the charge's transaction, once the ledger holds the payment. */
  record?: (tx: Tx, transactionId: string) => Promise<void>;
}

/**
 * The sale of one item bought once (`price` in minor units): its purchase row is written with the payment, and
 * the charge refused as `alreadyBought` when the row is there already. The unique row is the last word when two
 * purchases of the same item race past the checks.
 */
export function oneTimeSale(
  charges: RepoOn<Pick<WalletChargesRepo, 'recordPurchaseIfNew'>>,
  sale: { buyerId: string; performerId: string; itemType: string; itemId: string; price: number; alreadyBought: string },
): Sale {
  const { buyerId, performerId, itemType, itemId, price, alreadyBought } = sale;
  return {
    performerId,
    gross: price,
    sourceId: itemId,
    record: async (t) => {
      if (!(await charges(t).recordPurchaseIfNew({ userId: buyerId, itemType, itemId, price }))) throw conflict(alreadyBought);
    },
  };
}

const performerMissing = () => notFound('This performer does not exist or is not available.');

/** A buyer acts as a fan: an admin's right to see every performer does not let them buy from hidden ones. */
async function isVisibleToBuyer(repos: Pick<ChargeRepos, 'entitlement'>, tx: Tx, buyer: Buyer, performerId: string): Promise<boolean> {
  const seen = await repos.entitlement(tx).performerVisibility({ ...buyer, isAdmin: false }, [performerId]);
  return seen.get(performerId)?.visible ?? false;
}

export function createWalletChargesService(deps: {
  db: Db;
  /** Every repository a charge uses, made on its transaction. */
  repos: ChargeRepos;
  commission: Commission;
  settings: Pick<SettingsService, 'get'>;
  onBalanceChanged?: BalanceChangedHook;
  /** After a new charge commits (never on a replay): where the sale emails go. */
  onSold?: (sale: Sold) => void;
  /** After a tip sent in a live session commits (never on a replay): the stream chat pushes it to the session's room. */
  onStreamTip?: (tip: StreamTipped) => void;
}) {
  const { repos } = deps;

  async function charge(req: ChargeRequest, ledgerKind: string, check: (tx: Tx) => Promise<Sale>): Promise<ChargeResult> {
    let change = 0;
    let newBalance = 0;
    let sold: Sold | undefined;
    let result: ChargeResult;
    try {
      result = await deps.db.transaction(async (tx) => {
        const earlier = await earlierCharge(repos.charges(tx), req);
        if (earlier) return earlier;
        const sale = await check(tx);
        const basisPoints = await deps.commission.commissionFor(sale.performerId, tx);
        const { platformShare, net } = split(sale.gross, basisPoints);
        // A 0 % or 100 % commission leaves one side with nothing: the ledger takes no zero entries. The wallet
        // spends its test money first; what it spent is shared out at the sale's own commission.
        const buyerWallet = walletOf(req.buyerId);
        const lines: LedgerLine[] = [
          { account: buyerWallet, amount: -sale.gross, test: 'test-first' as const },
          { account: earningsOf(sale.performerId), amount: net, test: (spent: number) => split(spent, basisPoints).net },
          { account: PLATFORM_COMMISSION, amount: platformShare, test: (spent: number) => split(spent, basisPoints).platformShare },
        ].filter((l) => l.amount !== 0);
        const posted = await postToLedger(tx, { kind: ledgerKind, lines, idempotencyKey: ledgerKeyOf(req), reference: req.reference });
        // The same key raced in from another request and won: answer what it answered.
        if (posted.replayed) return (await earlierCharge(repos.charges(tx), req))!;
        await sale.record?.(tx, posted.transactionId);
        await repos.earnings(tx).insert({
          performerId: sale.performerId,
          userId: req.buyerId,
          sourceType: req.type,
          sourceId: sale.sourceId,
          transactionId: posted.transactionId,
          gross: sale.gross,
          platformShare,
          net,
          testGross: -(posted.tests.get(codeOf(buyerWallet)) ?? 0),
          testNet: posted.tests.get(codeOf(earningsOf(sale.performerId))) ?? 0,
          commissionBasisPoints: basisPoints,
        });
        change = -sale.gross;
        sold = { type: req.type, transactionId: posted.transactionId, buyerId: req.buyerId, performerId: sale.performerId, gross: sale.gross, net };
        newBalance = posted.balances.get(codeOf(walletOf(req.buyerId)))!;
        return { transactionId: posted.transactionId, balance: fromMinor(newBalance), type: req.type, itemId: req.itemId };
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw unprocessable(WALLET_TOO_LOW);
      throw error;
    }
    if (change !== 0) deps.onBalanceChanged?.(req.buyerId, newBalance, change);
    if (sold) deps.onSold?.(sold);
    return result;
  }

  async function purchase(buyer: Buyer, kind: ChargeKind, itemId: string, key?: string): Promise<ChargeResult> {
    const noun = nounOf[kind];
    const missing = () => notFound(`This ${noun} does not exist or is no longer available.`);
    const req: ChargeRequest = { buyerId: buyer.userId, type: kind, itemId, reference: `${kind}:${itemId}`, key };
    return charge(req, 'purchase', async (tx) => {
      const item = await readSaleItem(kind, repos, tx, itemId);
      if (!item || !item.isOut) throw missing();
      if (item.performerId === buyer.userId) throw unprocessable(`You cannot buy your own ${noun}.`);
      if (item.onlyFor !== undefined && item.onlyFor !== buyer.userId) throw missing();
      if (!(await isVisibleToBuyer(repos, tx, buyer, item.performerId))) throw missing();
      if (item.access !== 'sale' || item.price === null) throw unprocessable(`This ${noun} is not for sale.`);
      const alreadyBought = `You already bought this ${noun}.`;
      if ((await repos.purchases(tx).boughtAmong(buyer.userId, kind, [itemId])).size > 0) throw conflict(alreadyBought);
      return oneTimeSale(repos.charges, { buyerId: buyer.userId, performerId: item.performerId, itemType: kind, itemId, price: item.price, alreadyBought });
    });
  }

  /**
   * A product may be bought again and again: each purchase is an order (delivered at once when digital,
   * processing when physical). The purchased_items row, written once, lets the buyer download a digital one.
   */
  async function purchaseProduct(buyer: Buyer, productId: string, body: ProductChargeBody, key?: string): Promise<ProductChargeResult> {
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'product', itemId: productId, reference: `product:${productId}`, key };
    const paid = await charge(req, 'purchase', async (tx) => {
      const product = await repos.products(tx).find(productId);
      if (!product || product.status !== 'active') throw productMissing();
      if (product.performerId === buyer.userId) throw unprocessable('You cannot buy your own product.');
      if (!(await isVisibleToBuyer(repos, tx, buyer, product.performerId))) throw productMissing();
      const sale = await checkProductSale(repos.addresses(tx), buyer.userId, product, body);
      const gross = product.price * sale.quantity;
      if (!Number.isSafeInteger(gross)) throw unprocessable('This order is too large: lower the quantity.');
      return {
        performerId: product.performerId,
        gross,
        sourceId: productId,
        record: async (t, transactionId) => {
          if (product.type === 'physical') await takeStock(repos.charges(t), productId, sale.quantity);
          await repos.charges(t).recordPurchaseOnce({ userId: buyer.userId, itemType: 'product', itemId: productId, price: product.price });
          await repos.orders(t).place({
            buyerId: buyer.userId,
            performerId: product.performerId,
            productId,
            productType: product.type,
            productName: product.name,
            quantity: sale.quantity,
            unitPrice: product.price,
            totalPrice: gross,
            status: product.type === 'digital' ? 'delivered' : 'processing',
            deliveryAddress: sale.deliveryAddress,
            transactionId,
          });
        },
      };
    });
    const placed = await repos.orders(deps.db).findByTransaction(paid.transactionId);
    if (!placed) throw notFound('This Idempotency-Key belongs to a charge without an order. Send a new key for a new purchase.');
    return { transactionId: paid.transactionId, balance: paid.balance, order: presentOrder(placed) };
  }

  /**
   * A tip; with `streamId`, a tip in that live session (stream-tips.ts): checked and written in the charge's
   * transaction (the session's chat line and tip total with the payment), announced after the commit.
   */
  async function tip(buyer: Buyer, performerId: string, body: TipBody, key?: string): Promise<ChargeResult> {
    const amount = toMinor(body.amount);
    const [min, max] = await Promise.all([deps.settings.get('minimumTipPrice'), deps.settings.get('maximumTipPrice')]);
    if (amount < toMinor(min) || amount > toMinor(max)) throw unprocessable(`A tip must be between ${plainUnits(min)} and ${plainUnits(max)}.`);
    if (performerId === buyer.userId) throw unprocessable('You cannot tip yourself.');
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'tip', itemId: performerId, reference: `tip:${performerId}`, key };
    let tipped: StreamTipped | undefined;
    const result = await charge(req, 'tip', async (tx) => {
      if (!(await isVisibleToBuyer(repos, tx, buyer, performerId))) throw performerMissing();
      const session = body.streamId ? await checkStreamTip(tx, buyer, performerId, body.streamId) : null;
      return {
        performerId,
        gross: amount,
        sourceId: null,
        record: session
          ? async (t) => {
              tipped = await recordStreamTip(t, session, buyer.userId, amount);
            }
          : undefined,
      };
    });
    if (tipped) deps.onStreamTip?.(tipped);
    return result;
  }

  /** The user's own purchases and tips, newest first unless the query asks otherwise. */
  async function search(userId: string, query: WalletChargesQuery): Promise<List<WalletChargeItem>> {
    const { rows, total } = await repos.earnings(deps.db).chargesOf(userId, { type: query.type }, toPage(query, chargeSortKeys, 'createdAt'));
    return {
      data: rows.map(({ earning: e, performer, itemTitle }) => ({
        _id: e.id,
        transactionId: e.transactionId,
        type: e.sourceType as EarningType,
        itemId: e.sourceType === 'tip' ? e.performerId : e.sourceId,
        itemTitle,
        performer: { _id: performer.id, name: performer.name, username: performer.username },
        amount: fromMinor(e.gross),
        createdAt: e.createdAt.toISOString(),
      })),
      total,
    };
  }

  return {
    purchase,
    purchaseProduct,
    tip,
    search,
    /**
     * A purchase of another module's item through the same transaction as every charge here: `check` runs inside
     * it (after an earlier charge with the request's key has been answered) and says who is paid how much; the
     * debit, the earning, `record` and the announcements follow. Live sessions sell their tickets through it.
     */
    sell: (req: ChargeRequest, check: (tx: Tx) => Promise<Sale>) => charge(req, 'purchase', check),
  };
}
export type WalletChargesService = ReturnType<typeof createWalletChargesService>;
