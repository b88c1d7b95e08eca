import { createAction } from '@reduxjs/toolkit';
import type { PublicSettings } from '@/contracts/settings';

/** Replaces the whole settings object (spec §4 "Settings: replaced wholesale"). */
export const updateSettings = createAction<PublicSettings>('settings/updateSettings');
