// Realtime connection status.
import { createReducer } from '@reduxjs/toolkit';
import { setSocketStatus, type SocketStatus } from './actions';

export type { SocketStatus };

export interface SocketState {
  status: SocketStatus;
}

export const initialSocketState: SocketState = { status: 'initialized' };

export const socketReducer = createReducer(initialSocketState, (builder) => {
  builder.addCase(setSocketStatus, (state, { payload }) => {
    state.status = payload;
  });
});
