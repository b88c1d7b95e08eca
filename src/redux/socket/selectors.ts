import type { RootState } from '../root-reducer';

export const selectSocketStatus = (state: RootState) => state.socket.status;
