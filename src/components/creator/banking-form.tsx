// Bank details for payouts (PUT /performers/banking-settings). The API stores them encrypted and only ever
// answers with masked numbers, so the saved numbers are shown masked and must be typed again to change them.
import { Alert, Button, Col, Descriptions, Form, Input, Row, Select } from 'antd';
import type { BankingBody, MaskedBanking, OwnPerformer } from '@/contracts/performers';
import { performersContract } from '@/components/common/contracts-on-demand';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { notifySuccess } from '@/lib/notify';
import { CHANGES_SAVED, UPDATE_FAILED } from '@/redux/user/sagas';
import { performerAccountService } from '@/services/performer-account.api';
import { countryLabel, useCountryOptions } from './lookup-hooks';

export type BankingValues = BankingBody;
/** The contract's rule for one field, fetched when first checked. */
const field = (name: keyof BankingBody) => performersContract.pick((m) => m.bankingBody.shape[name]);
const NUMBER_FIELDS = ['accountNumber', 'routingNumber', 'swiftCode'] as const;

/** What the form starts with: names from the saved details, never numbers (the API has only masked ones). */
export function bankingValuesOf(banking: MaskedBanking | null): BankingValues {
  return {
    accountHolderName: banking?.accountHolderName ?? '',
    bankName: banking?.bankName ?? '',
    bankCountry: banking?.bankCountry ?? '',
    accountNumber: '',
    routingNumber: '',
    swiftCode: '',
  };
}

export function bankingRequestOf(values: BankingValues): BankingBody {
  return {
    accountHolderName: values.accountHolderName.trim(),
    bankName: values.bankName.trim(),
    bankCountry: values.bankCountry,
    accountNumber: values.accountNumber.trim(),
    routingNumber: (values.routingNumber ?? '').trim(),
    swiftCode: (values.swiftCode ?? '').trim().toUpperCase(),
  };
}

function SavedBanking({ banking }: { banking: MaskedBanking }) {
  const countries = useCountryOptions();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      title="Saved bank details"
      data-testid="creator-banking-saved"
      items={[
        { key: 'holder', label: 'Account holder', children: banking.accountHolderName },
        { key: 'bank', label: 'Bank', children: `${banking.bankName}, ${countryLabel(countries, banking.bankCountry)}` },
        { key: 'account', label: 'Account number / IBAN', children: banking.accountNumber },
        { key: 'routing', label: 'Routing number', children: banking.routingNumber || '—' },
        { key: 'swift', label: 'SWIFT / BIC', children: banking.swiftCode || '—' },
      ]}
    />
  );
}

/** What each form of the creator's own account gets: the loaded profile and how to take the saved one. */
export interface OwnPerformerFormProps {
  performer: OwnPerformer;
  apply: (performer: OwnPerformer) => void;
}

export function BankingForm({ performer, apply }: OwnPerformerFormProps) {
  const [form] = Form.useForm<BankingValues>();
  const { saving, run } = useSave(UPDATE_FAILED);
  const countries = useCountryOptions();

  const save = (values: BankingValues) =>
    run(async () => {
      const banking = (await performerAccountService.updateBanking(bankingRequestOf(values))).data;
      apply({ ...performer, banking });
      // The full numbers should not linger on screen once they are saved.
      form.resetFields([...NUMBER_FIELDS]);
      notifySuccess(CHANGES_SAVED);
    });

  return (
    <Form<BankingValues>
      form={form}
      layout="vertical"
      initialValues={bankingValuesOf(performer.banking)}
      onFinish={save}
      requiredMark="optional"
      data-testid="creator-banking-form"
    >
      {performer.banking ? (
        <SavedBanking banking={performer.banking} />
      ) : (
        <Alert type="info" showIcon title="Add your bank details to be paid by bank transfer." style={{ marginBottom: 16 }} />
      )}
      {performer.banking ? (
        <Alert
          type="info"
          showIcon
          title="To change your bank details, enter all of them again: saved numbers are never shown in full."
          style={{ margin: '16px 0' }}
        />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="accountHolderName" label="Account holder name" rules={[zodRule(field('accountHolderName'), { required: 'Enter the account holder name' })]}>
            <Input autoComplete="name" maxLength={120} data-testid="creator-banking-holder" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="bankName" label="Bank name" rules={[zodRule(field('bankName'), { required: 'Enter the bank name' })]}>
            <Input maxLength={120} data-testid="creator-banking-bank" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="bankCountry" label="Bank country" rules={[zodRule(field('bankCountry'), { required: 'Choose the country of the bank' })]}>
            <Select options={countries} placeholder="Choose" showSearch={{ optionFilterProp: 'label' }} data-testid="creator-banking-country" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="accountNumber"
            label="Account number or IBAN"
            rules={[zodRule(field('accountNumber'), { required: 'Enter the account number or IBAN' })]}
          >
            <Input autoComplete="off" maxLength={50} data-testid="creator-banking-account" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="routingNumber" label="Routing number" extra="US banks only." rules={[zodRule(field('routingNumber'))]}>
            <Input autoComplete="off" inputMode="numeric" maxLength={20} data-testid="creator-banking-routing" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="swiftCode" label="SWIFT / BIC" rules={[zodRule(field('swiftCode'))]}>
            <Input autoComplete="off" maxLength={11} data-testid="creator-banking-swift" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="creator-banking-save">
        Save bank details
      </Button>
    </Form>
  );
}
