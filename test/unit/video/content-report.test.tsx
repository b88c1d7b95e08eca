// Reporting a content item: the categories worded for something posted, POST /reports with the item as its
// target, thanks and a closed dialog on success, the server's sentence and an open dialog on failure.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContentReportButton } from '@/components/video/content-report';
import { REPORT_THANKS } from '@/components/profile/report-words';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

async function fillReport() {
  renderWithStore(<ContentReportButton target="video" targetId="video-1" noun="video" />, { user: currentUserFactory() });
  await click(screen.getByTestId('video-report'));
  expect(await screen.findByText('Report this video')).toBeInTheDocument();
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox'));
  });
  await act(async () => {
    fireEvent.click(await screen.findByText('Spam or misleading'));
  });
  fireEvent.change(screen.getByTestId('content-report-description'), { target: { value: '  A link to a fake shop.  ' } });
  await click(screen.getByTestId('content-report-submit'));
}

it('sends the item as the target with the chosen category, thanks the reporter and closes', async () => {
  api = fakeApi({ 'POST /reports': ok({ _id: 'r-1' }) });
  await fillReport();
  await waitFor(() => expect(api?.calls).toHaveLength(1));
  expect(api.calls[0]).toMatchObject({
    method: 'POST',
    url: '/reports',
    body: { target: 'video', targetId: 'video-1', category: 'spam', description: 'A link to a fake shop.' },
  });
  expect(await screen.findByText(REPORT_THANKS)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('content-report-description')).toBeNull());
});

it('shows the server’s sentence and keeps the dialog open when the report fails', async () => {
  api = fakeApi({ 'POST /reports': fail(429, 'Too many reports, try again later') });
  await fillReport();
  expect(await screen.findByText('Too many reports, try again later')).toBeInTheDocument();
  expect(screen.getByTestId('content-report-description')).toHaveValue('  A link to a fake shop.  ');
});
