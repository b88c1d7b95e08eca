// The current user's address book, loaded once and again after a change. An address book is short, so one
// page of the largest size holds it.
import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@/contracts/addresses';
import { MAX_PAGE_SIZE } from '@/contracts/common';
import { getResponseError } from '@/lib/notify';
import { addressService } from '@/services/address.api';

export interface AddressBookState {
  addresses: Address[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<Address[]>;
}

export function useAddresses(): AddressBookState {
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const rows = (await addressService.search({ pageSize: MAX_PAGE_SIZE, sortBy: 'createdAt', sort: 'asc' })).data.data;
      setAddresses(rows);
      return rows;
    } catch (e) {
      setError(getResponseError(e));
      return [];
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { addresses, loading, error, reload };
}
