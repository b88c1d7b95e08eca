// Changing a pending payout request's amount or note (PUT /payout-requests/{id}). The request already holds
// its amount, so it may grow up to what is available plus what it holds (real money only while real payments are on).
import { Alert, Button, Flex, Form, Skeleton } from 'antd';
import type { PayoutRequestItem } from '@/contracts/payouts';
import { useSave } from '@/components/common/use-save';
import { useResource } from '@/hooks/use-resource';
import { notifySuccess } from '@/lib/notify';
import { payoutService } from '@/services/payout.api';
import { addUnits, unitsLeft } from '@/lib/money';
import { PayoutFields, usePayoutDraft } from './payout-fields';
import { requestable } from './payout-rules';

export const PAYOUT_UPDATED = 'Payout request updated';
export const PAYOUT_UPDATE_FAILED = 'Could not update the payout request, please try again later';

export interface PayoutEditFormProps {
  item: PayoutRequestItem;
  onSaved: (item: PayoutRequestItem) => void;
  onClose: () => void;
}

export function PayoutEditForm({ item, onSaved, onClose }: PayoutEditFormProps) {
  const calculation = useResource(() => payoutService.calculate(), 'calculate');
  const payout = usePayoutDraft({ amount: item.amount, note: item.requestNote });
  const { draft } = payout;
  const { saving, run } = useSave(PAYOUT_UPDATE_FAILED);

  if (calculation.error) return <Alert type="error" showIcon title={calculation.error} />;
  if (!calculation.value) return <Skeleton active paragraph={{ rows: 2 }} />;

  const calc = calculation.value;
  // While real payments are on, only real money counts: what is available and what the request holds, less their test money.
  const held = calc.testMoneyPayable ? item.amount : unitsLeft(item.amount, item.testFunded);
  const limits = { minimum: calc.minimumPayoutAmount, available: addUnits(requestable(calc), held) };

  async function save() {
    const amount = payout.amountToSend(limits);
    if (amount === null) return;
    const note = draft.note.trim();
    const body = {
      ...(amount !== item.amount ? { amount } : {}),
      ...(note !== item.requestNote ? { requestNote: note } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    await run(async () => {
      const { data } = await payoutService.update(item._id, body);
      notifySuccess(PAYOUT_UPDATED);
      onSaved(data);
    });
  }

  return (
    <Form layout="vertical" onFinish={() => void save()} data-testid="payout-edit-form">
      <PayoutFields {...payout.fieldProps(limits, 'payout-edit')} />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="payout-edit-save">
          Save changes
        </Button>
        <Button onClick={onClose} disabled={saving} data-testid="payout-edit-close">
          Keep as it is
        </Button>
      </Flex>
    </Form>
  );
}
