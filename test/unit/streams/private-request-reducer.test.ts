// The private-show request list: added once per key (the conversation, else the session's id), removed by key
// once accessed, replaced by the server's list when it is read.
import { HYDRATE } from '@/redux/root-reducer';
import { logout } from '@/redux/auth/actions';
import { addPrivateRequest, removePrivateRequest, setPrivateRequests } from '@/redux/private-request/actions';
import { initialPrivateRequestState, privateRequestReducer, type PrivateRequestState } from '@/redux/private-request/reducer';
import { selectPrivateRequests } from '@/redux/private-request/selectors';
import { rootReducer as shellRootReducer } from '@/redux/root-reducer';
import { fullRootReducer as rootReducer, type FullState } from '../../helpers/page-slices';

const reduce = (state: PrivateRequestState, ...actions: Parameters<typeof privateRequestReducer>[1][]) => actions.reduce(privateRequestReducer, state);
const request = (conversationId: string, extra: Record<string, unknown> = {}) => ({ conversationId, ...extra });

describe('private request reducer', () => {
  it('starts empty', () => {
    expect(initialPrivateRequestState).toEqual({ items: [] });
  });

  it('a request is added with everything the server sent, in the order requests come', () => {
    const s = reduce(initialPrivateRequestState, addPrivateRequest(request('c1', { fanId: 'u-1', pricePerMinute: 5 })), addPrivateRequest(request('c2')));
    expect(s.items).toEqual([{ conversationId: 'c1', fanId: 'u-1', pricePerMinute: 5 }, { conversationId: 'c2' }]);
  });

  it('a request for a conversation already listed is not added again', () => {
    const s = reduce(initialPrivateRequestState, addPrivateRequest(request('c1', { n: 1 })), addPrivateRequest(request('c1', { n: 2 })));
    expect(s.items).toEqual([{ conversationId: 'c1', n: 1 }]);
  });

  it('an accessed request is removed by its conversation, the others stay', () => {
    const s = reduce(initialPrivateRequestState, addPrivateRequest(request('c1')), addPrivateRequest(request('c2')), removePrivateRequest('c1'));
    expect(s.items).toEqual([{ conversationId: 'c2' }]);
  });

  it('removing a conversation not listed changes nothing', () => {
    const before = reduce(initialPrivateRequestState, addPrivateRequest(request('c1')));
    expect(reduce(before, removePrivateRequest('c9')).items).toEqual([{ conversationId: 'c1' }]);
  });

  it('a removed request can come again', () => {
    const s = reduce(initialPrivateRequestState, addPrivateRequest(request('c1')), removePrivateRequest('c1'), addPrivateRequest(request('c1')));
    expect(s.items).toEqual([{ conversationId: 'c1' }]);
  });

  it("the server's list replaces the one the page had, each key once, in the server's order", () => {
    const before = reduce(initialPrivateRequestState, addPrivateRequest(request('stale')), addPrivateRequest(request('c2', { n: 0 })));
    const s = reduce(before, setPrivateRequests([request('c2', { n: 1 }), request('c3'), request('c2', { n: 2 })]));
    expect(s.items).toEqual([{ conversationId: 'c2', n: 1 }, { conversationId: 'c3' }]);
    expect(reduce(s, setPrivateRequests([])).items).toEqual([]);
  });
});

describe('private requests in the root reducer', () => {
  const withRequest = (): FullState => rootReducer(rootReducer(undefined, { type: '@@init' }), addPrivateRequest(request('c1')));

  it('the selector reads the list', () => {
    expect(selectPrivateRequests(withRequest())).toEqual([{ conversationId: 'c1' }]);
  });

  it('page hydration keeps this browser\'s requests', () => {
    const server = shellRootReducer(undefined, { type: '@@init' });
    expect(rootReducer(withRequest(), { type: HYDRATE, payload: server } as never).privateRequest.items).toEqual([{ conversationId: 'c1' }]);
  });

  it('logging out forgets them', () => {
    expect(rootReducer(withRequest(), logout()).privateRequest).toEqual(initialPrivateRequestState);
  });
});
