// The like/bookmark toggle shared by the feed's posts and the other content: it follows the server's answer,
// sends visitors to log in, ignores presses while one is under way and keeps its state when the request fails.
import '../../helpers/browser-globals';
import { screen, waitFor } from '@testing-library/react';
import type { ReactionObjectType } from '@/contracts/social';
import { useReactionToggle } from '@/components/common/use-reaction-toggle';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, ok, type FakeResponse } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function Toggle({ objectType = 'video', active = false, count = 3 }: { objectType?: ReactionObjectType; active?: boolean; count?: number }) {
  const like = useReactionToggle(objectType, 'item-1', 'like', { active, count });
  return (
    <button type="button" onClick={like.toggle} data-testid="toggle" data-active={like.active} data-busy={like.busy}>
      {like.count}
    </button>
  );
}

const fan = currentUserFactory();
const body = (objectType: string) => ({ objectType, objectId: 'item-1', action: 'like' });

describe('useReactionToggle', () => {
  it('likes with POST and unlikes with DELETE, the count following the answer', async () => {
    api = fakeApi({ 'POST /reactions': ok({ ...body('feed'), active: true }), 'DELETE /reactions': ok({ ...body('feed'), active: false }) });
    renderWithStore(<Toggle objectType="feed" />, { user: fan });
    await click(screen.getByTestId('toggle'));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-active', 'true'));
    expect(screen.getByTestId('toggle')).toHaveTextContent('4');
    await click(screen.getByTestId('toggle'));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-active', 'false'));
    expect(screen.getByTestId('toggle')).toHaveTextContent('3');
    expect(api.calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', body('feed')],
      ['DELETE', body('feed')],
    ]);
  });

  it('leaves the count alone when the answer changes nothing (already liked elsewhere)', async () => {
    api = fakeApi({ 'DELETE /reactions': ok({ ...body('video'), active: true }) });
    renderWithStore(<Toggle active count={7} />, { user: fan });
    await click(screen.getByTestId('toggle'));
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-busy', 'false'));
    expect(screen.getByTestId('toggle')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('toggle')).toHaveTextContent('7');
  });

  it('ignores a press while the last one is under way', async () => {
    let answer: (res: FakeResponse) => void = () => undefined;
    api = fakeApi({ 'POST /reactions': () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    renderWithStore(<Toggle />, { user: fan });
    await click(screen.getByTestId('toggle'));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-busy', 'true'));
    await click(screen.getByTestId('toggle'));
    answer(ok({ ...body('video'), active: true }));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-active', 'true'));
    expect(api.calls).toHaveLength(1);
  });

  it('keeps its state when the request fails, and is ready again', async () => {
    api = fakeApi({ 'POST /reactions': fail(500, 'Down') });
    renderWithStore(<Toggle />, { user: fan });
    await click(screen.getByTestId('toggle'));
    await waitFor(() => expect(screen.getByTestId('toggle')).toHaveAttribute('data-busy', 'false'));
    expect(api.calls).toHaveLength(1);
    expect(screen.getByTestId('toggle')).toHaveAttribute('data-active', 'false');
    expect(screen.getByTestId('toggle')).toHaveTextContent('3');
  });

  it('sends a visitor to log in without calling the API', async () => {
    api = fakeApi({});
    const { router } = renderWithStore(<Toggle />);
    await click(screen.getByTestId('toggle'));
    expect(router.push).toHaveBeenCalledWith('/auth/login');
    expect(api.calls).toEqual([]);
  });
});
