// The queries of a wallet charge: what every charge reads first (its idempotency key's earlier posting, the
// buyer's wallet, the commission), a tip's performer and the product stock a sale takes. Each runs on the connection it is given, so a
// charge passes its transaction and every statement stays inside it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { PLATFORM_COMMISSION, codeOf } from '../ledger/ledger-accounts';
import type { Viewer } from '../performers/performer-visibility';
import { visibleTo } from '../performers/performer-visibility.repo';
import { performers } from '../performers/performers.table';
import { products } from '../products/products.table';
import { settings } from '../settings/settings.table';
import { users } from '../users/users.table';

/** What every charge reads first (chargeState). Amounts in minor units. */
export interface ChargeState {
  /** The ledger transaction already written under the request's idempotency key, if any. */
  earlier: { id: string; reference: string | null } | null;
  /** The buyer's balance as the client reads it (users.balance). */
  cachedBalance: number;
  /** The buyer's wallet account, null when it was never funded. Read without a lock: the sale's debit applies only while it still holds this. */
  wallet: { accountId: string; balance: number; test: number } | null;
  /** The platform's commission account, null until the first sale with a commission opens it. */
  platformAccountId: string | null;
  /** The stored (unparsed) site setting performerCommission, undefined when none is stored. */
  commissionSetting: unknown;
}

/** Who is charged, and under which key: what chargeState and chargeStateColumns read by. */
export interface ChargeStateKey {
  buyerId: string;
  walletCode: string;
  /** The user-scoped idempotency key, null when none was sent. */
  ledgerKey: string | null;
}

/**
 * What chargeState reads, as columns any SELECT can carry (scalar subqueries on unique keys): a purchase adds
 * them to the read of its item, so one statement answers both. They name their tables by aliases of their
 * own, so they never meet the outer query's.
 */
export function chargeStateColumns({ buyerId, walletCode, ledgerKey }: ChargeStateKey) {
  const wallet = (column: string) => sql.raw(`(select w.${column} from ledger_accounts w where w.code = `);
  return {
    stateCachedBalance: sql<number>`(select b.balance from users b where b.id = ${buyerId})`.mapWith(Number),
    stateWalletId: sql<string | null>`${wallet('id')}${walletCode})`,
    stateWalletBalance: sql<number | null>`${wallet('balance')}${walletCode})`.mapWith(Number),
    stateWalletTest: sql<number | null>`${wallet('test_balance')}${walletCode})`.mapWith(Number),
    stateEarlierId: sql<string | null>`(select t.id from ledger_transactions t where t.idempotency_key = ${ledgerKey})`,
    stateEarlierReference: sql<string | null>`(select t.reference from ledger_transactions t where t.idempotency_key = ${ledgerKey})`,
    statePlatformAccountId: sql<string | null>`(select house.id from ledger_accounts house where house.code = ${codeOf(PLATFORM_COMMISSION)})`,
    stateCommissionSetting: sql<unknown>`(select s.value from settings s where s.key = 'performerCommission')`.mapWith(settings.value),
  };
}
export type ChargeStateColumns = ReturnType<typeof chargeStateColumns>;

/**
 * chargeStateColumns for a statement prepared once: the key as the placeholders 'stateBuyerId',
 * 'stateWalletCode' and 'stateLedgerKey', which chargeStateValuesOf binds.
 */
export const chargeStatePlaceholders = (): ChargeStateColumns =>
  chargeStateColumns({
    buyerId: sql.placeholder('stateBuyerId') as unknown as string,
    walletCode: sql.placeholder('stateWalletCode') as unknown as string,
    ledgerKey: sql.placeholder('stateLedgerKey') as unknown as string,
  });

/** What chargeStatePlaceholders' placeholders are bound to for `key`. */
export const chargeStateValuesOf = (key: ChargeStateKey) => ({ stateBuyerId: key.buyerId, stateWalletCode: key.walletCode, stateLedgerKey: key.ledgerKey });
export type ChargeStateRow = { [K in keyof ChargeStateColumns]: ChargeStateColumns[K]['_']['type'] };

/** The charge state out of a row that carried chargeStateColumns. */
export function chargeStateOf(row: ChargeStateRow): ChargeState {
  return {
    earlier: row.stateEarlierId ? { id: row.stateEarlierId, reference: row.stateEarlierReference } : null,
    cachedBalance: row.stateCachedBalance ?? 0,
    wallet: row.stateWalletId ? { accountId: row.stateWalletId, balance: row.stateWalletBalance ?? 0, test: row.stateWalletTest ?? 0 } : null,
    platformAccountId: row.statePlatformAccountId,
    commissionSetting: row.stateCommissionSetting ?? undefined,
  };
}

export function createWalletChargesRepo(db: DbOrTx) {
  return {
    /** The buyer's wallet, an earlier charge with the same key, the platform's account and the site's commission: one statement. */
    async chargeState(key: ChargeStateKey): Promise<ChargeState> {
      const [row] = await db.select(chargeStateColumns(key)).from(sql`(select 1) as one`);
      return chargeStateOf(row);
    },
    /** The performer as a tip sees them (visible to the buyer acting as a fan, their own commission), and the charge's state. */
    async performerForSale(
      buyer: Viewer & { userId: string },
      performerId: string,
      state: ChargeStateColumns,
    ): Promise<{ found: { visibleToBuyer: boolean; commissionOverride: number | null }; state: ChargeState } | null> {
      const [row] = await db
        .select({ visibleToBuyer: sql<boolean>`(${visibleTo({ ...buyer, isAdmin: false })})`.mapWith(Boolean), commissionOverride: performers.commissionBasisPoints, ...state })
        .from(users)
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(eq(users.id, performerId))
        .limit(1);
      return row ? { found: { visibleToBuyer: row.visibleToBuyer, commissionOverride: row.commissionOverride }, state: chargeStateOf(row) } : null;
    },
    /** The wallet balance the client reads (minor units), or null when there is no such user. */
    async walletBalanceOf(userId: string): Promise<number | null> {
      const [buyer] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).limit(1);
      return buyer ? buyer.balance : null;
    },
    /** The performer's row as far as commission goes: undefined when there is no performer, null override when none is set. */
    async commissionOverrideOf(performerId: string): Promise<{ override: number | null } | undefined> {
      const [row] = await db.select({ override: performers.commissionBasisPoints }).from(performers).where(eq(performers.userId, performerId)).limit(1);
      return row;
    },
    /** The stored (unparsed) site setting performerCommission, undefined when none is stored. */
    async performerCommissionSetting(): Promise<unknown> {
      const [setting] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'performerCommission')).limit(1);
      return setting?.value;
    },
    /** Takes `quantity` items in one conditional update; false when fewer were left (nothing taken). */
    async takeStockIfLeft(productId: string, quantity: number): Promise<boolean> {
      const [taken] = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), gte(products.stock, quantity)))
        .returning({ stock: products.stock });
      return Boolean(taken);
    },
    /** The product's stock now, 0 when unknown. */
    async stockOf(productId: string): Promise<number> {
      const [now] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return now?.stock ?? 0;
    },
  };
}
export type WalletChargesRepo = ReturnType<typeof createWalletChargesRepo>;
