// A conversation or message load failure toasts one fixed sentence, whatever the server said
// (docs/product.md, "Error messages").
import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { notifyError } from '@/lib/notify';
import { isCancelled } from '@/lib/request';

export const LOAD_FAILED = 'Error occurred, please try again later';

/** Wraps a load so its failure shows that toast, then still reaches the saga's failure action. */
export function withLoadFailureToast<P, R>(load: (payload: P) => Promise<R> | SagaIterator<R>) {
  return function* loadOrToast(payload: P): SagaIterator<R> {
    try {
      return (yield call(load as (payload: P) => Promise<R>, payload)) as R;
    } catch (error) {
      if (!isCancelled(error)) yield call(notifyError, LOAD_FAILED);
      throw error;
    }
  };
}
