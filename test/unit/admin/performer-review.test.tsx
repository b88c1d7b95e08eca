// Reviewing a performer: the ID photos through the admin's signed URLs, Verify, Reject with a reason, and for a
// verified performer who verified them and Revoke verification with a reason.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERFORMER_REJECTED, PERFORMER_REVOKED, PERFORMER_VERIFIED, PerformerReview } from '@/components/admin/performer-review';
import { REVOKE_REASON_REQUIRED } from '@/components/admin/revoke-modal';
import type { AdminPerformer } from '@/contracts/performers';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { adminPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const nova = adminPerformerFactory();
const base = `/admin/performers/${nova._id}`;

function renderReview(routes: Parameters<typeof fakeApi>[0] = {}, performer: AdminPerformer = nova) {
  api = fakeApi({ [`GET ${base}`]: ok(performer), ...routes });
  return renderWithStore(<PerformerReview id={performer._id} />, { user: admin, router: fakeRouter('/admin/performers/[id]', { id: performer._id }) });
}

const tag = () => screen.getAllByTestId('admin-verification-tag')[0];

describe('performer review', () => {
  it('shows the profile and both ID photos through the signed URLs', async () => {
    renderReview();
    const documents = await screen.findAllByTestId('admin-document');
    // The test id is on antd Image's wrapper; the picture is the img inside.
    expect(documents.map((d) => d.querySelector('img')?.getAttribute('src'))).toEqual(['/api/files/private/nova-id.webp?sig=admin', '/api/files/private/nova-doc.webp?sig=admin']);
    expect(screen.getByText('Nova Newcomer')).toBeInTheDocument();
    expect(screen.getByText('nova@example.com')).toBeInTheDocument();
    expect(tag()).toHaveTextContent('Waiting for review');
    // The photos are named in the reviewer's words.
    expect(screen.getByText('ID document')).toBeInTheDocument();
    expect(screen.getByText('Selfie holding the ID')).toBeInTheDocument();
    expect(screen.queryByText('Photo of your ID')).toBeNull();
    expect(screen.queryByTestId('admin-verified-on')).toBeNull();
    // The admin area's navigation is there, with Performers as the current section.
    expect(screen.getByTestId('admin-nav-performers').getAttribute('aria-current')).toBe('page');
  });

  it('verifies: posts to verify, says so, and shows the new state', async () => {
    renderReview({
      [`POST ${base}/verify`]: ok({ ...nova, verificationStatus: 'verified', verifiedAt: '2024-06-01T12:00:00.000Z', verifiedBy: { _id: 'a-1', username: 'admin' } }),
    });
    await screen.findAllByTestId('admin-document');
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-verify'));
    });
    expect(await screen.findByText(PERFORMER_VERIFIED)).toBeInTheDocument();
    expect(tag()).toHaveTextContent('Verified');
    expect(screen.getByTestId('admin-verified-on')).toHaveTextContent(/Jun 1, 2024.* by admin$/);
    // Verified: revoking is what is left.
    expect(screen.queryByTestId('admin-verify')).toBeNull();
    expect(screen.queryByTestId('admin-reject')).toBeNull();
    expect(screen.getByTestId('admin-revoke')).toHaveTextContent('Revoke verification');
    expect(api!.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${base}/verify`]);
  });

  it('rejects only with a reason, which is sent', async () => {
    renderReview({
      [`POST ${base}/reject`]: (call: FakeCall) =>
        ok({ ...nova, verificationStatus: 'rejected', rejectionReason: (call.body as { reason: string }).reason }),
    });
    await screen.findAllByTestId('admin-document');
    fireEvent.click(screen.getByTestId('admin-reject'));
    const modal = await screen.findByRole('dialog');

    fireEvent.change(within(modal).getByTestId('admin-reject-reason'), { target: { value: 'no' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-reject-confirm'));
    });
    expect(await within(modal).findByText('Tell the performer why (at least 3 characters)')).toBeInTheDocument();
    expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(modal).getByTestId('admin-reject-reason'), { target: { value: '  The ID photo is blurred.  ' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-reject-confirm'));
    });
    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api!.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The ID photo is blurred.' });
    expect(await screen.findByText(PERFORMER_REJECTED)).toBeInTheDocument();
    expect(tag()).toHaveTextContent('Rejected');
    expect(screen.getByText('The ID photo is blurred.')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the state", async () => {
    renderReview({ [`POST ${base}/verify`]: fail(409, 'This performer has no ID photos to verify.') });
    await screen.findAllByTestId('admin-document');
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-verify'));
    });
    expect(await screen.findByText('This performer has no ID photos to verify.')).toBeInTheDocument();
    expect(tag()).toHaveTextContent('Waiting for review');
  });

  it('revokes a verification only with a reason, which is sent', async () => {
    const verified = adminPerformerFactory({ verificationStatus: 'verified', verifiedAt: '2024-06-01T12:00:00.000Z', verifiedBy: { _id: 'a-2', username: 'orla_admin' } });
    renderReview(
      {
        [`POST ${base}/revoke`]: (call: FakeCall) =>
          ok({ ...verified, verificationStatus: 'rejected', verifiedAt: null, rejectionReason: (call.body as { reason: string }).reason }),
      },
      verified,
    );
    expect(await screen.findByTestId('admin-verified-on')).toHaveTextContent(/ by orla_admin$/);
    fireEvent.click(screen.getByTestId('admin-revoke'));
    const modal = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-revoke-confirm'));
    });
    expect(await within(modal).findByText(REVOKE_REASON_REQUIRED)).toBeInTheDocument();
    fireEvent.change(within(modal).getByTestId('admin-revoke-reason'), { target: { value: ' The ID has expired. ' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-revoke-confirm'));
    });
    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api!.calls.find((c) => c.method === 'POST')).toMatchObject({ url: `${base}/revoke`, body: { reason: 'The ID has expired.' } });
    expect(await screen.findByText(PERFORMER_REVOKED)).toBeInTheDocument();
    expect(tag()).toHaveTextContent('Rejected');
    expect(screen.queryByTestId('admin-verified-on')).toBeNull();
    expect(screen.getByTestId('admin-verify')).toBeInTheDocument();
  });

  it('says so when the performer does not exist', async () => {
    api = fakeApi({ [`GET ${base}`]: fail(404, 'There is no performer with this id.') });
    renderWithStore(<PerformerReview id={nova._id} />, { user: admin });
    expect(await screen.findByText('There is no performer with this id.')).toBeInTheDocument();
  });
});
