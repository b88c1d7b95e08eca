// Buying a live session's ticket (a group show's, or a public session's price on top of the subscription)
// from the wallet: the button names the price; the confirmation and the charge are wallet-purchase.tsx's.
import { Button } from 'antd';
import { formatPrice } from '@/lib/money';
import { useWalletPurchase } from '@/components/wallet/wallet-purchase';
import { WalletPurchaseDialog } from '@/components/wallet/wallet-purchase-dialog';
import { notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';

export const TICKET_FAILED = 'Could not buy the ticket, please try again';
export const TICKET_TOO_LOW = 'Your wallet balance is too low for this ticket.';

/** "Buy ticket – $12.00" */
export const ticketLabel = (price: number) => `Buy ticket – ${formatPrice(price)}`;

export function BuyTicket({ streamId, price, title, onBought }: { streamId: string; price: number; title: string; onBought: () => void }) {
  const balance = useAppSelector(selectBalance);
  const purchase = useWalletPurchase({
    pay: (key) => streamingService.buy(streamId, key),
    failed: TICKET_FAILED,
    onPaid: () => {
      notifySuccess('Ticket bought: enjoy the show');
      onBought();
    },
  });

  return (
    <>
      <Button type="primary" size="large" onClick={purchase.start} data-testid="live-buy-ticket">
        {ticketLabel(price)}
      </Button>
      <WalletPurchaseDialog
        purchase={purchase}
        title="Buy a ticket"
        price={price}
        question={`Pay ${formatPrice(price)} from your wallet to watch “${title}”? Your balance is ${formatPrice(balance)}.`}
        tooLowMessage={TICKET_TOO_LOW}
        testId="live-ticket"
      />
    </>
  );
}
