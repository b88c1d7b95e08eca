// The slices' reducers without immer (src/redux/case-reducer.ts): RTK's createReducer's order of cases, and
// state that is never changed in place.
import { createAction } from '@reduxjs/toolkit';
import { createCaseReducer } from '@/redux/case-reducer';

interface Counter {
  count: number;
  log: string[];
}

const add = createAction<number>('counter/add');
const reset = createAction('counter/reset');
const other = createAction('other/thing');
const initial: Counter = { count: 0, log: [] };

const reducer = createCaseReducer(initial, (builder) => {
  builder
    .addCase(add, (state, { payload }) => ({ ...state, count: state.count + payload }))
    .addCase(reset, () => initial)
    .addMatcher(
      (action) => action.type.startsWith('counter/'),
      (state, action) => ({ ...state, log: [...state.log, action.type] }),
    );
});

describe('createCaseReducer', () => {
  it('starts from the initial state', () => {
    expect(reducer(undefined, { type: '@@init' })).toBe(initial);
  });

  it("runs the action's case, then every matcher that matches", () => {
    expect(reducer(initial, add(2))).toEqual({ count: 2, log: ['counter/add'] });
    expect(reducer({ count: 5, log: [] }, reset())).toEqual({ count: 0, log: ['counter/reset'] });
  });

  it('returns the same state for an action nothing handles', () => {
    const state = { count: 3, log: [] };
    expect(reducer(state, other())).toBe(state);
  });

  it('leaves the state it was given as it was', () => {
    const state = Object.freeze({ count: 1, log: Object.freeze(['x']) as string[] });
    expect(reducer(state, add(1))).toEqual({ count: 2, log: ['x', 'counter/add'] });
    expect(state).toEqual({ count: 1, log: ['x'] });
  });

  it('refuses two cases for one action type', () => {
    expect(() => createCaseReducer(initial, (builder) => builder.addCase(add, (s) => s).addCase(add, (s) => s))).toThrow(
      'Two cases for the action counter/add',
    );
  });
});
