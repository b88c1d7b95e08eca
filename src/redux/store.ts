// The store: one per request on the server, one per tab in the browser (next-redux-wrapper), with sagas.
import { configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './sagas';
import { uiStorageMiddleware } from './ui/middleware';

export type { RootState };

export function makeStore(preloadedState?: RootState) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, uiStorageMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  const sagaTask: Task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const wrapper = createWrapper<AppStore>(() => makeStore());
