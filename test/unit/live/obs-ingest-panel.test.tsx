// The panel a performer copies OBS's settings from: the server address with a copy button, the key shown as its
// last four characters, a new key shown whole once (a copy button, a warning, gone once dismissed), replacing an
// existing key asked first, the server's refusals in its words, and a site without RTMP saying so.
import '../../helpers/browser-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { NewStreamKey, StreamIngestInfo } from '@/contracts/stream-ingest';
import { ObsIngestPanel, maskedKey } from '@/components/live/obs-ingest-panel';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

const SERVER = 'rtmp://fans.example.com:1935/live';
const KEY = 'fsk_0123456789abcdef01234567_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const INFO = 'GET /streaming/ingest';
const NEW_KEY = 'POST /streaming/ingest/key';

const info = (overrides: Partial<StreamIngestInfo> = {}): StreamIngestInfo => ({ enabled: true, serverUrl: SERVER, hasKey: false, createdAt: null, lastFour: null, ...overrides });
const made = (key = KEY): NewStreamKey => ({ enabled: true, serverUrl: SERVER, hasKey: true, key, createdAt: '2026-03-06T20:00:00.000Z', lastFour: key.slice(-4) });

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const performer = () => currentUserFactory({ isPerformer: true, roles: ['user', 'performer'], performer: { bio: '', verificationStatus: 'verified' } });
const render = () => renderWithStore(<ObsIngestPanel />, { user: performer() });

it('shows the server address with a copy button, and the key only by its last four characters', async () => {
  api = fakeApi({ [INFO]: ok(info({ hasKey: true, createdAt: '2026-03-01T10:00:00.000Z', lastFour: 'MNOP' })) });
  render();
  const server = await screen.findByTestId('obs-server-url');
  expect(server).toHaveTextContent(SERVER);
  expect(within(server).getByRole('button', { name: /copy/i })).toBeInTheDocument();
  expect(screen.getByTestId('obs-key')).toHaveTextContent('••••MNOP');
  expect(screen.getByTestId('obs-key-date')).toHaveTextContent(new Date('2026-03-01T10:00:00.000Z').toLocaleDateString());
  expect(screen.getByTestId('obs-instructions')).toHaveTextContent(/keyframe interval 1 s/);
  expect(screen.queryByTestId('obs-fresh')).toBeNull();
  expect(maskedKey('1234')).toBe('••••1234');
});

it('shows a first key whole, once, with a copy button and a warning; dismissed, only its last four remain', async () => {
  api = fakeApi({ [INFO]: ok(info()), [NEW_KEY]: ok(made()) });
  render();
  expect(await screen.findByTestId('obs-key')).toHaveTextContent('No key yet');
  await click(screen.getByTestId('obs-new-key'));

  const fresh = await screen.findByTestId('obs-fresh');
  expect(fresh).toHaveTextContent('it will not be shown again');
  expect(screen.getByTestId('obs-fresh-key')).toHaveTextContent(KEY);
  expect(within(screen.getByTestId('obs-fresh-key')).getByRole('button', { name: /copy/i })).toBeInTheDocument();
  expect(screen.getByTestId('obs-key')).toHaveTextContent(`••••${KEY.slice(-4)}`);
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

  await click(screen.getByTestId('obs-fresh-done'));
  expect(screen.queryByTestId('obs-fresh')).toBeNull();
  expect(screen.getByTestId('obs-ingest-panel')).not.toHaveTextContent(KEY);
});

it('asks before replacing a key, since the old one stops working', async () => {
  const second = `${KEY.slice(0, -4)}WXYZ`;
  api = fakeApi({ [INFO]: ok(info({ hasKey: true, createdAt: '2026-03-01T10:00:00.000Z', lastFour: 'MNOP' })), [NEW_KEY]: ok(made(second)) });
  render();
  await click(await screen.findByTestId('obs-new-key'));
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(await screen.findByText('Your current key stops working at once, and a broadcast using it stops.')).toBeInTheDocument();
  await click(await screen.findByTestId('obs-new-key-confirm'));
  expect(await screen.findByTestId('obs-fresh-key')).toHaveTextContent(second);
  expect(screen.getByTestId('obs-key')).toHaveTextContent('••••WXYZ');
});

it('says what went wrong in the server’s words, and loads again on Try again', async () => {
  let answer = fail(403, 'Only performers can do this.');
  api = fakeApi({ [INFO]: () => answer });
  render();
  expect(await screen.findByTestId('obs-load-error')).toHaveTextContent('Only performers can do this.');
  answer = ok(info());
  await click(screen.getByTestId('obs-retry'));
  expect(await screen.findByTestId('obs-server-url')).toHaveTextContent(SERVER);
});

it('says so on a site that takes no broadcasts from streaming software', async () => {
  api = fakeApi({ [INFO]: ok(info({ enabled: false, serverUrl: null })) });
  render();
  expect(await screen.findByTestId('obs-off')).toHaveTextContent('does not take broadcasts from streaming software');
  expect(screen.queryByTestId('obs-new-key')).toBeNull();
  await waitFor(() => expect(api!.calls).toHaveLength(1));
});
