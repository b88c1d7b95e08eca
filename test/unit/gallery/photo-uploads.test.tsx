// The photo manager's uploads: several pictures at once, each with its own progress and cancel; a cancel
// stops that upload only; a refused upload shows the server's reason. The real request helper runs; the
// network (XMLHttpRequest) holds each upload open like a slow connection until the test answers it.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PhotoUploads } from '@/components/gallery/photo-uploads';
import { photoFactory } from '../../helpers/content-fixtures';
import { currentUserFactory } from '../../helpers/current-user';
import { holdUploads, type FakeXhr } from '../../helpers/fake-xhr';
import { renderWithStore } from '../../helpers/render';

let held: ReturnType<typeof holdUploads>;
let uploads: FakeXhr[] = [];

beforeEach(() => {
  held = holdUploads();
  uploads = held.uploads;
});
afterEach(() => held.restore());

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const performer = currentUserFactory({ isPerformer: true, username: 'zoe', performer: { bio: '', verificationStatus: 'verified' } });

function pick(...files: File[]) {
  act(() => {
    fireEvent.change(screen.getByTestId('gallery-upload-input'), { target: { files } });
  });
}
const rowOf = (name: string) => screen.getAllByTestId('gallery-upload').find((r) => r.getAttribute('data-name') === name)!;

it('sends each picture to the gallery with its own progress, and a cancel stops only that one', async () => {
  const onUploaded = jest.fn();
  renderWithStore(<PhotoUploads galleryId="g-1" onUploaded={onUploaded} />, { user: performer });
  pick(png('one.png'), png('two.png'), png('three.png'));
  await waitFor(() => expect(uploads).toHaveLength(3));
  expect(uploads.map((u) => u.form.get('galleryId'))).toEqual(['g-1', 'g-1', 'g-1']);

  act(() => uploads[0].progress(30, 100));
  act(() => uploads[2].progress(70, 100));
  expect(within(rowOf('one.png')).getByTestId('gallery-upload-progress')).toHaveTextContent('30%');
  expect(within(rowOf('three.png')).getByTestId('gallery-upload-progress')).toHaveTextContent('70%');

  await act(async () => {
    fireEvent.click(within(rowOf('three.png')).getByTestId('gallery-upload-cancel'));
  });
  expect(uploads[2].aborted).toBe(true);
  expect(uploads[0].aborted || uploads[1].aborted).toBe(false);
  expect(screen.getAllByTestId('gallery-upload').map((r) => r.getAttribute('data-name'))).toEqual(['one.png', 'two.png']);

  const uploaded = photoFactory('p-9');
  await act(async () => uploads[0].respond(200, { status: 0, data: uploaded }));
  expect(onUploaded).toHaveBeenCalledWith(uploaded);
  expect(screen.getAllByTestId('gallery-upload').map((r) => r.getAttribute('data-name'))).toEqual(['two.png']);
});

it('keeps a refused picture with the server reason, and sends nothing that is not a picture', async () => {
  renderWithStore(<PhotoUploads galleryId="g-1" onUploaded={jest.fn()} />, { user: performer });
  pick(png('huge.png'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  await act(async () => uploads[0].respond(413, { statusCode: 413, error: 'Payload Too Large', message: 'The picture is larger than 20 MB.' }));
  expect(screen.getByTestId('gallery-upload-error')).toHaveTextContent('huge.png: The picture is larger than 20 MB.');
  expect(screen.queryByTestId('gallery-upload-progress')).toBeNull();
});
