// Coupons for the admin: create with the contract's rules, edit sending only what changed, delete after a
// confirm, and the server's refusal shown as it said it.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminCouponsPage, COUPON_CREATED, COUPON_DELETED, COUPON_SAVED } from '@/components/admin/admin-coupons-page';
import { toLocalInput } from '@/components/admin/coupon-values';
import { COUPON_CODE_ALPHABET, type AdminCoupon } from '@/contracts/payments';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const NEXT_YEAR = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 30, 12, 0)).toISOString();
const coupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  _id: 'c-1',
  code: 'SUMMER-10',
  percentage: 10,
  expiresAt: NEXT_YEAR,
  maxUses: 50,
  usedCount: 3,
  status: 'active',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

const sent = (method: string) => api!.calls.filter((c) => c.method === method);

function renderCoupons(routes: Parameters<typeof fakeApi>[0]) {
  api = fakeApi({ 'GET /admin/coupons': okList([coupon()]), ...routes });
  renderWithStore(<AdminCouponsPage />, { user: admin, router: fakeRouter('/admin/coupons') });
}

async function save(modal: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(modal).getByTestId('admin-coupon-save'));
  });
}

describe('admin coupons', () => {
  it('lists coupons with their uses', async () => {
    renderCoupons({});
    const row = await screen.findByTestId('admin-coupon-row-c-1');
    expect(row).toHaveTextContent('SUMMER-10');
    expect(row).toHaveTextContent('10 %');
    expect(row).toHaveTextContent('3 / 50');
  });

  it('creates a coupon only with valid fields, and posts them', async () => {
    renderCoupons({ 'POST /admin/coupons': (call: FakeCall) => ok(coupon({ _id: 'c-2', ...(call.body as object) })) });
    await screen.findByTestId('admin-coupon-row-c-1');
    fireEvent.click(screen.getByTestId('admin-coupon-create'));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByTestId('admin-coupon-code'), { target: { value: 'bad code!' } });
    await save(modal);
    expect(await within(modal).findByText('Coupon codes are letters, digits and dashes')).toBeInTheDocument();
    expect(await within(modal).findByText('Choose when the coupon expires')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    fireEvent.change(within(modal).getByTestId('admin-coupon-code'), { target: { value: 'WINTER-25' } });
    fireEvent.change(within(modal).getByTestId('admin-coupon-percentage'), { target: { value: '25' } });
    fireEvent.change(within(modal).getByTestId('admin-coupon-expires'), { target: { value: toLocalInput(NEXT_YEAR) } });
    await save(modal);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0].body).toEqual({ code: 'WINTER-25', percentage: 25, expiresAt: NEXT_YEAR, maxUses: 100, status: 'active' });
    expect(await screen.findByText(COUPON_CREATED)).toBeInTheDocument();
  });

  it('leaves an empty code to the server, which makes one, and shows one beforehand on Generate', async () => {
    renderCoupons({ 'POST /admin/coupons': (call: FakeCall) => ok(coupon({ _id: 'c-3', ...(call.body as object) })) });
    await screen.findByTestId('admin-coupon-row-c-1');
    fireEvent.click(screen.getByTestId('admin-coupon-create'));
    const modal = await screen.findByRole('dialog');
    const code = within(modal).getByTestId('admin-coupon-code') as HTMLInputElement;
    expect(code.value).toBe('');
    expect(code).toHaveAttribute('placeholder', 'Made for you when left empty');
    fireEvent.change(code, { target: { value: '   ' } });
    fireEvent.change(within(modal).getByTestId('admin-coupon-expires'), { target: { value: toLocalInput(NEXT_YEAR) } });
    await save(modal);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0].body).toEqual({ percentage: 10, expiresAt: NEXT_YEAR, maxUses: 100, status: 'active' });

    fireEvent.click(screen.getByTestId('admin-coupon-create'));
    const again = await screen.findByRole('dialog');
    const field = within(again).getByTestId('admin-coupon-code') as HTMLInputElement;
    fireEvent.click(within(again).getByTestId('admin-coupon-generate'));
    const generated = new RegExp(`^[${COUPON_CODE_ALPHABET}]{4}-[${COUPON_CODE_ALPHABET}]{4}-[${COUPON_CODE_ALPHABET}]{4}$`);
    await waitFor(() => expect(field.value).toMatch(generated));
  });

  it('keeps the code of an existing coupon: it can change, not go', async () => {
    renderCoupons({ 'PUT /admin/coupons/c-1': (call: FakeCall) => ok(coupon(call.body as Partial<AdminCoupon>)) });
    fireEvent.click(await screen.findByTestId('admin-coupon-edit-c-1'));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByTestId('admin-coupon-code'), { target: { value: '' } });
    await save(modal);
    expect(await within(modal).findByText('Enter a coupon code')).toBeInTheDocument();
    expect(sent('PUT')).toHaveLength(0);
  });

  it('edits sending only the changed fields', async () => {
    renderCoupons({ 'PUT /admin/coupons/c-1': (call: FakeCall) => ok(coupon(call.body as Partial<AdminCoupon>)) });
    fireEvent.click(await screen.findByTestId('admin-coupon-edit-c-1'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByTestId('admin-coupon-code')).toHaveValue('SUMMER-10');
    fireEvent.change(within(modal).getByTestId('admin-coupon-max-uses'), { target: { value: '80' } });
    await save(modal);
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0].body).toEqual({ maxUses: 80 });
    expect(await screen.findByText(COUPON_SAVED)).toBeInTheDocument();
  });

  it('deletes after the confirm', async () => {
    renderCoupons({ 'DELETE /admin/coupons/c-1': ok({ deleted: true }) });
    fireEvent.click(await screen.findByTestId('admin-coupon-delete-c-1'));
    expect(await screen.findByText('Delete coupon SUMMER-10?')).toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-coupon-delete-confirm-c-1'));
    });
    expect(sent('DELETE').map((c) => c.url)).toEqual(['/admin/coupons/c-1']);
    expect(await screen.findByText(COUPON_DELETED)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const refusal = 'This coupon has been used, so it stays on record. Set it inactive instead.';
    renderCoupons({ 'DELETE /admin/coupons/c-1': fail(409, refusal) });
    fireEvent.click(await screen.findByTestId('admin-coupon-delete-c-1'));
    await screen.findByText('Delete coupon SUMMER-10?');
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-coupon-delete-confirm-c-1'));
    });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
