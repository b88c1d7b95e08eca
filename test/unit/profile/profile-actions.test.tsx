// The buttons on a performer's profile: follow (through the follow slice and its saga), bookmark, report
// and subscribe. Anonymous visitors are sent to log in; only the network is faked.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { REPORT_THANKS } from '@/components/profile/report-words';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from '../performers/fixtures';

const luna = performerFactory();
const fan = currentUserFactory();

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};

describe('follow', () => {
  it('follows, then unfollows, through the API, updating the button and the follower count', async () => {
    api = fakeApi({
      [`POST /follows/${luna._id}`]: ok({ performerId: luna._id, isFollowed: true, followers: 13 }),
      [`DELETE /follows/${luna._id}`]: ok({ performerId: luna._id, isFollowed: false, followers: 12 }),
    });
    const { store } = renderWithStore(<PerformerProfile performer={luna} />, { user: fan, sagas: true });
    expect(screen.getByTestId('profile-follow')).toHaveTextContent('Follow');

    await click('profile-follow');
    await waitFor(() => expect(screen.getByTestId('profile-follow')).toHaveTextContent('Following'));
    expect(screen.getByTestId('profile-followers')).toHaveTextContent('13');
    expect(store.getState().follow.ids).toEqual([luna._id]);

    await click('profile-follow');
    await waitFor(() => expect(screen.getByTestId('profile-follow')).toHaveTextContent(/^Follow$/));
    expect(screen.getByTestId('profile-followers')).toHaveTextContent('12');
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /follows/${luna._id}`, `DELETE /follows/${luna._id}`]);
  });

  it('starts as "Following" when the API says the viewer follows', () => {
    renderWithStore(<PerformerProfile performer={{ ...luna, isFollowed: true }} />, { user: fan });
    expect(screen.getByTestId('profile-follow')).toHaveTextContent('Following');
    expect(screen.getByTestId('profile-follow')).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends an anonymous visitor to log in instead of calling the API', async () => {
    api = fakeApi({});
    const { router } = renderWithStore(<PerformerProfile performer={luna} />, { sagas: true });
    for (const id of ['profile-follow', 'profile-bookmark', 'profile-report', 'profile-subscribe']) {
      await click(id);
    }
    expect(router.push).toHaveBeenCalledTimes(4);
    expect(router.push).toHaveBeenCalledWith('/auth/login');
    expect(api.calls).toEqual([]);
    expect(screen.queryByTestId('report-form')).toBeNull();
  });
});

describe('bookmark', () => {
  it('adds and removes the bookmark with POST and DELETE /reactions', async () => {
    const body = { objectId: luna._id, objectType: 'performer', action: 'bookmark' };
    api = fakeApi({
      'POST /reactions': ok({ ...body, active: true }),
      'DELETE /reactions': ok({ ...body, active: false }),
    });
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan });
    await click('profile-bookmark');
    await waitFor(() => expect(screen.getByTestId('profile-bookmark')).toHaveTextContent('Bookmarked'));
    await click('profile-bookmark');
    await waitFor(() => expect(screen.getByTestId('profile-bookmark')).toHaveTextContent(/^Bookmark$/));
    expect(api.calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', body],
      ['DELETE', body],
    ]);
  });

  it('keeps the state and shows the server message when the API refuses', async () => {
    api = fakeApi({ 'POST /reactions': fail(404, 'This performer is not available.') });
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan });
    await click('profile-bookmark');
    expect(await screen.findByText('This performer is not available.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-bookmark')).toHaveTextContent(/^Bookmark$/);
  });
});

describe('report', () => {
  it('asks for a category and at least 5 characters before sending anything', async () => {
    api = fakeApi({});
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan });
    await click('profile-report');
    await click('report-submit');
    expect(await screen.findByText('Choose what is wrong.')).toBeInTheDocument();
    expect(screen.getByText('Describe the problem in at least 5 characters')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('report-description'), { target: { value: 'bad ' } });
    await click('report-submit');
    expect(await screen.findByText('Describe the problem in at least 5 characters')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends category and description with POST /reports and thanks the reporter', async () => {
    api = fakeApi({ 'POST /reports': ok({ _id: 'r-1' }) });
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan });
    await click('profile-report');
    const category = within(screen.getByTestId('report-form')).getAllByRole('combobox')[0];
    await act(async () => {
      fireEvent.mouseDown(category);
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Spam or scam'));
    });
    fireEvent.change(screen.getByTestId('report-description'), { target: { value: '  Posts scam links in the bio.  ' } });
    await click('report-submit');
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/reports',
      body: { targetId: luna._id, target: 'performer', category: 'spam', description: 'Posts scam links in the bio.' },
    });
    expect(await screen.findByText(REPORT_THANKS)).toBeInTheDocument();
  });
});

describe('subscribe', () => {
  it('opens the trial confirmation from the trial button, and the plans with the way to pay from there', async () => {
    const { store } = renderWithStore(<PerformerProfile performer={{ ...luna, isFreeSubscription: true, freeSubscriptionDays: 3 }} />, { user: { ...fan, balance: 0 } });
    await click('profile-subscribe');
    expect(store.getState().subscription).toMatchObject({ showModal: true, subscriptionType: 'free', performer: { _id: luna._id } });
    expect(screen.getByTestId('trial-confirmation')).toHaveTextContent('Start your 3-day free trial');
    await click('trial-see-plans');
    expect(store.getState().subscription.subscriptionType).toBe('monthly');
    expect(screen.getByTestId('subscribe-plan-monthly')).toHaveTextContent('$9.95 / month');
    expect(screen.getByTestId('subscribe-plan-yearly')).toHaveTextContent('$99.00 / year');
    expect(screen.getByTestId('subscribe-try-free')).toHaveTextContent('free for 3 days');
    expect(screen.getByTestId('subscribe-continue')).toBeEnabled();
    expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Continue to payment');
    expect(screen.getByTestId('subscribe-note')).toHaveTextContent('You pay $9.95 at the checkout');

    await act(async () => {
      fireEvent.click(within(screen.getByTestId('subscribe-plan-yearly')).getByRole('radio'));
    });
    expect(store.getState().subscription.subscriptionType).toBe('yearly');
    expect(screen.getByTestId('subscribe-note')).toHaveTextContent('You pay $99.00 at the checkout');
  });

  it('shows "Subscribed" to a subscriber', () => {
    renderWithStore(<PerformerProfile performer={{ ...luna, isSubscribed: true }} />, { user: fan });
    expect(screen.getByTestId('profile-subscribe')).toHaveTextContent('Subscribed');
    expect(screen.getByTestId('profile-subscribe')).toBeDisabled();
  });
});
