// The comments under an item: read by anyone, written by logged-in viewers who may see the item, with
// replies, deletion after a confirmation, the server's refusal shown, and a picture sent after the text.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CommentsSection } from '@/components/comments/comments-section';
import { COMMENT_DELETED } from '@/components/comments/comment-item';
import { currentUserFactory } from '../../helpers/current-user';
import { click, renderWithStore } from '../../helpers/render';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { commentFactory } from '../../helpers/content-fixtures';

const VIDEO_ID = '6a1f3c2e-1b2c-4d5e-8f90-1a2b3c4d5e6f';
const PARENT_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const fan = currentUserFactory({ _id: 'fan-1', username: 'fan1', isPerformer: false });
const listCalls = () => api!.calls.filter((c) => c.method === 'GET' && c.url === '/comments');

describe('CommentsSection', () => {
  it('shows an anonymous visitor the comments and a way to log in, but no composer', async () => {
    api = fakeApi({ 'GET /comments': ok({ data: [commentFactory({ content: 'First!' })], total: 1 }) });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} initialCount={1} />);
    expect(await screen.findByTestId('comment-content')).toHaveTextContent('First!');
    expect(screen.getByTestId('comments-login')).toHaveTextContent('Log in to comment');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(listCalls()[0].params).toEqual({ objectType: 'video', objectId: VIDEO_ID, offset: '0', limit: '10' });
  });

  it('tells a viewer of a locked item to unlock it before commenting', async () => {
    api = fakeApi({ 'GET /comments': ok({ data: [], total: 0 }) });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} locked noun="video" />, { user: fan });
    expect(await screen.findByTestId('comments-locked')).toHaveTextContent('Unlock this video to comment');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument();
  });

  it('posts a comment to the top of the list and loads older ones on request', async () => {
    const older = Array.from({ length: 10 }, (_, i) => commentFactory({ _id: `c-${i}`, content: `Older ${i}` }));
    api = fakeApi({
      'GET /comments': (call: FakeCall) => {
        const offset = Number(call.params.offset);
        return ok({ data: offset === 0 ? older : [commentFactory({ _id: 'c-last', content: 'Oldest' })], total: 11 });
      },
      'POST /comments': (call: FakeCall) => ok(commentFactory({ _id: 'c-new', content: (call.body as { content: string }).content, canDelete: true })),
    });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} />, { user: fan });
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(10));

    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '  So good  ' } });
    await click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(screen.getAllByTestId('comment-item')[0]).toHaveAttribute('data-comment-id', 'c-new'));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ objectType: 'video', objectId: VIDEO_ID, content: 'So good' });
    expect(screen.getByTestId('comment-input')).toHaveValue('');
    expect(screen.getByTestId('comments-count')).toHaveTextContent('12');

    // The new comment shifted the list by one: the next page starts after the eleven held.
    await click(screen.getByTestId('comments-more'));
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(12));
    expect(listCalls()[1].params).toMatchObject({ offset: '11', limit: '10' });
    expect(screen.queryByTestId('comments-more')).toBeNull();
  });

  it("shows the server's refusal when the item may not be commented on", async () => {
    api = fakeApi({
      'GET /comments': ok({ data: [], total: 0 }),
      'POST /comments': fail(403, 'Only fans who can see this video may comment on it: subscribe to the performer or buy it first.'),
    });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} />, { user: fan });
    await screen.findByTestId('comments-empty');
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: 'Hello' } });
    await click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText(/Only fans who can see this video may comment/)).toBeInTheDocument();
    expect(screen.getByTestId('comment-input')).toHaveValue('Hello');
  });

  it('opens the replies, posts one at the end of the thread, and deletes a comment after confirming', async () => {
    const parent = commentFactory({ _id: PARENT_ID, content: 'Parent', totalReply: 1, canDelete: true });
    let deleted = false;
    api = fakeApi({
      'GET /comments': (call: FakeCall) => {
        const params = call.params as { parentId?: string };
        if (params.parentId) return ok({ data: [commentFactory({ _id: 'r-1', parentId: PARENT_ID, content: 'First reply' })], total: 1 });
        return ok({ data: deleted ? [] : [parent], total: deleted ? 0 : 1 });
      },
      'POST /comments': (call: FakeCall) => ok(commentFactory({ _id: 'r-2', parentId: PARENT_ID, content: (call.body as { content: string }).content })),
      [`DELETE /comments/${PARENT_ID}`]: () => {
        deleted = true;
        return ok({ deleted: true });
      },
    });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} />, { user: fan });
    await click(await screen.findByTestId('comment-replies-toggle'));
    const thread = await screen.findByTestId('comment-replies');
    expect(await within(thread).findByText('First reply')).toBeInTheDocument();
    expect(listCalls()[1].params).toMatchObject({ parentId: PARENT_ID, offset: '0' });

    fireEvent.change(within(thread).getByTestId('reply-input'), { target: { value: 'Second reply' } });
    await click(within(thread).getByTestId('reply-submit'));
    await waitFor(() => expect(within(thread).getAllByTestId('comment-content').map((c) => c.textContent)).toEqual(['First reply', 'Second reply']));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ parentId: PARENT_ID, content: 'Second reply' });
    expect(screen.getByTestId('comment-replies-toggle')).toHaveTextContent('Hide replies');

    await click(screen.getAllByTestId('comment-delete')[0]);
    await click(await screen.findByTestId('comment-delete-confirm'));
    await waitFor(() => expect(screen.queryAllByTestId('comment-item')).toHaveLength(0));
    expect(await screen.findByText(COMMENT_DELETED)).toBeInTheDocument();
  });

  it('sends the picture to the new comment after its text, and shows it once attached', async () => {
    api = fakeApi({
      'GET /comments': ok({ data: [], total: 0 }),
      'POST /comments': ok(commentFactory({ _id: 'c-photo', content: 'Look' })),
      'POST /comments/c-photo': ok(
        commentFactory({ _id: 'c-photo', content: 'Look', file: { _id: 'f', type: 'comment-photo', status: 'finished', mimeType: 'image/webp', width: 10, height: 10, duration: null, url: '/api/files/c.webp', thumbnails: [], preview: null } }),
      ),
    });
    renderWithStore(<CommentsSection objectType="video" objectId={VIDEO_ID} />, { user: fan });
    await screen.findByTestId('comments-empty');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'look.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('comment-photo'), { target: { files: [picture] } });
    expect(screen.getByTestId('comment-photo-name')).toHaveTextContent('look.png');
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: 'Look' } });
    await click(screen.getByTestId('comment-submit'));
    expect(await screen.findByTestId('comment-photo-shown')).toHaveAttribute('src', '/api/files/c.webp');
    const upload = api.calls.find((c) => c.url === '/comments/c-photo')!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.queryByTestId('comment-photo-name')).toBeNull();
  });
});
