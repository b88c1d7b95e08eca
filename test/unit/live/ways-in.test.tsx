// The ways to a live: the "Live now" strip, the Live badges on performer cards, rows and profiles (through the
// page that finds the performer's session), and "Go live" in a performer's menu.
import '../../helpers/browser-globals';
import { screen, waitFor } from '@testing-library/react';
import { accountLinks } from '@/components/layout/account-links';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import { findLiveSession } from '@/components/live/find-live-session';
import { PerformerLive } from '@/components/live/performer-live';
import { PerformerCard } from '@/components/performers/performer-card';
import { PerformerRow } from '@/components/performers/performer-row';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { performerFactory } from '../performers/fixtures';
import { LUNA_ID, STREAM_ID, streamFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const luna = performerFactory({ _id: LUNA_ID, username: 'luna', isStreaming: true });

describe('Live now', () => {
  it('lists who is live, each leading to the session', async () => {
    const searches: FakeCall[] = [];
    api = fakeApi({
      'GET /streaming/user/search': (call) => {
        searches.push(call);
        return okList([streamFactory(), streamFactory({ _id: 'other-session', type: 'group', price: 12, performer: { _id: 'p-2', name: 'Mia Moon', username: 'mia', avatar: '' } })]);
      },
    });
    renderWithStore(<LiveNowStrip />);
    const items = await screen.findAllByTestId('live-now-item');
    expect(items.map((i) => i.getAttribute('href'))).toEqual([`/live/${STREAM_ID}`, '/live/other-session']);
    expect(items[0]).toHaveTextContent('Luna Star');
    expect(items[0]).toHaveTextContent('Friday night live');
    expect(items[1]).toHaveTextContent('Ticket $12.00');
    expect(searches[0].params).toEqual({ pageSize: '12' });
  });

  it('is not there while nobody is live, or when the list cannot be read', async () => {
    api = fakeApi({ 'GET /streaming/user/search': okList([]) });
    const { unmount } = renderWithStore(<LiveNowStrip />);
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(screen.queryByTestId('live-now-strip')).toBeNull();
    unmount();
    api.restore();
    api = fakeApi({ 'GET /streaming/user/search': { status: 500, body: { statusCode: 500, error: 'Error', message: 'Down.' } } });
    renderWithStore(<LiveNowStrip />);
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(screen.queryByTestId('live-now-strip')).toBeNull();
  });
});

describe('Live badges', () => {
  it('lead from a card, a row and a profile to the performer’s live', () => {
    renderWithStore(
      <>
        <PerformerCard performer={luna} />
        <PerformerRow performer={luna} action={null} testId="row" />
        <PerformerProfile performer={luna} />
      </>,
      { user: currentUserFactory() },
    );
    expect(screen.getByTestId('performer-live')).toHaveAttribute('href', '/live/performer/luna');
    expect(screen.getByTestId('performer-live')).toHaveTextContent('Live');
    expect(screen.getByTestId('performer-row-live')).toHaveAttribute('href', '/live/performer/luna');
    expect(screen.getByTestId('profile-live')).toHaveTextContent('Live now');
    expect(screen.getByTestId('profile-watch-live')).toHaveAttribute('href', '/live/performer/luna');
  });

  it('are not shown for a performer who is not live', () => {
    renderWithStore(<PerformerCard performer={{ ...luna, isStreaming: false }} />);
    expect(screen.queryByTestId('performer-live')).toBeNull();
  });

  it('give the performer a way to their own live from their profile', () => {
    renderWithStore(<PerformerProfile performer={{ ...luna, isStreaming: false }} />, { user: currentUserFactory({ _id: LUNA_ID, isPerformer: true }) });
    expect(screen.getByTestId('profile-go-live')).toHaveAttribute('href', '/creator/live');
    expect(screen.queryByTestId('profile-watch-live')).toBeNull();
  });
});

describe('finding a performer’s live', () => {
  it('picks the performer’s own session out of the live list searched by their username', async () => {
    api = fakeApi({ 'GET /streaming/user/search': okList([streamFactory({ _id: 'someone-else', performerId: 'p-9' }), streamFactory()]) });
    expect((await findLiveSession({ _id: LUNA_ID, name: 'Luna Star', username: 'luna' }))?._id).toBe(STREAM_ID);
    expect(api.calls[0].params).toEqual({ q: 'luna', pageSize: '100' });
  });

  it('goes on to the watch page of the session', async () => {
    api = fakeApi({ 'GET /performers/luna': ok(luna), 'GET /streaming/user/search': okList([streamFactory()]) });
    const router = fakeRouter('/live/performer/[profileId]');
    renderWithStore(<PerformerLive profileId="luna" />, { router });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/live/${STREAM_ID}`));
  });

  it('says when the performer is not live', async () => {
    api = fakeApi({ 'GET /performers/luna': ok({ ...luna, isStreaming: false }), 'GET /streaming/user/search': okList([]) });
    const router = fakeRouter('/live/performer/[profileId]');
    renderWithStore(<PerformerLive profileId="luna" />, { router });
    expect(await screen.findByTestId('performer-live-not-live')).toHaveTextContent('Luna Star is not live now');
    expect(router.replace).not.toHaveBeenCalled();
  });
});

it('puts Go live in a performer’s menu, and not in a fan’s', () => {
  const hrefs = (isPerformer: boolean) => accountLinks(currentUserFactory({ isPerformer, username: 'luna' }), false).map((l) => `${l.label} ${l.href}`);
  expect(hrefs(true)).toContain('Go live /creator/live');
  expect(hrefs(false)).not.toContain('Go live /creator/live');
});
