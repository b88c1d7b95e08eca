// The confirmation of a wallet purchase (wallet-purchase.tsx holds its state and the charge): the price, the
// balance, the way to top up when it is short, and the problem when the charge failed. In a file of its own so
// the pages with a buy button load its dialog only when the button is first pressed.
import { Alert, Flex, Modal, type ButtonProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { TopUpHint } from './top-up-hint';
import type { WalletPurchase } from './wallet-purchase';

/** The confirmation of a wallet purchase. Test ids: `${testId}-confirm`, -cancel, -dialog, -question, -problem. */
export function WalletPurchaseDialog({
  purchase,
  title,
  price,
  question,
  tooLowMessage,
  testId,
}: {
  purchase: WalletPurchase;
  title: string;
  price: number;
  question: ReactNode;
  tooLowMessage: string;
  testId: string;
}) {
  const balance = useAppSelector(selectBalance);
  const short = purchase.tooLow || balance < price;
  return (
    <Modal
      open={purchase.open}
      title={title}
      onCancel={purchase.cancel}
      okText={`Pay ${formatPrice(price)}`}
      onOk={() => void purchase.buy()}
      confirmLoading={purchase.buying}
      okButtonProps={{ disabled: short, 'data-testid': `${testId}-confirm` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid={`${testId}-dialog`}>
        <Typography.Text data-testid={`${testId}-question`}>{question}</Typography.Text>
        {short ? <TopUpHint message={tooLowMessage} testId={testId} /> : null}
        {purchase.problem ? <Alert type="error" showIcon title={purchase.problem} data-testid={`${testId}-problem`} /> : null}
      </Flex>
    </Modal>
  );
}
