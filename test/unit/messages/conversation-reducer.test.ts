// The conversation list slice, transition by transition (docs/product.md, "State and transitions").
import { HYDRATE } from '@/redux/root-reducer';
import {
  addConversation,
  deselectConversation,
  readConversation,
  resetConversationSearch,
  searchConversations,
  searchConversationsFail,
  searchConversationsSuccess,
  setActiveConversation,
  updateConversation,
} from '@/redux/conversation/actions';
import { conversationReducer, initialConversationState, type ConversationState } from '@/redux/conversation/reducer';
import { selectActiveConversation, selectConversation, selectConversationList, selectConversations } from '@/redux/conversation/selectors';
import { rootReducer as shellRootReducer } from '@/redux/root-reducer';
import { setUnreadTotal } from '@/redux/unread-messages/actions';
import { fullRootReducer as rootReducer, type FullState } from '../../helpers/page-slices';
import { conversationOf } from './fixtures';

const [c1, c2, c3] = ['c1', 'c2', 'c3'].map((id) => conversationOf(id));
const loaded = (): ConversationState => conversationReducer(initialConversationState, searchConversationsSuccess({ data: [c1, c2], total: 5 }));

describe('conversation list reducer', () => {
  it('starts empty', () => {
    expect(conversationReducer(undefined, { type: '@@init' })).toEqual({
      list: { requesting: false, error: null, data: [], total: 0, success: false },
      mapping: {},
      activeConversation: null,
    });
  });

  it('a request sets requesting and keeps the list it has', () => {
    const s = conversationReducer(loaded(), searchConversations({ q: 'ann' }));
    expect(s.list.requesting).toBe(true);
    expect(s.list.data).toEqual(['c1', 'c2']);
  });

  it('success stores the ids de-duplicated, the total and a mapping per id', () => {
    const s = conversationReducer(
      conversationReducer(initialConversationState, searchConversations()),
      searchConversationsSuccess({ data: [c1, c2, c1], total: 7 }),
    );
    expect(s.list).toEqual({ requesting: false, error: null, data: ['c1', 'c2'], total: 7, success: true });
    expect(s.mapping).toEqual({ c1, c2 });
  });

  it('success without loadMore replaces the list; with loadMore it appends (still de-duplicated)', () => {
    const replaced = conversationReducer(loaded(), searchConversationsSuccess({ data: [c3], total: 1 }));
    expect(replaced.list.data).toEqual(['c3']);
    const appended = conversationReducer(loaded(), searchConversationsSuccess({ data: [c2, c3], total: 5, loadMore: true }));
    expect(appended.list.data).toEqual(['c1', 'c2', 'c3']);
    expect(appended.list.total).toBe(5);
    expect(Object.keys(appended.mapping).sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('failure empties the list and stores the error', () => {
    const s = conversationReducer(loaded(), searchConversationsFail({ statusCode: 500, error: 'Error', message: 'down' }));
    expect(s.list).toEqual({ requesting: false, error: { statusCode: 500, message: 'down' }, data: [], total: 0, success: false });
  });

  it('the search reset clears the list', () => {
    const s = conversationReducer(conversationReducer(loaded(), searchConversations({ q: 'x' })), resetConversationSearch());
    expect(s.list).toEqual(initialConversationState.list);
  });

  it('setting the active conversation puts it on top when missing, and only then', () => {
    const s = conversationReducer(loaded(), setActiveConversation(c3));
    expect(s.activeConversation).toEqual(c3);
    expect(s.list.data).toEqual(['c3', 'c1', 'c2']);
    expect(s.list.total).toBe(6);
    expect(s.mapping.c3).toEqual(c3);
    const again = conversationReducer(s, setActiveConversation(c2));
    expect(again.list.data).toEqual(['c3', 'c1', 'c2']);
    expect(again.activeConversation?._id).toBe('c2');
  });

  it('adding a conversation puts it on top when missing, and leaves a listed one in place', () => {
    const s = conversationReducer(loaded(), addConversation(c3));
    expect(s.list.data).toEqual(['c3', 'c1', 'c2']);
    expect(s.activeConversation).toBeNull();
    expect(conversationReducer(s, addConversation(c2)).list.data).toEqual(['c3', 'c1', 'c2']);
  });

  it('marking read sets the not-seen count to 0, in the mapping and the active copy', () => {
    const active = conversationReducer(loaded(), setActiveConversation(c1));
    const s = conversationReducer(active, readConversation('c1'));
    expect(s.mapping.c1.totalNotSeenMessages).toBe(0);
    expect(s.activeConversation?.totalNotSeenMessages).toBe(0);
    expect(s.mapping.c2.totalNotSeenMessages).toBe(2);
    // An unknown id changes nothing.
    expect(conversationReducer(s, readConversation('nope'))).toEqual(s);
  });

  it('deselecting clears the active conversation', () => {
    const s = conversationReducer(conversationReducer(loaded(), setActiveConversation(c1)), deselectConversation());
    expect(s.activeConversation).toBeNull();
    expect(s.list.data).toEqual(['c1', 'c2']);
  });

  it('a socket update replaces the conversation and moves it to the top', () => {
    const newer = conversationOf('c2', { lastMessage: 'new!', totalNotSeenMessages: 3 });
    const active = conversationReducer(loaded(), setActiveConversation(c2));
    const s = conversationReducer(active, updateConversation(newer));
    expect(s.list.data).toEqual(['c2', 'c1']);
    expect(s.list.total).toBe(5);
    expect(s.mapping.c2).toEqual(newer);
    expect(s.activeConversation).toEqual(newer);
    const fresh = conversationReducer(s, updateConversation(c3));
    expect(fresh.list.data).toEqual(['c3', 'c2', 'c1']);
    expect(fresh.list.total).toBe(6);
  });
});

describe('conversation selectors', () => {
  const state = (): FullState => {
    let s = rootReducer(undefined, { type: '@@init' });
    s = rootReducer(s, searchConversationsSuccess({ data: [c1, c2], total: 2 }));
    return rootReducer(s, setActiveConversation(c3));
  };

  it('lists conversations in list order, the list object, the active one and one by id', () => {
    const s = state();
    expect(selectConversations(s).map((c) => c._id)).toEqual(['c3', 'c1', 'c2']);
    expect(selectConversations(s)).toBe(selectConversations(s));
    expect(selectConversationList(s).total).toBe(3);
    expect(selectActiveConversation(s)?._id).toBe('c3');
    expect(selectConversation('c1')(s)).toEqual(c1);
    expect(selectConversation('nope')(s)).toBeNull();
    expect(selectConversation(null)(s)).toBeNull();
  });

  it('logging out forgets the conversations', () => {
    const s = rootReducer(state(), { type: 'auth/logout' });
    expect(s.conversation).toEqual(initialConversationState);
  });
});

describe('page hydration', () => {
  it('keeps the live conversations, messages and unread total of this browser', () => {
    let client = rootReducer(undefined, { type: '@@init' });
    client = rootReducer(client, searchConversationsSuccess({ data: [c1], total: 1 }));
    client = rootReducer(client, setUnreadTotal(3));
    // The server's store holds the shell's slices only: the conversations are never rendered there.
    const server = shellRootReducer(undefined, { type: '@@init' });
    const s = rootReducer(client, { type: HYDRATE, payload: server } as never);
    expect(s.conversation.list.data).toEqual(['c1']);
    expect(s.unreadMessages.total).toBe(3);
  });
});
