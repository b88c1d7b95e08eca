import type { Middleware } from '@reduxjs/toolkit';
import { updateUIValue } from './actions';
import { saveUIValues } from './storage';

/** Writes every key of an updateUIValue to localStorage, keeping the reducer pure. */
export const uiStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (updateUIValue.match(action)) saveUIValues(action.payload);
  return result;
};
