// Buying a live session's ticket (a group show's, or a public session's price on top of the subscription)
// from the wallet: the button names the price, a confirmation shows it with the balance (and a way to top up
// when the balance is short), and one charge goes out per confirmation, its Idempotency-Key kept across a retry.
import { Alert, Button, Flex, Modal, Typography, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { formatPrice } from '@/components/performers/price';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { isWalletTooLow, newActionKey } from '@/components/wallet/wallet-money';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.service';

export const TICKET_FAILED = 'Could not buy the ticket, please try again';
export const TICKET_TOO_LOW = 'Your wallet balance is too low for this ticket.';

/** "Buy ticket – $12.00" */
export const ticketLabel = (price: number) => `Buy ticket – ${formatPrice(price)}`;

/** Already paid (another tab, or an earlier answer that got lost) is as good as paid now. */
const isAlreadyPaid = (e: unknown) => typeof e === 'object' && e !== null && (e as { statusCode?: unknown }).statusCode === 409;

export function BuyTicket({ streamId, price, title, onBought }: { streamId: string; price: number; title: string; onBought: () => void }) {
  const balance = useAppSelector(selectBalance);
  const [open, setOpen] = useState(false);
  const [buying, setBuying] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef('');
  const short = tooLow || balance < price;

  function start() {
    key.current = newActionKey();
    setTooLow(false);
    setProblem(null);
    setOpen(true);
  }

  function paid() {
    setOpen(false);
    notifySuccess('Ticket bought: enjoy the show');
    onBought();
  }

  async function buy() {
    setBuying(true);
    setProblem(null);
    try {
      await streamingService.buy(streamId, key.current);
      paid();
    } catch (e) {
      if (isAlreadyPaid(e)) paid();
      else if (isWalletTooLow(e)) setTooLow(true);
      else setProblem(errorMessageOr(e, TICKET_FAILED));
    } finally {
      setBuying(false);
    }
  }

  return (
    <>
      <Button type="primary" size="large" onClick={start} data-testid="live-buy-ticket">
        {ticketLabel(price)}
      </Button>
      <Modal
        open={open}
        title="Buy a ticket"
        onCancel={() => setOpen(false)}
        okText={`Pay ${formatPrice(price)}`}
        onOk={() => void buy()}
        confirmLoading={buying}
        okButtonProps={{ disabled: short, 'data-testid': 'live-ticket-confirm' } as ButtonProps}
        cancelButtonProps={{ 'data-testid': 'live-ticket-cancel' } as ButtonProps}
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="live-ticket-dialog">
          <Typography.Text data-testid="live-ticket-question">
            Pay {formatPrice(price)} from your wallet to watch “{title}”? Your balance is {formatPrice(balance)}.
          </Typography.Text>
          {short ? <TopUpHint message={TICKET_TOO_LOW} testId="live-ticket" /> : null}
          {problem ? <Alert type="error" showIcon title={problem} data-testid="live-ticket-problem" /> : null}
        </Flex>
      </Modal>
    </>
  );
}
