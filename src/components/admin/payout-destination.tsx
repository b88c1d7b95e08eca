// Where a payout's money goes: the queue shows the method only, and the full bank details or PayPal address
// only after an explicit Reveal (each reveal is in the audit log). They live in this row's state alone, so
// they are gone once the admin hides them or leaves the page.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import dynamic from 'next/dynamic';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import type { PayoutDestination, PayoutRequestItem } from '@/contracts/payouts';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { adminMoneyService } from '@/services/admin-money.api';

export const methodLabels: Record<PayoutRequestItem['paymentAccountType'], string> = { bank_transfer: 'Bank transfer', paypal: 'PayPal' };
const REVEAL_FAILED = 'Could not reveal where this payout goes, please try again later';

// The details come with antd's copyable text (its copy button and feedback), loaded at the first Reveal.
const Details = dynamic(() => import('./payout-destination-details').then((m) => m.PayoutDestinationDetails));

export function PayoutDestinationCell({ payout }: { payout: PayoutRequestItem }) {
  const [destination, setDestination] = useState<PayoutDestination | null>(null);
  const [busy, setBusy] = useState(false);
  const id = payout._id;
  // Finished requests keep their method only: nothing is left to send.
  const revealable = payout.status === 'pending' || payout.status === 'approved';

  async function reveal() {
    setBusy(true);
    try {
      setDestination((await adminMoneyService.revealPayout(id)).data);
    } catch (e) {
      notifyError(errorMessageOr(e, REVEAL_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={4} align="flex-start" style={{ maxWidth: 320, overflowWrap: 'anywhere' }} data-testid={`admin-payout-destination-${id}`}>
      <Typography.Text>{methodLabels[payout.paymentAccountType]}</Typography.Text>
      {!revealable ? null : destination ? (
        <>
          <Details destination={destination} />
          <Button size="small" icon={<EyeInvisibleOutlined />} onClick={() => setDestination(null)} data-testid={`admin-payout-hide-${id}`}>
            Hide
          </Button>
        </>
      ) : (
        <Button size="small" icon={<EyeOutlined />} loading={busy} onClick={() => void reveal()} data-testid={`admin-payout-reveal-${id}`}>
          Reveal
        </Button>
      )}
    </Flex>
  );
}
