// The unread messages count on the rail's and the bottom bar's Messages entry (the header has no messages icon of
// its own) and the header's cart link: their counts and the words a screen reader hears, drawn without antd's
// theme code and @ant-design/icons' runtime (shell-icons.test.tsx compares the icons with antd's).
import '../../helpers/browser-globals';
import { screen, waitFor } from '@testing-library/react';
import type { CartLine } from '@/components/cart/cart-store';
import { resetCart } from '@/components/cart/use-cart';
import { HeaderCart } from '@/components/layout/header-counts';
import { BottomBar, SideRail } from '@/components/layout/site-nav';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { renderWithStore } from '../../helpers/render';

const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const line: CartLine = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 5, quantity: 2, performer, problem: null };

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  localStorage.clear();
  resetCart();
});
afterEach(() => api?.restore());

describe("the header's counts", () => {
  it.each([
    [0, 'Messages'],
    [3, 'Messages, 3 unread'],
    [120, 'Messages, 120 unread'],
  ])('the rail and the bar link Messages with %s unread', (unread, label) => {
    const state = fanState();
    renderWithStore(
      <>
        <SideRail />
        <BottomBar />
      </>,
      { state: { ...state, unreadMessages: { ...state.unreadMessages, total: unread } } },
    );
    for (const link of [screen.getByTestId('rail-messages'), screen.getByTestId('bar-messages')]) {
      expect(link).toHaveAttribute('href', '/messages');
      expect(Number(link.getAttribute('data-count') ?? 0)).toBe(unread);
      // jsdom's name computation puts a space between the label and its hidden count; browsers do not.
      expect(link).toHaveAccessibleName(label.replace(',', ' ,'));
      expect(link.querySelector('.anticon-message')).not.toBeNull();
    }
  });

  it.each([
    [[], 0, 'Cart, empty'],
    [[line], 2, 'Cart, 2 items'],
    [[{ ...line, quantity: 1 }], 1, 'Cart, 1 item'],
  ])('the cart link (%#)', async (lines, count, label) => {
    api = fakeApi({ 'GET /cart': ok({ lines, count, total: 0 }) });
    renderWithStore(<HeaderCart />, { state: fanState() });
    const link = screen.getByTestId('header-cart');
    expect(link).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(link).toHaveAttribute('data-count', String(count)));
    expect(link).toHaveAccessibleName(label);
    expect(link.querySelector('.anticon-shopping-cart')).not.toBeNull();
  });
});
