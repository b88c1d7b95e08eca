// The commission split (docs/business-rules.md "Money: the ground rules"): round-half-up platform share, the rest to
// the performer, in whole minor units, with 0 % and 100 % as valid rates.
import { split } from '@/server/modules/wallet-charges/commission';

describe('split', () => {
  /** [gross, rate in basis points, platform share, net], all in whole minor units. */
  type Split = [number, number, number, number];
  it.each<[string, Split[]]>([
    ['takes 20 % of a round amount', [[1000, 2000, 200, 800]]],
    // 995 × 20 % = 199 exactly; 5 × 10 % = 0.5 → 1; 15 × 10 % = 1.5 → 2; 4 × 12.5 % = 0.5 → 1.
    ['rounds half a cent up for the platform and gives the performer the rest', [[995, 2000, 199, 796], [5, 1000, 1, 4], [15, 1000, 2, 13], [4, 1250, 1, 3]]],
    // 999 × 15 % = 149.85 → 150; 333 × 15 % = 49.95 → 50; 1001 × 0.01 % = 0.1001 → 0.
    ['rounds below half a cent down', [[999, 1500, 150, 849], [333, 1500, 50, 283], [1001, 1, 0, 1001], [14, 1000, 1, 13], [4, 1000, 0, 4]]],
    ['gives the performer everything at 0 % and nothing at 100 %', [[995, 0, 0, 995], [995, 10_000, 995, 0], [0, 2000, 0, 0]]],
  ])('%s', (_title, splits) => {
    for (const [gross, bp, platformShare, net] of splits) expect(split(gross, bp)).toEqual({ platformShare, net });
  });

  it('always adds up to the gross', () => {
    for (let gross = 0; gross < 2000; gross += 7) {
      for (const bp of [0, 1, 999, 2000, 3333, 5000, 9999, 10_000]) {
        const { platformShare, net } = split(gross, bp);
        expect(platformShare + net).toBe(gross);
        expect(Number.isInteger(platformShare) && platformShare >= 0 && net >= 0).toBe(true);
      }
    }
  });

  it('refuses fractional or negative amounts and rates out of range', () => {
    expect(() => split(9.5, 2000)).toThrow(RangeError);
    expect(() => split(-1, 2000)).toThrow(RangeError);
    expect(() => split(100, -1)).toThrow(RangeError);
    expect(() => split(100, 10_001)).toThrow(RangeError);
    expect(() => split(100, 20.5)).toThrow(RangeError);
  });
});
