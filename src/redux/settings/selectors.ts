import type { RootState } from '../root-reducer';

export const selectSettings = (state: RootState) => state.settings;
