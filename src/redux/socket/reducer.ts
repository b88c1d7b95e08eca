// Realtime connection status.
import { createReducer } from '@reduxjs/toolkit';
import { setSocketStatus } from './actions';

export type SocketStatus = 'initialized' | 'connected' | 'disconnect' | 'failed' | 'reconnecting';

export interface SocketState {
  status: SocketStatus;
}

export const initialSocketState: SocketState = { status: 'initialized' };

export const socketReducer = createReducer(initialSocketState, (builder) => {
  builder.addCase(setSocketStatus, (state, { payload }) => {
    state.status = payload;
  });
});
