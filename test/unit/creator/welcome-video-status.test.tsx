// After a welcome video upload the server transcodes it in a background job: the account page shows the
// progress, polls the status route, and reads the profile again when processing ends.
import '../../helpers/browser-globals';
import { act, render, screen } from '@testing-library/react';
import { WelcomeVideoUpload } from '@/components/creator/profile-media';
import { STATUS_POLL_MS } from '@/components/creator/use-processing-status';
import type { FileStatusResult } from '@/contracts/media';
import { fakeApi, ok } from '../../helpers/fake-api';
import { ownPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const status = (s: FileStatusResult['status'], progress: number, error: string | null = null): FileStatusResult => ({ _id: 'f-1', status: s, progress, error });

async function tick() {
  await act(async () => {
    jest.advanceTimersByTime(STATUS_POLL_MS);
  });
  // Let the fake API's promise settle and React apply the new state.
  await act(async () => {
    await Promise.resolve();
  });
}

it('shows the progress while processing, then loads the finished profile once', async () => {
  const answers = [status('processing', 40), status('finished', 100)];
  const finished = ownPerformerFactory({ welcomeVideo: '/api/files/public/welcome/v.mp4', welcomeVideoStatus: status('finished', 100) });
  api = fakeApi({ 'GET /performers/welcome-video/status': () => ok(answers.shift() ?? status('finished', 100)), 'GET /performers/me': ok(finished) });
  const onChanged = jest.fn();
  render(<WelcomeVideoUpload performer={ownPerformerFactory({ welcomeVideoStatus: status('processing', 5) })} onChanged={onChanged} />);

  expect(screen.getByTestId('creator-welcome-video-processing')).toHaveTextContent('5%');
  await tick();
  expect(screen.getByTestId('creator-welcome-video-processing')).toHaveTextContent('40%');
  expect(onChanged).not.toHaveBeenCalled();
  await tick();
  expect(screen.queryByTestId('creator-welcome-video-processing')).toBeNull();
  await act(async () => {
    await Promise.resolve();
  });
  expect(onChanged).toHaveBeenCalledWith(finished);
  // Finished: no more polling.
  const polls = api.calls.filter((c) => c.url.endsWith('/welcome-video/status')).length;
  await tick();
  expect(api.calls.filter((c) => c.url.endsWith('/welcome-video/status')).length).toBe(polls);
});

it('shows the sentence the server gives when processing failed, without polling', async () => {
  api = fakeApi({});
  render(<WelcomeVideoUpload performer={ownPerformerFactory({ welcomeVideoStatus: status('error', 0, 'This video could not be read.') })} onChanged={jest.fn()} />);
  expect(screen.getByTestId('creator-welcome-video-error')).toHaveTextContent('This video could not be read.');
  await tick();
  expect(api.calls).toHaveLength(0);
});
