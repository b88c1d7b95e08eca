import { createAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@/contracts/users';

export type SubscriptionType = 'monthly' | 'yearly' | 'free';

export interface SubscriptionState {
  /** Whether the subscribe dialog is open, and for which performer. */
  showModal: boolean;
  performer: PublicUser | null;
  subscriptionType: SubscriptionType;
}

export const setSubscription = createAction<Partial<SubscriptionState>>('subscription/setSubscription');
export const resetSubscription = createAction('subscription/resetSubscription');
