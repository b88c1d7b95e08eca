// Adding or editing one delivery address in a modal. The fields are checked with the API's own zod rules
// (src/contracts/addresses.ts), so a person sees the server's sentence before sending; the server's answer
// to a save is still shown when it refuses.
import { Alert, Checkbox, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import type { Address, addressFields, CreateAddressBody } from '@/contracts/addresses';
import { addressesContract } from '@/components/common/contracts-on-demand';
import { countryOptions } from '@/components/common/countries';
import { zodRule } from '@/components/common/zod-rule';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { addressService } from '@/services/address.api';

/** The API's rule for one field, fetched when first checked. */
const addressField = (name: keyof typeof addressFields) => addressesContract.pick((m) => m.addressFields[name]);

export const ADDRESS_SAVE_FAILED = 'Could not save the address, please try again';

type FormValues = Omit<CreateAddressBody, 'isDefault'> & { isDefault: boolean };

const valuesOf = (a: Address | null): Partial<FormValues> =>
  a
    ? { name: a.name, recipientName: a.recipientName, phone: a.phone, country: a.country, state: a.state, city: a.city, streetAddress: a.streetAddress, zipCode: a.zipCode, isDefault: a.isDefault }
    : { isDefault: false };

/** Trimmed values, as the API would store them. */
const bodyOf = (v: FormValues): CreateAddressBody => ({
  name: v.name.trim(),
  recipientName: v.recipientName.trim(),
  phone: (v.phone ?? '').trim(),
  country: v.country,
  state: (v.state ?? '').trim(),
  city: v.city.trim(),
  streetAddress: v.streetAddress.trim(),
  zipCode: (v.zipCode ?? '').trim(),
  isDefault: !!v.isDefault,
});

export interface AddressFormModalProps {
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

export function AddressFormModal({ address, onClose, onSaved }: AddressFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(values: FormValues) {
    setSaving(true);
    setProblem(null);
    try {
      const body = bodyOf(values);
      const saved = address ? (await addressService.update(address._id, body)).data : (await addressService.create(body)).data;
      notifySuccess(address ? 'Address updated' : 'Address added');
      onSaved(saved);
    } catch (e) {
      setProblem(errorMessageOr(e, ADDRESS_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={address ? 'Edit address' : 'Add an address'}
      onCancel={onClose}
      okText="Save address"
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'address-save' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'address-cancel' } as ButtonProps}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={valuesOf(address)} onFinish={(v) => void save(v)} data-testid="address-form" requiredMark="optional">
        <Form.Item name="name" label="Address name" rules={[zodRule(addressField('name'), { required: 'The address name is required' })]}>
          <Input placeholder="Home" maxLength={100} data-testid="address-name" />
        </Form.Item>
        <Form.Item name="recipientName" label="Recipient" rules={[zodRule(addressField('recipientName'), { required: 'The recipient name is required' })]}>
          <Input autoComplete="name" maxLength={200} data-testid="address-recipient" />
        </Form.Item>
        <Form.Item name="streetAddress" label="Street address" rules={[zodRule(addressField('streetAddress'), { required: 'The street address is required' })]}>
          <Input autoComplete="street-address" maxLength={300} data-testid="address-street" />
        </Form.Item>
        <Form.Item name="city" label="City" rules={[zodRule(addressField('city'), { required: 'The city is required' })]}>
          <Input autoComplete="address-level2" maxLength={100} data-testid="address-city" />
        </Form.Item>
        <Form.Item name="state" label="State or region" rules={[zodRule(addressField('state'))]}>
          <Input autoComplete="address-level1" maxLength={100} data-testid="address-state" />
        </Form.Item>
        <Form.Item name="zipCode" label="ZIP or postal code" rules={[zodRule(addressField('zipCode'))]}>
          <Input autoComplete="postal-code" maxLength={20} data-testid="address-zip" />
        </Form.Item>
        <Form.Item name="country" label="Country" rules={[zodRule(addressField('country'), { required: 'Choose the country' })]}>
          <Select showSearch optionFilterProp="label" options={countryOptions([address?.country])} placeholder="Choose the country" aria-label="Country" data-testid="address-country" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[zodRule(addressField('phone'))]}>
          <Input autoComplete="tel" maxLength={40} data-testid="address-phone" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="address-default">Use as my default address</Checkbox>
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} data-testid="address-problem" /> : null}
    </Modal>
  );
}
