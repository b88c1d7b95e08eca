// What a product shows a viewer (availability, whether they may buy or download it) and how the store form
// becomes the API's multipart form: pure, so the rules the server enforces are checked here too.
import { DEFAULT_PRODUCT_IMAGE, PRODUCT_FILE_FIELDS } from '@/contracts/list-values';
import { isSitePlaceholder } from '@/contracts/plain-values';
import type { Product, ProductStatus, ProductType, UpdateProductFields } from '@/contracts/products';

export const productPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;

export const DIGITAL_DOWNLOAD = 'Digital download';
export const SOLD_OUT = 'Sold out';

/** "Digital download", "Sold out" or "3 in stock". */
export function availabilityOf(product: Pick<Product, 'type' | 'stock'>): { label: string; soldOut: boolean } {
  if (product.type === 'digital') return { label: DIGITAL_DOWNLOAD, soldOut: false };
  const stock = product.stock ?? 0;
  return stock > 0 ? { label: `${stock} in stock`, soldOut: false } : { label: SOLD_OUT, soldOut: true };
}

export const isOwnProduct = (product: Pick<Product, 'performerId'>, viewerId: string | undefined) => !!viewerId && viewerId === product.performerId;

/** Buyers, the owner and admins fetch the file of a digital product through its short-lived link. */
export const mayDownload = (product: Pick<Product, 'type' | 'hasDigitalFile' | 'isBought' | 'performerId'>, viewerId: string | undefined, isAdmin = false) =>
  product.type === 'digital' && product.hasDigitalFile && (product.isBought || isAdmin || isOwnProduct(product, viewerId));

/** Someone else's product that is still for sale to this viewer. */
export const mayBuy = (product: Product, viewerId: string | undefined) =>
  !isOwnProduct(product, viewerId) && product.status === 'active' && !availabilityOf(product).soldOut && !(product.type === 'digital' && product.isBought);

/** The placeholder means no processed picture yet (none uploaded, or still being prepared). */
export const hasPicture = (product: Pick<Product, 'image'>) => !isSitePlaceholder(product.image.url, DEFAULT_PRODUCT_IMAGE);

export interface ProductFormValues {
  name: string;
  description: string;
  tags: string[];
  type: ProductType;
  /** Currency units. */
  price: number | null;
  /** Physical products only. */
  stock: number | null;
  status: ProductStatus;
}

export interface ProductFormFiles {
  image?: File | null;
  digitalFile?: File | null;
}

export const emptyProductValues: ProductFormValues = { name: '', description: '', tags: [], type: 'digital', price: null, stock: null, status: 'active' };

export const valuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  tags: product.tags,
  type: product.type,
  price: product.price,
  stock: product.stock,
  status: product.status,
});

/**
 * The fields the API takes for these values. Stock goes with physical products only (a digital one has
 * none and the API refuses it), and an emptied tag list is sent so that it clears the tags.
 */
export function productChanges(values: ProductFormValues): UpdateProductFields {
  const changes: UpdateProductFields = {
    name: values.name.trim(),
    description: values.description.trim(),
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    type: values.type,
    status: values.status,
  };
  if (values.price !== null) changes.price = values.price;
  if (values.type === 'physical' && values.stock !== null) changes.stock = values.stock;
  return changes;
}

/** The multipart form: text fields first (the API reads parts in order), then the files that go with the type. */
export function productFormData(values: ProductFormValues, files: ProductFormFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(productChanges(values))) {
    form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (files.image) form.append(PRODUCT_FILE_FIELDS.image, files.image, files.image.name);
  if (files.digitalFile && values.type === 'digital') form.append(PRODUCT_FILE_FIELDS.digitalFile, files.digitalFile, files.digitalFile.name);
  return form;
}

/** Whether saving needs the multipart form: some file goes along. */
export const sendsFiles = (values: ProductFormValues, files: ProductFormFiles) => !!files.image || (values.type === 'digital' && !!files.digitalFile);

/** The rule the API applies before a digital product may be active, said before sending. */
export function digitalFileProblem(values: ProductFormValues, files: ProductFormFiles, hasDigitalFile: boolean): string | null {
  if (values.type !== 'digital' || values.status !== 'active' || hasDigitalFile || files.digitalFile) return null;
  return 'Add the file buyers download, or save the product as inactive for now.';
}
