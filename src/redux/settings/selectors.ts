import type { RootState } from '../root-reducer';

export const selectSettings = (state: RootState) => state.settings;
export const selectMaintenanceMode = (state: RootState) => state.settings.maintenanceMode;
export const selectGaCode = (state: RootState) => state.settings.gaCode;
