import type { RootState } from '../store';

export const selectSubscription = (state: RootState) => state.subscription;
