// Follow state (a list of followed ids without duplicates: adding an id keeps the list unique, removing
// drops the id) and the saga that asks the API first.
import '../../helpers/browser-globals';
import { waitFor } from '@testing-library/react';
import { bindNotifyApi, type NotifyApi } from '@/lib/notify';
import { logout } from '@/redux/auth/actions';
import { follow, followed, followFailed, unfollow, unfollowed } from '@/redux/follow/actions';
import { followReducer, initialFollowState } from '@/redux/follow/reducer';
import { selectFollowers, selectIsFollowed } from '@/redux/follow/selectors';
import { rootReducer } from '@/redux/root-reducer';
import { makeStore } from '@/redux/store';
import { fail, fakeApi, ok } from '../../helpers/fake-api';

const A = '7b0c9a52-0d59-4a3b-9d0e-2f4b1c1f9a10';
const B = '1f5e6a0c-3d2b-4c1a-8e9f-0a1b2c3d4e5f';

describe('follow reducer', () => {
  it('adding an id keeps the list unique', () => {
    let s = followReducer(initialFollowState, followed({ performerId: A, isFollowed: true, followers: 3 }));
    s = followReducer(s, followed({ performerId: A, isFollowed: true, followers: 3 }));
    s = followReducer(s, followed({ performerId: B, isFollowed: true, followers: 1 }));
    expect(s.ids).toEqual([A, B]);
    expect(s.followers).toEqual({ [A]: 3, [B]: 1 });
  });

  it('removing drops the id and leaves the others', () => {
    let s = followReducer(initialFollowState, followed({ performerId: A, isFollowed: true, followers: 3 }));
    s = followReducer(s, followed({ performerId: B, isFollowed: true, followers: 1 }));
    s = followReducer(s, unfollowed({ performerId: A, isFollowed: false, followers: 2 }));
    expect(s.ids).toEqual([B]);
    expect(s.followers[A]).toBe(2);
    // Removing an id that is not there changes nothing in the list.
    expect(followReducer(s, unfollowed({ performerId: A, isFollowed: false, followers: 2 })).ids).toEqual([B]);
  });

  it('marks a toggle pending until the server answers or fails', () => {
    let s = followReducer(initialFollowState, follow(A));
    s = followReducer(s, unfollow(B));
    expect(s.pending).toEqual([A, B]);
    s = followReducer(s, followed({ performerId: A, isFollowed: true, followers: 1 }));
    s = followReducer(s, followFailed(B));
    expect(s.pending).toEqual([]);
    expect(s.ids).toEqual([A]);
  });

  it('a toggle made here wins over what the page loaded; untouched ids keep the page value', () => {
    let state = rootReducer(undefined, { type: '@@init' });
    expect(selectIsFollowed(state, A, true)).toBe(true);
    expect(selectIsFollowed(state, A, false)).toBe(false);
    state = rootReducer(state, unfollowed({ performerId: A, isFollowed: false, followers: 0 }));
    expect(selectIsFollowed(state, A, true)).toBe(false);
    expect(selectFollowers(state, A, 5)).toBe(0);
    expect(selectFollowers(state, B, 5)).toBe(5);
  });

  it('is forgotten on logout', () => {
    const state = rootReducer(rootReducer(undefined, { type: '@@init' }), followed({ performerId: A, isFollowed: true, followers: 1 }));
    expect(rootReducer(state, logout()).follow).toEqual(initialFollowState);
  });
});

describe('follow saga', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  let errors: string[];

  beforeEach(() => {
    errors = [];
    const fake: NotifyApi = {
      message: { success: (() => undefined) as never, error: ((o: { content: string }) => errors.push(o.content)) as never },
      notification: { info: () => undefined },
    };
    bindNotifyApi(fake);
  });
  afterEach(() => {
    api?.restore();
    bindNotifyApi(null);
  });

  it('POSTs /follows/{id}, then adds the id with the server count', async () => {
    api = fakeApi({ [`POST /follows/${A}`]: ok({ performerId: A, isFollowed: true, followers: 8 }) });
    const store = makeStore();
    store.dispatch(follow(A));
    expect(store.getState().follow.pending).toEqual([A]);
    await waitFor(() => expect(store.getState().follow.ids).toEqual([A]));
    expect(store.getState().follow).toMatchObject({ pending: [], followers: { [A]: 8 } });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /follows/${A}`]);
  });

  it('DELETEs /follows/{id}, then drops the id', async () => {
    api = fakeApi({
      [`POST /follows/${A}`]: ok({ performerId: A, isFollowed: true, followers: 1 }),
      [`DELETE /follows/${A}`]: ok({ performerId: A, isFollowed: false, followers: 0 }),
    });
    const store = makeStore();
    store.dispatch(follow(A));
    await waitFor(() => expect(store.getState().follow.ids).toEqual([A]));
    store.dispatch(unfollow(A));
    await waitFor(() => expect(store.getState().follow.ids).toEqual([]));
    expect(selectIsFollowed(store.getState(), A, true)).toBe(false);
  });

  it('a refused follow changes nothing and shows the server message', async () => {
    api = fakeApi({ [`POST /follows/${A}`]: fail(404, 'This performer is not available.') });
    const store = makeStore();
    store.dispatch(follow(A));
    await waitFor(() => expect(errors).toEqual(['This performer is not available.']));
    expect(store.getState().follow).toEqual(initialFollowState);
  });
});
