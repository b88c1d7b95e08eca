// The two cards where a creator says where payouts go: the bank details and the payout method.
import { PlainCard } from '@/components/layout/plain-card';
import { BankingForm, type OwnPerformerFormProps } from './banking-form';
import { PayoutForm } from './payout-form';

export function PayoutDetailsCards({ performer, apply }: OwnPerformerFormProps) {
  return (
    <>
      <PlainCard size="small" title="Bank details">
        <BankingForm performer={performer} apply={apply} />
      </PlainCard>
      <PlainCard size="small" title="Payout method">
        <PayoutForm performer={performer} apply={apply} />
      </PlainCard>
    </>
  );
}
