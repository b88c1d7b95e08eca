// The current user's address book, loaded once and again after a change. An address book is short, so one
// page of the largest size holds it.
import type { Address } from '@/contracts/addresses';
import { MAX_PAGE_SIZE } from '@/contracts/shell-values';
import { useResource } from '@/hooks/use-resource';
import { addressService } from '@/services/address.api';

export interface AddressBookState {
  addresses: Address[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

const loadBook = () => addressService.search({ pageSize: MAX_PAGE_SIZE, sortBy: 'createdAt', sort: 'asc' });

export function useAddresses(): AddressBookState {
  const book = useResource(loadBook, 'address-book');
  return { addresses: book.value?.data ?? [], loading: book.loading, error: book.error, reload: book.reload };
}
