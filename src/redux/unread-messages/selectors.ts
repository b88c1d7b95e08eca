import type { RootState } from '../root-reducer';

export const selectUnreadTotal = (state: RootState) => state.unreadMessages.total;
