// The fields of the video form: title, description, tags, who may watch and the price, and whether the
// video shows now, stays hidden, or goes out by itself at a chosen moment.
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { contentAccess } from '@/contracts/feeds';
import { createVideoFields } from '@/contracts/videos';
import { zodRule } from '@/components/common/zod-rule';
import { formatDate } from '@/lib/format-date';
import { ruleOf, type PickedTime } from '@/components/feed/composer-rules';
import { videoPriceError, videoScheduleError, type VideoFormValues, type VideoVisibility } from './video-form-values';

const ACCESS_LABELS = { free: 'Free', subscribers: 'Subscribers', sale: 'For sale' } as const;
const VISIBILITY_LABELS: Record<VideoVisibility, string> = { active: 'Show now', inactive: 'Hidden', scheduled: 'Schedule' };
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Days before today cannot be picked; the time itself is checked by the rule. */
const beforeToday = (day: PickedTime) => day.valueOf() < new Date().setHours(0, 0, 0, 0);

export function VideoFormFields({ scheduledAt, disabled }: { scheduledAt: string | null; disabled: boolean }) {
  const form = Form.useFormInstance<VideoFormValues>();
  const access = Form.useWatch('access', form);
  const visibility = Form.useWatch('visibility', form);

  return (
    <>
      <Form.Item name="title" label="Title" required rules={[zodRule(createVideoFields.shape.title, { required: 'Give the video a title' })]}>
        <Input maxLength={200} disabled={disabled} data-testid="video-form-title" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: 5000, message: 'The description can be at most 5000 characters' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} disabled={disabled} data-testid="video-form-description" />
      </Form.Item>
      <Form.Item name="tags" label="Tags" extra="Up to 20; press Enter or type a comma after each.">
        <Select mode="tags" tokenSeparators={[',']} maxCount={20} open={false} suffixIcon={null} disabled={disabled} placeholder="beach, sunset" data-testid="video-form-tags" />
      </Form.Item>
      <Form.Item name="access" label="Who can watch it" required>
        <Radio.Group disabled={disabled}>
          {contentAccess.map((a) => (
            <Radio key={a} value={a} data-testid={`video-form-access-${a}`}>
              {ACCESS_LABELS[a]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {access === 'sale' ? (
        <Form.Item name="price" label="Price (USD)" required rules={[ruleOf((price: number | null) => videoPriceError('sale', price))]}>
          <InputNumber min={0} step={1} precision={2} prefix="$" disabled={disabled} style={{ width: '100%', maxWidth: 200 }} data-testid="video-form-price" />
        </Form.Item>
      ) : null}
      <Form.Item name="visibility" label="Status" required>
        <Radio.Group disabled={disabled}>
          {(Object.keys(VISIBILITY_LABELS) as VideoVisibility[]).map((v) => (
            <Radio key={v} value={v} data-testid={`video-form-visibility-${v}`}>
              {VISIBILITY_LABELS[v]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {visibility === 'scheduled' ? (
        <Form.Item
          name="scheduledAt"
          label="Goes out at"
          required={!scheduledAt}
          extra={scheduledAt ? <Typography.Text type="secondary">Now scheduled for {formatDate(scheduledAt)} {new Date(scheduledAt).toISOString().slice(11, 16)} UTC; pick a time to change it.</Typography.Text> : undefined}
          rules={[ruleOf((at: PickedTime | null) => videoScheduleError('scheduled', at, { keepsCurrent: !!scheduledAt }))]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} disabled={disabled} style={{ width: '100%', maxWidth: 260 }} data-testid="video-form-schedule" />
        </Form.Item>
      ) : null}
    </>
  );
}
