// The mark on money paid with the sandbox gateway's test cards (test mode): no real money stands behind it.
// Shown wherever a performer or an admin reads an amount that is partly or wholly test money.
import { Tag } from 'antd';
import { formatPrice } from '@/lib/money';

export const TEST_MONEY_EXPLAINED = 'Paid with the sandbox’s test cards (test mode): no real money stands behind it.';

/** Nothing for real money; "Test money" when all of `of` is, else how much of it is. */
export function TestMoneyTag({ test, of, testId }: { test: number; of: number; testId?: string }) {
  if (test <= 0) return null;
  return (
    // An antd preset colour follows the light and dark themes.
    <Tag color="orange" title={TEST_MONEY_EXPLAINED} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {test >= of ? 'Test money' : `${formatPrice(test)} test money`}
    </Tag>
  );
}
