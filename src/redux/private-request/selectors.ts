import type { RootState } from '../root-reducer';

export const selectPrivateRequests = (state: RootState) => state.privateRequest.items;
