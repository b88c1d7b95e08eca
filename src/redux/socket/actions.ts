import { createAction } from '@reduxjs/toolkit';

/** The realtime connection's status, as the socket reports it. */
export type SocketStatus = 'initialized' | 'connected' | 'disconnect' | 'failed' | 'reconnecting';

export const setSocketStatus = createAction<SocketStatus>('socket/setSocketStatus');
