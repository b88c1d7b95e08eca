// Avatar upload (progress as a percentage, a user-cancelled upload aborts). The real
// upload helper runs; only the network (the axios adapter) is replaced.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CanceledError, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AvatarUpload, WRONG_TYPE_MESSAGE } from '@/components/account/avatar-upload';
import { http } from '@/lib/request';
import { updateCurrentUserAvatar } from '@/redux/user/actions';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';

interface Pending {
  config: InternalAxiosRequestConfig;
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
  aborted: boolean;
}

let pending: Pending[] = [];
const original = http.defaults.adapter;

/** An adapter that holds each upload open until the test answers it, like a slow network. */
const slowAdapter: AxiosAdapter = (config) =>
  new Promise<AxiosResponse>((resolve, reject) => {
    const entry: Pending = {
      config,
      aborted: false,
      progress: (loaded, total) => config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true } as AxiosProgressEvent),
      respond: (status, body) => resolve({ data: body, status, statusText: String(status), headers: {}, config, request: {} }),
    };
    const signal = config.signal as AbortSignal | undefined;
    signal?.addEventListener('abort', () => {
      entry.aborted = true;
      reject(new CanceledError('canceled'));
    });
    pending.push(entry);
  });

beforeEach(() => {
  pending = [];
  http.defaults.adapter = slowAdapter;
});
afterEach(() => {
  http.defaults.adapter = original;
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const choose = (file: File) => fireEvent.change(screen.getByTestId('account-avatar-upload'), { target: { files: [file] } });

function renderUpload() {
  const user = currentUserFactory();
  return renderWithStore(<AvatarUpload src={user.avatar} />, { user });
}

describe('avatar upload', () => {
  it('posts the file in the field "file", shows progress, and makes the new picture the avatar', async () => {
    const { store, actions } = renderUpload();
    choose(png());
    await waitFor(() => expect(pending).toHaveLength(1));

    const { config } = pending[0];
    expect(config.url).toBe('/users/avatar/upload');
    expect(config.method).toBe('post');
    expect((config.data as FormData).get('file')).toBeInstanceOf(File);

    act(() => pending[0].progress(40, 100));
    expect(screen.getByTestId('account-avatar-upload-progress')).toHaveTextContent('40%');
    expect(screen.getByTestId('account-avatar-upload-cancel')).toBeInTheDocument();

    await act(async () => pending[0].respond(200, { status: 0, data: { url: '/files/avatars/new.webp', user: currentUserFactory() } }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(actions.filter(updateCurrentUserAvatar.match).map((a) => a.payload)).toEqual(['/files/avatars/new.webp']);
    expect(store.getState().user.current.avatar).toBe('/files/avatars/new.webp');
    expect(screen.queryByTestId('account-avatar-upload-progress')).toBeNull();
  });

  it('Cancel aborts the request, changes nothing and reports no error', async () => {
    const { store, actions } = renderUpload();
    choose(png());
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0].progress(10, 100));

    await act(async () => {
      fireEvent.click(screen.getByTestId('account-avatar-upload-cancel'));
    });

    expect(pending[0].aborted).toBe(true);
    expect(screen.queryByTestId('account-avatar-upload-progress')).toBeNull();
    expect(screen.getByTestId('account-avatar-upload-button')).toBeInTheDocument();
    expect(actions.filter(updateCurrentUserAvatar.match)).toHaveLength(0);
    expect(store.getState().user.current.avatar).toBe('/files/avatar.jpg');
    // Give a stray failure toast the chance to appear.
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it("shows the server's reason when the upload is refused", async () => {
    const { store } = renderUpload();
    choose(png());
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0].respond(413, { statusCode: 413, error: 'Payload Too Large', message: 'The picture is larger than 10 MB. Choose a smaller one.' }),
    );
    expect(await screen.findByText('The picture is larger than 10 MB. Choose a smaller one.')).toBeInTheDocument();
    // The same toast element the cancel test makes sure is absent.
    expect(document.querySelector('.ant-message-notice')).not.toBeNull();
    expect(store.getState().user.current.avatar).toBe('/files/avatar.jpg');
  });

  it('refuses a file that is not a picture before uploading', async () => {
    renderUpload();
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(WRONG_TYPE_MESSAGE)).toBeInTheDocument();
    expect(pending).toHaveLength(0);
  });
});
