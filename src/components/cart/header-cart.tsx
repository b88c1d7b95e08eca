// The header's cart icon with the number of items in the cart; it follows changes made in other tabs too.
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, theme } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { useCart } from './use-cart';

export function HeaderCart() {
  const { token } = theme.useToken();
  const { count } = useCart();
  return (
    <LinkButton
      href="/cart"
      type="text"
      aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
      style={{ paddingInline: token.paddingXS }}
      data-testid="header-cart"
      data-count={count}
    >
      <Badge count={count} size="small" overflowCount={99}>
        <ShoppingCartOutlined style={{ fontSize: 18 }} />
      </Badge>
    </LinkButton>
  );
}
