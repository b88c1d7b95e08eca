// A slice's reducer from cases, as Redux Toolkit's createReducer builds it (one case per action type, then every
// matcher that matches, in order), without immer: each case returns the next state and never changes the one it
// is given. Every page loads the shell's slices, and RTK's createReducer brought immer (about 3 kB gzip) with it.
// Development stores check that no case mutates its state (store.ts).
import type { Action, Reducer } from '@reduxjs/toolkit';

/** What createAction makes, as far as a case needs it. */
interface ActionMatcher<A extends Action> {
  type: string;
  match(action: unknown): action is A;
}

type Case<S> = (state: S, action: Action) => S;

export interface CaseBuilder<S> {
  addCase<A extends Action>(creator: ActionMatcher<A>, reducer: (state: S, action: A) => S): CaseBuilder<S>;
  addMatcher(matcher: (action: Action) => boolean, reducer: (state: S, action: Action) => S): CaseBuilder<S>;
}

export function createCaseReducer<S>(initialState: S, build: (builder: CaseBuilder<S>) => void): Reducer<S> {
  const byType = new Map<string, Case<S>>();
  const matchers: [(action: Action) => boolean, Case<S>][] = [];
  const builder: CaseBuilder<S> = {
    addCase(creator, reducer) {
      if (byType.has(creator.type)) throw new Error(`Two cases for the action ${creator.type}`);
      byType.set(creator.type, reducer as Case<S>);
      return builder;
    },
    addMatcher(matcher, reducer) {
      matchers.push([matcher, reducer]);
      return builder;
    },
  };
  build(builder);
  return (state = initialState, action) => {
    let next = state;
    const own = byType.get(action.type);
    if (own) next = own(next, action);
    for (const [matches, reducer] of matchers) if (matches(action)) next = reducer(next, action);
    return next;
  };
}
