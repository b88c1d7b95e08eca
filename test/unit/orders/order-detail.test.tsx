// One order: the buyer sees status, shipping code and delivery address, changes the address while the
// order is processing and downloads a digital product; the seller moves the status along with the shipping
// code, and when the API refuses a move its sentence is what they read.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OrderDetail } from '@/components/orders/order-detail';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { ADDRESS_ID, addressFactory } from '../addresses/fixtures';
import { ORDER_ID, orderFactory, PRODUCT_ID } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const office = addressFactory({ name: 'Office', country: 'GB', state: '', city: 'London', streetAddress: '2 High St', zipCode: 'N1 1AA' });

function renderOrder(side: 'buyer' | 'seller') {
  const path = side === 'buyer' ? '/user/orders/[id]' : '/creator/my-order/[id]';
  renderWithStore(<OrderDetail side={side} />, { state: fanState({ isPerformer: side === 'seller' }), router: fakeRouter(path, { id: ORDER_ID }) });
}

describe('the buyer', () => {
  it('sees the order and changes its delivery address while it is processing', async () => {
    const moved = orderFactory({ deliveryAddress: { recipientName: 'Fan One', phone: '', country: 'GB', state: '', city: 'London', streetAddress: '2 High St', zipCode: 'N1 1AA' } });
    api = fakeApi({
      [`GET /orders/${ORDER_ID}`]: ok(orderFactory()),
      'GET /addresses/search': okList([office]),
      [`PUT /orders/${ORDER_ID}/update/delivery-address`]: ok(moved),
    });
    renderOrder('buyer');
    expect(await screen.findByTestId(`order-status-${ORDER_ID}`)).toHaveTextContent('Processing');
    expect(screen.getByTestId('order-delivery-address')).toHaveTextContent('1 Main St');
    expect(screen.getByTestId('order-shipping-code-value')).toHaveTextContent('—');
    expect(screen.queryByTestId('order-status-select')).toBeNull();

    await click(screen.getByTestId('order-change-address'));
    await screen.findByText(/Office: Fan One/);
    await click(screen.getByTestId('order-address-save'));
    await waitFor(() => expect(screen.getByTestId('order-delivery-address')).toHaveTextContent('2 High St'));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ addressId: ADDRESS_ID });
  });

  it('reads the API’s refusal when the order shipped meanwhile', async () => {
    const refusal = 'The delivery address can only change while the order is processing: it has just been sent.';
    api = fakeApi({
      [`GET /orders/${ORDER_ID}`]: ok(orderFactory()),
      'GET /addresses/search': okList([office]),
      [`PUT /orders/${ORDER_ID}/update/delivery-address`]: fail(422, refusal),
    });
    renderOrder('buyer');
    await click(await screen.findByTestId('order-change-address'));
    await screen.findByText(/Office: Fan One/);
    await click(screen.getByTestId('order-address-save'));
    expect(await screen.findByTestId('order-address-problem')).toHaveTextContent(refusal);
  });

  it('cannot change the address once shipped, and sees the shipping code', async () => {
    api = fakeApi({ [`GET /orders/${ORDER_ID}`]: ok(orderFactory({ status: 'shipping', shippingCode: 'TRACK-42' })) });
    renderOrder('buyer');
    expect(await screen.findByTestId('order-shipping-code-value')).toHaveTextContent('TRACK-42');
    expect(screen.queryByTestId('order-change-address')).toBeNull();
  });

  it('downloads a digital product through its short-lived link', async () => {
    api = fakeApi({
      [`GET /orders/${ORDER_ID}`]: ok(orderFactory({ productType: 'digital', status: 'delivered', deliveryAddress: null, quantity: 1 })),
      [`GET /performer-assets/products/${PRODUCT_ID}/download-link`]: ok({ downloadLink: '/api/files/private/book.pdf?sig=1', fileName: 'book.pdf', expiresAt: '2026-03-04T10:05:00.000Z' }),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderOrder('buyer');
    await click(await screen.findByTestId('order-download'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    clicked.mockRestore();
    expect(screen.queryByTestId('order-delivery-address')).toBeNull();
    expect(screen.queryByTestId('order-change-address')).toBeNull();
  });

  it('says the order is not available when the API does not show it', async () => {
    api = fakeApi({ [`GET /orders/${ORDER_ID}`]: fail(404, 'Order not found') });
    renderOrder('buyer');
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
  });
});

describe('the seller', () => {
  const chooseStatus = async (label: string) => {
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order status' }));
    });
    await click(await screen.findByTitle(label));
  };

  it('ships an order with its shipping code', async () => {
    api = fakeApi({
      [`GET /orders/${ORDER_ID}`]: ok(orderFactory()),
      [`PUT /orders/${ORDER_ID}/update`]: (call) => ok(orderFactory({ status: 'shipping', shippingCode: (call.body as { shippingCode: string }).shippingCode })),
    });
    renderOrder('seller');
    await screen.findByTestId('order-status-select');
    expect(screen.getByTestId('order-shipping-code')).toBeDisabled();
    await chooseStatus('Shipping');
    fireEvent.change(screen.getByTestId('order-shipping-code'), { target: { value: ' TRACK-42 ' } });
    await click(screen.getByTestId('order-save'));

    await waitFor(() => expect(screen.getByTestId(`order-status-${ORDER_ID}`)).toHaveTextContent('Shipping'));
    expect(screen.getByTestId('order-shipping-code-value')).toHaveTextContent('TRACK-42');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'shipping', shippingCode: 'TRACK-42' });
  });

  it('asks for the shipping code before sending', async () => {
    api = fakeApi({ [`GET /orders/${ORDER_ID}`]: ok(orderFactory()) });
    renderOrder('seller');
    await screen.findByTestId('order-status-select');
    await chooseStatus('Shipping');
    await click(screen.getByTestId('order-save'));
    expect(screen.getByTestId('order-save-problem')).toHaveTextContent('The shipping code cannot be empty');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the API’s sentence when a move is not allowed', async () => {
    const refusal = 'An order that is processing can only move to shipping.';
    api = fakeApi({ [`GET /orders/${ORDER_ID}`]: ok(orderFactory()), [`PUT /orders/${ORDER_ID}/update`]: fail(422, refusal) });
    renderOrder('seller');
    await screen.findByTestId('order-status-select');
    await chooseStatus('Delivered');
    await click(screen.getByTestId('order-save'));
    expect(await screen.findByTestId('order-save-problem')).toHaveTextContent(refusal);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivered' });
    expect(screen.getByTestId(`order-status-${ORDER_ID}`)).toHaveTextContent('Processing');
  });
});
