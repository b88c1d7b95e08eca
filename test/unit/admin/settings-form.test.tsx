// Admin site settings: load, send only what changed, make the site reflect it, show the server's refusals.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { settingDefaults, type SiteSettings } from '@/contracts/settings';
import { AdminSettingsForm } from '@/components/admin/settings-form';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';

const stored: SiteSettings = { ...settingDefaults, siteName: 'Fanstage', blockedCountries: ['DE'], gaCode: 'G-OLD1' };
const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(update: (call: FakeCall) => ReturnType<typeof ok> = (call) => ok({ ...stored, ...(call.body as object) })) {
  api = fakeApi({ 'GET /admin/settings': ok(stored), 'PUT /admin/settings': update });
  return api;
}

const puts = () => api!.calls.filter((c) => c.method === 'PUT');

async function renderLoaded() {
  const view = renderWithStore(<AdminSettingsForm />, { user: admin });
  await screen.findByTestId('admin-settings-form');
  return view;
}

describe('admin settings', () => {
  it('shows the stored values', async () => {
    serve();
    await renderLoaded();
    expect(screen.getByTestId('admin-settings-siteName')).toHaveValue('Fanstage');
    expect(screen.getByTestId('admin-maintenance-switch')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('admin-settings-minimumSubscriptionPrice')).toHaveValue('2.95');
    expect(screen.getByText('Germany (DE)')).toBeInTheDocument();
  });

  it('sends only the changed keys, then the site reflects the new public settings', async () => {
    serve();
    const { store } = await renderLoaded();

    fireEvent.click(screen.getByTestId('admin-maintenance-switch'));
    fireEvent.change(screen.getByTestId('admin-settings-siteName'), { target: { value: 'Stage Two' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({ maintenanceMode: true, siteName: 'Stage Two' });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(store.getState().settings.maintenanceMode).toBe(true);
    expect(store.getState().settings.siteName).toBe('Stage Two');
    expect(store.getState().ui.siteName).toBe('Stage Two');
    // The private list never goes into the public settings.
    expect(store.getState().settings).not.toHaveProperty('blockedCountries');
  });

  it('a second save after a successful one compares with what was saved', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByTestId('admin-maintenance-switch'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    await waitFor(() => expect(puts()).toHaveLength(1));
    await screen.findByText('Changes saved');

    fireEvent.change(screen.getByTestId('admin-settings-minimumTipPrice'), { target: { value: '12.5' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].body).toEqual({ minimumTipPrice: 12.5 });
  });

  it('takes typed country codes in capitals', async () => {
    serve();
    await renderLoaded();
    const search = screen.getByTestId('admin-settings-blockedCountries').querySelector('input') ?? screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'fr' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({ blockedCountries: ['DE', 'FR'] });
  });

  it('sends nothing when nothing changed', async () => {
    serve();
    await renderLoaded();
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a maximum below its minimum without calling the API', async () => {
    serve();
    await renderLoaded();
    fireEvent.change(screen.getByTestId('admin-settings-maximumTipPrice'), { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    expect(await screen.findByText('This must be at least the minimum (10.00).')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's message and leaves the site settings alone when saving fails", async () => {
    serve(() => fail(422, 'Country codes are two capital letters, like US'));
    const { store } = await renderLoaded();
    fireEvent.click(screen.getByTestId('admin-maintenance-switch'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-settings-save'));
    });
    expect(await screen.findByText('Country codes are two capital letters, like US')).toBeInTheDocument();
    expect(store.getState().settings.maintenanceMode).toBe(false);
  });

  it('says why the settings could not be loaded', async () => {
    api = fakeApi({ 'GET /admin/settings': fail(403, 'Only administrators can do this.') });
    renderWithStore(<AdminSettingsForm />, { user: admin });
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-settings-form')).toBeNull();
  });
});
