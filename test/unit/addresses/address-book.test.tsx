// The address book: cards for each address, adding one through the modal form (checked with the API's
// own rules before sending), editing and deleting.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AddressBook } from '@/components/addresses/address-book';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { ADDRESS_ID, addressFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const ID = ADDRESS_ID;
const home = addressFactory({ phone: '+1 555 0100' });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function renderBook(addresses: unknown[]) {
  let rows = addresses;
  api = fakeApi({
    'GET /addresses/search': () => okList(rows),
    'POST /addresses/create': (call) => {
      rows = [...rows, { ...home, ...(call.body as object), _id: 'new-1' }];
      return ok(rows[rows.length - 1]);
    },
    [`PUT /addresses/${ID}`]: (call) => {
      rows = [{ ...home, ...Object.fromEntries(call.body as FormData), isDefault: (call.body as FormData).get('isDefault') === 'true' }];
      return ok(rows[0]);
    },
    [`DELETE /addresses/${ID}`]: () => {
      rows = [];
      return ok({ deleted: true });
    },
  });
  renderWithStore(<AddressBook />, { state: fanState(), router: fakeRouter('/user/addresses') });
}

it('lists the addresses with the default marked', async () => {
  renderBook([home]);
  const card = await screen.findByTestId(`address-card-${ID}`);
  expect(card).toHaveTextContent('Home');
  expect(card).toHaveTextContent('Default');
  expect(card).toHaveTextContent('94601 Oakland CA');
  expect(card).toHaveTextContent('United States');
});

async function fillValidAddress() {
  type('address-name', 'Studio');
  type('address-recipient', 'Fan One');
  type('address-street', '9 Side Rd');
  type('address-city', 'Leeds');
  type('address-phone', '+44 113 000');
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'United King' } });
  });
  await click(await screen.findByTitle('United Kingdom'));
}

it('checks the form with the API’s rules before sending', async () => {
  renderBook([]);
  await screen.findByText('No addresses yet.');
  await click(screen.getByTestId('address-add'));
  await click(screen.getByTestId('address-save'));
  expect(await screen.findByText('The address name is required')).toBeInTheDocument();
  type('address-phone', 'call me');
  expect(await screen.findByText('The phone number can hold digits, spaces and + ( ) - . only')).toBeInTheDocument();
  expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('adds an address', async () => {
  renderBook([]);
  await screen.findByText('No addresses yet.');
  await click(screen.getByTestId('address-add'));
  await fillValidAddress();
  await click(screen.getByTestId('address-save'));
  await waitFor(() => expect(screen.getByTestId('address-card-new-1')).toHaveTextContent('Studio'));
  expect(api!.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Studio',
    recipientName: 'Fan One',
    phone: '+44 113 000',
    country: 'GB',
    state: '',
    city: 'Leeds',
    streetAddress: '9 Side Rd',
    zipCode: '',
    isDefault: false,
  });
});

it('edits an address', async () => {
  renderBook([home]);
  await click(await screen.findByTestId(`address-edit-${ID}`));
  type('address-city', 'Berkeley');
  await click(screen.getByTestId('address-save'));
  await waitFor(() => expect(screen.getByTestId(`address-card-${ID}`)).toHaveTextContent('Berkeley'));
  // The multipart PUT the web client sends, every field as text.
  const form = api!.calls.find((c) => c.method === 'PUT')?.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(Object.fromEntries(form)).toMatchObject({ city: 'Berkeley', name: 'Home', country: 'US', isDefault: 'true' });
});

it('deletes an address after confirming', async () => {
  renderBook([home]);
  await click(await screen.findByTestId(`address-delete-${ID}`));
  expect(api!.calls.some((c) => c.method === 'DELETE')).toBe(false);
  await click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByTestId(`address-card-${ID}`)).toBeNull());
  expect(api!.calls.some((c) => c.method === 'DELETE')).toBe(true);
});
