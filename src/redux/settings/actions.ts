import { createAction } from '@reduxjs/toolkit';
import type { PublicSettings } from '@/contracts/settings';

/** Replaces the whole settings object; nothing of the old one is kept. */
export const updateSettings = createAction<PublicSettings>('settings/updateSettings');
