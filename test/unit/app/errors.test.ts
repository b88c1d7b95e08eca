import { errorMessageOr, GENERIC_ERROR, getResponseError, toStoredError } from '@/lib/errors';

describe('getResponseError (the generic error helper)', () => {
  it('uses the message of the error body', () => {
    expect(getResponseError({ statusCode: 400, error: 'Bad Request', message: 'Username is taken' })).toBe('Username is taken');
  });

  it('falls back to a nested message', () => {
    expect(getResponseError({ status: 422, data: { statusCode: 422, message: 'File too large' } })).toBe('File too large');
    expect(getResponseError({ error: { message: 'Nested inside error' } })).toBe('Nested inside error');
    expect(getResponseError({ response: { data: { message: 'From an axios response' } } })).toBe('From an axios response');
  });

  it('falls back to the generic sentence', () => {
    expect(GENERIC_ERROR).toBe('Something went wrong, please try again later');
    for (const e of [undefined, null, {}, { message: '' }, { data: {} }, 42]) expect(getResponseError(e)).toBe(GENERIC_ERROR);
  });

  it('accepts an Error or a plain string', () => {
    expect(getResponseError(new Error('boom'))).toBe('boom');
    expect(getResponseError('Plain text')).toBe('Plain text');
  });

  it('uses a call-specific fallback when asked', () => {
    expect(errorMessageOr({}, 'Incorrect credentials!')).toBe('Incorrect credentials!');
    expect(errorMessageOr({ message: 'Account suspended' }, 'Incorrect credentials!')).toBe('Account suspended');
  });

  it('keeps a serialisable copy for the store', () => {
    expect(toStoredError({ statusCode: 403, error: 'Forbidden', message: 'No', details: { x: new Date() } })).toEqual({
      statusCode: 403,
      message: 'No',
    });
    expect(toStoredError(new Error('x'))).toEqual({ message: 'x' });
  });
});
