// Adding or editing a product in the performer's store. With a picture or a file the form goes as one
// multipart upload with its progress in percent and a Cancel that stops it (the form stays filled, ready
// to send again); without files an edit is a plain JSON update.
import { Button, Flex, Form, Modal, Progress } from 'antd';
import { useState } from 'react';
import type { Product } from '@/contracts/products';
import { useCancellableSend } from '@/components/account/use-upload';
import { notifyError, notifySuccess } from '@/lib/notify';
import { productService } from '@/services/product.api';
import { ProductFormFields } from './product-form-fields';
import {
  digitalFileProblem,
  emptyProductValues,
  productChanges,
  productFormData,
  sendsFiles,
  valuesOf,
  type ProductFormFiles,
  type ProductFormValues,
} from './product-rules';

export const PRODUCT_ADDED = 'Product added to your store';
export const PRODUCT_SAVED = 'Product saved';

export interface SavedProduct {
  product: Product;
  /** A new picture went along: it is being prepared and shows once ready. */
  pictureSent: boolean;
}

export interface ProductFormModalProps {
  /** The product to edit; absent to add one. */
  product?: Product;
  onClose: () => void;
  onSaved: (saved: SavedProduct) => void;
}

/** Sends the form; `null` while idle, else the upload's percent (0 while a JSON update is on its way). */
function useProductSave(product: Product | undefined, onSaved: (saved: SavedProduct) => void) {
  const { percent, send, cancel } = useCancellableSend();
  const save = (values: ProductFormValues, files: ProductFormFiles) =>
    send(
      (options) =>
        product
          ? productService.update(product._id, sendsFiles(values, files) ? productFormData(values, files) : productChanges(values), options)
          : productService.create(productFormData(values, files), options),
      ({ data }) => {
        notifySuccess(product ? PRODUCT_SAVED : PRODUCT_ADDED);
        onSaved({ product: data, pictureSent: !!files.image });
      },
    );
  return { percent, save, cancel };
}

export function ProductFormModal({ product, onClose, onSaved }: ProductFormModalProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const [files, setFiles] = useState<ProductFormFiles>({});
  const { percent, save, cancel } = useProductSave(product, onSaved);
  const saving = percent !== null;
  const type = Form.useWatch('type', form) ?? product?.type ?? emptyProductValues.type;
  const status = Form.useWatch('status', form) ?? product?.status ?? emptyProductValues.status;

  function submit(values: ProductFormValues) {
    const problem = digitalFileProblem(values, files, !!product?.hasDigitalFile && product.type === 'digital');
    if (problem) return notifyError(problem);
    void save({ ...emptyProductValues, ...values }, files);
  }

  const footer = saving ? (
    <Flex align="center" gap={8} key="progress">
      <Progress percent={percent} size="small" style={{ flex: 1, margin: 0 }} data-testid="product-form-progress" />
      <Button onClick={cancel} data-testid="product-form-cancel-upload">
        Cancel
      </Button>
    </Flex>
  ) : (
    <Flex justify="flex-end" gap={8} key="actions">
      <Button onClick={onClose} data-testid="product-form-close">
        Close
      </Button>
      <Button type="primary" onClick={() => form.submit()} data-testid="product-form-save">
        {product ? 'Save' : 'Add product'}
      </Button>
    </Flex>
  );

  return (
    <Modal open title={product ? 'Edit product' : 'Add a product'} onCancel={saving ? cancel : onClose} footer={footer} mask={{ closable: !saving }} destroyOnHidden>
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={product ? valuesOf(product) : emptyProductValues}
        onFinish={submit}
        disabled={saving}
        requiredMark="optional"
        data-testid="product-form"
      >
        <ProductFormFields type={type} status={status} files={files} onFiles={setFiles} product={product} disabled={saving} />
      </Form>
    </Modal>
  );
}
