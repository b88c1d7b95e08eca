// Creating or editing one of the performer's galleries: title, description, tags, who can see it (free,
// subscribers, for sale with a price) and whether fans see it at all.
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { contentAccess } from '@/contracts/feeds';
import { createGalleryBody, galleryStatuses, type Gallery } from '@/contracts/galleries';
import { zodRule } from '@/components/common/zod-rule';
import { ACCESS_LABELS } from '@/components/feed/feed-composer';
import { ruleOf } from '@/components/feed/composer-rules';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { galleryService } from '@/services/gallery.api';
import {
  GALLERY_STATUS_LABELS,
  galleryBodyOf,
  galleryFormValuesOf,
  galleryPriceError,
  galleryTagsError,
  newGalleryValues,
  type GalleryFormValues,
} from './gallery-form-values';

export const GALLERY_CREATED = 'Gallery created: add its photos';
export const GALLERY_SAVED = 'Gallery saved';

export interface GalleryFormModalProps {
  /** The gallery to edit; a new one when absent. */
  gallery?: Gallery;
  onClose: () => void;
  onSaved: (gallery: Gallery, created: boolean) => void;
}

export function GalleryFormModal({ gallery, onClose, onSaved }: GalleryFormModalProps) {
  const [form] = Form.useForm<GalleryFormValues>();
  const [saving, setSaving] = useState(false);
  const initial = gallery ? galleryFormValuesOf(gallery) : newGalleryValues();
  const access = Form.useWatch('access', form) ?? initial.access;

  async function save(values: GalleryFormValues) {
    setSaving(true);
    try {
      const body = galleryBodyOf(values);
      const { data } = gallery ? await galleryService.update(gallery._id, body) : await galleryService.create(body);
      notifySuccess(gallery ? GALLERY_SAVED : GALLERY_CREATED);
      onSaved(data, !gallery);
    } catch (e) {
      notifyError(getResponseError(e));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={gallery ? 'Edit gallery' : 'New gallery'}
      okText={gallery ? 'Save' : 'Create'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'gallery-form-save' }}
    >
      <Form<GalleryFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} requiredMark="optional" data-testid="gallery-form">
        <Form.Item name="title" label="Title" rules={[zodRule(createGalleryBody.shape.title, { required: 'Give the gallery a title' })]}>
          <Input maxLength={200} data-testid="gallery-form-title" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[zodRule(createGalleryBody.shape.description)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} data-testid="gallery-form-description" />
        </Form.Item>
        <Form.Item name="tags" label="Tags" extra="Press Enter after each tag." rules={[ruleOf((tags: string[]) => galleryTagsError(tags))]}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} placeholder="beach, summer" data-testid="gallery-form-tags" />
        </Form.Item>
        <Form.Item name="access" label="Who can see the photos" required>
          <Radio.Group>
            {contentAccess.map((a) => (
              <Radio key={a} value={a} data-testid={`gallery-access-${a}`}>
                {ACCESS_LABELS[a]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {access === 'sale' ? (
          <Form.Item name="price" label="Price (USD)" required rules={[ruleOf((price: number | null) => galleryPriceError('sale', price))]}>
            <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="gallery-form-price" />
          </Form.Item>
        ) : null}
        <Form.Item name="status" label="Status" required extra="Hidden galleries are seen by you only.">
          <Radio.Group optionType="button" options={galleryStatuses.map((s) => ({ value: s, label: GALLERY_STATUS_LABELS[s] }))} data-testid="gallery-form-status" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
