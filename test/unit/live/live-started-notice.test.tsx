// A followed performer going live reaches every open page: stream/started shows a notice naming them with a
// link to the session, except on that session's own page.
import '../../helpers/browser-globals';
import { act, screen } from '@testing-library/react';
import { LiveStartedNotices, liveStartedNotice } from '@/components/live/live-started-notice';
import { getSocket } from '@/services/socket';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { STREAM_ID, fakeSocket, streamFactory, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null) };
});

let socket: FakeSocket;
beforeEach(() => {
  socket = fakeSocket();
  (getSocket as jest.Mock).mockReturnValue(socket);
});

it('shows who went live, with a link to watch', async () => {
  renderWithStore(<LiveStartedNotices />, { router: fakeRouter('/home') });
  const stream = streamFactory();
  await act(async () => socket.serverSends('stream/started', { stream }));
  const words = liveStartedNotice(stream);
  expect(words.title).toBe('Luna Star is live now');
  expect(await screen.findByText('Luna Star is live now')).toBeInTheDocument();
  expect(screen.getByTestId('live-started-watch')).toHaveAttribute('href', `/live/${STREAM_ID}`);
  expect(screen.getByTestId('live-started-watch')).toHaveTextContent('Watch “Friday night live”');
});

it('stays quiet on the page of that very session', async () => {
  renderWithStore(<LiveStartedNotices />, { router: fakeRouter(`/live/${STREAM_ID}`) });
  await act(async () => socket.serverSends('stream/started', { stream: streamFactory() }));
  // Another performer's session, announced after it, does show: by then the first would have too.
  const other = streamFactory({ _id: 'other-session', performer: { _id: 'p-2', name: 'Mia Moon', username: 'mia', avatar: '' } });
  await act(async () => socket.serverSends('stream/started', { stream: other }));
  expect(await screen.findByText('Mia Moon is live now')).toBeInTheDocument();
  expect(screen.queryByText('Luna Star is live now')).toBeNull();
  expect(screen.getAllByTestId('live-started-watch').map((a) => a.getAttribute('href'))).toEqual(['/live/other-session']);
});
