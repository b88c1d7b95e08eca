import { createAction } from '@reduxjs/toolkit';
import type { SocketStatus } from './reducer';

export const setSocketStatus = createAction<SocketStatus>('socket/setSocketStatus');
