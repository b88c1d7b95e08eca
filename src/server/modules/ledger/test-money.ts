// Test money: what the sandbox gateway pays in. The sandbox behaves like Stripe's test mode (anyone can pay
// with its test card), so the money it brings in is not real and must never leave the platform as a real
// payout without someone seeing it. Every ledger entry carries the part of its amount that is test money; the
// mark follows the money through wallets into earnings and payout requests (docs/money.md "Test money").
import type { GatewayName } from '../payments/payment-gateway';
import type { AccountRef } from './ledger-accounts';

/** The gateway whose payments are test money. */
export const TEST_MONEY_GATEWAY: GatewayName = 'sandbox';

export const paysTestMoney = (gateway: string): boolean => gateway === TEST_MONEY_GATEWAY;

/** Money entering or leaving through the sandbox's outside account is test money, whole, whatever posted it. */
export const isTestMoneySource = (account: AccountRef): boolean => account.kind === 'outside' && account.name === TEST_MONEY_GATEWAY;

/** The posting's lines with all of their money marked as test money (a payment through the sandbox). */
export const asTestMoney = <L extends { amount: number }>(lines: readonly L[]): (L & { test: number })[] => lines.map((l) => ({ ...l, test: l.amount }));
