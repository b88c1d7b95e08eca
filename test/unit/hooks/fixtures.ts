// What the loading hooks' tests share: API answers a test releases when it chooses (to make an older answer
// arrive after a newer one), the toasts shown, and a way to wait until a load has been handled.
import { act } from '@testing-library/react';
import { bindNotifyApi, type NotifyApi } from '@/lib/notify';
import { fakeApi, type FakeCall, type FakeResponse } from '../../helpers/fake-api';

export interface HeldCall {
  call: FakeCall;
  answer: (response: FakeResponse) => void;
}

/** A fake route whose calls wait until the test answers them, in any order. */
export function heldRoute() {
  const held: HeldCall[] = [];
  const handler = (call: FakeCall) => new Promise<FakeResponse>((answer) => held.push({ call, answer }));
  return { held, handler };
}

/** Collects the error toasts while bound; `unbind` goes back to the real toasts. */
function captureToasts() {
  const errors: string[] = [];
  const fake: NotifyApi = {
    message: { success: (() => undefined) as never, error: ((o: { content: string }) => errors.push(o.content)) as never },
    notification: { info: () => undefined },
  };
  bindNotifyApi(fake);
  return { errors, unbind: () => bindNotifyApi(null) };
}

export interface HookTestEnv {
  /** The error toasts shown during the current test. */
  toasts: string[];
  /** Fakes the API for the current test; restored after it. */
  serve: (...args: Parameters<typeof fakeApi>) => ReturnType<typeof fakeApi>;
}

/** Call inside a describe or at the top of a file: each test gets its toasts captured and its fake API restored. */
export function eachTest(): HookTestEnv {
  let api: ReturnType<typeof fakeApi> | undefined;
  let unbind = () => undefined as void;
  const env: HookTestEnv = {
    toasts: [],
    serve: (...args) => {
      api = fakeApi(...args);
      return api;
    },
  };
  beforeEach(() => {
    const captured = captureToasts();
    env.toasts = captured.errors;
    unbind = captured.unbind;
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
    unbind();
  });
  return env;
}

/** Records each promise a loader returns, so a test can wait until that load (and what the hook does after it) is over. */
export function recorded<A extends unknown[], R>(load: (...args: A) => Promise<R>) {
  const started: Promise<R>[] = [];
  const wrapped = (...args: A): Promise<R> => {
    const p = load(...args);
    started.push(p);
    return p;
  };
  return { started, load: wrapped };
}

/**
 * Lets `p` settle inside act, then lets the hook's own chain of reactions to it (then/catch/finally, a few
 * promise steps) run out, so what the hook does with the answer has happened when this returns.
 */
export async function settled(p: Promise<unknown>): Promise<void> {
  await act(async () => {
    await p.then(
      () => undefined,
      () => undefined,
    );
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
  });
}

/** Answers `call` and waits until the load that made it has been handled. */
export async function answer(held: HeldCall, response: FakeResponse, load: Promise<unknown>): Promise<void> {
  held.answer(response);
  await settled(load);
}
