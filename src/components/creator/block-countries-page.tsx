// /creator/block-countries: visitors from the countries chosen here cannot see this performer anywhere
// (docs/business-rules.md "Safety"). The whole list is sent on save and replaces the saved one.
import { Button, Form, Select, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useState } from 'react';
import { TitledPage } from '@/components/common/page-container';
import { socialContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { PlainCard } from '@/components/layout/plain-card';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useResource } from '@/hooks/use-resource';
import { CHANGES_SAVED, UPDATE_FAILED } from '@/redux/user/sagas';
import { blockService } from '@/services/block.api';
import { useCountryOptions } from './lookup-hooks';

interface BlockCountriesValues {
  countryCodes: string[];
}

export function BlockCountriesPage() {
  const [form] = Form.useForm<BlockCountriesValues>();
  const countries = useCountryOptions();
  const blocked = useResource(blockService.countries, 'blocked-countries');
  const { error: loadError, reload: load } = blocked;
  const saved = blocked.value?.countryCodes ?? null;
  const [saving, setSaving] = useState(false);

  async function save({ countryCodes }: BlockCountriesValues) {
    setSaving(true);
    try {
      const next = (await blockService.saveCountries(countryCodes ?? [])).data;
      blocked.set(next);
      form.setFieldsValue({ countryCodes: next.countryCodes });
      notifySuccess(CHANGES_SAVED);
    } catch (e) {
      notifyError(errorMessageOr(e, UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (loadError) {
    body = (
      <ResultOnDemand
        status="error"
        title="Your blocked countries could not be loaded"
        subTitle={loadError}
        extra={<Button onClick={() => void load()}>Try again</Button>}
      />
    );
  } else if (!saved) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    body = (
      <Form<BlockCountriesValues> form={form} layout="vertical" initialValues={{ countryCodes: saved }} onFinish={save} data-testid="block-countries-form">
        <Form.Item
          name="countryCodes"
          label="Blocked countries"
          extra={saved.length ? `${saved.length} blocked now.` : 'No country is blocked now.'}
          rules={[zodRule(socialContract.pick((m) => m.blockCountriesBody.shape.countryCodes))]}
        >
          <Select
            mode="multiple"
            options={countries}
            placeholder="Choose the countries to block"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            data-testid="block-countries-select"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="block-countries-save">
          Save
        </Button>
      </Form>
    );
  }

  return (
    <TitledPage title="Blocked countries">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Visitors from these countries cannot see your profile or find you in search. We tell the country from the
        visitor&apos;s internet address, so someone using a VPN may still get through.
      </Typography.Paragraph>
      <PlainCard>{body}</PlainCard>
    </TitledPage>
  );
}
