// One photo in the manager: processing shows as such and cannot be the cover yet; a ready one can, and its
// title is edited in place.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PhotoTile } from '@/components/gallery/photo-tile';
import { fakeApi, ok } from '../../helpers/fake-api';
import { galleryFactory, photoFactory } from '../../helpers/content-fixtures';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const performer = currentUserFactory({ isPerformer: true });

it('shows a photo still being processed, which cannot be the cover yet', () => {
  const p = photoFactory('p-1');
  renderWithStore(<PhotoTile photo={{ ...p, photo: { ...p.photo, status: 'processing', url: null, thumbnails: [] } }} onChanged={jest.fn()} />, { user: performer });
  expect(screen.getByTestId('photo-processing')).toBeInTheDocument();
  expect(screen.getByTestId('photo-set-cover')).toBeDisabled();
});

it('makes a ready photo the cover and asks the list to reload', async () => {
  api = fakeApi({ 'POST /performer/performer-assets/photos/set-cover/p-1': ok(galleryFactory()) });
  const onChanged = jest.fn();
  renderWithStore(<PhotoTile photo={photoFactory('p-1')} onChanged={onChanged} />, { user: performer });
  await act(async () => {
    fireEvent.click(screen.getByTestId('photo-set-cover'));
  });
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /performer/performer-assets/photos/set-cover/p-1']);
});

it('renames a photo in place', async () => {
  api = fakeApi({ 'PUT /performer/performer-assets/photos/p-1': ok(photoFactory('p-1', { title: 'Dawn' })) });
  renderWithStore(<PhotoTile photo={photoFactory('p-1')} onChanged={jest.fn()} />, { user: performer });
  await act(async () => {
    fireEvent.click(screen.getByTestId('photo-title'));
  });
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: ' Dawn ' } });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
  });
  await waitFor(() => expect(api!.calls).toHaveLength(1));
  expect(api.calls[0].body).toEqual({ title: 'Dawn' });
  expect(screen.getByTestId('photo-title')).toHaveTextContent('Dawn');
});
