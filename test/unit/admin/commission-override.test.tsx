// The commission override on the performer review page: a percent with two decimals, or the site setting,
// sent to PUT /admin/performers/{id}/commission; bad values are refused before sending.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COMMISSION_SAVED, commissionProblem } from '@/components/admin/commission-override';
import { PerformerReview } from '@/components/admin/performer-review';
import type { AdminPerformer } from '@/contracts/performers';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { adminPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const base = (p: AdminPerformer) => `/admin/performers/${p._id}`;
const puts = () => api!.calls.filter((c) => c.method === 'PUT');

function renderReview(performer: AdminPerformer, commission: Parameters<typeof fakeApi>[0][string]) {
  api = fakeApi({ [`GET ${base(performer)}`]: ok(performer), [`PUT ${base(performer)}/commission`]: commission });
  renderWithStore(<PerformerReview id={performer._id} />, { user: admin, router: fakeRouter('/admin/performers/[id]', { id: performer._id }) });
}

const echo = (performer: AdminPerformer) => (call: FakeCall) => ok({ ...performer, ...(call.body as object) });

describe('commission override', () => {
  it('checks values with the API rule', async () => {
    await expect(commissionProblem(12.5)).resolves.toBeNull();
    await expect(commissionProblem(0)).resolves.toBeNull();
    await expect(commissionProblem(12.345)).resolves.toMatch(/at most two decimals/);
    await expect(commissionProblem(101)).resolves.toMatch(/from 0 to 100/);
  });

  it('sets an override in percent', async () => {
    const nova = adminPerformerFactory({ commissionPercentage: null });
    renderReview(nova, echo(nova));
    const input = await screen.findByTestId('admin-commission-input');
    expect(input).toBeDisabled();
    expect(screen.getByTestId('admin-commission-save')).toBeDisabled();
    fireEvent.click(screen.getByTestId('admin-commission-use-site'));
    fireEvent.change(input, { target: { value: '12.5' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-commission-save'));
    });
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ url: `${base(nova)}/commission`, body: { commissionPercentage: 12.5 } });
    expect(await screen.findByText(COMMISSION_SAVED)).toBeInTheDocument();
  });

  it('goes back to the site setting by sending null', async () => {
    const nova = adminPerformerFactory({ commissionPercentage: 0 });
    renderReview(nova, echo(nova));
    expect(await screen.findByTestId('admin-commission-input')).toHaveValue('0.00');
    fireEvent.click(screen.getByTestId('admin-commission-use-site'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-commission-save'));
    });
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({ commissionPercentage: null });
  });

  it("shows the server's refusal", async () => {
    const nova = adminPerformerFactory({ commissionPercentage: 10 });
    renderReview(nova, fail(404, 'There is no performer with this id.'));
    const input = await screen.findByTestId('admin-commission-input');
    fireEvent.change(input, { target: { value: '15' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-commission-save'));
    });
    expect(await screen.findByText('There is no performer with this id.')).toBeInTheDocument();
  });
});
