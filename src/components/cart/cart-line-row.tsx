// One cart line: picture, name, seller, price, quantity with - and +, remove, the line's total and why its
// last purchase failed (a too-low wallet comes with the way to top up).
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { formatPrice } from '@/lib/money';
import { profilePath } from '@/components/performers/profile-path';
import { productPath } from '@/components/product/product-rules';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { cartTotal, maxQuantity, type CartLine } from './cart-store';
import type { LineFailure } from './checkout';

export interface CartLineRowProps {
  line: CartLine;
  failure: LineFailure | undefined;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineRow({ line, failure, disabled, onQuantity, onRemove }: CartLineRowProps) {
  const { token, cssVar } = theme.useToken();
  const testId = `cart-line-${line.productId}`;
  const max = maxQuantity(line);
  const seller = line.performer.name || line.performer.username || 'Creator';
  return (
    <Flex vertical gap={8} data-testid={testId} data-quantity={line.quantity} style={{ paddingBlock: token.paddingSM }}>
      <Flex gap={12} align="flex-start">
        <img
          src={line.image}
          alt=""
          width={72}
          height={72}
          style={{ objectFit: 'cover', borderRadius: token.borderRadius, background: cssVar.colorFillTertiary, flex: 'none' }}
        />
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Link href={productPath(line.productId)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {line.name}
          </Link>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            by <Link href={profilePath({ _id: line.performer._id, username: line.performer.username })}>{seller}</Link>
          </Typography.Text>
          <Typography.Text type="secondary">
            {formatPrice(line.price)} each · {line.type === 'digital' ? 'Digital download' : 'Shipped to you'}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={8} align="center" justify="space-between" wrap>
        <Space.Compact>
          <Button icon={<MinusOutlined />} aria-label="One less" disabled={disabled || line.quantity <= 1} onClick={() => onQuantity(line.quantity - 1)} data-testid={`${testId}-minus`} />
          <Button disabled style={{ minWidth: 48, color: cssVar.colorText }} aria-live="polite" data-testid={`${testId}-quantity`}>
            {line.quantity}
          </Button>
          <Button icon={<PlusOutlined />} aria-label="One more" disabled={disabled || line.quantity >= max} onClick={() => onQuantity(line.quantity + 1)} data-testid={`${testId}-plus`} />
        </Space.Compact>
        <Flex gap={8} align="center">
          <Typography.Text strong data-testid={`${testId}-total`}>
            {formatPrice(cartTotal([line]))}
          </Typography.Text>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${line.name}`} disabled={disabled} onClick={onRemove} data-testid={`${testId}-remove`} />
        </Flex>
      </Flex>
      {failure?.kind === 'wallet-too-low' ? <TopUpHint message={failure.message} testId={`${testId}`} /> : null}
      {failure && failure.kind !== 'wallet-too-low' ? <Alert type="error" showIcon title={failure.message} data-testid={`${testId}-error`} /> : null}
    </Flex>
  );
}
