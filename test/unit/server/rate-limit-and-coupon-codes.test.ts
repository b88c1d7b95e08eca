/** @jest-environment node */
// The 429's wait, said the way a person reads it, and generated coupon codes: only the unambiguous alphabet,
// every symbol of it in use (so each character carries its full 5 bits).
import { COUPON_CODE_ALPHABET, GENERATED_COUPON_CHARACTERS, generateCouponCode } from '@/contracts/payments';
import { AppError } from '@/server/http/errors';
import { describeWait, tooManyRequests } from '@/server/http/rate-limit';

describe('describeWait', () => {
  it.each([
    [0, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [600_000, '10 minutes'],
    [7_140_000, '119 minutes'],
    [7_199_000, '2 hours'],
    [7_200_001, '3 hours'],
  ])('%i ms is "%s"', (ms, text) => {
    expect(describeWait(ms)).toBe(text);
  });

  it('makes a 429 AppError that says what happened and how long to wait', () => {
    const error = tooManyRequests('You have tried many coupon codes in a short while.', 540_000);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('You have tried many coupon codes in a short while. Please wait 9 minutes and try again.');
  });
});

describe('generateCouponCode', () => {
  it('gives 12 characters of the alphabet in groups of four, using every symbol, never the same code twice', () => {
    const codes = Array.from({ length: 2000 }, generateCouponCode);
    const group = `[${COUPON_CODE_ALPHABET}]{4}`;
    const shape = new RegExp(`^${group}-${group}-${group}$`);
    expect(codes.filter((code) => !shape.test(code))).toEqual([]);
    expect(GENERATED_COUPON_CHARACTERS).toBe(12);
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(COUPON_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Math.log2(COUPON_CODE_ALPHABET.length) * GENERATED_COUPON_CHARACTERS).toBeGreaterThanOrEqual(60);
  });
});
