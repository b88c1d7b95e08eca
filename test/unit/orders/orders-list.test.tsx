// The buyer's orders and the seller's sales: rows with product, the other party, quantity, total, status
// and date, from the right route, with the status filter and search kept in the address.
import '../../helpers/browser-globals';
import { screen, within } from '@testing-library/react';
import { OrdersList } from '@/components/orders/orders-list';
import { fakeApi, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { ORDER_ID, orderFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

it('lists the buyer’s orders with the seller, quantity, total, status and date', async () => {
  api = fakeApi({ 'GET /orders/users/search': okList([orderFactory(), orderFactory({ _id: 'o-2', productType: 'digital', status: 'delivered', quantity: 1, totalPrice: 4, productName: 'E-book' })]) });
  renderWithStore(<OrdersList side="buyer" />, { state: fanState(), router: fakeRouter('/user/orders') });

  const row = await screen.findByTestId(`order-row-${ORDER_ID}`);
  expect(row).toHaveTextContent('Signed mug');
  expect(row).toHaveTextContent('#FS-1001');
  expect(row).toHaveTextContent('Zoe');
  expect(row).toHaveTextContent('$25.00');
  expect(row).toHaveTextContent('Mar 4, 2026');
  expect(within(row).getByTestId(`order-status-${ORDER_ID}`)).toHaveTextContent('Processing');
  expect(within(row).getByTestId(`order-link-${ORDER_ID}`)).toHaveAttribute('href', `/user/orders/${ORDER_ID}`);
  expect(screen.getByTestId('order-status-o-2')).toHaveTextContent('Delivered');
});

it('asks the seller’s route with the filters from the address and names the buyer', async () => {
  api = fakeApi({ 'GET /orders/search': okList([orderFactory({ status: 'shipping', shippingCode: 'TRACK-1' })]) });
  renderWithStore(<OrdersList side="seller" />, { state: fanState({ isPerformer: true }), router: fakeRouter('/creator/my-order', { status: 'shipping', q: 'mug', current: '2' }) });

  const row = await screen.findByTestId(`order-row-${ORDER_ID}`);
  expect(row).toHaveTextContent('Fan One');
  expect(within(row).getByTestId(`order-link-${ORDER_ID}`)).toHaveAttribute('href', `/creator/my-order/${ORDER_ID}`);
  expect(api.calls[0].params).toMatchObject({ status: 'shipping', q: 'mug', current: '2' });
  expect(api.calls.some((c) => c.url === '/orders/users/search')).toBe(false);
});
