import { createAction } from '@reduxjs/toolkit';
import { readUIPreferences, type UIValues } from './storage';

/** Merges into the ui slice; in the browser every key is also written to localStorage (store middleware). */
export const updateUIValue = createAction<UIValues>('ui/updateUIValue');
/** Reads the visitor's saved choices (theme, collapsed) back from localStorage; dispatch after mount. */
export const loadUIValue = createAction('ui/loadUIValue', () => ({ payload: readUIPreferences() }));
