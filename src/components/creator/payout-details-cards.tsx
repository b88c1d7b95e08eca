// The two cards where a creator says where payouts go: the bank details and the payout method.
import { Card } from 'antd';
import { BankingForm, type OwnPerformerFormProps } from './banking-form';
import { PayoutForm } from './payout-form';

export function PayoutDetailsCards({ performer, apply }: OwnPerformerFormProps) {
  return (
    <>
      <Card size="small" title="Bank details">
        <BankingForm performer={performer} apply={apply} />
      </Card>
      <Card size="small" title="Payout method">
        <PayoutForm performer={performer} apply={apply} />
      </Card>
    </>
  );
}
