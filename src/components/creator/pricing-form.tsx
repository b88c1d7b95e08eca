// Subscription prices and the free-trial offer, bounded by the site settings, and the price per minute of
// private shows (switched off: no private shows, the price kept for the next time).
import { Alert, Button, Col, Divider, Form, InputNumber, Row, Switch } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useMemo, useState } from 'react';
import type { OwnPerformer } from '@/contracts/performers';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { CHANGES_SAVED, UPDATE_FAILED } from '@/redux/user/sagas';
import { performerAccountService } from '@/services/performer-account.api';
import { priceLimitsMessage, priceRule, pricingBodyOf, privateShowPriceRule, type PriceLimits, type PricingValues } from './pricing-rules';

interface Props {
  performer: OwnPerformer;
  apply: (performer: OwnPerformer) => void;
}

const dayWord = (n: number) => (n === 1 ? 'day' : 'days');

export function PricingForm({ performer, apply }: Props) {
  const [form] = Form.useForm<PricingValues>();
  const [saving, setSaving] = useState(false);
  const settings = useAppSelector(selectSettings);
  const limits: PriceLimits = { min: settings.minimumSubscriptionPrice, max: settings.maximumSubscriptionPrice };
  const trialsOffered = settings.freeSubscriptionEnabled;
  const trialDays = settings.freeSubscriptionDuration;

  const { monthlyPrice, yearlyPrice, isFreeSubscription, privateShowPrice } = performer;
  const saved = useMemo(
    () => ({ monthlyPrice, yearlyPrice, isFreeSubscription, privateShowsOffered: privateShowPrice !== null, privateShowPrice }),
    [monthlyPrice, yearlyPrice, isFreeSubscription, privateShowPrice],
  );
  const privateShowsOffered = Form.useWatch('privateShowsOffered', form) ?? saved.privateShowsOffered;
  useEffect(() => {
    form.setFieldsValue(saved);
  }, [form, saved]);

  async function save(values: PricingValues) {
    setSaving(true);
    try {
      apply((await performerAccountService.update(pricingBodyOf(values, trialsOffered))).data);
      notifySuccess(CHANGES_SAVED);
    } catch (e) {
      notifyError(errorMessageOr(e, UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  const priceInput = (testId: string) => (
    // No max here: a clamped value would hide the message that names the limits.
    <InputNumber min={0} precision={2} step={1} style={{ width: '100%' }} data-testid={testId} />
  );

  return (
    <Form<PricingValues> form={form} layout="vertical" initialValues={saved} onFinish={save} requiredMark="optional" data-testid="creator-pricing-form">
      <Typography.Paragraph type="secondary" data-testid="creator-pricing-limits">
        {priceLimitsMessage(limits)} Fans pay the monthly price every month, or the yearly price once a year.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="monthlyPrice" label="Monthly price" rules={[priceRule(limits)]}>
            {priceInput('creator-pricing-monthly')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="yearlyPrice" label="Yearly price" rules={[priceRule(limits)]}>
            {priceInput('creator-pricing-yearly')}
          </Form.Item>
        </Col>
      </Row>
      {trialsOffered ? (
        <Form.Item
          name="isFreeSubscription"
          label="Free trial"
          required
          valuePropName="checked"
          extra={`New subscribers get ${trialDays} ${dayWord(trialDays)} free before the monthly price applies.`}
        >
          <Switch data-testid="creator-pricing-free-trial" />
        </Form.Item>
      ) : (
        <Alert type="info" showIcon title="The site does not offer free trials at the moment." style={{ marginBottom: 24 }} />
      )}
      <Divider titlePlacement="start" plain>
        Private shows
      </Divider>
      <Form.Item
        name="privateShowsOffered"
        label="Take requests for private shows"
        required
        valuePropName="checked"
        extra="A fan asks for a show of their own; when you accept, they pay every minute that starts from their wallet."
      >
        <Switch data-testid="creator-pricing-private-switch" />
      </Form.Item>
      <Form.Item
        name="privateShowPrice"
        label="Private shows: price per minute"
        required
        dependencies={['privateShowsOffered']}
        rules={[privateShowPriceRule]}
        hidden={!privateShowsOffered}
      >
        {/* No precision or min: a third decimal or a price of 0 gets its message rather than a silent rounding. */}
        <InputNumber<number> step={0.25} prefix="$" suffix="/ min" style={{ width: '100%', maxWidth: 240 }} data-testid="creator-pricing-private-price" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="creator-pricing-save">
        Save prices
      </Button>
    </Form>
  );
}
