// The platform's share of a sale (docs/business-rules.md "Money: the ground rules"): a performer's own override when an
// admin set one (0 % included), else the site's performerCommission. Shares are whole minor units.
import { settingDefaults, settingSchemas } from '@/contracts/settings';
import { basisPointsFromPercent } from '@/lib/money';
import type { DbOrTx } from '../../db/client';
import type { RepoOn } from './charge-repos';
import type { WalletChargesRepo } from './wallet-charges.repo';

export const FULL_BASIS_POINTS = 10_000;

export interface Split {
  platformShare: number;
  net: number;
}

/** round-half-up(gross × bp / 10000) for the platform, the rest for the performer; integers in, integers out. */
export function split(gross: number, basisPoints: number): Split {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`A gross amount is whole minor units, not ${gross}.`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > FULL_BASIS_POINTS) throw new RangeError(`Commission is 0 to 10000 basis points, not ${basisPoints}.`);
  const platformShare = Math.floor((gross * basisPoints + FULL_BASIS_POINTS / 2) / FULL_BASIS_POINTS);
  return { platformShare, net: gross - platformShare };
}

/** The basis points a sale is split by: the performer's own override when an admin set one (0 included), else the site's setting. */
export function basisPointsOf(override: number | null, storedSetting: unknown): number {
  if (override !== null) return override;
  const parsed = settingSchemas.performerCommission.safeParse(storedSetting);
  return basisPointsFromPercent(parsed.success ? parsed.data : settingDefaults.performerCommission);
}

export function createCommission(deps: { db: DbOrTx; chargesRepo: RepoOn<WalletChargesRepo> }) {
  return {
    /**
     * Basis points the platform keeps of `performerId`'s sales. A purchase passes its transaction as `db`: every
     * read then stays on that one connection, so concurrent purchases never wait on the pool while holding locks.
     */
    async commissionFor(performerId: string, db: DbOrTx = deps.db): Promise<number> {
      const repo = deps.chargesRepo(db);
      const row = await repo.commissionOverrideOf(performerId);
      if (row && row.override !== null) return row.override;
      return basisPointsOf(null, await repo.performerCommissionSetting());
    },
  };
}
export type Commission = ReturnType<typeof createCommission>;
