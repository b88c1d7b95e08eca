// The account pages (where incomplete accounts land): completion alert, profile save through the
// updateUser saga, the password form's checks, and the performer's extra fields.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountPage } from '@/components/account/account-page';
import { COMPLETION_MESSAGE } from '@/components/account/completion-alert';
import { updatePassword, updateUser } from '@/redux/user/actions';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('fan account page', () => {
  it('asks a user without username and email to finish the account, and saves through updateUser', async () => {
    const user = currentUserFactory({ username: null, email: null, name: 'Tw User' });
    api = fakeApi({
      'PUT /users': (call: FakeCall) => ok({ ...user, ...(call.body as object) }),
    });
    const { actions, store } = renderWithStore(<AccountPage source="user" />, { user, sagas: true });

    expect(screen.getByTestId('account-completion-alert')).toHaveTextContent(COMPLETION_MESSAGE);
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    // A fan has no bio field.
    expect(screen.queryByTestId('account-bio')).toBeNull();

    type('account-username', 'tw_user');
    type('account-email', 'tw@example.com');
    fireEvent.click(screen.getByTestId('account-save'));

    await waitFor(() => expect(actions.filter(updateUser.match)).toHaveLength(1));
    expect(actions.find(updateUser.match)?.payload).toEqual({
      name: 'Tw User',
      firstName: 'Ann',
      lastName: 'Fan',
      username: 'tw_user',
      email: 'tw@example.com',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ username: 'tw_user', email: 'tw@example.com' });
    expect(store.getState().user.current.username).toBe('tw_user');
    // Once both are there, the alert goes away.
    await waitFor(() => expect(screen.queryByTestId('account-completion-alert')).toBeNull());
  });

  it('refuses an invalid username and email without calling the API', async () => {
    api = fakeApi({});
    const { actions } = renderWithStore(<AccountPage source="user" />, { user: currentUserFactory(), sagas: true });
    expect(screen.queryByTestId('account-completion-alert')).toBeNull();

    type('account-username', 'no spaces!');
    type('account-email', 'not-an-email');
    fireEvent.click(screen.getByTestId('account-save'));

    expect(await screen.findByText('Username may use only letters, digits and underscores')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(actions.filter(updateUser.match)).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('says a new email address waits for its link, and keeps showing the current one', async () => {
    const user = currentUserFactory();
    api = fakeApi({ 'PUT /users': (call: FakeCall) => ok({ ...user, pendingEmail: (call.body as { email: string }).email }) });
    renderWithStore(<AccountPage source="user" />, { user, sagas: true });
    expect(screen.queryByTestId('pending-email-note')).toBeNull();

    type('account-email', 'new@example.com');
    fireEvent.click(screen.getByTestId('account-save'));

    const note = await screen.findByTestId('pending-email-note');
    expect(note).toHaveTextContent('We sent a link to new@example.com. Your address changes when you open it');
    expect(note).toHaveTextContent('Until then we keep using ann@example.com.');
    await waitFor(() => expect(screen.getByTestId('account-email')).toHaveValue('ann@example.com'));
  });

  it("shows the server's message when saving fails and keeps what was typed", async () => {
    api = fakeApi({ 'PUT /users': fail(409, 'That username is taken. Choose another one.') });
    const { store } = renderWithStore(<AccountPage source="user" />, { user: currentUserFactory(), sagas: true });
    type('account-username', 'taken_name');
    fireEvent.click(screen.getByTestId('account-save'));

    expect(await screen.findByText('That username is taken. Choose another one.')).toBeInTheDocument();
    expect(store.getState().user.current.username).toBe('annfan');
    expect(screen.getByTestId('account-username')).toHaveValue('taken_name');
  });
});

describe('password tab', () => {
  async function openPasswordTab() {
    fireEvent.click(screen.getByRole('tab', { name: 'Password' }));
    return screen.findByTestId('account-password-form');
  }

  it('refuses a confirmation that does not match, and a short password', async () => {
    api = fakeApi({});
    const { actions } = renderWithStore(<AccountPage source="user" />, { user: currentUserFactory(), sagas: true });
    await openPasswordTab();

    type('account-new-password', 'short');
    type('account-confirm-password', 'different1');
    fireEvent.click(screen.getByTestId('account-password-save'));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(actions.filter(updatePassword.match)).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('sends a matching new password with the source and clears the fields', async () => {
    api = fakeApi({ 'PUT /auth/users/me/password': ok({ message: 'Password changed' }) });
    const { actions } = renderWithStore(<AccountPage source="performer" />, {
      user: currentUserFactory({ isPerformer: true, performer: { bio: '', verificationStatus: 'verified' } }),
      sagas: true,
    });
    await openPasswordTab();

    type('account-new-password', 'N3w-password');
    type('account-confirm-password', 'N3w-password');
    fireEvent.click(screen.getByTestId('account-password-save'));

    await waitFor(() => expect(actions.find(updatePassword.match)?.payload).toEqual({ password: 'N3w-password', source: 'performer' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ password: 'N3w-password', source: 'performer' });
    await waitFor(() => expect(screen.getByTestId('account-new-password')).toHaveValue(''));
  });
});

describe('performer account page', () => {
  it('has "Basic info" with the bio, and explains a pending verification', async () => {
    const user = currentUserFactory({ isPerformer: true, performer: { bio: 'Old bio', verificationStatus: 'pending' } });
    api = fakeApi({ 'PUT /users': (call: FakeCall) => ok({ ...user, performer: { bio: (call.body as { bio: string }).bio, verificationStatus: 'pending' } }) });
    const { actions } = renderWithStore(<AccountPage source="performer" />, { user, sagas: true });

    expect(screen.getByRole('tab', { name: 'Basic info' })).toBeInTheDocument();
    const status = screen.getByTestId('verification-status');
    expect(within(status).getByText('Pending review')).toBeInTheDocument();
    expect(status).toHaveTextContent('An admin is reviewing your ID documents. You can prepare your profile meanwhile; you will appear in search once verified.');

    expect(screen.getByTestId('account-bio')).toHaveValue('Old bio');
    type('account-bio', 'I sing and dance.');
    await act(async () => {
      fireEvent.click(screen.getByTestId('account-save'));
    });
    await waitFor(() => expect(actions.find(updateUser.match)?.payload).toMatchObject({ bio: 'I sing and dance.' }));
  });

  it('tells a rejected performer what to do', () => {
    renderWithStore(<AccountPage source="performer" />, {
      user: currentUserFactory({ isPerformer: true, performer: { bio: '', verificationStatus: 'rejected' } }),
      sagas: true,
    });
    expect(screen.getByTestId('verification-status')).toHaveTextContent(/send clear, uncropped photos of a valid ID document/);
  });
});
