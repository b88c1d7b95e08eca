// The public profile page /[profileId]: loaded in getInitialProps (spec §2), 404 for unknown addresses.
import '../../client/helpers/browser-globals';
import { screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import type { PublicUser } from '@/contracts/users';
import { absoluteUrl } from '@/components/profile/load-profile';
import { profileDescription } from '@/components/profile/profile-meta';
import { currentUserFactory } from '../helpers/users';
import { fail, fakeApi, ok } from '../../client/helpers/fake-api';
import { renderWithStore } from '../helpers/render';
import ProfilePage, { type ProfilePageProps } from '../../../../pages/[profileId]';

const luna: PublicUser = {
  _id: '7b0c9a52-0d59-4a3b-9d0e-2f4b1c1f9a10',
  name: 'Luna Star',
  username: 'luna',
  avatar: '/files/avatars/luna.webp',
  cover: null,
  isPerformer: true,
  bio: 'Singer.\nLive on Fridays.',
};

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

async function loadPage(profileId: string) {
  const res = { statusCode: 200 } as NextPageContext['res'] & { statusCode: number };
  const ctx = { query: { profileId }, res, pathname: '/[profileId]', asPath: `/${profileId}` } as unknown as NextPageContext;
  const props = (await ProfilePage.getInitialProps!(ctx)) as ProfilePageProps;
  return { props, status: res.statusCode };
}

describe('public profile page', () => {
  it('loads the profile by username and shows name, @username, bio and the performer badge', async () => {
    api = fakeApi({ 'GET /users/view/luna': ok(luna) });
    const { props, status } = await loadPage('luna');
    expect(status).toBe(200);

    renderWithStore(<ProfilePage {...props} />);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Luna Star');
    expect(screen.getByTestId('profile-username')).toHaveTextContent('@luna');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('Singer. Live on Fridays.');
    expect(screen.getByTestId('profile-performer-badge')).toHaveTextContent('Performer');
    // A visitor cannot edit someone's profile.
    expect(screen.queryByTestId('profile-edit')).toBeNull();
  });

  it('offers "Edit profile" to its owner, pointing at the performer account page', async () => {
    api = fakeApi({ 'GET /users/view/luna': ok(luna) });
    const { props } = await loadPage('luna');
    const owner = currentUserFactory({ _id: luna._id, username: 'luna', isPerformer: true, performer: { bio: luna.bio!, verificationStatus: 'verified' } });
    renderWithStore(<ProfilePage {...props} />, { user: owner });
    expect(screen.getByTestId('profile-edit')).toHaveAttribute('href', '/creator/account');
  });

  it('a fan profile has no badge and no bio', async () => {
    api = fakeApi({ 'GET /users/view/annfan': ok({ ...luna, _id: 'u-1', name: 'Ann Fan', username: 'annfan', isPerformer: false, bio: null }) });
    const { props } = await loadPage('annfan');
    renderWithStore(<ProfilePage {...props} />);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ann Fan');
    expect(screen.queryByTestId('profile-performer-badge')).toBeNull();
    expect(screen.queryByTestId('profile-bio')).toBeNull();
  });

  it('answers 404 with "This profile does not exist" for an unknown address', async () => {
    api = fakeApi({ 'GET /users/view/nobody': fail(404, 'This profile does not exist or is no longer available.') });
    const { props, status } = await loadPage('nobody');
    expect(status).toBe(404);

    renderWithStore(<ProfilePage {...props} />);
    expect(screen.getByText('This profile does not exist')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-name')).toBeNull();
  });

  it('does not call a server failure "not found"', async () => {
    api = fakeApi({ 'GET /users/view/luna': fail(500, '') });
    const { props, status } = await loadPage('luna');
    expect(status).toBe(503);
    renderWithStore(<ProfilePage {...props} />);
    expect(screen.getByText('We could not load this profile')).toBeInTheDocument();
    expect(screen.queryByText('This profile does not exist')).toBeNull();
  });
});

describe('share tags', () => {
  it('describe the profile with its bio on one line, cut at 200 characters', () => {
    expect(profileDescription(luna, 'Fanstage')).toBe('Singer. Live on Fridays.');
    expect(profileDescription({ ...luna, bio: 'x'.repeat(300) }, 'Fanstage')).toHaveLength(200);
    expect(profileDescription({ ...luna, bio: '' }, 'Fanstage')).toBe('Luna Star on Fanstage');
  });

  it('use absolute picture URLs, keeping CDN URLs as they are', () => {
    expect(absoluteUrl('/files/a.webp', 'https://fans.example.com')).toBe('https://fans.example.com/files/a.webp');
    expect(absoluteUrl('https://cdn.example.net/a.webp', 'https://fans.example.com')).toBe('https://cdn.example.net/a.webp');
  });
});
