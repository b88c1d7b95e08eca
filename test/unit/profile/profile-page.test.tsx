// The public profile page /[profileId]: a performer from GET /performers/{id}, anyone else from
// GET /users/view/{id}; 404 for unknown addresses and for performers hidden from this viewer.
import '../../helpers/browser-globals';
import { screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import type { PublicUser } from '@/contracts/users';
import { absoluteUrl } from '@/components/profile/load-profile';
import { profileDescription, shareTagsOf } from '@/components/profile/profile-meta';
import { makeStore } from '@/redux/store';
import { currentUserFactory } from '../../helpers/current-user';
import { loggedInState, renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from '../performers/fixtures';
import ProfilePage, { type ProfilePageProps } from '../../../pages/[profileId]';

const luna = performerFactory({
  bio: 'Singer.\nLive on Fridays.',
  height: '164_166',
  bodyType: 'gymBody',
  hair: 'multiColored',
  country: 'GB',
  city: 'London',
  languages: ['en', 'fr'],
  welcomeVideo: '/files/welcome/luna.mp4',
  isFreeSubscription: true,
  freeSubscriptionDays: 3,
  stats: { followers: 12, subscribers: 3 },
});
const lunaUser: PublicUser = { _id: luna._id, name: luna.name, username: 'luna', avatar: luna.avatar, cover: null, isPerformer: true, bio: luna.bio };
const annUser: PublicUser = { _id: 'u-1', name: 'Ann Fan', username: 'annfan', avatar: '/files/a.webp', cover: null, isPerformer: false, bio: null };

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

async function loadPage(profileId: string, viewer?: ReturnType<typeof currentUserFactory>) {
  const store = viewer ? makeStore(loggedInState(viewer)) : undefined;
  store?.sagaTask.cancel();
  return loadPageProps<ProfilePageProps>(ProfilePage, '/[profileId]', { profileId }, `/${profileId}`, { store } as Partial<NextPageContext>);
}

/** Luna's own profile page, seen by Luna with her verification at the given stage. */
async function renderForOwner(verificationStatus: 'verified' | 'pending') {
  api = fakeApi({ 'GET /performers/luna': ok(luna) });
  const owner = currentUserFactory({ _id: luna._id, username: 'luna', isPerformer: true, performer: { bio: luna.bio, verificationStatus } });
  const { props } = await loadPage('luna', owner);
  renderWithStore(<ProfilePage {...props} />, { user: owner });
}

describe('a performer profile', () => {
  it('shows cover, picture, name, @username, bio, counts, welcome video and labelled details', async () => {
    api = fakeApi({ 'GET /performers/luna': ok(luna) });
    const { props, status } = await loadPage('luna');
    expect(status).toBe(200);
    expect(api.calls.map((c) => c.url)).toEqual(['/performers/luna']);

    renderWithStore(<ProfilePage {...props} />);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Luna Star');
    // The picture is named for screen readers; the image inside is drawn only.
    const picture = screen.getByRole('img', { name: "Luna Star's profile picture" });
    expect(picture.querySelector('img')).toHaveAttribute('src', '/files/avatars/luna.webp');
    expect(screen.getByTestId('profile-username')).toHaveTextContent('@luna');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('Singer. Live on Fridays.');
    expect(screen.getByTestId('profile-performer-badge')).toHaveTextContent('Performer');
    expect(screen.getByTestId('profile-free-trial')).toHaveTextContent('3-day free trial');
    expect(screen.getByTestId('profile-followers')).toHaveTextContent('12');
    expect(screen.getByTestId('profile-subscribers')).toHaveTextContent('3');
    expect(screen.getByTestId('profile-welcome-video')).toHaveAttribute('src', '/files/welcome/luna.mp4');
    const details = screen.getByTestId('profile-details');
    expect(details).toHaveTextContent('Height164-166 cm');
    expect(details).toHaveTextContent('Body typeGym body');
    expect(details).toHaveTextContent('Hair colourMulti colored');
    expect(details).toHaveTextContent('LocationLondon, United Kingdom');
    expect(details).toHaveTextContent('LanguagesEnglish, French');
    // A visitor gets the actions, not the owner's edit button.
    for (const id of ['profile-subscribe', 'profile-follow', 'profile-bookmark', 'profile-report']) expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-edit')).toBeNull();
  });

  it('gives its owner "Edit profile" instead of follow, subscribe, bookmark and report', async () => {
    await renderForOwner('verified');
    expect(screen.getByTestId('profile-edit')).toHaveAttribute('href', '/creator/account');
    for (const id of ['profile-subscribe', 'profile-follow', 'profile-bookmark', 'profile-report']) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryByTestId('profile-unlisted')).toBeNull();
  });

  it('tells its owner, before verification, that only they can see it', async () => {
    await renderForOwner('pending');
    expect(await screen.findByTestId('profile-unlisted')).toHaveTextContent('Only you can see this profile for now');
  });

  it('answers 404 when the performer is hidden from this viewer (a block), though the user view knows the account', async () => {
    api = fakeApi({
      'GET /performers/luna': fail(404, 'This performer does not exist or is not available.'),
      'GET /users/view/luna': ok(lunaUser),
    });
    const { props, status } = await loadPage('luna', currentUserFactory());
    expect(status).toBe(404);
    renderWithStore(<ProfilePage {...props} />);
    expect(await screen.findByText('This profile does not exist')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-name')).toBeNull();
  });

  it('shows its owner their profile from the user view when the performer view refuses, marked as not public yet', async () => {
    api = fakeApi({ 'GET /performers/luna': fail(404, 'Not available.'), 'GET /users/view/luna': ok(lunaUser) });
    const owner = currentUserFactory({ _id: luna._id, username: 'luna', isPerformer: true, performer: { bio: '', verificationStatus: 'pending' } });
    const { props, status } = await loadPage('luna', owner);
    expect(status).toBe(200);
    renderWithStore(<ProfilePage {...props} />, { user: owner });
    expect(await screen.findByTestId('profile-unlisted')).toHaveTextContent('Only you can see this profile for now');
    expect(screen.getByTestId('profile-edit')).toHaveAttribute('href', '/creator/account');
  });
});

describe('a fan profile', () => {
  it('falls back to the user view: no badge, no bio, no performer actions', async () => {
    api = fakeApi({ 'GET /users/view/annfan': ok(annUser) });
    const { props, status } = await loadPage('annfan');
    expect(status).toBe(200);
    expect(api.calls.map((c) => c.url)).toEqual(['/performers/annfan', '/users/view/annfan']);
    renderWithStore(<ProfilePage {...props} />);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ann Fan');
    expect(screen.queryByTestId('profile-performer-badge')).toBeNull();
    expect(screen.queryByTestId('profile-bio')).toBeNull();
    expect(screen.queryByTestId('profile-follow')).toBeNull();
  });

  it('names no picture when the account has none: the user icon stands in', async () => {
    api = fakeApi({ 'GET /users/view/annfan': ok({ ...annUser, avatar: '' }) });
    const { props } = await loadPage('annfan');
    renderWithStore(<ProfilePage {...props} />);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ann Fan');
    expect(screen.queryByRole('img', { name: /profile picture/ })).toBeNull();
    expect(screen.getByTestId('profile-avatar').querySelector('img')).toBeNull();
    expect(screen.getByTestId('profile-avatar').querySelector('.anticon-user')).not.toBeNull();
  });
});

describe('missing and failing profiles', () => {
  it('answers 404 with "This profile does not exist" for an unknown address', async () => {
    api = fakeApi({ 'GET /users/view/nobody': fail(404, 'This profile does not exist or is no longer available.') });
    const { props, status } = await loadPage('nobody');
    expect(status).toBe(404);
    renderWithStore(<ProfilePage {...props} />);
    expect(await screen.findByText('This profile does not exist')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-name')).toBeNull();
  });

  it('does not call a server failure "not found"', async () => {
    api = fakeApi({ 'GET /performers/luna': fail(500, '') });
    const { props, status } = await loadPage('luna');
    expect(status).toBe(503);
    renderWithStore(<ProfilePage {...props} />);
    expect(await screen.findByText('We could not load this profile')).toBeInTheDocument();
    expect(screen.queryByText('This profile does not exist')).toBeNull();
  });
});

describe('share tags', () => {
  it('describe the profile with its bio on one line, cut at 200 characters', () => {
    expect(profileDescription(lunaUser, 'Fanstage')).toBe('Singer. Live on Fridays.');
    expect(profileDescription({ ...lunaUser, bio: 'x'.repeat(300) }, 'Fanstage')).toHaveLength(200);
    expect(profileDescription({ ...lunaUser, bio: '' }, 'Fanstage')).toBe('Luna Star on Fanstage');
  });

  it('use the cover as the picture when there is one, else the avatar, as absolute URLs', () => {
    const origin = 'https://fans.example.com';
    expect(shareTagsOf(luna, origin, 'Fanstage')).toEqual({
      title: 'Luna Star (@luna)',
      description: 'Singer. Live on Fridays.',
      image: 'https://fans.example.com/files/avatars/luna.webp',
      url: 'https://fans.example.com/luna',
      twitterCard: 'summary',
    });
    const withCover = shareTagsOf({ ...luna, cover: 'https://cdn.example.net/c.webp' }, origin, 'Fanstage');
    expect(withCover.image).toBe('https://cdn.example.net/c.webp');
    expect(withCover.twitterCard).toBe('summary_large_image');
  });

  it('keep CDN URLs as they are', () => {
    expect(absoluteUrl('/files/a.webp', 'https://fans.example.com')).toBe('https://fans.example.com/files/a.webp');
    expect(absoluteUrl('https://cdn.example.net/a.webp', 'https://fans.example.com')).toBe('https://cdn.example.net/a.webp');
  });
});
