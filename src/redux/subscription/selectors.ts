import type { RootState } from '../root-reducer';

export const selectSubscription = (state: RootState) => state.subscription;
