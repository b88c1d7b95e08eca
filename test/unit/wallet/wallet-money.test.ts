// The small money rules behind the wallet forms: amounts in range with whole cents, and what a coupon takes off.
import { amountProblem, couponPrice, isWalletTooLow, newActionKey } from '@/components/wallet/wallet-money';

describe('amountProblem', () => {
  it('accepts amounts within the limits, ends included', () => {
    for (const v of [2.95, 10, 99.99, 300]) expect(amountProblem(v, 2.95, 300)).toBeNull();
  });

  it('names the limits for amounts outside them, and refuses blanks and fractions of a cent', () => {
    expect(amountProblem(2.94, 2.95, 300)).toBe('The amount must be between $2.95 and $300.00');
    expect(amountProblem(300.01, 2.95, 300)).toBe('The amount must be between $2.95 and $300.00');
    expect(amountProblem(null, 2.95, 300)).toBe('Enter the amount');
    expect(amountProblem(10.005, 2.95, 300)).toBe('The amount can have at most two decimals');
    expect(amountProblem(5, 10, 100, 'The tip')).toBe('The tip must be between $10.00 and $100.00');
  });
});

describe('couponPrice', () => {
  it('takes the percentage off, half a cent rounding up like the server', () => {
    expect(couponPrice(20, 20)).toEqual({ discount: 4, toPay: 16 });
    expect(couponPrice(10.05, 10)).toEqual({ discount: 1.01, toPay: 9.04 });
    expect(couponPrice(3.33, 15)).toEqual({ discount: 0.5, toPay: 2.83 });
    expect(couponPrice(12, 100)).toEqual({ discount: 12, toPay: 0 });
  });
});

it('makes a new key for every action', () => {
  const keys = new Set(Array.from({ length: 20 }, newActionKey));
  expect(keys.size).toBe(20);
});

it('recognises the wallet-too-low answer only', () => {
  expect(isWalletTooLow({ statusCode: 422, message: 'Your wallet balance is too low for this purchase. Top up your wallet first.' })).toBe(true);
  expect(isWalletTooLow({ statusCode: 422, message: 'This item is not for sale.' })).toBe(false);
  expect(isWalletTooLow({ statusCode: 500, message: 'balance is too low' })).toBe(false);
  expect(isWalletTooLow(null)).toBe(false);
});
