// Editing one of the performer's posts: its text, who can see it, its price and whether a locked post shows
// its text as a teaser (PUT /performer/feeds/{id}). The type and media stay; a new media set is a new post.
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { contentAccess, type ContentAccess, type Feed } from '@/contracts/feeds';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { feedService } from '@/services/feed.api';
import { priceError, ruleOf } from './composer-rules';
import { TEXT_LABEL, isTextOptional } from './composer-start';
import { ACCESS_LABELS, TextTeaserField } from './feed-composer';

interface EditValues {
  text: string;
  access: ContentAccess;
  price: number | null;
  textIsTeaser?: boolean;
}

export function FeedEditModal({ feed, onClose, onSaved }: { feed: Feed; onClose: () => void; onSaved: (feed: Feed) => void }) {
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const access = Form.useWatch('access', form) ?? feed.access;

  async function save(values: EditValues) {
    setSaving(true);
    try {
      const price = values.access === 'sale' ? values.price : null;
      const textIsTeaser = values.access !== 'free' && (values.textIsTeaser ?? false);
      const { data } = await feedService.update(feed._id, { text: values.text.trim(), access: values.access, price, textIsTeaser });
      notifySuccess(CHANGES_SAVED);
      onSaved(data);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="Edit post"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'feed-edit-save' }}
    >
      <Form form={form} layout="vertical" initialValues={{ text: feed.text, access: feed.access, price: feed.price, textIsTeaser: feed.textIsTeaser }} onFinish={(v) => void save(v)} requiredMark="optional">
        <Form.Item name="text" label={TEXT_LABEL} required={!isTextOptional(feed.type)} rules={[{ max: 5000, message: 'Text can be at most 5000 characters' }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} data-testid="feed-edit-text" />
        </Form.Item>
        <Form.Item name="access" label="Who can see it" required>
          <Radio.Group>
            {contentAccess.map((a) => (
              <Radio key={a} value={a}>
                {ACCESS_LABELS[a]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {access === 'sale' ? (
          <Form.Item
            name="price"
            label="Price (USD)"
            required
            rules={[ruleOf((price: number | null) => priceError('sale', price))]}
          >
            <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="feed-edit-price" />
          </Form.Item>
        ) : null}
        {access !== 'free' ? <TextTeaserField access={access} type={feed.type} testId="feed-edit-text-teaser" /> : null}
      </Form>
    </Modal>
  );
}
