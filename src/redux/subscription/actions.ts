import { createAction } from '@reduxjs/toolkit';
import type { SubscriptionState } from './reducer';

export const setSubscription = createAction<Partial<SubscriptionState>>('subscription/setSubscription');
export const resetSubscription = createAction('subscription/resetSubscription');
