// /wallet: the balance (kept live by the server's pushes) and adding money to it.
import { WalletOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import { formatPrice } from '@/lib/money';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { TopUpForm } from './top-up-form';

export function WalletBalance() {
  const { token, cssVar } = theme.useToken();
  const balance = useAppSelector(selectBalance);
  return (
    <Flex align="center" gap={12}>
      <WalletOutlined style={{ fontSize: 32, color: cssVar.colorPrimary }} aria-hidden />
      <Flex vertical>
        <Typography.Text type="secondary">Wallet balance</Typography.Text>
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading3 }} data-testid="wallet-balance">
          {formatPrice(balance)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

export function WalletPage() {
  return (
    <TitledPage title="Wallet" maxWidth={560}>
      <PlainCard size="small">
        <WalletBalance />
      </PlainCard>
      <PlainCard size="small" title="Top up">
        <Typography.Paragraph type="secondary">
          Add money to your wallet to unlock posts, videos and galleries and to tip creators.
        </Typography.Paragraph>
        <TopUpForm />
      </PlainCard>
      <Flex gap={16} wrap>
        <Link href="/user/wallet-transaction" className="fs-tap" data-testid="wallet-link-charges">
          Wallet transactions
        </Link>
        <Link href="/user/payment-history" className="fs-tap" data-testid="wallet-link-payments">
          Payment history
        </Link>
      </Flex>
    </TitledPage>
  );
}
