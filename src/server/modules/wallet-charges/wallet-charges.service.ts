// Spending the wallet (docs/business-rules.md "Wallet and purchases"): each charge is one database transaction holding
// the checks, the conditional debit through the ledger, the purchase record and the earning, so a failure
// anywhere leaves nothing behind and a race can never spend the same money twice.
import type { List } from '@/contracts/common';
import type { ProductChargeBody, ProductChargeResult } from '@/contracts/orders';
import { chargeSortKeys, type ChargeKind, type ChargeResult, type EarningType, type TipBody, type WalletChargeItem, type WalletChargesQuery } from '@/contracts/wallet';
import { fromMinor, plainUnits, toMinor } from '@/lib/money';
import type { Db, Tx } from '../../db/client';
import { rightAway, type AfterAnswer } from '../../http/after-answer';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Sold } from '../earnings/sale-mails';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../ledger/ledger-accounts';
import { InsufficientFunds, houseAccountId, settlePosting } from '../ledger/ledger.service';
import type { Viewer } from '../performers/performer-visibility';
import { presentOrder } from '../orders/orders.presenter';
import type { SettingsService } from '../settings/settings.service';
import { ledgerKeyOf, replayOf, type ChargeRequest } from './charge-replay';
import type { ChargeRepos } from './charge-repos';
import { chargeStateColumns, type ChargeState, type ChargeStateKey } from './wallet-charges.repo';
import { basisPointsOf, split, type Commission } from './commission';
import type { BalanceChanged } from '../ledger/balance-events';
import { checkProductSale, productMissing, takeStock } from './product-sale';
import { SaleNotWritten, writeSale } from './sale-statement.repo';
import { createSaleItemReader, nounOf, readProductSale } from './sale-items.repo';
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
  /** The performer's own commission in basis points, read with the item; null: the site's applies. */
  commissionOverride: number | null;
  /**
   * The purchased_items row the sale leaves, written with the payment. With `alreadyBought` the buyer must not
   * hold it yet: the unique row is the last word when two purchases of the same item race past the checks.
   */
  purchase?: { itemType: string; itemId: string; price: number; alreadyBought?: string };
  /** Writes what else was bought, in the charge's transaction, once the ledger holds the payment. */
  record?: (tx: Tx, transactionId: string) => Promise<void>;
}

/** The sale of one item bought once (`price` in minor units), refused as `alreadyBought` when the buyer holds it. */
export function oneTimeSale(sale: {
  performerId: string;
  itemType: string;
  itemId: string;
  price: number;
  alreadyBought: string;
  commissionOverride: number | null;
}): Sale {
  const { performerId, itemType, itemId, price, alreadyBought, commissionOverride } = sale;
  return { performerId, gross: price, sourceId: itemId, commissionOverride, purchase: { itemType, itemId, price, alreadyBought } };
}

/**
 * A charge's checks in two steps, so that its first statement reads the item and the charge's own state
 * together: `read` runs that statement, with the charge's state for `key` among its columns (chargeStateColumns,
 * or chargeStatePlaceholders in a prepared statement); `decide` runs the checks on what it found (null: no such
 * item), once an earlier charge with the request's key was answered.
 */
export interface SaleCheck<Found> {
  read: (tx: Tx, key: ChargeStateKey) => Promise<{ found: Found; state: ChargeState } | null>;
  decide: (found: Found | null, tx: Tx) => Promise<Sale> | Sale;
}

const performerMissing = () => notFound('This performer does not exist or is not available.');

/**
 * How many times a charge starts again when its sale was not written (SaleNotWritten: the wallet, the key or
 * the item changed between the read and the write). A key used or an item bought meanwhile is answered by the
 * next read (a replay, a 409); each attempt after a moved wallet follows a change some other request of the
 * same buyer committed, so a burst of n purchases by one buyer needs at most n attempts; the bound only stops a
 * charge that would chase a wallet which never stops moving.
 */
const ATTEMPTS = 100;

export function createWalletChargesService(deps: {
  db: Db;
  /** Every repository a charge uses, made on its transaction. */
  repos: ChargeRepos;
  commission: Commission;
  settings: Pick<SettingsService, 'get'>;
  onBalanceChanged?: BalanceChangedHook;
  /**
   * After a new charge commits (never on a replay): where the sale emails go. Called through the charge's
   * AfterAnswer, so a route's mails (and their lookups) wait until the buyer has the answer.
   */
  onSold?: (sale: Sold) => void;
  /** After a tip sent in a live session commits (never on a replay): the stream chat pushes it to the session's room. */
  onStreamTip?: (tip: StreamTipped) => void;
}) {
  const { repos } = deps;
  const readSaleItem = createSaleItemReader(deps.db);

  /**
   * One charge, one database transaction of few statements (docs/money.md "How a purchase is written"):
   * 1. `check.read`: the item (its performer's visibility, the buyer's earlier purchase, the commission
   *    override) and the charge's state (an earlier charge with the same key, answered as it was; the
   *    buyer's wallet; the platform's account; the site's commission) in one statement; then the checks;
   * 2. writeSale: the ledger transaction, its entries, the conditional debit, the earnings credit, the
   *    earnings row and the purchase record in one statement, all or nothing;
   * then `record` for what only some sales write (an order), and the commit. Without `record` the sale is the
   * last statement and its COMMIT goes with it (db/pipelined-transactions.ts). A sale not written because
   * something changed since the read starts the charge again from the read, which then sees what changed.
   */
  async function charge<Found>(req: ChargeRequest, ledgerKind: string, check: SaleCheck<Found>, after: AfterAnswer = rightAway): Promise<ChargeResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await chargeOnce(req, ledgerKind, check, after);
      } catch (error) {
        if (!(error instanceof SaleNotWritten) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  async function chargeOnce<Found>(req: ChargeRequest, ledgerKind: string, check: SaleCheck<Found>, after: AfterAnswer): Promise<ChargeResult> {
    let change = 0;
    let newBalance = 0;
    let sold: Sold | undefined;
    let result: ChargeResult;
    try {
      result = await deps.db.transaction(async (tx) => {
        const chargesRepo = repos.charges(tx);
        const buyerWallet = walletOf(req.buyerId);
        const key: ChargeStateKey = { buyerId: req.buyerId, walletCode: codeOf(buyerWallet), ledgerKey: ledgerKeyOf(req) ?? null };
        const read = await check.read(tx, key);
        // No such item: the state is read on its own, for a replay of a charge whose item is gone since.
        const state = read?.state ?? (await chargesRepo.chargeState(key));
        // A key seen before answers what it answered then, before any check: the item is bought by now.
        if (state.earlier) return replayOf(req, state.earlier, state.cachedBalance);
        const sale = await check.decide(read?.found ?? null, tx);
        const basisPoints = basisPointsOf(sale.commissionOverride, state.commissionSetting);
        const { platformShare, net } = split(sale.gross, basisPoints);
        // Read without a lock: the debit below applies only while the wallet still holds exactly this, and is
        // conditional on not going below zero whatever the wallet holds.
        const wallet = state.wallet ?? { accountId: '', balance: 0, test: 0 };
        if (wallet.balance < sale.gross) throw new InsufficientFunds(codeOf(buyerWallet));
        // A 0 % or 100 % commission leaves one side with nothing: the ledger takes no zero entries. The wallet
        // spends its test money first; what it spent is shared out at the sale's own commission.
        const lines = settlePosting(
          {
            kind: ledgerKind,
            lines: [
              { account: buyerWallet, amount: -sale.gross, test: 'test-first' as const },
              { account: earningsOf(sale.performerId), amount: net, test: (spent: number) => split(spent, basisPoints).net },
              { account: PLATFORM_COMMISSION, amount: platformShare, test: (spent: number) => split(spent, basisPoints).platformShare },
            ].filter((l) => l.amount !== 0),
          },
          wallet,
        );
        const testOf = (code: string) => lines.find((l) => l.code === code)?.test ?? 0;
        const platformAccountId = platformShare === 0 ? null : (state.platformAccountId ?? (await houseAccountId(tx, PLATFORM_COMMISSION)));
        const written = await writeSale(tx, {
          kind: ledgerKind,
          idempotencyKey: ledgerKeyOf(req) ?? null,
          reference: req.reference,
          buyerId: req.buyerId,
          wallet,
          lines,
          platformAccountId,
          earning: {
            performerId: sale.performerId,
            userId: req.buyerId,
            sourceType: req.type,
            sourceId: sale.sourceId,
            gross: sale.gross,
            platformShare,
            net,
            testGross: -testOf(codeOf(buyerWallet)),
            testNet: testOf(codeOf(earningsOf(sale.performerId))),
            commissionBasisPoints: basisPoints,
          },
          purchase: sale.purchase
            ? { itemType: sale.purchase.itemType, itemId: sale.purchase.itemId, price: sale.purchase.price, once: sale.purchase.alreadyBought !== undefined }
            : null,
          last: !sale.record,
        });
        // Nothing may throw from here on for a sale sent as the last statement: its COMMIT is already on its way.
        await sale.record?.(tx, written.transactionId);
        change = -sale.gross;
        newBalance = written.balance;
        sold = { type: req.type, transactionId: written.transactionId, buyerId: req.buyerId, performerId: sale.performerId, gross: sale.gross, net, ...(req.message ? { message: req.message } : {}) };
        return { transactionId: written.transactionId, balance: fromMinor(newBalance), type: req.type, itemId: req.itemId };
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw unprocessable(WALLET_TOO_LOW);
      throw error;
    }
    // After the commit: the balance socket event at once; the sale emails once the answer is out.
    if (change !== 0) deps.onBalanceChanged?.(req.buyerId, newBalance, change);
    const { onSold } = deps;
    const committed = sold;
    if (committed && onSold) after(() => onSold(committed));
    return result;
  }

  /** `after` runs the sale emails (by default at once; a route passes afterAnswerOf its answer). */
  async function purchase(buyer: Buyer, kind: ChargeKind, itemId: string, key?: string, after?: AfterAnswer): Promise<ChargeResult> {
    const noun = nounOf[kind];
    const missing = () => notFound(`This ${noun} does not exist or is no longer available.`);
    const req: ChargeRequest = { buyerId: buyer.userId, type: kind, itemId, reference: `${kind}:${itemId}`, key };
    return charge(req, 'purchase', {
      read: (tx, key) => readSaleItem(kind, tx, buyer, itemId, key),
      decide: (item) => {
        if (!item || !item.isOut) throw missing();
        if (item.performerId === buyer.userId) throw unprocessable(`You cannot buy your own ${noun}.`);
        if (item.onlyFor !== undefined && item.onlyFor !== buyer.userId) throw missing();
        if (!item.visibleToBuyer) throw missing();
        if (item.access !== 'sale' || item.price === null) throw unprocessable(`This ${noun} is not for sale.`);
        const alreadyBought = `You already bought this ${noun}.`;
        if (item.alreadyBought) throw conflict(alreadyBought);
        return oneTimeSale({ performerId: item.performerId, itemType: kind, itemId, price: item.price, alreadyBought, commissionOverride: item.commissionOverride });
      },
    }, after);
  }

  /**
   * A product may be bought again and again: each purchase is an order (delivered at once when digital,
   * processing when physical). The purchased_items row, written once, lets the buyer download a digital one.
   */
  async function purchaseProduct(buyer: Buyer, productId: string, body: ProductChargeBody, key?: string, after?: AfterAnswer): Promise<ProductChargeResult> {
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'product', itemId: productId, reference: `product:${productId}`, key };
    const paid = await charge(req, 'purchase', {
      read: (tx, key) => readProductSale(tx, buyer, productId, body.addressId, chargeStateColumns(key)),
      decide: (read) => {
        const product = read?.product;
        if (!read || !product || product.status !== 'active' || product.moderation !== 'visible') throw productMissing();
        if (product.performerId === buyer.userId) throw unprocessable('You cannot buy your own product.');
        if (!read.visibleToBuyer) throw productMissing();
        const sale = checkProductSale(read, body);
        const gross = product.price * sale.quantity;
        if (!Number.isSafeInteger(gross)) throw unprocessable('This order is too large: lower the quantity.');
        return {
          performerId: product.performerId,
          gross,
          sourceId: productId,
          commissionOverride: read.commissionOverride,
          // Written once, kept when bought again: it lets the buyer download a digital product.
          purchase: { itemType: 'product', itemId: productId, price: product.price },
          record: async (t, transactionId) => {
            if (product.type === 'physical') await takeStock(repos.charges(t), productId, sale.quantity);
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
      },
    }, after);
    const placed = await repos.orders(deps.db).findByTransaction(paid.transactionId);
    if (!placed) throw notFound('This Idempotency-Key belongs to a charge without an order. Send a new key for a new purchase.');
    return { transactionId: paid.transactionId, balance: paid.balance, order: presentOrder(placed) };
  }

  /**
   * A tip; with `streamId`, a tip in that live session (stream-tips.ts): checked and written in the charge's
   * transaction (the session's chat line and tip total with the payment), announced after the commit.
   */
  async function tip(buyer: Buyer, performerId: string, body: TipBody, key?: string, after?: AfterAnswer): Promise<ChargeResult> {
    const amount = toMinor(body.amount);
    const [min, max] = await Promise.all([deps.settings.get('minimumTipPrice'), deps.settings.get('maximumTipPrice')]);
    if (amount < toMinor(min) || amount > toMinor(max)) throw unprocessable(`A tip must be between ${plainUnits(min)} and ${plainUnits(max)}.`);
    if (performerId === buyer.userId) throw unprocessable('You cannot tip yourself.');
    const req: ChargeRequest = { buyerId: buyer.userId, type: 'tip', itemId: performerId, reference: `tip:${performerId}`, key, message: body.message || undefined };
    let tipped: StreamTipped | undefined;
    const result = await charge(req, 'tip', {
      read: (tx, key) => repos.charges(tx).performerForSale(buyer, performerId, chargeStateColumns(key)),
      decide: async (performer, tx) => {
        if (!performer?.visibleToBuyer) throw performerMissing();
        const session = body.streamId ? await checkStreamTip(tx, buyer, performerId, body.streamId) : null;
        return {
          performerId,
          gross: amount,
          sourceId: null,
          commissionOverride: performer.commissionOverride,
          record: session
            ? async (t) => {
                tipped = await recordStreamTip(t, session, buyer.userId, amount);
              }
            : undefined,
        };
      },
    }, after);
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
    sell: <Found>(req: ChargeRequest, check: SaleCheck<Found>, after?: AfterAnswer) => charge(req, 'purchase', check, after),
  };
}
export type WalletChargesService = ReturnType<typeof createWalletChargesService>;
