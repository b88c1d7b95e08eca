// The current user's delivery address book. Updates go as a multipart form, which is what the API takes
// for them (it reads "true"/"false" as booleans there).
import type { Address, AddressSearchQuery, CreateAddressBody, UpdateAddressBody } from '@/contracts/addresses';
import type { List } from '@/contracts/common';
import { request, upload } from '@/lib/request';

const id = (value: string) => encodeURIComponent(value);

/** Every field given, as text; an address has no files. */
export function addressForm(changes: UpdateAddressBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) form.append(key, String(value));
  return form;
}

export const addressService = {
  create: (body: CreateAddressBody) => request<Address>('/addresses/create', { method: 'POST', body }),
  update: (addressId: string, changes: UpdateAddressBody) => upload<Address>(`/addresses/${id(addressId)}`, addressForm(changes), { method: 'PUT' }),
  search: (query: Partial<AddressSearchQuery> | Record<string, string> = {}) => request<List<Address>>('/addresses/search', { query }),
  remove: (addressId: string) => request<{ deleted: true }>(`/addresses/${id(addressId)}`, { method: 'DELETE' }),
};
