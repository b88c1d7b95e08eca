import type { RootState } from '../store';

export const selectPrivateRequests = (state: RootState) => state.privateRequest.items;
