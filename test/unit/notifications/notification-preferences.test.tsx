// The account's email switches: only the kinds that reach the user's role, each saved at once through
// PUT /notifications/preferences with a toast, and the server's sentence when saving fails.
import '../../helpers/browser-globals';
import { screen } from '@testing-library/react';
import { AccountPage } from '@/components/account/account-page';
import { NotificationPreferences } from '@/components/account/notification-preferences';
import { emailedKinds, type EmailPreferences } from '@/contracts/notifications';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const allOn = Object.fromEntries(emailedKinds.map((k) => [k, true])) as EmailPreferences;
const shownKinds = () => screen.getAllByRole('switch').map((s) => s.getAttribute('data-testid')?.replace('email-switch-', ''));

describe('notification email switches', () => {
  it('a fan sees only the live and order switches', async () => {
    api = fakeApi({ 'GET /notifications/preferences': ok({ email: { ...allOn, 'order-status': false } }) });
    renderWithStore(<NotificationPreferences isPerformer={false} />, { user: currentUserFactory() });
    await screen.findByTestId('notification-preferences');
    expect(shownKinds()).toEqual(['live', 'order-status']);
    expect(screen.getByTestId('email-switch-live')).toBeChecked();
    expect(screen.getByTestId('email-switch-order-status')).not.toBeChecked();
  });

  it('a performer sees the sales, payout and verification switches too', async () => {
    api = fakeApi({ 'GET /notifications/preferences': ok({ email: allOn }) });
    renderWithStore(<NotificationPreferences isPerformer />, { user: currentUserFactory() });
    await screen.findByTestId('notification-preferences');
    expect(shownKinds()).toEqual(['subscriber', 'renewal', 'tip', 'purchase', 'payout-status', 'verification', 'live', 'order-status']);
    expect(screen.getByRole('switch', { name: 'Tips' })).toBeChecked();
  });

  it('saves a switch at once and says so', async () => {
    api = fakeApi({
      'GET /notifications/preferences': ok({ email: allOn }),
      'PUT /notifications/preferences': ok({ email: { ...allOn, live: false } }),
    });
    renderWithStore(<NotificationPreferences isPerformer={false} />, { user: currentUserFactory() });
    await click(await screen.findByTestId('email-switch-live'));
    expect(await screen.findByText('Live sessions: emails off')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: { live: false } });
    expect(screen.getByTestId('email-switch-live')).not.toBeChecked();
  });

  it("keeps the switch as it was and shows the server's sentence when saving fails", async () => {
    api = fakeApi({
      'GET /notifications/preferences': ok({ email: allOn }),
      'PUT /notifications/preferences': fail(422, 'email.live must be true or false'),
    });
    renderWithStore(<NotificationPreferences isPerformer={false} />, { user: currentUserFactory() });
    await click(await screen.findByTestId('email-switch-live'));
    expect(await screen.findByText('email.live must be true or false')).toBeInTheDocument();
    expect(screen.getByTestId('email-switch-live')).toBeChecked();
  });

  it('is a tab of the account page', async () => {
    api = fakeApi({ 'GET /notifications/preferences': ok({ email: allOn }) });
    renderWithStore(<AccountPage source="user" />, { user: currentUserFactory() });
    await click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByTestId('notification-preferences')).toBeInTheDocument();
  });
});
