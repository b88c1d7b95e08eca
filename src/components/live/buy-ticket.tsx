// Buying a live session's ticket (a group show's, or a public session's price on top of the subscription)
// from the wallet: the button names the price; the confirmation and the charge are wallet-purchase.tsx's.
import { Button } from 'antd';
import { formatPrice } from '@/lib/money';
import { useWalletPurchase } from '@/components/wallet/wallet-purchase';
import { useOnDemand } from '@/components/common/use-on-demand';
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
  // The confirmation (antd's Modal) is fetched on the first press, not with the page.
  const dialog = useOnDemand(() => import('@/components/wallet/wallet-purchase-dialog').then((m) => m.WalletPurchaseDialog));
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
      <Button
        type="primary"
        size="large"
        loading={dialog.loading}
        onClick={() => void dialog.load().then((ready) => ready && purchase.start())}
        data-testid="live-buy-ticket"
      >
        {ticketLabel(price)}
      </Button>
      {dialog.Component ? (
        <dialog.Component
          purchase={purchase}
          title="Buy a ticket"
          price={price}
          question={`Pay ${formatPrice(price)} from your wallet to watch “${title}”? Your balance is ${formatPrice(balance)}.`}
          tooLowMessage={TICKET_TOO_LOW}
          testId="live-ticket"
        />
      ) : null}
    </>
  );
}
