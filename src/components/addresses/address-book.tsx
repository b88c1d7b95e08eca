// /user/addresses: the fan's delivery addresses as cards, each with edit and delete, and "Add address".
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Popconfirm, Row, Spin, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import type { Address } from '@/contracts/addresses';
import { useSave } from '@/components/common/use-save';
import { ManagePage } from '@/components/content/manage-page';
import { PlainCard } from '@/components/layout/plain-card';
import { notifySuccess } from '@/lib/notify';
import { addressService } from '@/services/address.api';
import { AddressFormModal } from './address-form-modal';
import { addressLines } from './address-text';
import { useAddresses } from './use-addresses';

export const ADDRESS_DELETE_FAILED = 'Could not delete the address, please try again';

function AddressCard({ address, onEdit, onDeleted }: { address: Address; onEdit: () => void; onDeleted: () => void }) {
  const { saving: deleting, run } = useSave(ADDRESS_DELETE_FAILED);
  const remove = () =>
    run(async () => {
      await addressService.remove(address._id);
      notifySuccess('Address deleted');
      onDeleted();
    });
  return (
    <PlainCard
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <span style={{ overflowWrap: 'anywhere' }}>{address.name}</span>
          {address.isDefault ? <Tag color="blue">Default</Tag> : null}
        </Flex>
      }
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit} data-testid={`address-edit-${address._id}`}>
          Edit
        </Button>,
        <Popconfirm key="delete" title="Delete this address?" description="Orders already placed keep their address." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
          <Button type="text" danger icon={<DeleteOutlined />} loading={deleting} data-testid={`address-delete-${address._id}`}>
            Delete
          </Button>
        </Popconfirm>,
      ]}
      data-testid={`address-card-${address._id}`}
    >
      {addressLines(address).map((line, i) => (
        <Typography.Text key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </Typography.Text>
      ))}
    </PlainCard>
  );
}

export function AddressBook() {
  const book = useAddresses();
  // undefined: closed; null: adding; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);

  return (
    <ManagePage
      title="My addresses"
      maxWidth={960}
      add={{ label: 'Add address', testId: 'address-add', onClick: () => setEditing(null) }}
      dialogs={
        editing !== undefined ? (
          <AddressFormModal
            address={editing}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              void book.reload();
            }}
          />
        ) : null
      }
    >
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Where physical products you buy are delivered. Changing an address here does not change orders already placed.
      </Typography.Paragraph>
      {book.error ? <Alert type="error" showIcon title={book.error} data-testid="address-book-error" /> : null}
      {book.loading && !book.addresses.length ? <Spin /> : null}
      {!book.loading && !book.error && !book.addresses.length ? <Empty description="No addresses yet." /> : null}
      <Row gutter={[16, 16]} data-testid="address-book">
        {book.addresses.map((address) => (
          <Col key={address._id} xs={24} sm={12} lg={8}>
            <AddressCard address={address} onEdit={() => setEditing(address)} onDeleted={() => void book.reload()} />
          </Col>
        ))}
      </Row>
    </ManagePage>
  );
}
