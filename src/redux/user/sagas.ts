// Profile and password updates.
import { call, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UpdateUserBody } from '@/contracts/users';
import { preparePassword } from '@/lib/password';
import { changePassword as sendPasswordChange, updateProfile } from '@/services/session.api';
import { requestSaga } from '../saga-helpers';
import {
  updatePassword,
  updatePasswordFail,
  updatePasswordSuccess,
  updateUser,
  updateUserFail,
  updateUserSuccess,
  type UpdatePasswordPayload,
} from './actions';

export const CHANGES_SAVED = 'Changes saved';
export const UPDATE_FAILED = 'Error occurred, please try again later';

export const updateUserWorker = requestSaga({
  run: (body: UpdateUserBody) => updateProfile(body),
  success: (res) => updateUserSuccess(res.data),
  failure: (error) => updateUserFail(error),
  successToast: CHANGES_SAVED,
  errorToast: UPDATE_FAILED,
});

export function* changePassword({ password, source }: UpdatePasswordPayload): SagaIterator<void> {
  const prepared: string = yield call(preparePassword, password);
  yield call(sendPasswordChange, { password: prepared, source: source ?? 'user' });
}

export const updatePasswordWorker = requestSaga<UpdatePasswordPayload, void>({
  run: changePassword,
  success: () => updatePasswordSuccess(),
  failure: (error) => updatePasswordFail(error),
  successToast: CHANGES_SAVED,
  errorToast: UPDATE_FAILED,
});

export function* userSagas(): SagaIterator {
  yield takeLatest(updateUser.type, updateUserWorker);
  yield takeLatest(updatePassword.type, updatePasswordWorker);
}
