// /cart: the lines in the fan's cart (kept on the server, read again when the page opens so another session's
// changes show), the total and the wallet balance, a delivery address when anything physical is in it, and
// "Pay from wallet", which has the server buy each line as its own order (src/components/cart/checkout.ts).
// Bought lines leave the cart; failed ones stay with their reason. All bought: off to the orders.
import { ShoppingOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Divider, Empty, Flex, Row, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { AddressPicker } from '@/components/addresses/address-picker';
import { LinkButton } from '@/components/common/link-button';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import { formatPrice } from '@/lib/money';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { WALLET_TOO_LOW_HINT } from '@/components/wallet/buy-words';
import { errorMessageOr } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { cartService } from '@/services/cart.api';
import { CartLineRow } from './cart-line-row';
import { needsAddress } from './cart-store';
import { CHECKOUT_FAILED, checkoutProblem, createCheckoutKeys, runCheckout, type LineFailure } from './checkout';
import { useCart } from './use-cart';

export const ORDERS_PATH = '/user/orders';

function partialMessage(bought: number, failed: number): string {
  if (!bought) return failed === 1 ? 'The item could not be bought: see why below.' : 'Nothing could be bought: see why below.';
  return `${bought} bought, ${failed} could not be: see why below.`;
}

export function CartPage() {
  const router = useRouter();
  const cart = useCart();
  const balance = useAppSelector(selectBalance);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, LineFailure>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // Kept for the page's life: paying again after a lost answer sends the same keys (no double charge).
  const keys = useRef(createCheckoutKeys());
  const physical = needsAddress(cart.lines);
  const chooseAddress = useCallback((id: string | null) => setAddressId(id), []);
  const { available, reload } = cart;
  useEffect(() => {
    if (available) void reload();
  }, [available, reload]);

  const forgetFailure = (productId: string) =>
    setFailures((current) => {
      const { [productId]: _dropped, ...rest } = current;
      return rest;
    });

  async function pay() {
    const blocked = checkoutProblem(cart.lines, physical ? addressId : null);
    setProblem(blocked);
    if (blocked) return;
    setPaying(true);
    try {
      const outcome = await runCheckout({ lines: cart.lines, addressId: physical ? addressId : null, keys: keys.current, checkout: cartService.checkout });
      cart.replace(outcome.cart);
      setFailures(outcome.failures);
      const failed = Object.keys(outcome.failures).length;
      if (!failed) {
        notifySuccess(outcome.bought.length === 1 ? 'Thank you! Your order is placed.' : 'Thank you! Your orders are placed.');
        void router.push(ORDERS_PATH);
      } else {
        notifyError(partialMessage(outcome.bought.length, failed));
      }
    } catch (e) {
      // No answer: nothing is known to be bought. Paying again sends the same key, so nothing is bought twice.
      notifyError(errorMessageOr(e, CHECKOUT_FAILED));
    } finally {
      setPaying(false);
    }
  }

  if (!cart.loaded) {
    return (
      <TitledPage title="Cart" maxWidth={960}>
        {cart.error ? (
          <ResultOnDemand status="error" title={cart.error} extra={<Button onClick={() => void cart.reload()}>Try again</Button>} data-testid="cart-load-error" />
        ) : (
          <PlainCard>
            <Skeleton active paragraph={{ rows: 3 }} />
          </PlainCard>
        )}
      </TitledPage>
    );
  }

  return (
    <TitledPage title="Cart" maxWidth={960}>
      {!cart.lines.length ? (
        <PlainCard data-testid="cart-empty">
          <Empty description="Your cart is empty.">
            <LinkButton href="/performers" type="primary" icon={<ShoppingOutlined />}>
              Find something to buy
            </LinkButton>
          </Empty>
        </PlainCard>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={15}>
            <PlainCard size="small" data-testid="cart-lines">
              {cart.lines.map((line, i) => (
                <Fragment key={line.productId}>
                  {i ? <Divider style={{ margin: 0 }} /> : null}
                  <CartLineRow
                    line={line}
                    failure={failures[line.productId] ?? (line.problem ? { kind: 'sold-out', message: line.problem } : undefined)}
                    disabled={paying}
                    onQuantity={(quantity) => {
                      forgetFailure(line.productId);
                      void cart.setQuantity(line.productId, quantity);
                    }}
                    onRemove={() => {
                      forgetFailure(line.productId);
                      void cart.remove([line.productId]);
                    }}
                  />
                </Fragment>
              ))}
            </PlainCard>
          </Col>
          <Col xs={24} md={9}>
            <PlainCard size="small" title="Summary">
              <Flex vertical gap={12}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text>Total ({cart.count} {cart.count === 1 ? 'item' : 'items'})</Typography.Text>
                  <Typography.Text strong data-testid="cart-total">
                    {formatPrice(cart.total)}
                  </Typography.Text>
                </Flex>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text type="secondary">
                    <WalletOutlined /> Wallet balance
                  </Typography.Text>
                  <Typography.Text data-testid="cart-balance">{formatPrice(balance)}</Typography.Text>
                </Flex>
                {balance < cart.total ? <TopUpHint message={WALLET_TOO_LOW_HINT} testId="cart" /> : null}
                {physical ? (
                  <Flex vertical gap={4}>
                    <Flex justify="space-between" gap={8} wrap>
                      <Typography.Text strong>Deliver to</Typography.Text>
                      <Link href="/user/addresses" data-testid="cart-manage-addresses">
                        Manage addresses
                      </Link>
                    </Flex>
                    <AddressPicker value={addressId} onChange={chooseAddress} testId="cart-address-select" />
                  </Flex>
                ) : null}
                {problem ? <Alert type="error" showIcon title={problem} data-testid="cart-problem" /> : null}
                <Button type="primary" size="large" block icon={<WalletOutlined />} loading={paying} onClick={() => void pay()} data-testid="cart-checkout">
                  Pay {formatPrice(cart.total)} from wallet
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Each item is bought as its own order at the price it has when you pay.
                </Typography.Text>
              </Flex>
            </PlainCard>
          </Col>
        </Row>
      )}
    </TitledPage>
  );
}
