// Checking a product purchase inside its transaction (docs/business-rules.md "Wallet and purchases", "Orders"): the
// product on sale, its performer visible to the buyer, a delivery address of the buyer's own for physical
// goods. The stock is taken by one conditional update (takeStock), so parallel buyers never take more than there is.
import type { ProductChargeBody } from '@/contracts/orders';
import { notFound, unprocessable } from '../../http/errors';
import { addressMissing, deliveryAddressFrom } from '../addresses/addresses.service';
import type { OrderAddress } from '../orders/orders.table';
import type { ProductRow } from '../products/products.table';
import type { ProductForSale } from './sale-items.repo';
import type { WalletChargesRepo } from './wallet-charges.repo';

export const productMissing = () => notFound('This product does not exist or is no longer available.');

/** What the checks leave for the order: the product, the quantity and, for physical goods, where it goes. */
export interface CheckedProductSale {
  product: ProductRow;
  quantity: number;
  deliveryAddress: OrderAddress | null;
}

/**
 * Takes `quantity` items in one conditional update. The purchase calls it after the debit, so no request
 * waits on the product's row while it still needs anything beyond its own connection.
 */
export async function takeStock(repo: WalletChargesRepo, productId: string, quantity: number): Promise<void> {
  if (await repo.takeStockIfLeft(productId, quantity)) return;
  throw notEnoughStock(await repo.stockOf(productId));
}

const notEnoughStock = (left: number) =>
  unprocessable(left <= 0 ? 'Sold out: this product has no items left.' : `Only ${left} left: lower the quantity to ${left} or less.`);

/** Runs after the product is known to be active and visible, and not the buyer's own: checks what only a product has. */
export function checkProductSale(read: ProductForSale, body: ProductChargeBody): CheckedProductSale {
  const { product } = read;
  const { quantity } = body;
  if (product.type === 'digital') {
    if (quantity !== 1) throw unprocessable('A digital product is bought one at a time: send quantity 1.');
    return { product, quantity, deliveryAddress: null };
  }
  // Read before the debit so a buyer is told "sold out" rather than "wallet too low"; takeStock stays the last word.
  if ((product.stock ?? 0) < quantity) throw notEnoughStock(product.stock ?? 0);
  if (!body.addressId) throw unprocessable('Choose a delivery address (addressId) for this physical product.');
  if (!read.address) throw addressMissing();
  return { product, quantity, deliveryAddress: deliveryAddressFrom(read.address) };
}
