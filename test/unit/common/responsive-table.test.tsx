// Tables on a phone: every column's value stays on screen, each row a card labelled with the column titles
// (the primary column heading it, the buttons at the bottom), with the table's paging, sorting and empty text;
// a wider screen keeps a table drawn as antd's (plain-table.tsx). Checked on the payment history, the admin's
// orders and the creator's videos.
import '../../helpers/browser-globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminOrdersPage } from '@/components/admin/admin-orders-page';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { PaymentTransactionItem } from '@/contracts/payments';
import { MyVideos } from '@/components/video/my-videos';
import { PaymentHistoryList } from '@/components/wallet/payment-history-list';
import { formatDate } from '@/lib/format-date';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { fakePhoneWidth } from '../../helpers/phone-width';
import { orderFactory } from '../orders/fixtures';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { MIA_ID, videoFactory } from '../../helpers/content-fixtures';
import { currentUserFactory, verifiedPerformerFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
let phone: ReturnType<typeof fakePhoneWidth> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  phone?.restore();
  phone = undefined;
});

/** The card's value under the label `title`. */
function field(card: HTMLElement, title: string) {
  const label = within(card).getByText(title, { selector: 'dt' });
  return label.nextElementSibling as HTMLElement;
}

const labels = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((dt) => dt.textContent);

const payment: PaymentTransactionItem = {
  _id: 'pay-1',
  type: 'top-up',
  purpose: 'top-up',
  subscriptionType: null,
  performer: null,
  gateway: 'sandbox',
  status: 'pending',
  amount: 16,
  credit: 16,
  couponCode: null,
  testMode: false,
  expiresAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

// One physical order, as the admin's list shows it.
const order = orderFactory({
  _id: 'o-1',
  buyer: { _id: 'u-1', name: 'Fan One', username: 'fan1' },
  performer: { _id: 'p-1', name: 'Nova Star', username: 'nova' },
  productId: 'pr-1',
  productName: 'Signed poster',
  deliveryAddress: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
});

function renderOrders() {
  api = fakeApi({ 'GET /admin/orders/search': okList([order]) });
  const router = fakeRouter('/admin/orders');
  renderWithStore(<AdminOrdersPage />, { user: currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] }), router });
  return router;
}

describe('on a phone', () => {
  beforeEach(() => {
    phone = fakePhoneWidth();
  });

  it('shows a payment as a card with what it paid for, the amount, its status and when its checkout expires', async () => {
    api = fakeApi({ 'GET /payment/transactions/user/search': okList([payment]) });
    renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history') });
    const card = await screen.findByTestId('payment-history-row');
    expect(card.tagName).toBe('LI');
    expect(document.querySelector('table')).toBeNull();
    expect(card).toHaveTextContent('Wallet top-up');
    expect(labels(card)).toEqual(['Amount']);
    const amount = field(card, 'Amount');
    expect(within(amount).getByTestId('payment-amount')).toHaveTextContent('$16.00');
    expect(within(amount).getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(amount).toHaveTextContent(`expires${formatDate(payment.expiresAt!)}`);
  });

  it('shows an order with every column, its buyer and seller too, and Refund at the bottom', async () => {
    renderOrders();
    const card = await screen.findByTestId('admin-order-row-o-1');
    expect(card.tagName).toBe('LI');
    expect(document.querySelector('table')).toBeNull();
    expect(card.querySelector('[data-column="orderNumber"]')).toHaveTextContent('FS-1001');
    expect(labels(card)).toEqual(['Product', 'Buyer', 'Seller', 'Total', 'Status', 'Ordered']);
    expect(field(card, 'Product')).toHaveTextContent('Signed poster');
    expect(field(card, 'Buyer')).toHaveTextContent('Fan One (@fan1)');
    expect(field(card, 'Seller')).toHaveTextContent('Nova Star (@nova)');
    expect(field(card, 'Total')).toHaveTextContent('$25.00');
    expect(field(card, 'Status')).toHaveTextContent('Processing');
    expect(field(card, 'Ordered')).toHaveTextContent(formatDate(order.createdAt));
    // The button is the card's last part, after every value.
    const refund = within(card).getByTestId('admin-order-refund-o-1');
    expect(card.lastElementChild).toContainElement(refund);
  });

  it('offers the sortable columns in a picker, which sorts as the table headers do', async () => {
    const router = renderOrders();
    await screen.findByTestId('admin-order-row-o-1');
    const picker = screen.getByTestId('table-list-sort') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Default order', 'Total, ascending', 'Total, descending', 'Ordered, ascending', 'Ordered, descending']);
    await act(async () => {
      fireEvent.change(picker, { target: { value: picker.options[2].value } });
    });
    expect(router.push).toHaveBeenCalledWith({ pathname: '/admin/orders', query: expect.objectContaining({ sortBy: 'totalPrice', sort: 'desc' }) }, undefined, { shallow: true });
  });

  it('shows a video with its access, status, views and upload date, and edit and delete', async () => {
    const video = videoFactory({ _id: 'v-1', title: 'Morning run', access: 'subscribers', status: 'active', stats: { views: 1234, likes: 0, comments: 0, bookmarks: 0 } });
    api = fakeApi({ 'GET /performer/performer-assets/videos/search': ok({ data: [video], total: 1 }) });
    const mia = verifiedPerformerFactory({ _id: MIA_ID, username: 'mia' });
    renderWithStore(<MyVideos />, { user: mia, router: fakeRouter('/creator/my-video') });
    const card = await screen.findByTestId('my-video-row');
    expect(card.tagName).toBe('LI');
    expect(card).toHaveAttribute('data-video-id', 'v-1');
    expect(document.querySelector('table')).toBeNull();
    expect(within(card).getByTestId('my-video-title')).toHaveTextContent('Morning run');
    expect(labels(card)).toEqual(['Access', 'Status', 'Processing', 'Views', 'Uploaded']);
    expect(field(card, 'Access')).toHaveTextContent('Subscribers');
    expect(field(card, 'Status')).toHaveTextContent('Shown');
    expect(field(card, 'Views')).toHaveTextContent('1234');
    expect(field(card, 'Uploaded')).toHaveTextContent(formatDate(video.createdAt));
    expect(card.lastElementChild).toContainElement(within(card).getByTestId('my-video-edit'));
    expect(card.lastElementChild).toContainElement(within(card).getByTestId('my-video-delete'));
  });

  it('pages through rows it holds itself, says when there are none, and shows the table’s loading state', async () => {
    type Row = { id: string; name: string };
    const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
    const onChange = jest.fn();
    const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
    const { rerender, container } = render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={{ pageSize: 5 }} onChange={onChange} />);
    // The first list holds the cards, the pager's comes after it.
    const cards = () => within(screen.getAllByRole('list')[0]).getAllByRole('listitem').map((li) => li.textContent);
    expect(cards()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3', 'Row 4']);
    await act(async () => {
      fireEvent.click(screen.getByTitle('3'));
    });
    expect(cards()).toEqual(['Row 10', 'Row 11']);
    expect(onChange.mock.calls[0][0]).toMatchObject({ current: 3, pageSize: 5 });

    rerender(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={[]} loading locale={{ emptyText: 'Nothing here yet.' }} />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
  });
});

describe('on a desktop', () => {
  it('keeps a table, one column per value', async () => {
    renderOrders();
    const row = await screen.findByTestId('admin-order-row-o-1');
    expect(row.tagName).toBe('TR');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['Order', 'Buyer', 'Seller', 'Total', 'Ordered']));
    expect(within(row).getAllByRole('cell')).toHaveLength(8);
    expect(screen.queryByTestId('table-list-sort')).toBeNull();
  });
});
