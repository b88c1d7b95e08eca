// Avatar upload (progress as a percentage, a user-cancelled upload aborts). The real
// upload helper runs; only the network (XMLHttpRequest) is replaced, holding each upload open like a slow one.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AvatarUpload, WRONG_TYPE_MESSAGE } from '@/components/account/avatar-upload';
import { updateCurrentUserAvatar } from '@/redux/user/actions';
import { currentUserFactory } from '../../helpers/current-user';
import { holdUploads, type FakeXhr } from '../../helpers/fake-xhr';
import { renderWithStore } from '../../helpers/render';

let held: ReturnType<typeof holdUploads>;
let pending: FakeXhr[] = [];

beforeEach(() => {
  held = holdUploads();
  pending = held.uploads;
});
afterEach(() => held.restore());

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

    expect(pending[0].path).toBe('/users/avatar/upload');
    expect(pending[0].method).toBe('POST');
    expect(pending[0].form.get('file')).toBeInstanceOf(File);

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
