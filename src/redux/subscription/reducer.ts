import { createReducer } from '@reduxjs/toolkit';
import type { PublicUser } from '@/contracts/users';
import { resetSubscription, setSubscription } from './actions';

export type SubscriptionType = 'monthly' | 'yearly' | 'free';

export interface SubscriptionState {
  /** Whether the subscribe dialog is open, and for which performer. */
  showModal: boolean;
  performer: PublicUser | null;
  subscriptionType: SubscriptionType;
}

export const initialSubscriptionState: SubscriptionState = { showModal: false, performer: null, subscriptionType: 'monthly' };

export const subscriptionReducer = createReducer(initialSubscriptionState, (builder) => {
  builder
    .addCase(setSubscription, (state, { payload }) => ({ ...state, ...payload }))
    .addCase(resetSubscription, () => initialSubscriptionState);
});
