import type { RootState } from '../store';

export const selectSocketStatus = (state: RootState) => state.socket.status;
