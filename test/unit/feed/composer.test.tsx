// The post composer: what it refuses before sending, uploads with progress and cancel, and what it sends.
// The real request helper runs; only the network (fetch and XMLHttpRequest) is replaced, holding uploads open
// like a slow network until the test answers them.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FeedComposer, POST_PUBLISHED } from '@/components/feed/feed-composer';
import { PRICE_REQUIRED, SCHEDULE_IN_PAST, TEXT_TEASER_LABEL } from '@/components/feed/composer-rules';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { holdUploads, type FakeXhr } from '../../helpers/fake-xhr';
import { renderWithStore } from '../../helpers/render';
import { feedFactory, fileFactory } from '../../helpers/content-fixtures';

const FILE_ID = '0b8e1f0e-6f4a-4c1e-9d2a-000000000001';
const POLL_ID = '0b8e1f0e-6f4a-4c1e-9d2a-0000000000aa';
let uploads: FakeXhr[] = [];
let calls: FakeCall[] = [];
let api: ReturnType<typeof fakeApi>;
let held: ReturnType<typeof holdUploads>;

beforeEach(() => {
  api = fakeApi({
    'POST /performer/feeds/polls': ok({ _id: POLL_ID }),
    'POST /performer/feeds': (call) => ok(feedFactory({ _id: 'new-feed', ...(call.body as object) })),
  });
  held = holdUploads();
  calls = api.calls;
  uploads = held.uploads;
});
afterEach(() => {
  held.restore();
  api.restore();
});

const performer = currentUserFactory({ isPerformer: true, username: 'luna', performer: { bio: '', verificationStatus: 'verified' } });

function renderComposer() {
  const onCreated = jest.fn();
  const utils = renderWithStore(<FeedComposer onCreated={onCreated} />, { user: performer });
  return { ...utils, onCreated };
}

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
/** antd radios put the test id on their label; the input inside takes the click. */
const choose = async (testId: string) => {
  const el = screen.getByTestId(testId);
  const input = el.tagName === 'INPUT' ? el : (el.querySelector('input') ?? el);
  await act(async () => {
    fireEvent.click(input);
  });
};
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** Fields that follow the chosen type or access appear once the form reports the change. */
const appeared = (testId: string) => screen.findByTestId(testId, undefined, { timeout: 5000 });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const png = (name = 'a.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pick = (testId: string, file: File) => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

describe('the composer refuses before sending', () => {
  it('a post for sale without a price', async () => {
    renderComposer();
    type('feed-text', 'Exclusive set');
    await choose('feed-access-sale');
    await appeared('feed-price');
    await click('feed-submit');
    expect(await screen.findByText(PRICE_REQUIRED, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a poll with fewer than two options', async () => {
    renderComposer();
    await choose('feed-type-poll');
    await appeared('feed-poll-option-0');
    type('feed-poll-option-0', 'Beach');
    await click('feed-submit');
    expect(await screen.findByText('A poll needs at least 2 options', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a publishing time earlier today (earlier days cannot be picked at all)', async () => {
    renderComposer();
    type('feed-text', 'Later');
    const picker = screen.getByTestId('feed-schedule');
    const input = picker.tagName === 'INPUT' ? picker : (picker.querySelector('input') as HTMLInputElement);
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
    });
    await act(async () => {
      fireEvent.change(input, { target: { value: `${today()} 00:00` } });
    });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.blur(input);
    });
    await click('feed-submit');
    expect(await screen.findByText(SCHEDULE_IN_PAST, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a photo post without a photo', async () => {
    renderComposer();
    await choose('feed-type-photo');
    await appeared('feed-upload-photo');
    await click('feed-submit');
    expect(await screen.findByText('Add at least one photo', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('uploads', () => {
  it('shows progress, cancels midway without keeping the file, then uploads another and posts it', async () => {
    const { onCreated } = renderComposer();
    await choose('feed-type-photo');
    await appeared('feed-upload-photo');

    pick('feed-upload-photo', png('cancelled.png'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].path).toBe('/performer/feeds/photo/upload');
    expect(uploads[0].form.get('file')).toBeInstanceOf(File);
    act(() => uploads[0].progress(40, 100));
    expect(screen.getByTestId('feed-upload-photo-progress')).toHaveTextContent('40%');
    await click('feed-upload-photo-cancel');
    expect(uploads[0].aborted).toBe(true);
    expect(screen.queryByTestId('feed-upload-photo-progress')).toBeNull();
    expect(screen.queryByTestId('feed-file-photo')).toBeNull();

    pick('feed-upload-photo', png('kept.png'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1].progress(99, 100));
    expect(screen.getByTestId('feed-upload-photo-progress')).toHaveTextContent('99%');
    await act(async () => uploads[1].respond(200, { status: 0, data: { file: fileFactory({ _id: FILE_ID, status: 'processing', url: null }) } }));
    expect(await appeared('feed-file-photo')).toHaveAttribute('data-file-id', FILE_ID);
    // Attaching saves nothing: the notice says what happened, never "Changes saved".
    expect(await screen.findByText('Photo attached')).toBeInTheDocument();
    expect(screen.queryByText(CHANGES_SAVED)).toBeNull();

    type('feed-text', 'New set');
    await click('feed-submit');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/performer/feeds', body: { type: 'photo', text: 'New set', access: 'free', fileIds: [FILE_ID], pollId: null } });
    expect(onCreated.mock.calls[0][0]).toMatchObject({ _id: 'new-feed' });
    expect(await screen.findByText(POST_PUBLISHED, undefined, { timeout: 5000 })).toBeInTheDocument();
    // The form starts afresh.
    expect(screen.queryByTestId('feed-file-photo')).toBeNull();
    expect(screen.getByTestId('feed-text')).toHaveValue('');
  });

  it('removes an uploaded file from the post', async () => {
    renderComposer();
    await choose('feed-type-photo');
    await appeared('feed-upload-photo');
    pick('feed-upload-photo', png());
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0].respond(200, { status: 0, data: { file: fileFactory({ _id: FILE_ID }) } }));
    const row = await appeared('feed-file-photo');
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Remove this file' }));
    });
    expect(screen.queryByTestId('feed-file-photo')).toBeNull();
  });
});

describe('sending', () => {
  it('creates the poll first, then the post holding its id, with the price of a post for sale', async () => {
    const { onCreated } = renderComposer();
    await choose('feed-type-poll');
    type('feed-poll-description', 'Where next?');
    type('feed-poll-option-0', 'Beach');
    type('feed-poll-option-1', 'City');
    await click('feed-poll-add');
    await appeared('feed-poll-option-2');
    type('feed-poll-option-2', 'Mountains');
    const expires = screen.getByTestId('feed-poll-expires');
    const input = expires.tagName === 'INPUT' ? expires : (expires.querySelector('input') as HTMLInputElement);
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
    });
    await act(async () => {
      fireEvent.change(input, { target: { value: '2099-01-01 10:00' } });
    });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.blur(input);
    });
    await choose('feed-access-sale');
    fireEvent.change(await appeared('feed-price'), { target: { value: '4.99' } });
    await click('feed-submit');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /performer/feeds/polls', 'POST /performer/feeds']);
    expect(calls[0].body).toMatchObject({ description: 'Where next?', options: ['Beach', 'City', 'Mountains'] });
    expect(new Date((calls[0].body as { expiresAt: string }).expiresAt).getFullYear()).toBe(2099);
    expect(calls[1].body).toMatchObject({ type: 'poll', access: 'sale', price: 4.99, pollId: POLL_ID, fileIds: [], textIsTeaser: false });
  });

  it('offers the teaser box for posts that are not free only, off at first, and sends it when ticked', async () => {
    const { onCreated } = renderComposer();
    type('feed-text', 'Chapter one of my story');
    expect(screen.queryByTestId('feed-text-teaser')).toBeNull();
    await choose('feed-access-subscribers');
    const box = await appeared('feed-text-teaser');
    expect(box).not.toBeChecked();
    const field = box.closest('.ant-form-item') as HTMLElement;
    expect(field).toHaveTextContent(TEXT_TEASER_LABEL);
    expect(field).toHaveTextContent('Off: only subscribers read this post. On: everyone reads it, and there is nothing left to unlock.');
    await act(async () => {
      fireEvent.click(box);
    });
    await click('feed-submit');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => [`${c.method} ${c.url}`, c.body])).toEqual([
      ['POST /performer/feeds', expect.objectContaining({ type: 'text', access: 'subscribers', text: 'Chapter one of my story', textIsTeaser: true })],
    ]);
  });
});
