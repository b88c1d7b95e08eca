// The commission split (docs/business-rules.md "Money: the ground rules"): round-half-up platform share, the rest to
// the performer, in whole minor units, with 0 % and 100 % as valid rates.
import { split } from '@/server/modules/wallet-charges/commission';

describe('split', () => {
  it('takes 20 % of a round amount', () => {
    expect(split(1000, 2000)).toEqual({ platformShare: 200, net: 800 });
  });

  it('rounds half a cent up for the platform and gives the performer the rest', () => {
    // 995 × 20 % = 199 exactly; 5 × 10 % = 0.5 → 1; 15 × 10 % = 1.5 → 2; 4 × 12.5 % = 0.5 → 1.
    expect(split(995, 2000)).toEqual({ platformShare: 199, net: 796 });
    expect(split(5, 1000)).toEqual({ platformShare: 1, net: 4 });
    expect(split(15, 1000)).toEqual({ platformShare: 2, net: 13 });
    expect(split(4, 1250)).toEqual({ platformShare: 1, net: 3 });
  });

  it('rounds below half a cent down', () => {
    // 999 × 15 % = 149.85 → 150; 333 × 15 % = 49.95 → 50; 1001 × 0.01 % = 0.1001 → 0.
    expect(split(999, 1500)).toEqual({ platformShare: 150, net: 849 });
    expect(split(333, 1500)).toEqual({ platformShare: 50, net: 283 });
    expect(split(1001, 1)).toEqual({ platformShare: 0, net: 1001 });
    expect(split(14, 1000)).toEqual({ platformShare: 1, net: 13 });
    expect(split(4, 1000)).toEqual({ platformShare: 0, net: 4 });
  });

  it('gives the performer everything at 0 % and nothing at 100 %', () => {
    expect(split(995, 0)).toEqual({ platformShare: 0, net: 995 });
    expect(split(995, 10_000)).toEqual({ platformShare: 995, net: 0 });
    expect(split(0, 2000)).toEqual({ platformShare: 0, net: 0 });
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
