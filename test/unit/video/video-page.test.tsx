// /video/[id]: the player for a viewer who may watch, the locked view (no film address) for one who may
// not, 404 when missing; the profile's Videos tab; /creator/my-video's access flags and its upload form.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicPerformer } from '@/contracts/performers';
import { ProfileContentTabs, profileContentTabs } from '@/components/profile/profile-content-tabs';
import { FILM_REQUIRED } from '@/components/video/video-form-values';
import { MyVideos } from '@/components/video/my-videos';
import { VIDEO_NOT_FOUND } from '@/components/video/video-view';
import { currentUserFactory, expectPerformerOnlyPage, verifiedPerformerFactory } from '../../helpers/current-user';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { MIA_ID, videoFactory } from '../../helpers/content-fixtures';
import VideoPage, { type VideoPageProps } from '../../../pages/video/[id]';
import MyVideoPage from '../../../pages/creator/my-video';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const loadVideoPage = (id: string) => loadPageProps<VideoPageProps>(VideoPage, '/video/[id]', { id }, `/video/${id}`);

describe('/video/[id]', () => {
  it('plays the film with the cover as poster for a viewer who may watch it', async () => {
    const video = videoFactory({ title: 'Morning run', tags: ['beach'], stats: { views: 12, likes: 3, comments: 0, bookmarks: 0 } });
    api = fakeApi({ 'GET /performer-assets/videos/video-1': ok(video), 'GET /comments': ok({ data: [], total: 0 }) });
    const { props, status } = await loadVideoPage('video-1');
    expect(status).toBe(200);
    renderWithStore(<VideoPage {...props} />);
    const player = screen.getByTestId('video-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', video.video!.url);
    expect(player).toHaveAttribute('poster', video.thumbnail.url);
    expect(player).toHaveAttribute('controls');
    expect(screen.getByTestId('video-title')).toHaveTextContent('Morning run');
    expect(screen.getByTestId('video-performer')).toHaveAttribute('href', '/mia');
    expect(screen.getByTestId('video-views')).toHaveTextContent('12 views');
    expect(screen.getByTestId('video-tags')).toHaveTextContent('#beach');
    expect(screen.getByTestId('video-like')).toHaveTextContent('3');
    expect(await screen.findByTestId('comments-login')).toBeInTheDocument();
  });

  it('shows a locked video blurred behind a lock with its price and teaser, and no player', async () => {
    const locked = videoFactory({
      access: 'sale',
      price: 4.5,
      isLocked: true,
      video: { ...videoFactory().video!, url: null, thumbnails: [] },
      thumbnail: { url: '/api/files/public/previews/cover.webp' },
      teaser: { url: '/api/media/public/teaser.mp4', thumbnails: [] },
    });
    api = fakeApi({ 'GET /performer-assets/videos/video-1': ok(locked), 'GET /comments': ok({ data: [], total: 0 }) });
    const { props } = await loadVideoPage('video-1');
    const { container } = renderWithStore(<VideoPage {...props} />, { user: currentUserFactory({ _id: 'fan-1' }) });
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.getByTestId('video-locked')).toHaveTextContent('Buy this video for $4.50 to watch it');
    expect(screen.getByTestId('video-buy')).toHaveTextContent('Buy for $4.50');
    expect(screen.getByTestId('video-teaser')).toHaveAttribute('src', '/api/media/public/teaser.mp4');
    expect(container.innerHTML).not.toContain('/api/media/private/');
    expect(await screen.findByTestId('comments-locked')).toBeInTheDocument();
  });

  it('answers 404 with the not-found page when the video is missing or hidden', async () => {
    api = fakeApi({ 'GET /performer-assets/videos/gone': fail(404, 'This video does not exist or is no longer available.') });
    const { props, status } = await loadVideoPage('gone');
    expect(status).toBe(404);
    renderWithStore(<VideoPage {...props} />);
    expect(await screen.findByTestId('video-not-found')).toHaveTextContent(VIDEO_NOT_FOUND);
  });
});

describe('the profile Videos tab', () => {
  const performer = { _id: MIA_ID, username: 'mia', name: 'Mia Rose' } as PublicPerformer;

  it('opens from ?tab=videos and lists the performer\'s videos, locked ones with their price', async () => {
    api = fakeApi({
      'GET /performer-assets/videos/search': ok({ data: [videoFactory(), videoFactory({ _id: 'video-2', isLocked: true, access: 'subscribers', video: null })], total: 2 }),
    });
    renderWithStore(<ProfileContentTabs performer={performer} isOwn={false} />, { router: fakeRouter('/[profileId]', { profileId: 'mia', tab: 'videos' }) });
    await waitFor(() => expect(screen.getAllByTestId('video-card')).toHaveLength(2));
    expect(api.calls[0].params).toEqual({ performerId: MIA_ID, offset: '0', limit: '12' });
    const locked = screen.getAllByTestId('video-card')[1];
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(within(locked).getByTestId('video-thumb-price')).toHaveTextContent('Subscribers');
    expect(profileContentTabs.map((t) => t.key).slice(0, 2)).toEqual(['posts', 'videos']);
  });

  it('keeps the chosen tab in the address', async () => {
    api = fakeApi({ 'GET /user/feeds/search/mia': ok({ data: [], total: 0 }) });
    const router = fakeRouter('/[profileId]', { profileId: 'mia' });
    renderWithStore(<ProfileContentTabs performer={performer} isOwn={false} />, { router });
    await click(screen.getByTestId('profile-tab-videos'));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/[profileId]', query: { profileId: 'mia', tab: 'videos' } }, undefined, { shallow: true, scroll: false });
  });
});

describe('/creator/my-video', () => {
  const mia = verifiedPerformerFactory({ _id: MIA_ID, username: 'mia' });

  it('is for logged-in performers only', () => expectPerformerOnlyPage(MyVideoPage));

  it('lists own videos with the filters of the address, and uploads a new one as one multipart form', async () => {
    let videos = [videoFactory({ _id: 'old', title: 'Old one' })];
    api = fakeApi({
      'GET /performer/performer-assets/videos/search': () => ok({ data: videos, total: videos.length }),
      'POST /performer/performer-assets/videos/upload': (call: FakeCall) => {
        const form = call.body as FormData;
        const created = videoFactory({ _id: 'new', title: String(form.get('title')), video: { ...videoFactory().video!, status: 'finished' } });
        videos = [created, ...videos];
        return ok(created);
      },
    });
    renderWithStore(<MyVideos />, { user: mia, router: fakeRouter('/creator/my-video', { q: 'one', status: 'active' }) });
    await waitFor(() => expect(screen.getAllByTestId('my-video-title')).toHaveLength(1));
    expect(api.calls[0].params).toMatchObject({ q: 'one', status: 'active', current: '1' });

    await click(screen.getByTestId('my-videos-upload'));
    fireEvent.change(await screen.findByTestId('video-form-title'), { target: { value: 'Sunset swim' } });
    await click(screen.getByTestId('video-form-submit'));
    expect(await screen.findByText(FILM_REQUIRED)).toBeInTheDocument();

    const film = new File([new Uint8Array([0, 0, 0, 24])], 'swim.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('video-form-file'), { target: { files: [film] } });
    expect(screen.getByTestId('video-form-file-name')).toHaveTextContent('swim.mp4');
    await click(screen.getByTestId('video-form-submit'));
    await waitFor(() => expect(screen.getAllByTestId('my-video-title').map((t) => t.textContent)).toEqual(['Sunset swim', 'Old one']));
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([...sent.keys()]).toEqual(['title', 'access', 'status', 'file']);
    expect(screen.queryByTestId('video-form')).toBeNull();
  });
});
