// The Go live form: the session's title, description, who can watch (subscribers, or ticket holders for a
// group show), the price and whether to keep a recording. Checked here before anything is sent; the server
// checks again and its refusals are shown by the page.
import { VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { startableStreamTypes } from '@/contracts/streams';
import { streamsContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { hasAtMostTwoDecimals } from '@/lib/money';

export type StartableStreamType = (typeof startableStreamTypes)[number];

export interface GoLiveValues {
  title: string;
  description?: string;
  type: StartableStreamType;
  price?: number | null;
  keepRecording: boolean;
}

const INITIAL_VALUES: GoLiveValues = { title: '', description: '', type: 'public', price: 0, keepRecording: false };

/** Why the price does not fit the type, or null: a ticket must cost something; a price on top may be 0. */
export function priceProblem(type: StartableStreamType, price: number | null | undefined): string | null {
  if (type === 'group' && (price === null || price === undefined || price <= 0)) return 'A group show needs a ticket price above $0.00';
  if (price !== null && price !== undefined && (price < 0 || !hasAtMostTwoDecimals(price))) {
    return 'The price must be $0.00 or more, with at most two decimals';
  }
  return null;
}

export interface GoLiveFormProps {
  starting: boolean;
  /** What is happening while starting, under the button. */
  step: string | null;
  disabled: boolean;
  onStart: (values: GoLiveValues) => void;
}

export function GoLiveForm({ starting, step, disabled, onStart }: GoLiveFormProps) {
  const [form] = Form.useForm<GoLiveValues>();
  const type = Form.useWatch('type', form) ?? 'public';
  return (
    <Form form={form} layout="vertical" initialValues={INITIAL_VALUES} onFinish={onStart} disabled={starting} requiredMark="optional" data-testid="go-live-form">
      <Form.Item name="title" label="Title" required rules={[zodRule(streamsContract.pick((m) => m.startStreamBody.shape.title), { required: 'Give the session a title' })]}>
        <Input maxLength={200} placeholder="What is this live about?" data-testid="go-live-title" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(streamsContract.pick((m) => m.startStreamBody.shape.description))]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} data-testid="go-live-description" />
      </Form.Item>
      <Form.Item name="type" label="Who can watch" required>
        <Radio.Group
          onChange={(e) => {
            // A ticket starts empty; a public session starts included in the subscription.
            form.setFieldValue('price', e.target.value === 'group' ? null : 0);
          }}
        >
          <Radio value="public" data-testid="go-live-type-public">
            My subscribers
          </Radio>
          <Radio value="group" data-testid="go-live-type-group">
            Ticket holders (group show)
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="price"
        label={type === 'group' ? 'Ticket price' : 'Price on top of the subscription'}
        required={type === 'group'}
        extra={type === 'group' ? 'Everyone who watches buys a ticket, your subscribers too.' : '$0.00 means the live is included in the subscription.'}
        dependencies={['type']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: number | null | undefined) => {
              const problem = priceProblem(getFieldValue('type') as StartableStreamType, value);
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <InputNumber<number> min={0} step={1} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="go-live-price" />
      </Form.Item>
      <Form.Item name="keepRecording" label="Keep a recording" required valuePropName="checked" extra="The live is recorded and kept after it ends.">
        <Switch data-testid="go-live-recording" />
      </Form.Item>
      <Flex align="center" gap={12} wrap>
        <Button type="primary" htmlType="submit" size="large" icon={<VideoCameraOutlined />} loading={starting} disabled={disabled} data-testid="go-live-start">
          Go live
        </Button>
        {step ? (
          <Typography.Text type="secondary" data-testid="go-live-step">
            {step}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
