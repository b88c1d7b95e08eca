// The private-show requests this page has heard of, in the order they came, one per key (see actions.ts).
import { createCaseReducer } from '../case-reducer';
import { addPrivateRequest, removePrivateRequest, setPrivateRequests, type PrivateStreamRequest } from './actions';

export interface PrivateRequestState {
  items: PrivateStreamRequest[];
}

export const initialPrivateRequestState: PrivateRequestState = { items: [] };

export const privateRequestReducer = createCaseReducer(initialPrivateRequestState, (builder) => {
  builder
    .addCase(addPrivateRequest, (state, { payload }) =>
      state.items.some((r) => r.conversationId === payload.conversationId) ? state : { ...state, items: [...state.items, payload] },
    )
    .addCase(removePrivateRequest, (state, { payload }) => ({ ...state, items: state.items.filter((r) => r.conversationId !== payload) }))
    .addCase(setPrivateRequests, (state, { payload }) => {
      const seen = new Set<string>();
      return { ...state, items: payload.filter((r) => !seen.has(r.conversationId) && seen.add(r.conversationId)) };
    });
});
