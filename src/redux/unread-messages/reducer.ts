import { createCaseReducer } from '../case-reducer';
import { setUnreadTotal } from './actions';

export interface UnreadMessagesState {
  /** Unread messages across all conversations (the header's badge). */
  total: number;
}

export const initialUnreadMessagesState: UnreadMessagesState = { total: 0 };

export const unreadMessagesReducer = createCaseReducer(initialUnreadMessagesState, (builder) => {
  builder.addCase(setUnreadTotal, (state, { payload }) => ({ ...state, total: Math.max(0, payload) }));
});
