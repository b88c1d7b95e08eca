// /creator/my-post first shows the composer's type and text as plain elements; the composer (its form, uploads
// and date pickers) is fetched when the creator starts, and takes over what was chosen and typed.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MyPosts } from '@/components/feed/my-posts';
import { TEXT_REQUIRED } from '@/components/feed/composer-rules';
import { verifiedPerformerFactory } from '../../helpers/current-user';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { feedFactory, LUNA_ID } from '../../helpers/content-fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const performer = verifiedPerformerFactory({ _id: LUNA_ID, username: 'luna' });
const sent = () => api?.calls.filter((c) => c.method === 'POST') ?? [];

function renderPage() {
  const posts: ReturnType<typeof feedFactory>[] = [];
  api = fakeApi({
    'GET /performer/feeds': () => ok({ data: posts, total: posts.length }),
    'POST /performer/feeds': (call: FakeCall) => {
      posts.unshift(feedFactory({ _id: 'new-1', ...(call.body as object) }));
      return ok(posts[0]);
    },
  });
  return renderWithStore(<MyPosts />, { user: performer, router: fakeRouter('/creator/my-post') });
}

/** The composer's own fields, absent from the plain first form. */
const composerLoaded = () => screen.findByTestId('feed-schedule', undefined, { timeout: 5000 });

describe('the composer on /creator/my-post', () => {
  it('starts as plain type buttons and text box, without the form, the uploads or the date picker', async () => {
    renderPage();
    await screen.findByTestId('my-posts-empty');
    expect(screen.getByTestId('feed-composer')).toHaveTextContent('New post');
    expect(screen.getByTestId('feed-type-text')).toBeChecked();
    expect(screen.getByTestId('feed-text')).toHaveAttribute('placeholder', 'Say something to your fans');
    expect(screen.queryByTestId('feed-schedule')).toBeNull();
    expect(screen.queryByTestId('feed-access-free')).toBeNull();
  });

  it('takes over the chosen type and the typed text, with the focus in the text box', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('feed-type-photo'));
    const box = screen.getByTestId('feed-text');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Sunrise' } });
    await composerLoaded();
    expect(screen.getByTestId('feed-type-photo')).toBeChecked();
    expect(await screen.findByTestId('feed-upload-photo')).toBeInTheDocument();
    expect(screen.getByTestId('feed-text')).toHaveValue('Sunrise');
    expect(screen.getByTestId('feed-text')).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  it('"Post" pressed before the composer arrived runs its checks first, and sends nothing without text', async () => {
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByTestId('feed-submit'));
    });
    expect(await screen.findByText(TEXT_REQUIRED, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('empties the text box after sending, not back to what was typed before it arrived', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('feed-text'), { target: { value: 'Hello fans' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('feed-submit'));
    });
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].body).toMatchObject({ type: 'text', text: 'Hello fans' });
    await waitFor(() => expect(screen.getByTestId('feed-text')).toHaveValue(''));
    expect(await screen.findByTestId('feed-card')).toHaveAttribute('data-feed-id', 'new-1');
  });
});
