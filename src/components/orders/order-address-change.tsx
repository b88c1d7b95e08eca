// The buyer changes where a physical order goes while it is still processing, choosing from the address
// book (or adding an address there). The API refuses once the order has shipped; its sentence is shown.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import type { Order } from '@/contracts/orders';
import { AddressPicker } from '@/components/addresses/address-picker';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { orderService } from '@/services/order.api';

export const ADDRESS_CHANGE_FAILED = 'Could not change the delivery address, please try again';

export function OrderAddressChange({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [open, setOpen] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    if (!addressId) {
      setProblem('Choose the address to deliver to.');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = (await orderService.changeDeliveryAddress(order._id, { addressId })).data;
      notifySuccess('Delivery address changed');
      setOpen(false);
      onChanged(saved);
    } catch (e) {
      setProblem(errorMessageOr(e, ADDRESS_CHANGE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} data-testid="order-change-address">
        Change address
      </Button>
      <Modal
        open={open}
        title="Change the delivery address"
        onCancel={() => setOpen(false)}
        okText="Deliver here"
        onOk={() => void save()}
        confirmLoading={saving}
        okButtonProps={{ 'data-testid': 'order-address-save' } as ButtonProps}
        destroyOnHidden
      >
        {open ? <AddressPicker value={addressId} onChange={setAddressId} testId="order-address-select" /> : null}
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} data-testid="order-address-problem" /> : null}
      </Modal>
    </>
  );
}
