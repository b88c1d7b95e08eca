// The header's cart icon with the number of items in the cart; it follows changes made in other tabs too.
// The count is a plain badge (count-badge.tsx): antd's Badge would load with every page.
import { ShoppingCartOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { CountBadge } from '@/components/layout/count-badge';
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
      <CountBadge count={count}>
        <ShoppingCartOutlined style={{ fontSize: 18 }} />
      </CountBadge>
    </LinkButton>
  );
}
