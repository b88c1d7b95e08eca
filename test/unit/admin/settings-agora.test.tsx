// Admin settings for live video on Agora: the switch and the app id as stored, the app certificate write-only
// (said to be set or not, never put in the page, sent only when a new one is typed), the public part reaching
// the site at once, and the server's refusal of a malformed certificate in its words.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { settingDefaults, type SiteSettings } from '@/contracts/settings';
import { AdminSettingsForm } from '@/components/admin/settings-form';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';

const APP_ID = '0123456789abcdef0123456789abcdef';
const CERTIFICATE = 'fedcba9876543210fedcba9876543210';
const NEW_CERTIFICATE = 'aaaabbbbccccddddeeeeffff00001111';
const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(stored: SiteSettings, update: (call: FakeCall) => ReturnType<typeof ok> = (call) => ok({ ...stored, ...(call.body as object) })) {
  api = fakeApi({ 'GET /admin/settings': ok(stored), 'PUT /admin/settings': update });
}

const puts = () => api!.calls.filter((c) => c.method === 'PUT');
const certificateField = () => screen.getByTestId('admin-settings-agoraAppCertificate') as HTMLInputElement;
const certificateState = () => screen.getByTestId('admin-settings-agoraAppCertificate-state');

async function renderLoaded() {
  const view = renderWithStore(<AdminSettingsForm />, { user: admin });
  await screen.findByTestId('admin-settings-form');
  return view;
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('admin-settings-save'));
  });
}

it('shows the switch and the app id as stored, and only whether a certificate is set', async () => {
  serve({ ...settingDefaults, agoraEnable: true, agoraAppId: APP_ID, agoraAppCertificate: CERTIFICATE });
  const { container } = await renderLoaded();
  expect(screen.getByTestId('admin-settings-agoraEnable')).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByTestId('admin-settings-agoraAppId')).toHaveValue(APP_ID);
  expect(certificateState()).toHaveAttribute('data-set', 'true');
  expect(certificateState()).toHaveTextContent(/^set$/);
  expect(certificateField()).toHaveValue('');
  expect(container.innerHTML).not.toContain(CERTIFICATE);
});

it('says when no certificate is set', async () => {
  serve({ ...settingDefaults });
  await renderLoaded();
  expect(certificateState()).toHaveAttribute('data-set', 'false');
  expect(certificateState()).toHaveTextContent('not set');
  expect(screen.getByTestId('admin-settings-agoraEnable')).toHaveAttribute('aria-checked', 'false');
});

it('switches Agora on with an app id and a new certificate; the public part reaches the site, the certificate does not', async () => {
  serve({ ...settingDefaults });
  const { store } = await renderLoaded();
  fireEvent.click(screen.getByTestId('admin-settings-agoraEnable'));
  fireEvent.change(screen.getByTestId('admin-settings-agoraAppId'), { target: { value: APP_ID } });
  fireEvent.change(certificateField(), { target: { value: ` ${NEW_CERTIFICATE} ` } });
  await save();

  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0].body).toEqual({ agoraEnable: true, agoraAppId: APP_ID, agoraAppCertificate: NEW_CERTIFICATE });
  expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  expect(store.getState().settings.agoraEnable).toBe(true);
  expect(store.getState().settings.agoraAppId).toBe(APP_ID);
  expect(store.getState().settings).not.toHaveProperty('agoraAppCertificate');
  // Saved: the field is empty again and says a certificate is set.
  await waitFor(() => expect(certificateField()).toHaveValue(''));
  expect(certificateState()).toHaveAttribute('data-set', 'true');
});

it('keeps the stored certificate when the field is left empty', async () => {
  serve({ ...settingDefaults, agoraEnable: true, agoraAppId: APP_ID, agoraAppCertificate: CERTIFICATE });
  await renderLoaded();
  fireEvent.click(screen.getByTestId('admin-settings-agoraEnable'));
  await save();
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0].body).toEqual({ agoraEnable: false });
});

it("shows the server's sentence when it refuses the certificate", async () => {
  const refusal = 'The Agora app certificate is the 32-character hexadecimal code the Agora console shows, or empty';
  serve({ ...settingDefaults }, () => fail(422, refusal));
  const { store } = await renderLoaded();
  fireEvent.change(certificateField(), { target: { value: 'not-a-certificate' } });
  await save();
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0].body).toEqual({ agoraAppCertificate: 'not-a-certificate' });
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(store.getState().settings.agoraEnable).toBe(false);
});

it('refuses an app id that is not one, without calling the API', async () => {
  serve({ ...settingDefaults });
  await renderLoaded();
  fireEvent.change(screen.getByTestId('admin-settings-agoraAppId'), { target: { value: 'my-app' } });
  await save();
  expect(await screen.findByText(/Use the app id as the Agora console shows it/)).toBeInTheDocument();
  expect(puts()).toHaveLength(0);
});
