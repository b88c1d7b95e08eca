// The post composer on /creator/my-post: type, text, access and price, media uploads with progress and
// cancel, a poll's options and end, a publishing time and the pin. A poll is created first (its id goes
// into the post); the new post is handed to the list.
import { PlusOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Radio, Switch, type FormRule } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { ACCESS_LABELS } from '@/components/common/access-labels';
import { PlainCard } from '@/components/layout/plain-card';
import { contentAccess, feedTypes, type ContentAccess, type Feed, type FeedType } from '@/contracts/feeds';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { feedService } from '@/services/feed.api';
import {
  contentError,
  emptyFiles,
  feedBodyOf,
  MIN_POLL_OPTIONS,
  pollBodyOf,
  pollExpiryError,
  pollOptionsError,
  priceError,
  ruleOf,
  scheduleError,
  TEXT_REQUIRED,
  TEXT_TEASER_LABEL,
  textTeaserHint,
  type ComposerFiles,
  type ComposerValues,
  type PickedTime,
} from './composer-rules';
import { TEXT_LABEL, TEXT_PLACEHOLDER, TYPE_LABELS, isTextOptional, type ComposerStart } from './composer-start';
import { ComposerUploads, KINDS_OF_TYPE } from './composer-uploads';

export const POST_PUBLISHED = 'Your post is live';
export const POST_SCHEDULED = 'Your post is scheduled';

export { ACCESS_LABELS };
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const initialValues: ComposerValues = { type: 'text', text: '', access: 'free', price: null, textIsTeaser: false, pollOptions: ['', ''], isPinned: false };

/** Text posts need their text; the type is read from the form when the rule runs. */
const textRule: FormRule = ({ getFieldValue }) => ruleOf((text: string | undefined) => (getFieldValue('type') === 'text' && !text?.trim() ? TEXT_REQUIRED : null));

/** Days before today cannot be picked; the time itself is checked by the rule. */
const beforeToday = (day: PickedTime) => day.valueOf() < new Date().setHours(0, 0, 0, 0);

export interface FeedComposerProps {
  onCreated: (feed: Feed) => void;
  /** What the creator did in the page's first, plain composer (composer-starter.tsx), read once on mount. */
  start?: ComposerStart;
}

export function FeedComposer({ onCreated, start }: FeedComposerProps) {
  const [form] = Form.useForm<ComposerValues>();
  const textBox = useRef<TextAreaRef>(null);
  const [files, setFiles] = useState<ComposerFiles>(emptyFiles);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const access = Form.useWatch('access', form) ?? initialValues.access;

  // Taken over once, as the values typed so far (a reset after sending empties them, as on its own).
  const taken = useRef(start);
  useEffect(() => {
    const given = taken.current;
    if (!given) return;
    form.setFieldsValue({ type: given.type, text: given.text });
    if (given.focusText) textBox.current?.focus({ cursor: 'end' });
    if (given.submit) form.submit();
  }, [form]);

  async function submit(values: ComposerValues) {
    // The text rule already covered text posts; media posts need their files.
    const missing = contentError(values, files);
    setMediaError(missing);
    if (missing) return;
    setSending(true);
    try {
      const pollId = values.type === 'poll' ? (await feedService.createPoll(pollBodyOf(values))).data._id : null;
      const { data: feed } = await feedService.create(feedBodyOf(values, files, pollId));
      notifySuccess(feed.status === 'scheduled' ? POST_SCHEDULED : POST_PUBLISHED);
      form.resetFields();
      setFiles(emptyFiles());
      onCreated(feed);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <PlainCard title="New post" data-testid="feed-composer">
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)} requiredMark="optional">
        <Form.Item name="type" label="Type" required>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="feed-type" onChange={() => setMediaError(null)}>
            {feedTypes.map((t) => (
              <Radio.Button key={t} value={t} data-testid={`feed-type-${t}`}>
                {TYPE_LABELS[t]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>

        <Form.Item
          name="text"
          label={TEXT_LABEL}
          required={!isTextOptional(type)}
          rules={[{ max: 5000, message: 'Text can be at most 5000 characters' }, textRule]}
        >
          <Input.TextArea ref={textBox} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} placeholder={TEXT_PLACEHOLDER} data-testid="feed-text" />
        </Form.Item>

        {type === 'poll' ? <PollFields /> : null}

        <Form.Item label="Media" required hidden={!KINDS_OF_TYPE[type].length} validateStatus={mediaError ? 'error' : undefined} help={mediaError}>
          <ComposerUploads type={type} files={files} onChange={setFiles} />
        </Form.Item>

        <Form.Item name="access" label="Who can see it" required>
          <Radio.Group data-testid="feed-access">
            {contentAccess.map((a) => (
              <Radio key={a} value={a} data-testid={`feed-access-${a}`}>
                {ACCESS_LABELS[a]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {access === 'sale' ? (
          <Form.Item name="price" label="Price (USD)" required rules={[ruleOf((price: number | null) => priceError('sale', price))]}>
            <InputNumber min={0} step={1} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="feed-price" />
          </Form.Item>
        ) : null}
        {access !== 'free' ? <TextTeaserField access={access} type={type} testId="feed-text-teaser" /> : null}

        <Form.Item name="scheduledAt" label="Publish later" extra="Leave empty to publish now." rules={[ruleOf((at: PickedTime | null) => scheduleError(at))]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} style={{ width: '100%', maxWidth: 260 }} data-testid="feed-schedule" />
        </Form.Item>

        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <Form.Item name="isPinned" valuePropName="checked" noStyle>
            <Switch data-testid="feed-pin" aria-label="Pin to the top of my profile" />
          </Form.Item>
          <Typography.Text>Pin to the top of my profile</Typography.Text>
        </Flex>

        <Button type="primary" htmlType="submit" loading={sending} block data-testid="feed-submit">
          Post
        </Button>
      </Form>
    </PlainCard>
  );
}

/** The text of a locked post stays hidden unless the performer ticks this (free posts show their text anyway). */
export function TextTeaserField({ access, type, testId }: { access: ContentAccess; type: FeedType; testId: string }) {
  return (
    <Form.Item name="textIsTeaser" valuePropName="checked" extra={textTeaserHint(access, type)}>
      <Checkbox data-testid={testId}>{TEXT_TEASER_LABEL}</Checkbox>
    </Form.Item>
  );
}

function PollFields() {
  return (
    <>
      <Form.Item name="pollDescription" label="Question" rules={[{ max: 500, message: 'The question can be at most 500 characters' }]}>
        <Input maxLength={500} placeholder="What should I post next?" data-testid="feed-poll-description" />
      </Form.Item>
      <Form.List name="pollOptions" rules={[ruleOf((options: string[]) => pollOptionsError(options))]}>
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label="Options" required>
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="center">
                  <Form.Item name={field.name} noStyle rules={[{ max: 100, message: 'An option can be at most 100 characters' }]}>
                    <Input maxLength={100} placeholder={`Option ${index + 1}`} data-testid={`feed-poll-option-${index}`} />
                  </Form.Item>
                  {fields.length > MIN_POLL_OPTIONS ? (
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove option ${index + 1}`} onClick={() => remove(field.name)} />
                  ) : null}
                </Flex>
              ))}
              {fields.length < 10 ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} data-testid="feed-poll-add">
                  Add option
                </Button>
              ) : null}
              <Form.ErrorList errors={errors} />
            </Flex>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="pollExpiresAt" label="Poll ends" required rules={[ruleOf((at: PickedTime | null) => pollExpiryError(at))]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} style={{ width: '100%', maxWidth: 260 }} data-testid="feed-poll-expires" />
      </Form.Item>
    </>
  );
}
