// /creator/account: the profile from GET /performers/me in tabs kept in the address, the basic-info save
// (PUT /users, then PUT /performers/me), lookups feeding the pickers, and the uploads.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { performerBodyOf, basicInfoValuesOf } from '@/components/creator/basic-info-values';
import { CreatorAccountPage, tabFromQuery } from '@/components/creator/creator-account-page';
import type { OwnPerformer } from '@/contracts/performers';
import type { CurrentUser } from '@/contracts/users';
import { lookupService } from '@/services/lookup.api';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { countryItem, ownPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  lookupService.clear();
});

const user = currentUserFactory({ _id: 'p-1', isPerformer: true, name: 'Luna Star', username: 'luna', email: 'luna@example.com', performer: { bio: 'Yoga and guitar.', verificationStatus: 'verified' } });
const country = (code: string, name: string, flag: string) =>
  countryItem(code, name, flag, { currency: { code: 'USD', name: 'Dollar', symbol: '$' }, language: { code: 'en', name: 'English' } });

function renderAccount(profile: OwnPerformer, query: Record<string, string> = {}, routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({ 'GET /performers/me': ok(profile), ...routes });
  const router = fakeRouter('/creator/account', query);
  return renderWithStore(<CreatorAccountPage />, { user, router });
}

describe('tabs', () => {
  it('reads the tab from the address and falls back to basic info', () => {
    expect(tabFromQuery('banking')).toBe('banking');
    expect(tabFromQuery(['pricing'])).toBe('pricing');
    expect(tabFromQuery('unknown')).toBe('basic');
    expect(tabFromQuery(undefined)).toBe('basic');
  });

  it('opens the tab named in the address and puts a clicked tab there', async () => {
    const { router } = renderAccount(ownPerformerFactory({ verificationStatus: 'rejected', rejectionReason: 'The photo is blurred.' }), { tab: 'documents' });
    const status = await screen.findByTestId('verification-status');
    expect(within(status).getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByTestId('verification-rejection-reason')).toHaveTextContent('The photo is blurred.');
    expect(screen.getByAltText('Photo of your ID')).toHaveAttribute('src', '/api/files/private/id.webp?sig=owner');
    expect(screen.getByTestId('creator-review-notice')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('creator-tab-pricing'));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/creator/account', query: { tab: 'pricing' } }, undefined, { shallow: true, scroll: false });
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    api = fakeApi({ 'GET /performers/me': fail(500, 'The database is not answering.') });
    renderWithStore(<CreatorAccountPage />, { user, router: fakeRouter('/creator/account') });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    api.restore();
    api = fakeApi({ 'GET /performers/me': ok(ownPerformerFactory()) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('creator-basic-form')).toBeInTheDocument();
  });
});

describe('basic info', () => {
  it('maps the form to the two bodies; a cleared field is sent as null', () => {
    const values = { ...basicInfoValuesOf(ownPerformerFactory()), height: undefined, city: '  ', state: ' Nevada ' };
    const body = performerBodyOf(values);
    expect(body).toMatchObject({ height: null, age: '26_28', hair: 'brown', gender: 'female', city: null, state: 'Nevada', country: 'US', languages: ['en'] });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('email');
  });

  it('shows countries with flags from the lookups and loads cities for the saved state', async () => {
    renderAccount(ownPerformerFactory(), {}, {
      'GET /countries/list': ok([country('US', 'United States', '🇺🇸'), country('FR', 'France', '🇫🇷')]),
      'GET /states/US': ok([{ name: 'California', code: 'CA' }]),
      'GET /cities/US/CA': ok([{ name: 'Los Angeles' }, { name: 'San Diego' }]),
    });
    await screen.findByTestId('creator-basic-form');
    await waitFor(() => expect(screen.getByTestId('creator-basic-form')).toHaveTextContent('🇺🇸 United States'));
    await waitFor(() => expect(api!.calls.some((c) => c.url === '/cities/US/CA')).toBe(true));
    expect(within(screen.getByTestId('creator-state')).getByRole('combobox')).toHaveValue('California');
  });

  it('saves name, username and email with PUT /users and the rest with PUT /performers/me', async () => {
    const profile = ownPerformerFactory();
    const { store } = renderAccount(profile, {}, {
      'PUT /users': (call: FakeCall) => ok<CurrentUser>({ ...user, ...(call.body as object) }),
      'PUT /performers/me': (call: FakeCall) => ok({ ...profile, ...(call.body as object), name: 'Luna Moon', username: 'lunamoon' }),
    });
    await screen.findByTestId('creator-basic-form');

    fireEvent.change(screen.getByTestId('creator-name'), { target: { value: 'Luna Moon' } });
    fireEvent.change(screen.getByTestId('creator-username'), { target: { value: 'lunamoon' } });
    fireEvent.change(screen.getByTestId('creator-bio'), { target: { value: 'New bio' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-basic-save'));
    });

    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const [users, performer] = api!.calls.filter((c) => c.method === 'PUT');
    expect(users).toMatchObject({ url: '/users', body: { name: 'Luna Moon', username: 'lunamoon', email: 'luna@example.com' } });
    expect(performer.url).toBe('/performers/me');
    expect(performer.body).toMatchObject({ bio: 'New bio', height: '164_166', country: 'US', state: 'California', city: 'Los Angeles', activateWelcomeVideo: false });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(store.getState().user.current).toMatchObject({ name: 'Luna Moon', username: 'lunamoon', performer: { bio: 'New bio' } });
  });

  it('says a new email address waits for its link, and shows the address still in use', async () => {
    const profile = ownPerformerFactory();
    renderAccount(profile, {}, {
      'PUT /users': (call: FakeCall) => ok<CurrentUser>({ ...user, pendingEmail: (call.body as { email: string }).email }),
      'PUT /performers/me': () => ok(profile),
    });
    await screen.findByTestId('creator-basic-form');
    expect(screen.queryByTestId('pending-email-note')).toBeNull();
    fireEvent.change(screen.getByTestId('creator-email'), { target: { value: 'moon@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-basic-save'));
    });
    expect(await screen.findByTestId('pending-email-note')).toHaveTextContent('We sent a link to moon@example.com. Your address changes when you open it');
    expect(screen.getByTestId('creator-email')).toHaveValue('luna@example.com');
  });

  it("shows the server's message and does not touch the profile when the username is taken", async () => {
    renderAccount(ownPerformerFactory(), {}, { 'PUT /users': fail(409, 'That username is taken. Choose another one.') });
    await screen.findByTestId('creator-basic-form');
    fireEvent.change(screen.getByTestId('creator-username'), { target: { value: 'taken' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-basic-save'));
    });
    expect(await screen.findByText('That username is taken. Choose another one.')).toBeInTheDocument();
    expect(api!.calls.some((c) => c.url === '/performers/me' && c.method === 'PUT')).toBe(false);
  });

  it('falls back to the generic sentence when the server gives no reason', async () => {
    renderAccount(ownPerformerFactory(), {}, { 'PUT /users': { status: 500 } });
    await screen.findByTestId('creator-basic-form');
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-basic-save'));
    });
    expect(await screen.findByText('Error occurred, please try again later')).toBeInTheDocument();
  });

  it('uploads a cover and shows it, keeping what is being typed', async () => {
    const profile = ownPerformerFactory();
    const { store } = renderAccount(profile, {}, {
      'POST /performers/cover/upload': ok({ url: '/files/cover.webp', performer: { ...profile, cover: '/files/cover.webp', updatedAt: '2024-05-05T00:00:00.000Z' } }),
    });
    await screen.findByTestId('creator-basic-form');
    fireEvent.change(screen.getByTestId('creator-bio'), { target: { value: 'Typing...' } });

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('creator-cover-upload'), { target: { files: [file] } });

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const upload = api!.calls.find((c) => c.url === '/performers/cover/upload');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.getByTestId('creator-cover')).toHaveAttribute('src', '/files/cover.webp'));
    expect(store.getState().user.current.cover).toBe('/files/cover.webp');
    expect(screen.getByTestId('creator-bio')).toHaveValue('Typing...');
  });

  it('refuses a cover that is not a picture before uploading', async () => {
    renderAccount(ownPerformerFactory());
    await screen.findByTestId('creator-basic-form');
    fireEvent.change(screen.getByTestId('creator-cover-upload'), { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or AVIF picture for the cover.')).toBeInTheDocument();
    expect(api!.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('documents', () => {
  it('re-uploads an ID photo and shows the profile back in review', async () => {
    const profile = ownPerformerFactory({ verificationStatus: 'rejected', rejectionReason: 'Blurred.' });
    const { store } = renderAccount(profile, { tab: 'documents' }, {
      'POST /performers/documents/upload?type=idVerification': ok({
        url: '/api/files/private/id2.webp?sig=owner',
        performer: { ...profile, verificationStatus: 'pending', rejectionReason: null, documents: { ...profile.documents, idVerification: { uploaded: true, url: '/api/files/private/id2.webp?sig=owner' } } },
      }),
    });
    await screen.findByTestId('verification-status');
    const photo = new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('creator-document-upload-idVerification'), { target: { files: [photo] } });

    await waitFor(() => expect(within(screen.getByTestId('verification-status')).getByText('Pending review')).toBeInTheDocument());
    expect(screen.getByAltText('Photo of your ID')).toHaveAttribute('src', '/api/files/private/id2.webp?sig=owner');
    expect(store.getState().user.current.performer?.verificationStatus).toBe('pending');
  });
});
