// Realtime connection status.
import { createCaseReducer } from '../case-reducer';
import { setSocketStatus, type SocketStatus } from './actions';

export type { SocketStatus };

export interface SocketState {
  status: SocketStatus;
}

export const initialSocketState: SocketState = { status: 'initialized' };

export const socketReducer = createCaseReducer(initialSocketState, (builder) => {
  builder.addCase(setSocketStatus, (state, { payload }) => ({ ...state, status: payload }));
});
