// Every order for the admin: filters from the address go to GET /admin/orders/search, Refund asks first,
// posts to the refund route, and a refusal shows the server's own sentence.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminOrdersPage, ORDER_REFUNDED } from '@/components/admin/admin-orders-page';
import type { Order } from '@/contracts/orders';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { orderFactory } from '../orders/fixtures';
import { postCalls, renderAsAdmin } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const order = (overrides: Partial<Order> = {}): Order =>
  orderFactory({
    _id: 'o-1',
    buyer: { _id: 'u-1', name: 'Fan One', username: 'fan1' },
    performer: { _id: 'p-1', name: 'Nova Star', username: 'nova' },
    productId: 'pr-1',
    productName: 'Signed poster',
    deliveryAddress: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  });

const posts = () => postCalls(api!);

function renderOrders(routes: Parameters<typeof fakeApi>[0], query: Record<string, string> = {}) {
  api = fakeApi(routes);
  renderAsAdmin(<AdminOrdersPage />, '/admin/orders', query);
}

async function refundAndConfirm(id: string) {
  fireEvent.click(await screen.findByTestId(`admin-order-refund-${id}`));
  expect(await screen.findByText('Refund this order?')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await act(async () => {
    fireEvent.click(screen.getByTestId(`admin-order-refund-confirm-${id}`));
  });
}

describe('admin orders', () => {
  it('sends the filters in the address and shows the orders', async () => {
    renderOrders({ 'GET /admin/orders/search': okList([order(), order({ _id: 'o-2', orderNumber: 'FS-1002', status: 'refunded' })]) }, { status: 'processing', q: 'poster' });
    const row = await screen.findByTestId('admin-order-row-o-1');
    expect(api!.calls[0].params).toMatchObject({ status: 'processing', q: 'poster' });
    expect(row).toHaveTextContent('FS-1001');
    expect(row).toHaveTextContent('Signed poster');
    expect(row).toHaveTextContent('$25.00');
    // A refunded order cannot be refunded again.
    expect(within(screen.getByTestId('admin-order-row-o-2')).queryByTestId('admin-order-refund-o-2')).toBeNull();
  });

  it('refunds after the confirm and reloads', async () => {
    let stored = order();
    renderOrders({
      'GET /admin/orders/search': () => okList([stored]),
      'POST /admin/orders/o-1/refund': () => {
        stored = order({ status: 'refunded', refundTransactionId: 't-2' });
        return ok(stored);
      },
    });
    await refundAndConfirm('o-1');
    expect(posts().map((c) => c.url)).toEqual(['/admin/orders/o-1/refund']);
    expect(await screen.findByText(ORDER_REFUNDED)).toBeInTheDocument();
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-order-refund-o-1')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const refusal = 'The performer has already been paid out this money, so the order cannot be refunded.';
    renderOrders({ 'GET /admin/orders/search': okList([order()]), 'POST /admin/orders/o-1/refund': fail(422, refusal) });
    await refundAndConfirm('o-1');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-refund-o-1')).toBeInTheDocument();
  });
});
