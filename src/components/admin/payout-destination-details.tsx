// A payout's destination once revealed: the PayPal address, or the bank details line by line, each with a copy
// button (antd's copyable text).
import { Flex, Typography } from 'antd';
import type { PayoutDestination } from '@/contracts/payouts';

export function PayoutDestinationDetails({ destination }: { destination: PayoutDestination }) {
  if (destination.paypalEmail) return <Typography.Text copyable>{destination.paypalEmail}</Typography.Text>;
  const bank = destination.bank;
  if (!bank) return null;
  const lines: [string, string][] = [
    ['Account holder', bank.accountHolderName],
    ['Bank', `${bank.bankName} (${bank.bankCountry})`],
    ['Account number', bank.accountNumber],
    ['Routing number', bank.routingNumber],
    ['SWIFT', bank.swiftCode],
  ];
  return (
    <Flex vertical>
      {lines
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Typography.Text key={label}>
            <Typography.Text type="secondary">{label}: </Typography.Text>
            <Typography.Text copyable>{value}</Typography.Text>
          </Typography.Text>
        ))}
    </Flex>
  );
}
