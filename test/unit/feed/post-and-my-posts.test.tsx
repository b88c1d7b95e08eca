// /post/[id] (one post, 404 when missing or hidden) and /creator/my-post (own posts with pin, edit and
// delete; a new post shows in the list).
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POST_NOT_FOUND } from '@/components/feed/post-view';
import { MyPosts, POST_DELETED } from '@/components/feed/my-posts';
import { expectPerformerOnlyPage, verifiedPerformerFactory } from '../../helpers/current-user';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { feedFactory, LUNA_ID } from '../../helpers/content-fixtures';
import PostPage, { type PostPageProps } from '../../../pages/post/[id]';
import MyPostPage from '../../../pages/creator/my-post';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const loadPostPage = (id: string) => loadPageProps<PostPageProps>(PostPage, '/post/[id]', { id }, `/post/${id}`);

describe('/post/[id]', () => {
  it('shows the post the API gives this visitor', async () => {
    api = fakeApi({ 'GET /user/feeds/feed-1': ok(feedFactory({ text: 'Hello fans' })) });
    const { props, status } = await loadPostPage('feed-1');
    expect(status).toBe(200);
    renderWithStore(<PostPage {...props} />);
    expect(screen.getByTestId('feed-card')).toHaveAttribute('data-feed-id', 'feed-1');
    expect(screen.getByTestId('feed-body')).toHaveTextContent('Hello fans');
  });

  it('answers 404 with the not-found page when the post is missing or hidden', async () => {
    api = fakeApi({ 'GET /user/feeds/gone': fail(404, 'This post does not exist.') });
    const { props, status } = await loadPostPage('gone');
    expect(status).toBe(404);
    renderWithStore(<PostPage {...props} />);
    expect(await screen.findByTestId('post-not-found')).toHaveTextContent(POST_NOT_FOUND);
    expect(screen.queryByTestId('feed-card')).toBeNull();
  });

  it('answers 503 with the server message when the API fails', async () => {
    api = fakeApi({ 'GET /user/feeds/feed-1': fail(500, 'Database is down') });
    const { props, status } = await loadPostPage('feed-1');
    expect(status).toBe(503);
    renderWithStore(<PostPage {...props} />);
    expect(screen.getByTestId('post-error')).toHaveTextContent('Database is down');
  });
});

describe('/creator/my-post', () => {
  const performer = verifiedPerformerFactory({ _id: LUNA_ID, username: 'luna' });

  it('is for logged-in performers only', () => expectPerformerOnlyPage(MyPostPage));

  it('lists own posts with the paging of the address, and shows a new post after it is sent', async () => {
    let posts = [feedFactory({ _id: 'old-1', text: 'Older post' })];
    api = fakeApi({
      'GET /performer/feeds': () => ok({ data: posts, total: posts.length }),
      'POST /performer/feeds': (call: FakeCall) => {
        const created = feedFactory({ _id: 'new-1', text: (call.body as { text: string }).text });
        posts = [created, ...posts];
        return ok(created);
      },
    });
    renderWithStore(<MyPosts />, { user: performer, router: fakeRouter('/creator/my-post', { current: '1', pageSize: '10' }) });
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(1));
    expect(api.calls[0].params).toMatchObject({ current: '1', pageSize: '10', sortBy: 'updatedAt', sort: 'desc' });

    fireEvent.change(screen.getByTestId('feed-text'), { target: { value: 'Fresh news' } });
    await click(screen.getByTestId('feed-submit'));
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(2));
    const list = screen.getByTestId('my-posts');
    expect(within(list).getAllByTestId('feed-card').map((c) => c.getAttribute('data-feed-id'))).toEqual(['new-1', 'old-1']);
    expect(within(list).getAllByTestId('feed-body')[0]).toHaveTextContent('Fresh news');
  });

  it('pins, edits and deletes a post through PUT and DELETE /performer/feeds/{id}', async () => {
    let post = feedFactory({ _id: 'p-1', text: 'Draft' });
    let deleted = false;
    api = fakeApi({
      'GET /performer/feeds': () => ok({ data: deleted ? [] : [post], total: deleted ? 0 : 1 }),
      'PUT /performer/feeds/p-1': (call: FakeCall) => {
        post = { ...post, ...(call.body as object) };
        return ok(post);
      },
      'DELETE /performer/feeds/p-1': () => {
        deleted = true;
        return ok({ deleted: true });
      },
    });
    renderWithStore(<MyPosts />, { user: performer, router: fakeRouter('/creator/my-post') });
    await screen.findByTestId('feed-card');

    await click(screen.getByTestId('my-post-pin'));
    await waitFor(() => expect(screen.getByTestId('feed-pinned')).toBeInTheDocument());
    expect(screen.getByTestId('my-post-pin')).toHaveTextContent('Unpin');

    await click(screen.getByTestId('my-post-edit'));
    fireEvent.change(await screen.findByTestId('feed-edit-text'), { target: { value: 'Final text' } });
    await click(screen.getByTestId('feed-edit-save'));
    await waitFor(() => expect(screen.getByTestId('feed-body')).toHaveTextContent('Final text'));

    await click(screen.getByTestId('my-post-delete'));
    await click(await screen.findByTestId('my-post-delete-confirm'));
    expect(await screen.findByTestId('my-posts-empty')).toBeInTheDocument();
    expect(await screen.findByText(POST_DELETED)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/performer/feeds/p-1', { isPinned: true }],
      ['PUT', '/performer/feeds/p-1', { text: 'Final text', access: 'free', price: null, textIsTeaser: false }],
      ['DELETE', '/performer/feeds/p-1', undefined],
    ]);
  });

  it('edits whether a locked post shows its text as a teaser', async () => {
    let post = feedFactory({ _id: 'p-2', text: 'Recipe', access: 'sale', price: 5, textIsTeaser: true });
    api = fakeApi({
      'GET /performer/feeds': () => ok({ data: [post], total: 1 }),
      'PUT /performer/feeds/p-2': (call: FakeCall) => {
        post = { ...post, ...(call.body as object) };
        return ok(post);
      },
    });
    renderWithStore(<MyPosts />, { user: performer, router: fakeRouter('/creator/my-post') });
    await screen.findByTestId('feed-card');
    await click(screen.getByTestId('my-post-edit'));
    const box = await screen.findByTestId('feed-edit-text-teaser');
    expect(box).toBeChecked();
    await click(box);
    await click(screen.getByTestId('feed-edit-save'));
    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ text: 'Recipe', access: 'sale', price: 5, textIsTeaser: false });
  });
});
