// The one way a saga turns an action into "call the API, put the outcome", so workers are not copies of
// each other. Toasts and navigation happen here and nowhere else in the sagas.
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessageOr, GENERIC_ERROR } from '@/lib/errors';
import { navigation } from '@/lib/navigation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isCancelled } from '@/lib/request';

type Actions = Action | Action[] | null | undefined;

export interface RequestSagaOptions<P, R> {
  /** The work: a service call, or a saga when it takes several steps (each through `call`). */
  run: ((payload: P) => Promise<R>) | ((payload: P) => SagaIterator<R>);
  success?: (result: R, payload: P) => Actions;
  failure?: (error: unknown, payload: P) => Actions;
  /** Toast shown after success. */
  successToast?: string;
  /** Failure toast: the server's message, else this sentence. */
  errorToast?: string | true;
  /** Where to go after success. */
  redirect?: (result: R, payload: P) => string | null | undefined;
}

const asList = (a: Actions): Action[] => (a ? (Array.isArray(a) ? a : [a]) : []);

export function* showError(error: unknown, fallback: string = GENERIC_ERROR): SagaIterator {
  yield call(notifyError, errorMessageOr(error, fallback));
}

export function* showSuccess(text: string): SagaIterator {
  yield call(notifySuccess, text);
}

export function* goTo(path: string): SagaIterator {
  yield call([navigation, navigation.push], path);
}

export function requestSaga<P, R>(options: RequestSagaOptions<P, R>) {
  return function* requestWorker(action: PayloadAction<P>): SagaIterator {
    // Saga actions run after a 0 ms delay, so the triggering render finishes first.
    yield delay(0);
    let result: R;
    try {
      // `call` runs either a promise-returning function or a generator; its typing knows only one at a time.
      result = yield call(options.run as (payload: P) => Promise<R>, action.payload);
    } catch (error) {
      for (const next of asList(options.failure?.(error, action.payload))) yield put(next);
      if (options.errorToast && !isCancelled(error)) {
        yield call(showError, error, options.errorToast === true ? GENERIC_ERROR : options.errorToast);
      }
      return;
    }
    for (const next of asList(options.success?.(result, action.payload))) yield put(next);
    if (options.successToast) yield call(showSuccess, options.successToast);
    const path = options.redirect?.(result, action.payload);
    if (path) yield call(goTo, path);
  };
}
