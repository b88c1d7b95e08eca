// The fields of the store form, checked with the API's own rules (src/contracts/products.ts): name,
// description, tags, type, price, stock (physical products), status, the picture and the digital file.
import { FileZipOutlined, PictureOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Radio, Select, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { createProductFields, type Product, type ProductStatus, type ProductType } from '@/contracts/products';
import { zodRule } from '@/components/common/zod-rule';
import { FilePick } from './file-pick';
import type { ProductFormFiles } from './product-rules';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
/** What the API keeps as a digital product: an archive, a PDF, or a picture, video or audio file. */
const DIGITAL_ACCEPT = '.zip,.pdf,application/zip,application/x-zip-compressed,application/pdf,image/*,video/*,audio/*';
const isDigitalFile = (f: File) => !f.type || /^(image|video|audio)\//.test(f.type) || /zip|pdf/.test(f.type) || /\.(zip|pdf)$/i.test(f.name);

const fields = createProductFields.shape;
const TYPE_LABELS: Record<ProductType, string> = { digital: 'Digital download', physical: 'Physical item' };

function FileState({ product }: { product: Product }) {
  const file = product.digitalFile;
  if (!product.hasDigitalFile || !file) return <Typography.Text type="secondary">No file yet.</Typography.Text>;
  if (file.status === 'error') return <Tag color="error">The file could not be stored: upload it again</Tag>;
  if (file.status === 'processing') return <Tag color="processing">File uploaded, being checked</Tag>;
  return <Tag color="success">File ready for buyers</Tag>;
}

export interface ProductFormFieldsProps {
  type: ProductType;
  /** An active digital product needs its file; a hidden one may wait for it. */
  status: ProductStatus;
  files: ProductFormFiles;
  onFiles: (next: ProductFormFiles) => void;
  /** The product being edited; absent when adding one. */
  product?: Product;
  disabled: boolean;
}

export function ProductFormFields({ type, status, files, onFiles, product, disabled }: ProductFormFieldsProps) {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name, { required: 'Give the product a name' })]}>
        <Input maxLength={200} data-testid="product-name-input" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount data-testid="product-description-input" />
      </Form.Item>
      <Form.Item name="tags" label="Tags" rules={[zodRule(fields.tags)]}>
        <Select mode="tags" tokenSeparators={[',']} open={false} placeholder="Type a tag and press Enter" data-testid="product-tags-input" />
      </Form.Item>
      <Form.Item name="type" label="Type" required>
        <Radio.Group>
          {(['digital', 'physical'] as const).map((t) => (
            <Radio key={t} value={t} data-testid={`product-type-${t}`}>
              {TYPE_LABELS[t]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="price" label="Price (USD)" rules={[zodRule(fields.price, { required: 'Set a price' })]}>
        <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="product-price-input" />
      </Form.Item>
      {type === 'physical' ? (
        <Form.Item name="stock" label="In stock" extra="How many you have for sale." rules={[zodRule(fields.stock.unwrap(), { required: 'Say how many you have for sale (0 or more)' })]}>
          <InputNumber min={0} precision={0} style={{ width: '100%', maxWidth: 200 }} data-testid="product-stock-input" />
        </Form.Item>
      ) : null}
      <Form.Item name="status" label="Status" required>
        <Radio.Group>
          <Radio value="active" data-testid="product-status-active">
            On sale
          </Radio>
          <Radio value="inactive" data-testid="product-status-inactive">
            Hidden
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="Picture" extra={product ? 'Choose a new picture to replace the current one.' : 'Shown to everyone who sees the product.'}>
        <FilePick
          accept={IMAGE_TYPES.join(',')}
          isAccepted={(f) => !f.type || IMAGE_TYPES.includes(f.type)}
          wrongTypeMessage="Choose a JPEG, PNG, GIF, WebP or AVIF picture."
          file={files.image ?? null}
          onChange={(image) => onFiles({ ...files, image })}
          label={product ? 'Replace picture' : 'Choose picture'}
          inputLabel="Product picture"
          testId="product-image-input"
          icon={<PictureOutlined />}
          preview
          disabled={disabled}
        />
      </Form.Item>
      {type === 'digital' ? (
        <Form.Item label="File for buyers" required={status === 'active' && !product?.hasDigitalFile} extra={product ? <FileState product={product} /> : 'A ZIP archive, a PDF, or a picture, video or audio file.'}>
          <FilePick
            accept={DIGITAL_ACCEPT}
            isAccepted={isDigitalFile}
            wrongTypeMessage="Choose a ZIP archive, a PDF, or a picture, video or audio file."
            file={files.digitalFile ?? null}
            onChange={(digitalFile) => onFiles({ ...files, digitalFile })}
            label={product?.hasDigitalFile ? 'Replace file' : 'Choose file'}
            inputLabel="File for buyers"
            testId="product-file-input"
            icon={<FileZipOutlined />}
            disabled={disabled}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
