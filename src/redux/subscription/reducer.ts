import { createCaseReducer } from '../case-reducer';
import { resetSubscription, setSubscription, type SubscriptionState, type SubscriptionType } from './actions';

export type { SubscriptionState, SubscriptionType };

export const initialSubscriptionState: SubscriptionState = { showModal: false, performer: null, subscriptionType: 'monthly' };

export const subscriptionReducer = createCaseReducer(initialSubscriptionState, (builder) => {
  builder
    .addCase(setSubscription, (state, { payload }) => ({ ...state, ...payload }))
    .addCase(resetSubscription, () => initialSubscriptionState);
});
