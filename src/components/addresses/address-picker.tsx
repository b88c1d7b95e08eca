// Choosing a delivery address from the address book, with "Add address" right there: the new address is
// chosen as soon as it is saved. The default address (else the first) is chosen when nothing is yet.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Address } from '@/contracts/addresses';
import { AddressFormModal } from './address-form-modal';
import { addressSummary } from './address-text';
import { useAddresses } from './use-addresses';

export interface AddressPickerProps {
  value: string | null;
  onChange: (addressId: string | null) => void;
  testId: string;
}

const preferred = (addresses: Address[]) => (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;

export function AddressPicker({ value, onChange, testId }: AddressPickerProps) {
  const book = useAddresses();
  const [adding, setAdding] = useState(false);

  // A chosen address that was deleted elsewhere no longer counts.
  useEffect(() => {
    if (book.loading) return;
    if (!value || !book.addresses.some((a) => a._id === value)) {
      const next = preferred(book.addresses);
      if (next !== value) onChange(next);
    }
  }, [book.loading, book.addresses, value, onChange]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select
          value={value ?? undefined}
          onChange={(id: string) => onChange(id)}
          loading={book.loading}
          placeholder={book.addresses.length ? 'Choose a delivery address' : 'Add an address first'}
          options={book.addresses.map((a) => ({ value: a._id, label: addressSummary(a) }))}
          aria-label="Delivery address"
          style={{ flex: '1 1 240px', minWidth: 0 }}
          data-testid={testId}
        />
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid={`${testId}-add`}>
          Add address
        </Button>
      </Flex>
      {book.error ? <Alert type="error" showIcon title={book.error} /> : null}
      {adding ? (
        <AddressFormModal
          address={null}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            void book.reload().then(() => onChange(saved._id));
          }}
        />
      ) : null}
    </Flex>
  );
}
